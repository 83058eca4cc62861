import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { payMethods, payment } from '../../../shared/contract/pay.js';
import { masterDetail } from '../../../shared/contract/order.js';
import { COD_SWITCH_KEY, PLATFORM_CATALOGUE_PATHS as CATALOGUE, PLATFORM_CATALOGUE_PERMISSIONS } from '../../../shared/contract/admin-platform-catalogue.js';
import { MERCHANT_ORDER_PATHS as ORDER, MERCHANT_REFUND_PATHS as REFUND, merchantOrderPage, storeOrderInfo } from '../../../shared/contract/admin-order.js';
import { merchantStatement, PLATFORM_FINANCE_PATHS as FINANCE } from '../../../shared/contract/admin-finance.js';
import { addAddress, addCoupon, addProduct, addShop, stockOf, type ProductFixture } from '../../helpers/fixtures-orders.js';
import { signedInOperator, signedInOwner } from '../../helpers/fixtures-finance.js';
import { adminDb } from '../../../server/commerce/admin-accounts/tables.js';

/**
 * Cash on delivery (docs/api-extensions.md "Cash on delivery"): the operator's switch, the shopper's
 * `pay/method` and `pay/payment`, the shop's "to ship" list, shipping and receipt, finance counting it only
 * once delivered, and a cancel or refund giving stock and coupon back exactly once. Real HTTP throughout.
 */
