import { beforeAll, describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { ownerBrowser } from '../../helpers/console-sign-in.js';
import { makeOrder } from '../../helpers/fixtures-aftersales.js';
import { addProduct, addShop } from '../../helpers/fixtures-orders.js';
import { hashPassword } from '../../../server/commerce/accounts/password.js';
import {
  expressCompanyList,
  MERCHANT_ORDER_PATHS as ORDER,
  MERCHANT_REFUND_PATHS as REFUND,
  merchantOrderPage,
  merchantRefundOrderPage,
  orderLogistics,
  refundOrderCountItem,
  refundOrderInfo,
  storeOrderCountItem,
  storeOrderInfo,
  storeOrderStatusPage,
} from '../../../shared/contract/admin-order.js';

const OWNER = { account: 'owner@merchant-orders.test', password: 'Owner#2026pass' };
const SHOPPER = { email: 'shopper@merchant-orders.test', password: 'Shopper#2026pass' };

describe("the merchant console's orders and after-sales through the BFF", () => {
  const { c, bff } = commerceBehindBff();
  let merchant: BffClient;
  let shopper: BffClient;
  let uid = 0;
  let shopperToken = '';
  let product: { merId: number; productId: number; attrValueId: number; price: number };

  beforeAll(async () => {
    const merId = await addShop(c.db, { name: 'Kettle Co' });
    const p = await addProduct(c.db, merId, [{ price: 1500, stock: 50 }]);
    product = { merId, productId: p.id, attrValueId: p.skus[0]!.id, price: 1500 };
    merchant = await ownerBrowser(c, bff, { ...OWNER, merId });
    const u = await c.createUser({ email: SHOPPER.email, balance: 50_000 });
    uid = u.uid;
    shopperToken = u.token;
    await c.db.updateTable('users').set({ passwordHash: await hashPassword(SHOPPER.password) }).where('id', '=', uid).execute();
    shopper = new BffClient(bff.url);
    expect((await shopper.post('/api/front/login/email', { email: SHOPPER.email, password: SHOPPER.password })).status).toBe(200);
  });

  /** A paid order of the shopper's, with a refund applied for when asked. */
  async function paidOrder(refund = false) {
    const o = await makeOrder(c, uid, product, { state: 'paid' });
    if (!refund) return { orderNo: o.merNo, refundOrderNo: '' };
    const r = await c.call('POST', '/api/front/order/refund', { token: shopperToken, body: { orderNo: o.merNo, text: 'Quality problem' } });
    expect(r.code, r.message).toBe(200);
    const row = await c.db.selectFrom('refunds').select('refundOrderNo').where('merOrderNo', '=', o.merNo).executeTakeFirstOrThrow();
    return { orderNo: o.merNo, refundOrderNo: row.refundOrderNo };
  }

  it('forwards every order call with the console cookie and CSRF header; the shopper sees the shipment', async () => {
    const { orderNo } = await paidOrder();
    const list = merchantOrderPage.lenient.parse((await merchant.get(ORDER.list, { status: 'notShipped' })).body);
    expect(list.list.map((o) => o.orderNo)).toContain(orderNo);
    expect(storeOrderCountItem.lenient.parse((await merchant.get(ORDER.statusNum)).body).notShipped).toBeGreaterThanOrEqual(1);
    expect(storeOrderInfo.lenient.parse((await merchant.get(ORDER.info, { orderNo })).body).orderNo).toBe(orderNo);
    const carriers = expressCompanyList.lenient.parse((await merchant.get(ORDER.expressAll)).body);
    expect(carriers.length).toBeGreaterThan(0);

    expect((await merchant.post(ORDER.send, { orderNo, type: '1', expressCode: carriers[0]!.code, expressNumber: 'BFF-777' })).status).toBe(200);
    expect((await merchant.post(ORDER.trackingAdd, { orderNo, events: [{ station: 'At the depot' }] })).status).toBe(200);
    expect((await merchant.post(ORDER.mark, { orderNo, remark: 'Fragile' })).status).toBe(200);
    const logistics = orderLogistics.lenient.parse((await merchant.get(ORDER.logistics, { orderNo })).body);
    expect(logistics.expNo).toBe('BFF-777');
    const history = storeOrderStatusPage.lenient.parse((await merchant.get(ORDER.statusList, { orderNo })).body);
    expect(history.list.map((h) => h.changeType)).toEqual(expect.arrayContaining(['express', 'tracking', 'mark']));

    const front = await shopper.get<{ status: number; trackingNumber: string }>(`/api/front/order/detail/${orderNo}`);
    expect(front.status).toBe(200);
    expect(front.body).toMatchObject({ status: 1, trackingNumber: 'BFF-777' });
    const express = await shopper.get<{ logisticsInfo: unknown }>(`/api/front/order/express/${orderNo}`);
    expect(JSON.stringify(express.body)).toContain('At the depot');
  });

  it('forwards the refund calls, A\'s GET decisions included, only with the CSRF header', async () => {
    const refused = await paidOrder(true);
    const approved = await paidOrder(true);
    expect(merchantRefundOrderPage.lenient.parse((await merchant.get(REFUND.list, { refundStatus: 0 })).body).total).toBe(2);
    expect(refundOrderCountItem.lenient.parse((await merchant.get(REFUND.statusNum)).body).await).toBe(2);
    expect(refundOrderInfo.lenient.parse((await merchant.get(REFUND.detail, { refundOrderNo: refused.refundOrderNo })).body).merOrderNo).toBe(refused.orderNo);

    // Without the header a GET that decides a refund is refused by the BFF and never reaches the service.
    const query = new URLSearchParams({ refundOrderNo: approved.refundOrderNo });
    const noCsrf = await fetch(new URL(`${REFUND.refund}?${query}`, bff.url), { headers: { cookie: merchant.cookieHeader } });
    expect(noCsrf.status).toBe(403);
    const noCsrfShip = await fetch(new URL(ORDER.send, bff.url), { method: 'POST', headers: { cookie: merchant.cookieHeader, 'content-type': 'application/json' }, body: JSON.stringify({ orderNo: refused.orderNo, type: 3 }) });
    expect(noCsrfShip.status).toBe(403);
    expect((await c.db.selectFrom('refunds').select('refundStatus').where('refundOrderNo', '=', approved.refundOrderNo).executeTakeFirstOrThrow()).refundStatus).toBe(0);

    const before = (await c.db.selectFrom('users').select('balance').where('id', '=', uid).executeTakeFirstOrThrow()).balance;
    expect((await merchant.get(REFUND.refund, { refundOrderNo: approved.refundOrderNo })).status).toBe(200);
    expect((await merchant.get(REFUND.refund, { refundOrderNo: approved.refundOrderNo })).status).toBe(200);
    expect((await c.db.selectFrom('users').select('balance').where('id', '=', uid).executeTakeFirstOrThrow()).balance).toBe(before + 1500);
    expect((await merchant.get(REFUND.refuse, { refundOrderNo: refused.refundOrderNo, reason: 'Opened and used' })).status).toBe(200);
    const mine = await shopper.get<{ refundStatus: number; refundReason: string }>(`/api/front/order/refund/detail/${refused.refundOrderNo}`);
    expect(mine.body).toMatchObject({ refundStatus: 1, refundReason: 'Opened and used' });
  });

  it("never lets a shopper's cookie reach the console's order calls", async () => {
    const { orderNo, refundOrderNo } = await paidOrder(true);
    const sid = shopper.jar.get('sid')!;
    expect(sid).toBeTruthy();
    const asShopper = new BffClient(bff.url);
    asShopper.jar.set('sid', sid);
    const underConsoleName = new BffClient(bff.url);
    underConsoleName.jar.set('msid', sid);
    for (const client of [asShopper, underConsoleName]) {
      expect((await client.get(ORDER.list, { status: 'all' })).status).toBe(401);
      expect((await client.get(ORDER.info, { orderNo })).status).toBe(401);
      expect((await client.post(ORDER.send, { orderNo, type: 3 })).status).toBe(401);
      expect((await client.get(REFUND.refund, { refundOrderNo })).status).toBe(401);
      expect((await client.get(REFUND.refuse, { refundOrderNo, reason: 'x' })).status).toBe(401);
    }
    expect((await c.db.selectFrom('merchantOrders').select('status').where('orderNo', '=', orderNo).executeTakeFirstOrThrow()).status).toBe(0);
    expect((await c.db.selectFrom('refunds').select('refundStatus').where('refundOrderNo', '=', refundOrderNo).executeTakeFirstOrThrow()).refundStatus).toBe(0);
  });
});
