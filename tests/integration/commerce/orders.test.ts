import { beforeAll, describe, expect, it } from 'vitest';
import { page as pageOf } from '../../../shared/contract/common.js';
import { computedPrice, express, masterDetail, masterOrder, merchantOrder, orderDetail, orderNo as orderAnswer, preOrder, preOrderNo as preOrderAnswer, visitorOrderDetail } from '../../../shared/contract/order.js';
import { commerceSuite, expectSignInRequired, type ShopperCall } from './suite.js';
import { addAddress, addCoupon, addProduct, addShop, stockOf, type ProductFixture } from '../../helpers/fixtures-orders.js';
import { markOrderPaid } from '../../../server/commerce/orders/lifecycle.js';
import { sweepUnpaidOrders } from '../../../server/commerce/jobs.js';

// The contract's strict shapes: what the service must send (docs/upstream-contract.md §14 formats included).
const shopOrderPage = pageOf(merchantOrder).strict;
const awaitPayPage = pageOf(masterOrder).strict;
const preOrderVo = preOrder.strict;
const computedSchema = computedPrice.strict;
const masterSchema = masterDetail.strict;
const detailSchema = orderDetail.strict;
const expressSchema = express.strict;

describe('orders (docs/upstream-contract.md §5, §13)', () => {
  const c = commerceSuite();
  let pA: ProductFixture;
  let pB: ProductFixture;
  let alice: { uid: number; token: string };
  let bob: { uid: number; token: string };
  let aliceAddr: number;
  let bobAddr: number;
  let couponTpl: number;

  const post = (path: string, token: string, body?: unknown) => c.call('POST', `/api/front/order${path}`, { token, body });
  const get = (path: string, token?: string, query?: Record<string, string | number | boolean>) => c.call('GET', `/api/front/order${path}`, { token, query });
  const buyNow = async (token: string, lines: [ProductFixture, number, number][]) => {
    const r = await post('/pre/order', token, { preOrderType: 'buyNow', orderDetails: lines.map(([p, sku, n]) => ({ productId: p.id, attrValueId: p.skus[sku]!.id, productNum: n })) });
    expect(r.code, r.message).toBe(200);
    return (r.data as { preOrderNo: string }).preOrderNo;
  };
  const create = async (token: string, body: Record<string, unknown>) => post('/create', token, { payType: 'yue', payChannel: 'pc', ...body });

  beforeAll(async () => {
    const shopA = await addShop(c.db, { name: 'Alpha', freightFee: 500, freeFreightThreshold: 10_000 });
    const shopB = await addShop(c.db, { name: 'Beta', freightFee: 800 });
    pA = await addProduct(c.db, shopA, [{ sku: 'S', price: 3000, stock: 10 }, { sku: 'M', price: 4000, stock: 10 }], { name: 'Jacket' });
    pB = await addProduct(c.db, shopB, [{ sku: 'One', price: 4000, stock: 10 }], { name: 'Lamp' });
    alice = await c.createUser({ integral: 100_000 });
    bob = await c.createUser();
    aliceAddr = await addAddress(c.db, alice.uid);
    bobAddr = await addAddress(c.db, bob.uid);
    couponTpl = await addCoupon(c.db, { useType: 3, money: 1000, minPrice: 5000, name: 'Ten off fifty' });
  });

  it('requires a login on every shopper route', async () => {
    const routes: ShopperCall[] = [
      ['POST', '/pre/order'],
      ['GET', '/load/pre/x'],
      ['POST', '/computed/price'],
      ['POST', '/create'],
      ['GET', '/await/pay/list'],
      ['GET', '/list?type=1'],
      ['GET', '/master/detail/x'],
      ['GET', '/detail/x'],
      ['GET', '/data'],
      ['GET', '/center/data'],
      ['POST', '/cancel/x'],
      ['POST', '/delete/x'],
      ['POST', '/take/x'],
      ['GET', '/express/x'],
    ];
    await expectSignInRequired(c, routes.map(([m, p]) => [m, `/api/front/order${p}`] as const), {});
  });

  it('validates pre-orders: type, details, stock, shelf and ownership of cart lines', async () => {
    expect((await post('/pre/order', alice.token, { preOrderType: 'video', orderDetails: [{ shoppingCartId: 1 }] })).code).toBe(400);
    expect((await post('/pre/order', alice.token, { preOrderType: 'buyNow', orderDetails: [] })).code).toBe(400);
    expect((await post('/pre/order', alice.token, { preOrderType: 'buyNow', orderDetails: [{ productId: pA.id, attrValueId: pA.skus[0]!.id, productNum: 0 }] })).code).toBe(400);
    expect((await post('/pre/order', alice.token, { preOrderType: 'buyNow', orderDetails: [{ productId: pA.id, attrValueId: pA.skus[0]!.id, productNum: 11 }] })).code).toBe(500);
    expect((await post('/pre/order', alice.token, { preOrderType: 'buyNow', orderDetails: [{ productId: pB.id, attrValueId: pA.skus[0]!.id, productNum: 1 }] })).code).toBe(500);
    await c.call('POST', '/api/front/cart/save', { token: bob.token, body: [{ productId: pB.id, productAttrUnique: pB.skus[0]!.id, cartNum: 1 }] });
    const bobLine = await c.db.selectFrom('cartItems').select('id').where('uid', '=', bob.uid).executeTakeFirstOrThrow();
    const stolen = await post('/pre/order', alice.token, { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: bobLine.id }] });
    expect(stolen.code).toBe(500);
    await c.admin('POST', `/api/admin/products/${pB.id}/shelf`, { isShow: false });
    expect((await post('/pre/order', alice.token, { preOrderType: 'buyNow', orderDetails: [{ productId: pB.id, attrValueId: pB.skus[0]!.id, productNum: 1 }] })).code).toBe(500);
    await c.admin('POST', `/api/admin/products/${pB.id}/shelf`, { isShow: true });
  });

  let cartPre = '';
  it('makes a pre-order from cart lines and loads it as a PreOrderVo with per-shop freight', async () => {
    await c.call('POST', '/api/front/cart/save', {
      token: alice.token,
      body: [
        { productId: pA.id, productAttrUnique: pA.skus[0]!.id, cartNum: 2 },
        { productId: pB.id, productAttrUnique: pB.skus[0]!.id, cartNum: 1 },
      ],
    });
    const cartIds = (await c.db.selectFrom('cartItems').select('id').where('uid', '=', alice.uid).execute()).map((r) => r.id);
    const r = await post('/pre/order', alice.token, { preOrderType: 'shoppingCart', orderDetails: cartIds.map((id) => ({ shoppingCartId: id })) });
    expect(r.code).toBe(200);
    cartPre = preOrderAnswer.strict.parse(r.data).preOrderNo;
    expect(cartPre).not.toBe('');
    const vo = preOrderVo.parse((await get(`/load/pre/${cartPre}`, alice.token)).data);
    expect(vo).toMatchObject({ proTotalFee: '100.00', orderProNum: 3, freightFee: '13.00', totalPrice: '113.00', couponFee: '0.00', payFee: '113.00', addressId: aliceAddr, realName: 'Ada Buyer' });
    expect(vo.cartIdList.sort()).toEqual(cartIds.sort());
    expect(vo.orderList.map((s) => s.merName)).toEqual(['Alpha', 'Beta']);
    // Another shopper's pre-order reads as not found (404, a state to act on, not a service failure).
    expect((await get(`/load/pre/${cartPre}`, bob.token)).code).toBe(404);
  });

  it('loads a pre-order with addressId 0 when the shopper has no address yet', async () => {
    const carol = await c.createUser();
    const vo = preOrderVo.parse((await get(`/load/pre/${await buyNow(carol.token, [[pA, 0, 4]])}`, carol.token)).data);
    // 4 × 30.00 = 120.00 reaches Alpha's free-freight threshold of 100.00.
    expect(vo).toMatchObject({ addressId: 0, realName: '', proTotalFee: '120.00', freightFee: '0.00', payFee: '120.00', cartIdList: [] });
    expect((await get('/load/pre/%20', carol.token)).code).toBe(400);
  });

  it('refuses an expired pre-order', async () => {
    const pre = await buyNow(alice.token, [[pA, 0, 1]]);
    await c.db.updateTable('preOrders').set({ expiresAt: '2000-01-01 00:00:00' }).where('preOrderNo', '=', pre).execute();
    const r = await get(`/load/pre/${pre}`, alice.token);
    expect(r.code).toBe(409);
    expect(r.message).toMatch(/expired/);
  });

  let userCouponId = 0;
  it('computes the price with a platform coupon and points, capped at the configured share', async () => {
    expect((await c.call('POST', '/api/front/coupon/receive', { token: alice.token, body: { couponId: couponTpl } })).code).toBe(200);
    userCouponId = (await c.db.selectFrom('userCoupons').select('id').where('uid', '=', alice.uid).executeTakeFirstOrThrow()).id;
    const r = await post('/computed/price', alice.token, { preOrderNo: cartPre, addressId: aliceAddr, couponId: userCouponId, isUseIntegral: true });
    expect(r.code, r.message).toBe(200);
    const p = computedSchema.parse(r.data);
    // items 100.00 + freight 13.00 − coupon 10.00 = 103.00; points pay at most 50 % = 51.50 (100 points per 1.00).
    expect(p).toMatchObject({ proTotalFee: '100.00', freightFee: '13.00', couponFee: '10.00', deductionPrice: '51.50', usedIntegral: 5150, surplusIntegral: 100_000 - 5150, payFee: '51.50' });
    const plain = computedSchema.parse((await post('/computed/price', alice.token, { preOrderNo: cartPre, addressId: aliceAddr })).data);
    expect(plain.payFee).toBe('113.00');
    expect((await post('/computed/price', alice.token, {})).code).toBe(400);
    expect((await post('/computed/price', alice.token, { preOrderNo: cartPre, couponId: -1 })).code).toBe(400);
    expect((await post('/computed/price', alice.token, { preOrderNo: cartPre, addressId: bobAddr })).code).toBe(404);
    expect((await post('/computed/price', bob.token, { preOrderNo: cartPre })).code).toBe(404);
    expect((await post('/computed/price', bob.token, { preOrderNo: await buyNow(bob.token, [[pA, 0, 2]]), couponId: userCouponId })).code).toBe(404);
  });

  it('refuses a coupon whose minimum the order does not reach', async () => {
    const small = await buyNow(alice.token, [[pA, 0, 1]]);
    const r = await post('/computed/price', alice.token, { preOrderNo: small, couponId: userCouponId });
    expect(r.code).toBe(409);
    expect(r.message).toMatch(/50\.00/);
  });

  it('validates create', async () => {
    expect((await create(alice.token, { preOrderNo: cartPre, addressId: 0 })).code).toBe(400);
    expect((await create(alice.token, { preOrderNo: cartPre, addressId: aliceAddr, payType: 'cash' })).code).toBe(400);
    expect((await create(alice.token, { preOrderNo: cartPre, addressId: aliceAddr, payChannel: 'tv' })).code).toBe(400);
    expect((await create(alice.token, { preOrderNo: cartPre, addressId: aliceAddr, mark: 'x'.repeat(151) })).code).toBe(400);
    expect((await create(alice.token, { addressId: aliceAddr })).code).toBe(400);
    expect((await create(alice.token, { preOrderNo: cartPre, addressId: bobAddr })).code).toBe(404);
    expect((await create(bob.token, { preOrderNo: cartPre, addressId: bobAddr })).code).toBe(404);
  });

  let master = '';
  it('creates one master order and one order per shop in one go; a second create returns the same order', async () => {
    const before = await stockOf(c.db, pA.id, pA.skus[0]!.id);
    const r = await create(alice.token, { preOrderNo: cartPre, addressId: aliceAddr, couponId: userCouponId, isUseIntegral: true, mark: 'Leave at door' });
    expect(r.code, r.message).toBe(200);
    master = orderAnswer.strict.parse(r.data).orderNo;
    expect(master).not.toBe('');
    const again = await create(alice.token, { preOrderNo: cartPre, addressId: aliceAddr, couponId: userCouponId, isUseIntegral: true });
    expect(again.data).toEqual({ orderNo: master });
    expect(await c.db.selectFrom('orders').select('id').where('preOrderNo', '=', cartPre).execute()).toHaveLength(1);

    const m = await c.db.selectFrom('orders').selectAll().where('orderNo', '=', master).executeTakeFirstOrThrow();
    expect(m).toMatchObject({ proTotalPrice: 10_000, totalPostage: 1300, couponPrice: 1000, integralPrice: 5150, useIntegral: 5150, payPrice: 5150, paid: 0, mark: 'Leave at door' });
    const shops = await c.db.selectFrom('merchantOrders').selectAll().where('masterOrderNo', '=', master).execute();
    expect(shops).toHaveLength(2);
    expect(shops.reduce((a, s) => a + s.payPrice, 0)).toBe(m.payPrice);
    expect(shops.reduce((a, s) => a + s.couponPrice, 0)).toBe(1000);
    expect(shops.reduce((a, s) => a + s.useIntegral, 0)).toBe(5150);
    expect(await stockOf(c.db, pA.id, pA.skus[0]!.id)).toEqual({ sku: before.sku - 2, product: before.product - 2 });
    const uc = await c.db.selectFrom('userCoupons').selectAll().where('id', '=', userCouponId).executeTakeFirstOrThrow();
    expect(uc).toMatchObject({ status: 1, orderNo: master });
    const user = await c.db.selectFrom('users').select('integral').where('id', '=', alice.uid).executeTakeFirstOrThrow();
    expect(user.integral).toBe(100_000 - 5150);
    const ledger = await c.db.selectFrom('integralRecords').selectAll().where('uid', '=', alice.uid).execute();
    expect(ledger).toEqual([expect.objectContaining({ type: 2, integral: 5150, balance: 100_000 - 5150, linkId: master })]);
    expect(await c.db.selectFrom('cartItems').select('id').where('uid', '=', alice.uid).execute()).toEqual([]);
  });

  it('lists unpaid master orders and shows the master detail to its owner only', async () => {
    const page = awaitPayPage.parse(
      (await get('/await/pay/list', alice.token)).data,
    );
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ orderNo: master, totalNum: 3, payPrice: '51.50', paid: false, payType: 'yue', payChannel: 'pc' });
    expect(page.list[0]!.orderList).toHaveLength(2);
    expect(awaitPayPage.parse((await get('/await/pay/list', bob.token)).data).total).toBe(0);
    const d = masterSchema.parse((await get(`/master/detail/${master}`, alice.token)).data);
    expect(d).toMatchObject({ orderNo: master, paid: false, isCancel: false, couponPrice: '10.00', payPrice: '51.50', totalPrice: '113.00', realName: 'Ada Buyer' });
    expect((await get(`/master/detail/${master}`, bob.token)).code).toBe(500);
    expect((await get('/list', alice.token, { type: 1 })).data).toMatchObject({ total: 0 });
    expect(await c.call('GET', '/api/front/order/data', { token: alice.token }).then((r) => r.data)).toEqual({ completeCount: 0, receivedCount: 0, unPaidCount: 1, unShippedCount: 0 });
  });

  let shopNo = '';
  it('after payment: lists by type, details with refund fields, ships, tracks, receives with points, deletes', async () => {
    expect(await c.db.transaction().execute((trx) => markOrderPaid(trx, master, { payType: 'yue' }))).toBe(true);
    expect(await c.db.transaction().execute((trx) => markOrderPaid(trx, master, { payType: 'yue' }))).toBe(false);
    const toShip = shopOrderPage.parse((await get('/list', alice.token, { type: 1 })).data);
    expect(toShip.total).toBe(2);
    expect((await get('/list', alice.token)).code).toBe(400);
    expect((await get('/list', alice.token, { type: 4 })).code).toBe(400);
    expect(shopOrderPage.parse((await get('/list', bob.token, { type: 1 })).data).total).toBe(0);
    const alpha = toShip.list.find((o) => o.merName === 'Alpha')!;
    shopNo = alpha.orderNo;
    expect(alpha).toMatchObject({ paid: true, status: 0, payPostage: '5.00', totalNum: 2 });
    const det = detailSchema.parse((await get(`/detail/${shopNo}`, alice.token)).data);
    expect(det).toMatchObject({ orderNo: shopNo, masterOrderNo: master, proTotalPrice: '60.00', totalPostage: '5.00', totalPrice: '65.00', refundPrice: '0.00', userRemark: 'Leave at door' });
    expect((await get(`/detail/${shopNo}`, bob.token)).code).toBe(500);
    expect((await get(`/express/${shopNo}`, bob.token)).code).toBe(500);
    expect(expressSchema.parse((await get(`/express/${shopNo}`, alice.token)).data).state).toBe(0);
    expect((await post(`/take/${shopNo}`, alice.token)).code).toBe(500); // not shipped yet

    const ship = await c.admin('POST', `/api/admin/orders/${shopNo}/ship`, {
      deliveryName: 'DHL',
      deliveryCode: 'dhl',
      deliveryId: 'JD0001',
      courier: 'Sam',
      courierPhone: '5550999',
      events: [{ station: 'Picked up in Oakland', time: '2026-01-01 10:00:00' }],
    });
    expect(ship.code, ship.message).toBe(200);
    await c.admin('POST', `/api/admin/orders/${shopNo}/tracking`, { events: [{ station: 'Arrived in San Francisco', time: '2026-01-02 08:00:00' }] });
    const exp = expressSchema.parse((await get(`/express/${shopNo}`, alice.token)).data);
    expect(exp).toMatchObject({ expNo: 'JD0001', expCode: 'dhl', expName: 'DHL', courier: 'Sam', courierPhone: '5550999', state: 2, trackTime: '2026-01-02 08:00:00' });
    // Oldest first, as A sends them (its clients reverse the list); trackTime is the newest. The admin side's times
    // are the deployment's wall clock (SERVER_TIME_ZONE), so they come back exactly as given, not shifted by the zone.
    expect(JSON.parse(exp.logisticsInfo)).toEqual([
      { AcceptStation: 'Picked up in Oakland', AcceptTime: '2026-01-01 10:00:00' },
      { AcceptStation: 'Arrived in San Francisco', AcceptTime: '2026-01-02 08:00:00' },
    ]);
    expect(await c.admin('POST', `/api/admin/orders/${shopNo}/tracking`, { events: [{ station: 'Lost in time', time: '2026-02-30 08:00:00' }] })).toMatchObject({ code: 400 });
    expect(shopOrderPage.parse((await get('/list', alice.token, { type: 2 })).data).list.map((o) => o.orderNo)).toEqual([shopNo]);

    expect((await post(`/delete/${shopNo}`, alice.token)).code).toBe(500); // not completed
    expect((await post(`/take/${shopNo}`, bob.token)).code).toBe(500);
    const pointsBefore = (await c.db.selectFrom('users').select('integral').where('id', '=', alice.uid).executeTakeFirstOrThrow()).integral;
    expect((await post(`/take/${shopNo}`, alice.token)).code).toBe(200);
    expect((await post(`/take/${shopNo}`, alice.token)).code).toBe(500);
    const shopRow = await c.db.selectFrom('merchantOrders').select(['status', 'payPrice']).where('orderNo', '=', shopNo).executeTakeFirstOrThrow();
    expect(shopRow.status).toBe(3);
    const earned = Math.floor(shopRow.payPrice / 100);
    expect((await c.db.selectFrom('users').select('integral').where('id', '=', alice.uid).executeTakeFirstOrThrow()).integral).toBe(pointsBefore + earned);
    expect(await c.call('GET', '/api/front/order/data', { token: alice.token }).then((r) => r.data)).toEqual({ completeCount: 1, receivedCount: 0, unPaidCount: 0, unShippedCount: 1 });
    expect(await c.call('GET', '/api/front/order/center/data', { token: alice.token }).then((r) => r.data)).toEqual({ unPaidCount: 0, unShippedCount: 1, receivedCount: 0, commentCount: 1, refundCount: 0 });
    expect(await c.call('GET', '/api/front/order/center/data', { token: bob.token }).then((r) => r.data)).toEqual({ unPaidCount: 0, unShippedCount: 0, receivedCount: 0, commentCount: 0, refundCount: 0 });

    expect((await post(`/delete/${shopNo}`, bob.token)).code).toBe(500);
    expect((await post(`/delete/${shopNo}`, alice.token)).code).toBe(200);
    expect(shopOrderPage.parse((await get('/list', alice.token, { type: 3 })).data).total).toBe(0);
    expect((await get(`/detail/${shopNo}`, alice.token)).code).toBe(500);
  });

  it('cancels an unpaid order and gives back stock, coupon and points; never a paid one', async () => {
    expect((await post(`/cancel/${master}`, alice.token)).code).toBe(500); // paid
    await c.db.updateTable('userCoupons').set({ status: 0, orderNo: '', useTime: null }).where('id', '=', userCouponId).execute();
    const pre = await buyNow(alice.token, [[pA, 1, 2], [pB, 0, 1]]);
    const before = { a: await stockOf(c.db, pA.id, pA.skus[1]!.id), b: await stockOf(c.db, pB.id, pB.skus[0]!.id) };
    const pointsBefore = (await c.db.selectFrom('users').select('integral').where('id', '=', alice.uid).executeTakeFirstOrThrow()).integral;
    const no = ((await create(alice.token, { preOrderNo: pre, addressId: aliceAddr, couponId: userCouponId, isUseIntegral: true })).data as { orderNo: string }).orderNo;
    expect(await stockOf(c.db, pA.id, pA.skus[1]!.id)).toEqual({ sku: before.a.sku - 2, product: before.a.product - 2 });
    expect((await post(`/cancel/${no}`, bob.token)).code).toBe(500);
    expect((await post(`/cancel/${no}`, alice.token)).code).toBe(200);
    expect((await post(`/cancel/${no}`, alice.token)).code).toBe(500);
    expect(await stockOf(c.db, pA.id, pA.skus[1]!.id)).toEqual(before.a);
    expect(await stockOf(c.db, pB.id, pB.skus[0]!.id)).toEqual(before.b);
    expect(await c.db.selectFrom('userCoupons').select(['status', 'orderNo']).where('id', '=', userCouponId).executeTakeFirstOrThrow()).toEqual({ status: 0, orderNo: '' });
    expect((await c.db.selectFrom('users').select('integral').where('id', '=', alice.uid).executeTakeFirstOrThrow()).integral).toBe(pointsBefore);
    const d = masterSchema.parse((await get(`/master/detail/${no}`, alice.token)).data);
    expect(d.isCancel).toBe(true);
    expect(d.orderList.every((o) => o.status === 9)).toBe(true);
    // A cancelled order cannot be paid afterwards.
    expect(await c.db.transaction().execute((trx) => markOrderPaid(trx, no, { payType: 'yue' }))).toBe(false);
  });

  it('expires orders left unpaid past the timeout, once, even with sweeps running side by side', async () => {
    const pre = await buyNow(bob.token, [[pB, 0, 3]]);
    const before = await stockOf(c.db, pB.id, pB.skus[0]!.id);
    const no = ((await create(bob.token, { preOrderNo: pre, addressId: bobAddr })).data as { orderNo: string }).orderNo;
    expect(await sweepUnpaidOrders(c.ctx)).toBe(0);
    // Sweep "as of" two hours ahead rather than backdating the order, so the service's own 30 s
    // sweep (which runs at the real time) cannot take the order first and make the count flaky.
    const later = new Date(Date.now() + 2 * 3600_000);
    const results = await Promise.all([sweepUnpaidOrders(c.ctx, later), sweepUnpaidOrders(c.ctx, later), sweepUnpaidOrders(c.ctx, later)]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await stockOf(c.db, pB.id, pB.skus[0]!.id)).toEqual(before);
    expect((await c.db.selectFrom('orders').select('isCancel').where('orderNo', '=', no).executeTakeFirstOrThrow()).isCancel).toBe(1);
  });

  it('answers a visitor lookup by order number and identity, without a token', async () => {
    await c.db.updateTable('users').set({ identity: 'visitor-abc-123' }).where('id', '=', alice.uid).execute();
    const m = await c.call('GET', '/api/front/order/visitor/master/detail', { query: { orderNo: master, identity: 'visitor-abc-123' } });
    expect(m.code).toBe(200);
    expect(masterSchema.parse(m.data).orderNo).toBe(master);
    expect((await c.call('GET', '/api/front/order/visitor/master/detail', { query: { orderNo: master, identity: 'someone-else' } })).code).toBe(500);
    expect((await c.call('GET', '/api/front/order/visitor/master/detail', { query: { orderNo: master } })).code).toBe(400);
    const other = (await c.db.selectFrom('merchantOrders').select('orderNo').where('masterOrderNo', '=', master).where('orderNo', '!=', shopNo).executeTakeFirstOrThrow()).orderNo;
    const d = await c.call('GET', '/api/front/order/visitor/detail', { query: { orderNo: other, identity: 'visitor-abc-123' } });
    expect(d.code).toBe(200);
    expect(visitorOrderDetail.strict.parse(d.data).orderNo).toBe(other);
  });
});
