import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import {
  MERCHANT_COUPON_PATHS as PATH,
  MERCHANT_COUPON_PERMISSIONS as PERMISSION,
  storeCouponInfoResponse,
  storeCouponPage,
  storeCouponUserPage,
} from '../../../shared/contract/admin-shop.js';
import { consoleToken, lastLogged, twoShopsWithOwners, type ShopProduct } from '../../helpers/shopcare-console.js';
import { consumeCoupon } from '../../../server/commerce/orders/lifecycle.js';
import { parseWireTime, wallTimeIn } from '../../../shared/time-zone.js';
import { formatDateTime } from '../../../server/commerce/db/time.js';

type Body = Record<string, unknown>;

describe('merchant console: coupons (docs/api-extensions.md "Reviews, coupons and shop settings")', () => {
  const c = commerceSuite();
  let shop1: ShopProduct;
  let shop2: ShopProduct;
  let [owner1, owner2] = ['', ''];

  /** A wall-clock time in the server's zone, `days` from now, as the console's form sends it. */
  const wall = (days: number) => wallTimeIn(new Date(Date.now() + days * 86_400_000), c.config.SERVER_TIME_ZONE);
  const shopCoupon = (over: Body = {}): Body => ({ name: 'Ten off', money: '10.00', minPrice: '50.00', isLimited: true, total: 2, useType: 1, isForever: false, isFixedTime: false, day: 7, type: 1, sort: 0, status: true, ...over });
  const save = (token: string, body: Body) => c.call('POST', PATH.save, { token, body });
  const list = async (token: string, query: Record<string, string | number | boolean> = {}) => {
    const r = await c.call('GET', PATH.list, { token, query });
    expect(r.code, r.message).toBe(200);
    return storeCouponPage.strict.parse(r.data);
  };
  const newest = async (token: string) => (await list(token)).list[0]!;

  beforeAll(async () => {
    ({ shop1, shop2, owner1, owner2 } = await twoShopsWithOwners(c));
  });

  it('creates a shop coupon a shopper can collect, and shows who collected and used it', async () => {
    const r = await save(owner1, shopCoupon());
    expect(r.code, r.message).toBe(200);
    const coupon = await newest(owner1);
    expect(coupon).toMatchObject({ name: 'Ten off', money: '10.00', minPrice: '50.00', isLimited: true, total: 2, lastTotal: 2, useType: 1, merId: shop1.merId, day: 7, status: true, receivedNum: 0, usedNum: 0, isForever: false, isFixedTime: false });
    expect(await lastLogged(c, owner1, PERMISSION.save)).toMatchObject({ description: 'Create coupon "Ten off"', changes: { name: { after: 'Ten off' }, money: { after: '10.00' }, total: { after: 2 } } });

    const shopper = await c.createUser({ nickname: 'Coupon Cat' });
    const front = await c.call<{ list: { id: number }[] }>('GET', '/api/front/coupons', { token: shopper.token, query: { useType: 1, merId: shop1.merId } });
    expect(front.data.list.map((x) => x.id)).toContain(coupon.id);
    expect((await c.call('POST', '/api/front/coupon/receive', { token: shopper.token, body: { couponId: coupon.id } })).code).toBe(200);
    const other = await c.createUser({ nickname: 'Second Sam' });
    expect((await c.call('POST', '/api/front/coupon/receive', { token: other.token, body: { couponId: coupon.id } })).code).toBe(200);
    // Two of two collected: a limited coupon runs out.
    const third = await c.createUser();
    expect((await c.call('POST', '/api/front/coupon/receive', { token: third.token, body: { couponId: coupon.id } })).message).toBe('This coupon has all been collected');

    // The checkout's own rule spends one.
    const held = await c.db.selectFrom('userCoupons').select('id').where('uid', '=', shopper.uid).where('couponId', '=', coupon.id).executeTakeFirstOrThrow();
    await consumeCoupon(c.db, shopper.uid, held.id, 'PT-TEST-ORDER');

    const claims = storeCouponUserPage.strict.parse((await c.call('GET', PATH.userList, { token: owner1, query: { couponId: coupon.id } })).data);
    expect(claims.total).toBe(2);
    expect(claims.list.map((x) => [x.nickname, x.status, x.orderNo])).toEqual([
      ['Second Sam', 0, ''],
      ['Coupon Cat', 1, 'PT-TEST-ORDER'],
    ]);
    expect(claims.list[1]!.useTime).not.toBe('');
    expect(storeCouponUserPage.strict.parse((await c.call('GET', PATH.userList, { token: owner1, query: { status: 1 } })).data).list.map((x) => x.uid)).toEqual([shopper.uid]);
    expect(storeCouponUserPage.strict.parse((await c.call('GET', PATH.userList, { token: owner1, query: { uid: other.uid } })).data).total).toBe(1);
    expect((await newest(owner1))).toMatchObject({ receivedNum: 2, usedNum: 1, lastTotal: 0 });
    const info = storeCouponInfoResponse.strict.parse((await c.call('GET', `${PATH.info}/${coupon.id}`, { token: owner1 })).data);
    expect(info).toMatchObject({ id: coupon.id, receivedNum: 2, usedNum: 1, productList: [] });
  });

  it('switches a coupon off (shoppers can no longer collect it) and on again, logged', async () => {
    expect((await save(owner1, shopCoupon({ name: 'Switchable', isLimited: false, total: 0 }))).code).toBe(200);
    const coupon = await newest(owner1);
    expect((await c.call('POST', `${PATH.updateStatus}/${coupon.id}`, { token: owner1 })).code).toBe(200);
    expect((await list(owner1, { status: false })).list.map((x) => x.id)).toContain(coupon.id);
    const shopper = await c.createUser();
    const front = await c.call<{ list: { id: number }[] }>('GET', '/api/front/coupons', { query: { useType: 1, merId: shop1.merId } });
    expect(front.data.list.map((x) => x.id)).not.toContain(coupon.id);
    expect((await c.call('POST', '/api/front/coupon/receive', { token: shopper.token, body: { couponId: coupon.id } })).message).toBe('Coupon not found');
    expect(await lastLogged(c, owner1, PERMISSION.updateStatus)).toEqual({ description: 'Switch off coupon "Switchable"', changes: { status: { before: true, after: false } } });
    expect((await c.call('POST', `${PATH.updateStatus}/${coupon.id}`, { token: owner1 })).code).toBe(200);
    expect((await c.call('POST', '/api/front/coupon/receive', { token: shopper.token, body: { couponId: coupon.id } })).code).toBe(200);
  });

  it('creates a product coupon for the shop\'s own goods, with a collection window and fixed dates read in the server\'s zone', async () => {
    const body = shopCoupon({ name: 'Kettle deal', useType: 2, primaryKey: String(shop1.productId), isLimited: false, total: 0, isForever: true, receiveStartTime: wall(-1), receiveEndTime: wall(10), isFixedTime: true, useStartTime: wall(0), useEndTime: wall(30), day: 0, minPrice: '0' });
    const r = await save(owner1, body);
    expect(r.code, r.message).toBe(200);
    const coupon = await newest(owner1);
    const info = storeCouponInfoResponse.strict.parse((await c.call('GET', `${PATH.info}/${coupon.id}`, { token: owner1 })).data);
    expect(info).toMatchObject({ useType: 2, primaryKey: String(shop1.productId), isForever: true, isFixedTime: true, receiveStartTime: body.receiveStartTime, useEndTime: body.useEndTime, minPrice: '0.00' });
    expect(info.productList).toEqual([{ id: shop1.productId, image: c.img('/crmebimage/x.svg'), storeName: 'Test Kettle', price: '25.00' }]);
    const stored = await c.db.selectFrom('coupons').select(['receiveStartTime', 'useEndTime', 'productIds']).where('id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(stored.receiveStartTime).toBe(formatDateTime(parseWireTime(body.receiveStartTime as string, c.config.SERVER_TIME_ZONE)!));
    const front = await c.call<{ list: { id: number }[] }>('GET', '/api/front/coupons', { query: { useType: 2, productId: shop1.productId } });
    expect(front.data.list.map((x) => x.id)).toContain(coupon.id);
    expect((await list(owner1, { useType: 2 })).list.map((x) => x.id)).toEqual([coupon.id]);
    expect((await list(owner1, { name: 'kettle' })).list.map((x) => x.id)).toEqual([coupon.id]);
  });

  it('refuses amounts, quantities and dates out of range, naming the field', async () => {
    const cases: [Body, string | RegExp][] = [
      [{ money: '0' }, 'money must be more than 0'],
      [{ money: '1.234' }, 'money must be an amount with at most two decimals, like "5.00"'],
      [{ money: '100000.00' }, 'money must be at most 99999.99'],
      [{ minPrice: '5.00' }, /minPrice \(the minimum spend\)/],
      [{ isLimited: true, total: 0 }, /quantity/],
      [{ total: -1 }, 'total must not be negative'],
      [{ name: '' }, 'Please enter the coupon name'],
      [{ useType: 3 }, 'useType is 1 (shop) or 2 (product)'],
      [{ day: 0 }, /days the coupon stays valid/],
      [{ day: 1000 }, 'day must be at most 999'],
      [{ isForever: true }, 'Please choose when collection starts and ends'],
      [{ isForever: true, receiveStartTime: wall(3), receiveEndTime: wall(2) }, 'receiveEndTime must be after receiveStartTime'],
      [{ isForever: true, receiveStartTime: wall(-3), receiveEndTime: wall(-2) }, 'receiveEndTime must be in the future'],
      [{ isForever: true, receiveStartTime: '2030-02-30 10:00:00', receiveEndTime: '2030-03-30 10:00:00' }, 'receiveStartTime is not a real date and time'],
      [{ isForever: true, receiveStartTime: 'tomorrow', receiveEndTime: wall(2) }, /receiveStartTime must be a time like/],
      [{ isFixedTime: true, useStartTime: wall(1) }, 'Please choose when the coupon can be used from and until'],
      [{ isFixedTime: true, useStartTime: wall(5), useEndTime: wall(4) }, 'useEndTime must be after useStartTime'],
      [{ useType: 2, primaryKey: '' }, /choose the products/],
      [{ useType: 2, primaryKey: String(shop2.productId) }, /one of this shop's products/],
    ];
    for (const [over, message] of cases) {
      const r = await save(owner1, shopCoupon(over));
      expect(r.code, JSON.stringify(over)).toBe(400);
      if (typeof message === 'string') expect(r.message, JSON.stringify(over)).toBe(message);
      else expect(r.message, JSON.stringify(over)).toMatch(message);
    }
  });

  it('never reaches another shop\'s coupon or its collectors by any id', async () => {
    expect((await save(owner2, shopCoupon({ name: 'Shop two only' }))).code).toBe(200);
    const theirs = await newest(owner2);
    const mine = (await list(owner1)).list.map((x) => x.id);
    expect(mine).not.toContain(theirs.id);
    expect(await c.call('GET', `${PATH.info}/${theirs.id}`, { token: owner1 })).toMatchObject({ code: 500, message: 'Coupon not found' });
    expect(await c.call('POST', `${PATH.updateStatus}/${theirs.id}`, { token: owner1 })).toMatchObject({ code: 500, message: 'Coupon not found' });
    expect((await c.db.selectFrom('coupons').select('status').where('id', '=', theirs.id).executeTakeFirstOrThrow()).status).toBe(1);
    const shopper = await c.createUser();
    expect((await c.call('POST', '/api/front/coupon/receive', { token: shopper.token, body: { couponId: theirs.id } })).code).toBe(200);
    expect(storeCouponUserPage.strict.parse((await c.call('GET', PATH.userList, { token: owner1, query: { couponId: theirs.id } })).data).total).toBe(0);
    expect(storeCouponUserPage.strict.parse((await c.call('GET', PATH.userList, { token: owner1, query: { uid: shopper.uid } })).data).total).toBe(0);
    expect(await c.call('GET', `${PATH.info}/abc`, { token: owner1 })).toMatchObject({ code: 500, message: 'Coupon not found' });
  });

  it('answers 403 to staff without the permission and 401 without a console token', async () => {
    const readOnly = await consoleToken(c, shop1.merId, [PERMISSION.list]);
    const id = (await list(readOnly)).list[0]!.id;
    const calls: ['GET' | 'POST', string, Body?][] = [
      ['POST', PATH.save, shopCoupon()],
      ['POST', `${PATH.updateStatus}/${id}`],
      ['GET', `${PATH.info}/${id}`],
      ['GET', PATH.userList],
    ];
    for (const [method, path, body] of calls) expect(await c.call(method, path, { token: readOnly, body }), path).toMatchObject({ code: 403, data: null });
    const none = await consoleToken(c, shop1.merId, []);
    expect(await c.call('GET', PATH.list, { token: none })).toMatchObject({ code: 403, data: null });
    const shopper = await c.createUser();
    for (const [method, path, body] of [...calls, ['GET', PATH.list] as const]) {
      for (const token of [shopper.token, undefined]) expect((await c.call(method, path, { token, body })).code, path).toBe(401);
    }
  });
});