describe('cash on delivery', () => {
  const c = commerceSuite();
  let shopA = 0;
  let shopB = 0;
  let jacket: ProductFixture;
  let mug: ProductFixture;
  let couponTpl = 0;
  let op = '';
  let ownerA = '';
  let ownerB = '';

  const front = (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => c.call(method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
  const setCod = (value: '0' | '1', token = op) => c.call('POST', CATALOGUE.configSave, { token, body: { key: COD_SWITCH_KEY, value } });
  const methods = async () => payMethods.strict.parse((await c.call('GET', '/api/front/pay/method')).data);

  /** A shopper with an address and the "ten off" coupon in their wallet. */
  async function shopper() {
    const u = await c.createUser();
    const addressId = await addAddress(c.db, u.uid);
    expect((await front('POST', '/api/front/coupon/receive', u.token, { couponId: couponTpl })).code).toBe(200);
    const userCouponId = (await c.db.selectFrom('userCoupons').select('id').where('uid', '=', u.uid).executeTakeFirstOrThrow()).id;
    return { ...u, addressId, userCouponId };
  }
  type Shopper = Awaited<ReturnType<typeof shopper>>;

  /** Places (not pays) an order for the lines, with the coupon, as the storefront does for cash on delivery. */
  async function place(s: Shopper, lines: [ProductFixture, number][], opts: { coupon?: boolean; payType?: string } = {}) {
    const pre = await front('POST', '/api/front/order/pre/order', s.token, { preOrderType: 'buyNow', orderDetails: lines.map(([p, n]) => ({ productId: p.id, attrValueId: p.skus[0]!.id, productNum: n })) });
    expect(pre.code, pre.message).toBe(200);
    const preOrderNo = (pre.data as { preOrderNo: string }).preOrderNo;
    return front('POST', '/api/front/order/create', s.token, { preOrderNo, addressId: s.addressId, couponId: opts.coupon ? s.userCouponId : 0, payType: opts.payType ?? 'cod', payChannel: 'pc' });
  }
  async function placed(s: Shopper, lines: [ProductFixture, number][], opts: { coupon?: boolean } = {}): Promise<string> {
    const r = await place(s, lines, opts);
    expect(r.code, r.message).toBe(200);
    return (r.data as { orderNo: string }).orderNo;
  }
  const pay = (s: Shopper, orderNo: string, payType = 'cod') => front('POST', '/api/front/pay/payment', s.token, { orderNo, payType, payChannel: 'pc' });
  const shopOrders = (orderNo: string) => c.db.selectFrom('merchantOrders').selectAll().where('masterOrderNo', '=', orderNo).orderBy('merId').execute();
  const coupon = (s: Shopper) => c.db.selectFrom('userCoupons').select(['status', 'orderNo']).where('id', '=', s.userCouponId).executeTakeFirstOrThrow();
  const statement = async (merId: number) => {
    const r = await c.call('GET', FINANCE.statement, { token: op, query: { dateType: 'day', dateLimit: 'today', merId: String(merId) } });
    expect(r.code, r.message).toBe(200);
    return merchantStatement.strict.parse(r.data).total;
  };

  beforeAll(async () => {
    shopA = await addShop(c.db, { name: 'Cash Alpha' });
    shopB = await addShop(c.db, { name: 'Cash Beta' });
    jacket = await addProduct(c.db, shopA, [{ sku: 'M', price: 4000, stock: 20 }], { name: 'Rain jacket' });
    mug = await addProduct(c.db, shopB, [{ sku: 'One', price: 2500, stock: 20 }], { name: 'Enamel mug' });
    couponTpl = await addCoupon(c.db, { useType: 3, money: 500, minPrice: 0, name: 'Five off' });
    op = await signedInOperator(c);
    ownerA = await signedInOwner(c, shopA);
    ownerB = await signedInOwner(c, shopB);
  });

  it('is off on a fresh install and refused by the service, at create and at payment', async () => {
    expect((await methods()).codSwitch).toBe(false);
    expect((await c.call('GET', CATALOGUE.configGet, { token: op, query: { key: COD_SWITCH_KEY } })).data).toBe('0');
    const s = await shopper();
    const created = await place(s, [[jacket, 1]]);
    expect(created).toMatchObject({ code: 500, message: 'Cash on delivery is not available, please choose another payment method' });
    const byBalance = await place(s, [[jacket, 1]], { payType: 'yue' });
    const orderNo = (byBalance.data as { orderNo: string }).orderNo;
    const refused = await pay(s, orderNo);
    expect(refused).toMatchObject({ code: 500, message: 'Cash on delivery is not available, please choose another payment method' });
    expect((await c.db.selectFrom('orders').select(['paid', 'payType']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow())).toEqual({ paid: 0, payType: 'yue' });
    expect(await c.db.selectFrom('payments').select('id').where('masterOrderNo', '=', orderNo).execute()).toHaveLength(0);
  });

  it('the operator turns it on and off; each change is logged; staff without the permission get 403', async () => {
    const clerk = await signedInOperator(c, [PLATFORM_CATALOGUE_PERMISSIONS.configGet]);
    expect((await setCod('1', clerk)).code).toBe(403);
    expect((await methods()).codSwitch).toBe(false);
    expect((await c.call('POST', CATALOGUE.configSave, { token: op, body: { key: COD_SWITCH_KEY, value: 'yes' } })).code).toBe(400);
    expect((await setCod('1')).code).toBe(200);
    expect((await setCod('1')).code).toBe(200);
    expect((await c.call('GET', CATALOGUE.configGet, { token: clerk, query: { key: COD_SWITCH_KEY } })).data).toBe('1');
    expect((await methods()).codSwitch).toBe(true);
    expect((await setCod('0')).code).toBe(200);
    expect((await methods()).codSwitch).toBe(false);
    expect((await setCod('1')).code).toBe(200);
    const logs = await adminDb(c.ctx).selectFrom('adminOperationLogs').select(['description', 'requestParam']).where('method', '=', PLATFORM_CATALOGUE_PERMISSIONS.configSave).orderBy('id').execute();
    const cod = logs.filter((l) => l.requestParam.includes(COD_SWITCH_KEY));
    // Three changes (on, off, on); saving "on" while on changed nothing and is not logged.
    expect(cod.map((l) => l.description)).toEqual(['Turned cash on delivery on', 'Turned cash on delivery off', 'Turned cash on delivery on']);
  });

  it('a double-submitted COD payment takes no money, has one effect, and puts each shop order in "to ship"', async () => {
    const s = await shopper();
    const before = await stockOf(c.db, jacket.id, jacket.skus[0]!.id);
    const orderNo = await placed(s, [[jacket, 2], [mug, 1]], { coupon: true });
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(s, orderNo)));
    for (const a of answers) {
      expect(a.code, a.message).toBe(200);
      expect(payment.strict.parse(a.data)).toMatchObject({ status: true, payType: 'cod', orderNo, redirect: '' });
    }
    expect(await stockOf(c.db, jacket.id, jacket.skus[0]!.id)).toEqual({ sku: before.sku - 2, product: before.product - 2 });
    const master = await c.db.selectFrom('orders').select(['paid', 'payType', 'payTime', 'isCancel']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(master).toEqual({ paid: 1, payType: 'cod', payTime: null, isCancel: 0 });
    const shops = await shopOrders(orderNo);
    expect(shops.map((m) => ({ paid: m.paid, status: m.status, payTime: m.payTime }))).toEqual([
      { paid: 1, status: 0, payTime: null },
      { paid: 1, status: 0, payTime: null },
    ]);
    const ledger = await c.db.selectFrom('payments').select(['provider', 'status', 'amount']).where('masterOrderNo', '=', orderNo).orderBy('id').execute();
    expect(ledger).toEqual(shops.map((m) => ({ provider: 'cod', status: 'pending', amount: m.payPrice })));
    const balance = await c.db.selectFrom('users').select('balance').where('id', '=', s.uid).executeTakeFirstOrThrow();
    expect(balance.balance).toBe(0);
    // The shopper's order page reads it as cash on delivery, not yet collected.
    const detail = masterDetail.strict.parse((await front('GET', `/api/front/order/master/detail/${orderNo}`, s.token)).data);
    expect(detail).toMatchObject({ payType: 'cod', paid: true, payTime: '' });
    // Paying again by another method changes nothing.
    expect((await pay(s, orderNo, 'yue')).code).toBe(200);
    expect((await c.db.selectFrom('orders').select('payType').where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).payType).toBe('cod');
  });

  it('the shop sees it to ship, marked cash on delivery, ships it; finance counts it only once it is received', async () => {
    const s = await shopper();
    const orderNo = await placed(s, [[jacket, 1]]);
    expect((await pay(s, orderNo)).code).toBe(200);
    const [mo] = await shopOrders(orderNo);
    const before = await statement(shopA);

    const toShip = merchantOrderPage.strict.parse((await c.call('GET', ORDER.list, { token: ownerA, query: { status: 'notShipped', orderNo: mo!.orderNo } })).data);
    expect(toShip.list.map((o) => ({ orderNo: o.orderNo, payType: o.payType, paid: o.paid }))).toEqual([{ orderNo: mo!.orderNo, payType: 'cod', paid: true }]);
    const info = storeOrderInfo.strict.parse((await c.call('GET', ORDER.info, { token: ownerA, query: { orderNo: mo!.orderNo } })).data);
    expect(info).toMatchObject({ payType: 'cod', paid: true });
    // Another shop cannot see or ship it.
    expect((await c.call('GET', ORDER.info, { token: ownerB, query: { orderNo: mo!.orderNo } })).code).not.toBe(200);
    expect((await c.call('POST', ORDER.send, { token: ownerB, body: { orderNo: mo!.orderNo, type: 3 } })).code).not.toBe(200);

    expect((await c.call('POST', ORDER.send, { token: ownerA, body: { orderNo: mo!.orderNo, type: 1, expressCode: 'dhl', expressNumber: 'COD123' } })).code).toBe(200);
    expect(await statement(shopA)).toEqual(before);
    // Once it is on its way the shopper can no longer simply cancel it.
    expect(await front('POST', `/api/front/order/cancel/${orderNo}`, s.token)).toMatchObject({ code: 500, message: 'This order has already shipped: refuse it at the door or apply for a refund after receipt' });

    expect((await front('POST', `/api/front/order/take/${mo!.orderNo}`, s.token)).code).toBe(200);
    const after = await c.db.selectFrom('merchantOrders').select(['status', 'payTime']).where('orderNo', '=', mo!.orderNo).executeTakeFirstOrThrow();
    expect(after.status).toBe(3);
    expect(after.payTime).not.toBeNull();
    expect((await c.db.selectFrom('payments').select('status').where('masterOrderNo', '=', orderNo).executeTakeFirstOrThrow()).status).toBe('succeeded');
    const counted = await statement(shopA);
    expect(counted.orderNum).toBe(before.orderNum + 1);
    expect(Number(counted.orderPayAmount) * 100 - Number(before.orderPayAmount) * 100).toBeCloseTo(mo!.payPrice, 6);
  });

  it('a cancel before shipping returns stock and coupon exactly once, double cancels included', async () => {
    const s = await shopper();
    const start = await stockOf(c.db, jacket.id, jacket.skus[0]!.id);
    const orderNo = await placed(s, [[jacket, 3], [mug, 1]], { coupon: true });
    expect((await pay(s, orderNo)).code).toBe(200);
    expect(await coupon(s)).toEqual({ status: 1, orderNo });
    const other = await shopper();
    expect(await front('POST', `/api/front/order/cancel/${orderNo}`, other.token)).toMatchObject({ code: 500, message: 'Order not found' });

    const [a, b] = await Promise.all([front('POST', `/api/front/order/cancel/${orderNo}`, s.token), front('POST', `/api/front/order/cancel/${orderNo}`, s.token)]);
    expect([a.code, b.code].sort()).toEqual([200, 500]);
    expect((await front('POST', `/api/front/order/cancel/${orderNo}`, s.token)).code).toBe(500);
    expect(await stockOf(c.db, jacket.id, jacket.skus[0]!.id)).toEqual(start);
    expect(await coupon(s)).toEqual({ status: 0, orderNo: '' });
    expect((await c.db.selectFrom('orders').select('isCancel').where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).isCancel).toBe(1);
    expect((await shopOrders(orderNo)).map((m) => m.status)).toEqual([9, 9]);
    expect((await c.db.selectFrom('payments').select('status').where('masterOrderNo', '=', orderNo).execute()).map((p) => p.status)).toEqual(['cancelled', 'cancelled']);
    // Neither shop may ship it now, and paying it again is refused.
    const [mo] = await shopOrders(orderNo);
    expect((await c.call('POST', ORDER.send, { token: ownerA, body: { orderNo: mo!.orderNo, type: 3 } })).code).toBe(500);
    expect((await pay(s, orderNo)).code).toBe(500);
  });

  it('a refund the shop approves before delivery collects nothing, returns stock and coupon once, and finance ignores it', async () => {
    const s = await shopper();
    const start = await stockOf(c.db, jacket.id, jacket.skus[0]!.id);
    const orderNo = await placed(s, [[jacket, 2]], { coupon: true });
    expect((await pay(s, orderNo)).code).toBe(200);
    const [mo] = await shopOrders(orderNo);
    const before = await statement(shopA);
    const applied = await front('POST', '/api/front/order/refund', s.token, { orderNo: mo!.orderNo, text: 'No longer needed' });
    expect(applied.code, applied.message).toBe(200);
    const refundOrderNo = (await c.db.selectFrom('refunds').select('refundOrderNo').where('merOrderNo', '=', mo!.orderNo).executeTakeFirstOrThrow()).refundOrderNo;
    const approvals = await Promise.all([0, 1].map(() => c.call('GET', REFUND.refund, { token: ownerA, query: { refundOrderNo } })));
    for (const r of approvals) expect(r.code, r.message).toBe(200);
    expect((await c.call('GET', REFUND.refund, { token: ownerA, query: { refundOrderNo } })).code).toBe(200);

    expect(await stockOf(c.db, jacket.id, jacket.skus[0]!.id)).toEqual(start);
    expect(await coupon(s)).toEqual({ status: 0, orderNo: '' });
    expect((await c.db.selectFrom('orders').select('isCancel').where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).isCancel).toBe(1);
    expect((await c.db.selectFrom('payments').select('status').where('masterOrderNo', '=', orderNo).executeTakeFirstOrThrow()).status).toBe('cancelled');
    expect((await c.db.selectFrom('users').select('balance').where('id', '=', s.uid).executeTakeFirstOrThrow()).balance).toBe(0);
    expect(await statement(shopA)).toEqual(before);
  });

  it('refuses a COD payment for an order that is not the shopper’s', async () => {
    const s = await shopper();
    const orderNo = await placed(s, [[mug, 1]]);
    const other = await shopper();
    expect(await pay(other, orderNo)).toMatchObject({ code: 500, message: 'Order does not exist' });
    expect((await c.db.selectFrom('orders').select('paid').where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).paid).toBe(0);
  });
});
