import { beforeAll, describe, expect, it } from 'vitest';
import { page as pageOf } from '../../../shared/contract/common.js';
import { list as listOf } from '../../../shared/contract/fields.js';
import { couponTemplate, orderCoupon, userCoupon } from '../../../shared/contract/coupon.js';
import { commerceSuite } from './suite.js';
import { addCategory, addCoupon, addProduct, addShop, hoursFromNow, type ProductFixture } from '../../helpers/fixtures-orders.js';

const templatePage = pageOf(couponTemplate).strict;
const minePage = pageOf(userCoupon).strict;

describe('coupons (docs/upstream-contract.md §8)', () => {
  const c = commerceSuite();
  let shop: number;
  let shop2: number;
  let prod: ProductFixture;
  let prod2: ProductFixture;
  let alice: { uid: number; token: string };
  let bob: { uid: number; token: string };
  let platform: number;
  let shopCoupon: number;
  let productCoupon: number;
  let limited: number;
  let fixed: number;
  let categoryCoupon: number;
  let otherCategoryCoupon: number;

  const templates = async (query: Record<string, string | number>, token?: string) => c.call('GET', '/api/front/coupons', { query, token });
  const receive = (token: string, couponId: unknown) => c.call('POST', '/api/front/coupon/receive', { token, body: { couponId } });

  beforeAll(async () => {
    shop = await addShop(c.db, { name: 'Alpha' });
    shop2 = await addShop(c.db, { name: 'Beta' });
    const top = await addCategory(c.db);
    const leaf = await addCategory(c.db, await addCategory(c.db, top, 2), 3);
    prod = await addProduct(c.db, shop, [{ price: 3000, stock: 50 }], { cateId: leaf });
    prod2 = await addProduct(c.db, shop2, [{ price: 1000, stock: 50 }]);
    platform = await addCoupon(c.db, { useType: 3, money: 500, minPrice: 2000, name: 'Platform 5' });
    shopCoupon = await addCoupon(c.db, { useType: 1, merId: shop, money: 300, name: 'Alpha 3' });
    productCoupon = await addCoupon(c.db, { useType: 2, merId: shop, productIds: [prod.id], money: 200, name: 'Jacket 2' });
    limited = await addCoupon(c.db, { useType: 3, money: 100, isLimited: true, total: 3, name: 'Only three' });
    fixed = await addCoupon(c.db, { useType: 3, money: 100, fixed: { start: hoursFromNow(24), end: hoursFromNow(48) }, name: 'Tomorrow' });
    categoryCoupon = await addCoupon(c.db, { useType: 3, money: 100, categoryId: top, name: 'Top category' });
    otherCategoryCoupon = await addCoupon(c.db, { useType: 3, money: 100, categoryId: await addCategory(c.db), name: 'Other category' });
    await addCoupon(c.db, { useType: 3, money: 100, receive: { start: hoursFromNow(1), end: hoursFromNow(2) }, name: 'Later' });
    await addCoupon(c.db, { useType: 3, money: 100, type: 2, name: 'New user gift' });
    alice = await c.createUser();
    bob = await c.createUser();
  });

  it('lists coupons to collect by scope, without a login', async () => {
    expect((await templates({})).code).toBe(400);
    expect((await templates({ useType: 4 })).code).toBe(400);
    const plat = templatePage.parse((await templates({ useType: 3 })).data);
    // Not yet collectable and non-manual coupons stay out of the list.
    expect(plat.list.map((x) => x.name).sort()).toEqual(['Only three', 'Other category', 'Platform 5', 'Tomorrow', 'Top category']);
    expect(plat.list.find((x) => x.id === limited)).toMatchObject({ isLimited: true, lastTotal: 3, isUse: false });
    expect(plat.list.find((x) => x.id === fixed)).toMatchObject({ isFixedTime: true, useStartTimeStr: expect.stringMatching(/^\d{4}-/) });
    const mer = templatePage.parse((await templates({ useType: 1, merId: shop })).data);
    expect(mer.list.map((x) => x.id)).toEqual([shopCoupon]);
    expect(templatePage.parse((await templates({ useType: 1, merId: shop2 })).data).total).toBe(0);
    const byProduct = templatePage.parse((await templates({ useType: 2, productId: prod.id })).data);
    expect(byProduct.list.map((x) => x.id)).toEqual([productCoupon]);
    expect(byProduct.list[0]!.primaryKey).toBe(String(prod.id));
    expect(templatePage.parse((await templates({ useType: 2, productId: prod2.id })).data).total).toBe(0);
  });

  it('receives a coupon once per shopper, with login and a valid id', async () => {
    expect((await c.call('POST', '/api/front/coupon/receive', { body: { couponId: platform } })).code).toBe(401);
    expect((await receive(alice.token, 'x')).code).toBe(400);
    expect((await receive(alice.token, 999_999)).code).toBe(500);
    expect((await receive(alice.token, platform)).code).toBe(200);
    const again = await receive(alice.token, platform);
    expect(again.code).toBe(500);
    expect(again.message).toMatch(/already/);
    const plat = templatePage.parse((await templates({ useType: 3 }, alice.token)).data);
    expect(plat.list.find((x) => x.id === platform)!.isUse).toBe(true);
    expect(templatePage.parse((await templates({ useType: 3 }, bob.token)).data).list.find((x) => x.id === platform)!.isUse).toBe(false);
  });

  it('hands out a limited coupon no more than its total, even in parallel', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => c.createUser()));
    const results = await Promise.all(users.map((u) => receive(u.token, limited)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(3);
    const row = await c.db.selectFrom('coupons').select('lastTotal').where('id', '=', limited).executeTakeFirstOrThrow();
    expect(row.lastTotal).toBe(0);
    expect(await c.db.selectFrom('userCoupons').select('id').where('couponId', '=', limited).execute()).toHaveLength(3);
    expect(templatePage.parse((await templates({ useType: 3 })).data).list.some((x) => x.id === limited)).toBe(false);
  });

  it('one shopper double-clicking receive gets one coupon', async () => {
    const u = await c.createUser();
    const results = await Promise.all([receive(u.token, shopCoupon), receive(u.token, shopCoupon), receive(u.token, shopCoupon)]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await c.db.selectFrom('userCoupons').select('id').where('uid', '=', u.uid).execute()).toHaveLength(1);
  });

  it('lists the shopper’s coupons as usable (incl. not started) or unusable (used, expired)', async () => {
    expect((await receive(alice.token, fixed)).code).toBe(200);
    expect((await receive(alice.token, shopCoupon)).code).toBe(200);
    await c.db.updateTable('userCoupons').set({ endTime: '2001-01-01 00:00:00' }).where('uid', '=', alice.uid).where('couponId', '=', shopCoupon).execute();
    expect((await c.call('GET', '/api/front/coupon/list', { token: alice.token })).code).toBe(400);
    expect((await c.call('GET', '/api/front/coupon/list', { query: { type: 'usable' } })).code).toBe(401);
    const usable = minePage.parse((await c.call('GET', '/api/front/coupon/list', { token: alice.token, query: { type: 'usable' } })).data);
    expect(usable.list.map((x) => [x.name, x.validStr]).sort()).toEqual([
      ['Platform 5', 'usable'],
      ['Tomorrow', 'notStart'],
    ]);
    const plat = usable.list.find((x) => x.name === 'Platform 5')!;
    // Validity "day" days from receipt (the fixture's default is 30).
    expect(new Date(`${plat.endTime.replace(' ', 'T')}Z`).getTime() - new Date(`${plat.startTime.replace(' ', 'T')}Z`).getTime()).toBe(30 * 86_400_000);
    const unusable = minePage.parse((await c.call('GET', '/api/front/coupon/list', { token: alice.token, query: { type: 'unusable' } })).data);
    expect(unusable.list.map((x) => [x.name, x.status, x.validStr])).toEqual([['Alpha 3', 2, 'overdue']]);
    expect(minePage.parse((await c.call('GET', '/api/front/coupon/list', { token: bob.token, query: { type: 'usable' } })).data).total).toBe(0);
  });

  it('lists the coupons that fit a pre-order: scope, category subtree and minimum', async () => {
    for (const id of [productCoupon, categoryCoupon, otherCategoryCoupon]) expect((await receive(alice.token, id)).code).toBe(200);
    const pre = async (token: string, p: ProductFixture, n: number) =>
      ((await c.call('POST', '/api/front/order/pre/order', { token, body: { preOrderType: 'buyNow', orderDetails: [{ productId: p.id, attrValueId: p.skus[0]!.id, productNum: n }] } })).data as { preOrderNo: string }).preOrderNo;
    const big = await pre(alice.token, prod, 1); // 30.00 of a product in the top category
    const fit = listOf(orderCoupon).strict.parse((await c.call('GET', `/api/front/coupons/order/${big}`, { token: alice.token })).data);
    expect(fit.map((x) => x.name).sort()).toEqual(['Jacket 2', 'Platform 5', 'Top category']);
    const small = await pre(alice.token, prod2, 1); // 10.00 elsewhere: below the platform minimum, out of every scope
    expect((await c.call('GET', `/api/front/coupons/order/${small}`, { token: alice.token })).data).toEqual([]);
    // Another shopper's pre-order reads as not found.
    expect((await c.call('GET', `/api/front/coupons/order/${big}`, { token: bob.token })).code).toBe(404);
    expect((await c.call('GET', `/api/front/coupons/order/${big}`)).code).toBe(401);
  });
});
