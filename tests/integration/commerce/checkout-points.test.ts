import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_REFUSALS, computedPrice, orderNo as orderAnswer, preOrderNo as preOrderAnswer } from '../../../shared/contract/order.js';
import { parseMoney } from '../../../shared/money.js';
import { commerceSuite } from './suite.js';
import { addAddress, addCoupon, addProduct, addShop, type ProductFixture } from '../../helpers/fixtures-orders.js';
import { POINTS_SETTING_KEYS } from '../../../server/commerce/points/settings.js';

// Issue 26: part of the points in the operator's steps, the order shop by shop, and the computed price that
// answered 500 once. Answers parse through the contract's strict shape (docs/api-extensions.md).
const computedSchema = computedPrice.strict;

describe('checkout: part of the points, shop by shop, and no 500 from computed/price', () => {
  const c = commerceSuite();
  let one: ProductFixture;
  let cheap: ProductFixture;
  let a: ProductFixture;
  let b: ProductFixture;
  let d: ProductFixture;
  let pat: { uid: number; token: string };
  let patAddr: number;

  const post = (path: string, token: string, body?: unknown) => c.call('POST', `/api/front/order${path}`, { token, body });
  const buyNow = async (token: string, lines: [ProductFixture, number][]) => {
    const r = await post('/pre/order', token, { preOrderType: 'buyNow', orderDetails: lines.map(([p, n]) => ({ productId: p.id, attrValueId: p.skus[0]!.id, productNum: n })) });
    expect(r.code, r.message).toBe(200);
    return preOrderAnswer.strict.parse(r.data).preOrderNo;
  };
  const price = (token: string, body: Record<string, unknown>) => post('/computed/price', token, body);
  const create = (token: string, body: Record<string, unknown>) => post('/create', token, { payType: 'yue', payChannel: 'pc', ...body });
  const setting = async (key: string, value: number) => {
    await c.db
      .insertInto('siteConfig')
      .values({ key, value: JSON.stringify(value) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
  };
  const pointsOf = async (uid: number) => (await c.db.selectFrom('users').select('integral').where('id', '=', uid).executeTakeFirstOrThrow()).integral;
  const cents = (v: string) => parseMoney(v);

  beforeAll(async () => {
    const solo = await addShop(c.db, { name: 'Solo', freightFee: 0 });
    one = await addProduct(c.db, solo, [{ price: 10_000, stock: 50 }], { name: 'Kettle' });
    cheap = await addProduct(c.db, solo, [{ price: 1000, stock: 50 }], { name: 'Mug' });
    // Three shops with amounts that do not split evenly: the shop parts must still add up to the cent.
    const sa = await addShop(c.db, { name: 'Aster', freightFee: 111 });
    const sb = await addShop(c.db, { name: 'Birch', freightFee: 222 });
    const sd = await addShop(c.db, { name: 'Cedar', freightFee: 333, freeFreightThreshold: 5000 });
    a = await addProduct(c.db, sa, [{ price: 1001, stock: 50 }], { name: 'Pen' });
    b = await addProduct(c.db, sb, [{ price: 2002, stock: 50 }], { name: 'Pad' });
    d = await addProduct(c.db, sd, [{ price: 3003, stock: 50 }], { name: 'Ink' });
    pat = await c.createUser({ integral: 3000, balance: 1_000_000 });
    patAddr = await addAddress(c.db, pat.uid);
    await setting(POINTS_SETTING_KEYS.step, 100);
    await setting(POINTS_SETTING_KEYS.maxPerOrder, 2500);
  });

  it('offers the points the order can take and prices a chosen amount in the shop’s steps', async () => {
    const pre = await buyNow(pat.token, [[one, 1]]);
    const none = computedSchema.parse((await price(pat.token, { preOrderNo: pre, addressId: patAddr })).data);
    // 100.00, points may pay 50 % = 5,000 points, the shopper has 3,000, one order may take 2,500.
    expect(none).toMatchObject({ payFee: '100.00', deductionPrice: '0.00', usedIntegral: 0, userIntegral: 3000, integralStep: 100, maxIntegral: 2500, integralPerUnit: 100 });
    const r = await price(pat.token, { preOrderNo: pre, addressId: patAddr, isUseIntegral: true, integral: 1200 });
    expect(r.code, r.message).toBe(200);
    expect(computedSchema.parse(r.data)).toMatchObject({ deductionPrice: '12.00', usedIntegral: 1200, surplusIntegral: 1800, payFee: '88.00', maxIntegral: 2500 });
    // Without an amount, "use points" takes the most the order allows, as before.
    const most = computedSchema.parse((await price(pat.token, { preOrderNo: pre, isUseIntegral: true })).data);
    expect(most).toMatchObject({ usedIntegral: 2500, deductionPrice: '25.00', payFee: '75.00' });
    // An amount without "use points" deducts nothing.
    expect(computedSchema.parse((await price(pat.token, { preOrderNo: pre, integral: 1200 })).data)).toMatchObject({ usedIntegral: 0, payFee: '100.00' });
  });

  it('refuses an amount off the step, above the cap, above the balance or above what the order can take, deducting nothing', async () => {
    const pre = await buyNow(pat.token, [[one, 1]]);
    const refused = async (integral: unknown, message: string) => {
      const r = await price(pat.token, { preOrderNo: pre, addressId: patAddr, isUseIntegral: true, integral });
      expect(r, String(integral)).toMatchObject({ code: 400, message, data: null });
    };
    await refused(1250, CHECKOUT_REFUSALS.pointsStep);
    await refused(2600, CHECKOUT_REFUSALS.pointsPerOrder);
    await setting(POINTS_SETTING_KEYS.maxPerOrder, 0);
    await refused(3100, CHECKOUT_REFUSALS.pointsBalance);
    const small = await buyNow(pat.token, [[cheap, 1]]);
    // 10.00: points may pay 5.00 = 500 points.
    const r = await price(pat.token, { preOrderNo: small, isUseIntegral: true, integral: 600 });
    expect(r).toMatchObject({ code: 400, message: CHECKOUT_REFUSALS.pointsOrder });
    expect((await price(pat.token, { preOrderNo: pre, isUseIntegral: true, integral: -100 })).code).toBe(400);
    expect((await price(pat.token, { preOrderNo: pre, isUseIntegral: true, integral: 'lots' })).code).toBe(400);
    expect((await price(pat.token, { preOrderNo: pre, isUseIntegral: true, integral: 150.5 })).code).toBe(400);
    await setting(POINTS_SETTING_KEYS.maxPerOrder, 2500);

    // The order call refuses the same amounts, and nothing is deducted or placed.
    const before = await pointsOf(pat.uid);
    const bad = await create(pat.token, { preOrderNo: pre, addressId: patAddr, isUseIntegral: true, integral: 1250 });
    expect(bad).toMatchObject({ code: 400, message: CHECKOUT_REFUSALS.pointsStep });
    expect(await pointsOf(pat.uid)).toBe(before);
    expect(await c.db.selectFrom('orders').select('id').where('preOrderNo', '=', pre).execute()).toEqual([]);
  });

  it('deducts the chosen points once in the order and gives them back once on cancel', async () => {
    const pre = await buyNow(pat.token, [[one, 1]]);
    const before = await pointsOf(pat.uid);
    const body = { preOrderNo: pre, addressId: patAddr, isUseIntegral: true, integral: 700 };
    const [first, second] = await Promise.all([create(pat.token, body), create(pat.token, body)]);
    expect(first.code, first.message).toBe(200);
    const no = orderAnswer.strict.parse(first.data).orderNo;
    expect(orderAnswer.strict.parse(second.data).orderNo).toBe(no);
    expect(await c.db.selectFrom('orders').select(['useIntegral', 'integralPrice', 'payPrice']).where('orderNo', '=', no).executeTakeFirstOrThrow()).toEqual({ useIntegral: 700, integralPrice: 700, payPrice: 9300 });
    expect(await pointsOf(pat.uid)).toBe(before - 700);
    const spent = await c.db.selectFrom('integralRecords').select(['type', 'integral']).where('uid', '=', pat.uid).where('linkId', '=', no).execute();
    expect(spent).toEqual([{ type: 2, integral: 700 }]);

    const cancels = await Promise.all([post(`/cancel/${no}`, pat.token), post(`/cancel/${no}`, pat.token)]);
    expect(cancels.map((x) => x.code).sort()).toEqual([200, 500]);
    expect(await pointsOf(pat.uid)).toBe(before);
    const back = await c.db.selectFrom('integralRecords').select(['type', 'integral']).where('uid', '=', pat.uid).where('linkId', '=', no).where('type', '=', 1).execute();
    expect(back).toEqual([{ type: 1, integral: 700 }]);
  });

  it('prices three shops shop by shop, and the parts add up to the order to the cent', async () => {
    await setting(POINTS_SETTING_KEYS.step, 1);
    const tpl = await addCoupon(c.db, { useType: 3, money: 777, name: 'Seven seventy-seven' });
    expect((await c.call('POST', '/api/front/coupon/receive', { token: pat.token, body: { couponId: tpl } })).code).toBe(200);
    const userCouponId = (await c.db.selectFrom('userCoupons').select('id').where('uid', '=', pat.uid).where('couponId', '=', tpl).executeTakeFirstOrThrow()).id;
    const pre = await buyNow(pat.token, [[a, 1], [b, 1], [d, 2]]);
    const r = await price(pat.token, { preOrderNo: pre, addressId: patAddr, couponId: userCouponId, isUseIntegral: true, integral: 1001 });
    expect(r.code, r.message).toBe(200);
    const p = computedSchema.parse(r.data);
    // Goods 10.01 + 20.02 + 60.06 = 90.09; freight 1.11 + 2.22 + 0 (Cedar is free from 50.00) = 3.33.
    expect(p).toMatchObject({ proTotalFee: '90.09', freightFee: '3.33', couponFee: '7.77', deductionPrice: '10.01', usedIntegral: 1001, payFee: '75.64' });
    expect(p.orderList.map((s) => s.merName)).toEqual(['Aster', 'Birch', 'Cedar']);
    expect(p.orderList.map((s) => [s.proTotalFee, s.freightFee, s.orderProNum])).toEqual([['10.01', '1.11', 1], ['20.02', '2.22', 1], ['60.06', '0.00', 2]]);
    for (const s of p.orderList) {
      expect(cents(s.payFee)).toBe(cents(s.proTotalFee) + cents(s.freightFee) - cents(s.couponFee) - cents(s.deductionPrice));
    }
    for (const k of ['proTotalFee', 'freightFee', 'couponFee', 'deductionPrice', 'payFee'] as const) {
      expect(p.orderList.reduce((sum, s) => sum + cents(s[k]), 0), k).toBe(cents(p[k]));
    }
    expect(p.orderList.reduce((sum, s) => sum + s.usedIntegral, 0)).toBe(p.usedIntegral);
    // The coupon split follows the goods it covers (10.01 : 20.02 : 60.06 of 7.77, the spare cent to the largest), not an even third.
    expect(p.orderList.map((s) => s.couponFee)).toEqual(['0.86', '1.72', '5.19']);

    // The order is stored shop by shop exactly as priced.
    const placed = await create(pat.token, { preOrderNo: pre, addressId: patAddr, couponId: userCouponId, isUseIntegral: true, integral: 1001 });
    expect(placed.code, placed.message).toBe(200);
    const no = orderAnswer.strict.parse(placed.data).orderNo;
    const rows = await c.db.selectFrom('merchantOrders').select(['proTotalPrice', 'totalPostage', 'couponPrice', 'integralPrice', 'useIntegral', 'payPrice']).where('masterOrderNo', '=', no).orderBy('id').execute();
    expect(rows).toEqual(
      p.orderList.map((s) => ({ proTotalPrice: cents(s.proTotalFee), totalPostage: cents(s.freightFee), couponPrice: cents(s.couponFee), integralPrice: cents(s.deductionPrice), useIntegral: s.usedIntegral, payPrice: cents(s.payFee) })),
    );
    await setting(POINTS_SETTING_KEYS.step, 100);
  });

  describe('computed/price answers a refusal the shopper can act on, never a 500', () => {
    it('after the order is placed (the page refreshes its price with the coupon used and the points spent)', async () => {
      const tpl = await addCoupon(c.db, { useType: 3, money: 500, name: 'Five off' });
      await c.call('POST', '/api/front/coupon/receive', { token: pat.token, body: { couponId: tpl } });
      const userCouponId = (await c.db.selectFrom('userCoupons').select('id').where('uid', '=', pat.uid).where('couponId', '=', tpl).executeTakeFirstOrThrow()).id;
      const pre = await buyNow(pat.token, [[one, 1]]);
      const choices = { preOrderNo: pre, addressId: patAddr, couponId: userCouponId, isUseIntegral: true, integral: 300 };
      const quoted = computedSchema.parse((await price(pat.token, choices)).data);
      // The price is asked again while the order is placed, and after it: every answer is 200 with the same totals.
      const [placed, ...during] = await Promise.all([create(pat.token, choices), price(pat.token, choices), price(pat.token, choices)]);
      expect(placed.code, placed.message).toBe(200);
      const after = await price(pat.token, choices);
      for (const x of [...during, after]) {
        expect(x.code, x.message).toBe(200);
        expect(computedSchema.parse(x.data)).toMatchObject({ payFee: quoted.payFee, couponFee: '5.00', usedIntegral: 300, deductionPrice: '3.00' });
      }
    });

    it('for an id too large for the database (PostgreSQL refused it with a system error)', async () => {
      const pre = await buyNow(pat.token, [[one, 1]]);
      for (const body of [{ addressId: 99_999_999_999 }, { couponId: 99_999_999_999 }]) {
        const r = await price(pat.token, { preOrderNo: pre, ...body });
        expect(r.code, JSON.stringify(body)).toBe(400);
        expect(r.message).toMatch(/not a valid id/);
      }
      expect((await create(pat.token, { preOrderNo: pre, addressId: 99_999_999_999 })).code).toBe(400);
    });

    it('for a pre-order an earlier release stored in another form', async () => {
      const pre = await buyNow(pat.token, [[one, 1]]);
      await c.db.updateTable('preOrders').set({ payload: JSON.stringify({ lines: [{ cartId: 0, productId: one.id }] }) }).where('preOrderNo', '=', pre).execute();
      expect(await price(pat.token, { preOrderNo: pre })).toMatchObject({ code: 409, message: CHECKOUT_REFUSALS.preOrderStale });
      await c.db.updateTable('preOrders').set({ payload: 'not json' }).where('preOrderNo', '=', pre).execute();
      expect(await price(pat.token, { preOrderNo: pre })).toMatchObject({ code: 409, message: CHECKOUT_REFUSALS.preOrderStale });
    });

    it('for a pre-order that expired while the page stayed open, or is unknown', async () => {
      const pre = await buyNow(pat.token, [[one, 1]]);
      await c.db.updateTable('preOrders').set({ expiresAt: '2000-01-01 00:00:00' }).where('preOrderNo', '=', pre).execute();
      expect(await price(pat.token, { preOrderNo: pre })).toMatchObject({ code: 409, message: CHECKOUT_REFUSALS.preOrderExpired });
      expect(await price(pat.token, { preOrderNo: 'pre-nothing' })).toMatchObject({ code: 404, message: CHECKOUT_REFUSALS.preOrderMissing });
    });

    it('for a coupon that ran out or was used elsewhere after checkout listed it', async () => {
      const tpl = await addCoupon(c.db, { useType: 3, money: 100, name: 'One off' });
      await c.call('POST', '/api/front/coupon/receive', { token: pat.token, body: { couponId: tpl } });
      const uc = (await c.db.selectFrom('userCoupons').select('id').where('uid', '=', pat.uid).where('couponId', '=', tpl).executeTakeFirstOrThrow()).id;
      const pre = await buyNow(pat.token, [[one, 1]]);
      expect((await price(pat.token, { preOrderNo: pre, couponId: uc })).code).toBe(200);
      await c.db.updateTable('userCoupons').set({ endTime: '2000-01-01 00:00:00' }).where('id', '=', uc).execute();
      expect(await price(pat.token, { preOrderNo: pre, couponId: uc })).toMatchObject({ code: 409, message: CHECKOUT_REFUSALS.couponExpired });
      await c.db.updateTable('userCoupons').set({ status: 1 }).where('id', '=', uc).execute();
      expect(await price(pat.token, { preOrderNo: pre, couponId: uc })).toMatchObject({ code: 409, message: CHECKOUT_REFUSALS.couponUsed });
      expect(await price(pat.token, { preOrderNo: pre, couponId: 2_000_000_000 })).toMatchObject({ code: 404, message: CHECKOUT_REFUSALS.couponMissing });
    });

    it('for points larger than the order, and many requests at once', async () => {
      const pre = await buyNow(pat.token, [[cheap, 1]]);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => price(pat.token, { preOrderNo: pre, isUseIntegral: true, ...(i % 2 ? { integral: 100_000 } : {}) })));
      for (const [i, x] of answers.entries()) expect(x.code, x.message).toBe(i % 2 ? 400 : 200);
    });
  });
});
