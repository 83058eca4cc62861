import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/commerce/db/schema.js';
import type { TestCommerce } from './commerce.js';
import { makeOrder, makeShopProduct } from './fixtures-aftersales.js';
import { insertShopOwner, totpCode } from './console-two-factor.js';
import { adminLoginChallenge, adminTotpLoginResponse, systemLoginResponse } from '../../shared/contract/admin.js';
import { createOperator } from '../../server/commerce/admin-accounts/operators.js';
import { hashAdminPassword } from '../../server/commerce/admin-accounts/password.js';
import { adminDb, ADMIN_TYPE, freshAccount } from '../../server/commerce/admin-accounts/tables.js';
import { applyRefund, approveRefund } from '../../server/commerce/refunds/service.js';
import { platformDb } from '../../server/commerce/platform-merchants/tables.js';
import { formatDateTime, now } from '../../server/commerce/db/time.js';

/** Console sign-ins and sales for the platform's order lookup, finance and dashboard suites. */

export const OPERATOR_PW = 'Operator#2026pass';
export const OWNER_PW = 'Owner#2026pass';
let seq = 0;

/** An operator signed in with an authenticator code; `rules` makes them staff holding only those permissions. */
export async function signedInOperator(c: TestCommerce, rules?: string[]): Promise<string> {
  const account = `op${++seq}.${Date.now()}@market.test`;
  if (rules) {
    const db = adminDb(c.ctx);
    const stamp = now();
    const role = await db.insertInto('adminRoles').values({ merId: 0, side: 'platform', roleName: `Role ${seq}`, rules: JSON.stringify(rules), status: 1, createdAt: stamp, updatedAt: stamp }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('adminAccounts')
      .values({ ...freshAccount(stamp), side: 'platform', account, pwdHash: await hashAdminPassword(OPERATOR_PW), realName: 'Clerk', type: ADMIN_TYPE.platformStaff, merId: 0, roleId: role.id })
      .execute();
  } else {
    await createOperator(c.ctx, { email: account, password: OPERATOR_PW });
  }
  const res = await c.call('POST', '/api/admin/platform/login', { body: { account, pwd: OPERATOR_PW } });
  expect(res.code, res.message).toBe(200);
  const challenge = adminLoginChallenge.strict.parse(res.data);
  const done = await c.call('POST', '/api/admin/platform/login/totp', { body: { ticket: challenge.ticket, code: totpCode(challenge.secret) } });
  expect(done.code, done.message).toBe(200);
  return adminTotpLoginResponse.strict.parse(done.data).token;
}

/** A shop owner's console token. */
export async function signedInOwner(c: TestCommerce, merId: number): Promise<string> {
  const account = `owner${++seq}.${Date.now()}@shop.test`;
  await insertShopOwner(c.db, { account, password: OWNER_PW, merId });
  const res = await c.call('POST', '/api/admin/merchant/login', { body: { account, pwd: OWNER_PW } });
  expect(res.code, res.message).toBe(200);
  return systemLoginResponse.strict.parse(res.data).token;
}

export type Shop = Awaited<ReturnType<typeof makeShopProduct>>;

/** A shop with one product and the commission rate given. */
export async function shopWithRate(c: TestCommerce, rate: number, name?: string): Promise<Shop> {
  const shop = await makeShopProduct(c, { stock: 1000 });
  await platformDb(c.db).updateTable('merchants').set({ handlingFee: rate, ...(name ? { name } : {}) }).where('id', '=', shop.merId).execute();
  return shop;
}

/** A paid shop order of `payPrice` minor units, paid at `paidAt`. */
export async function paidOrder(c: TestCommerce, uid: number, shop: Shop, payPrice: number, paidAt: Date) {
  const o = await makeOrder(c, uid, shop, { state: 'paid', payPrice });
  const stamp = formatDateTime(paidAt);
  await c.db.updateTable('merchantOrders').set({ payTime: stamp, createdAt: stamp }).where('orderNo', '=', o.merNo).execute();
  await c.db.updateTable('orders').set({ payTime: stamp, createdAt: stamp }).where('orderNo', '=', o.masterNo).execute();
  return o;
}

/** The shopper applies for a refund of the whole shop order and the shop approves it; the money went back at `refundedAt`. */
export async function refundedOrder(c: TestCommerce, uid: number, merNo: string, refundedAt?: Date): Promise<string> {
  const refundNo = await applyRefund(c.ctx, uid, { orderNo: merNo, text: 'Changed my mind', images: '', explain: '' });
  await approveRefund(c.ctx, refundNo);
  if (refundedAt) await c.db.updateTable('refunds').set({ refundTime: formatDateTime(refundedAt) }).where('refundOrderNo', '=', refundNo).execute();
  return refundNo;
}

/**
 * Paid orders of the demo shops over the last `days` days (a deterministic spread of amounts and days), with
 * every fifth one refunded, written straight to the database as the order flow leaves them: for journeys and
 * screenshots that need a dashboard and a statement with figures in them. Answers the shop orders' numbers.
 */
export async function salesHistory(db: Kysely<Database>, uid: number, days = 30): Promise<string[]> {
  const products = await db
    .selectFrom('products as p')
    .innerJoin('productAttrValues as v', 'v.productId', 'p.id')
    .select(['p.id as productId', 'p.merId', 'p.storeName', 'p.image', 'v.id as attrValueId', 'v.price'])
    .where('p.isShow', '=', 1)
    .where('v.isDel', '=', 0)
    .orderBy('p.id')
    .execute();
  const out: string[] = [];
  // A fixed pseudo-random walk (same figures every run): busier lately, every shop selling.
  let seed = 20260101;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < days * 3; i++) {
    const p = products[Math.floor(next() * products.length)]!;
    const qty = 1 + Math.floor(next() * 3);
    const paidAt = new Date(Date.now() - Math.floor(next() * next() * days) * 86_400_000 - Math.floor(next() * 5) * 3_600_000);
    const stamp = formatDateTime(paidAt);
    const suffix = `${Date.now().toString(36)}${i}`.toUpperCase();
    const [masterNo, merNo] = [`PT${suffix}`, `SH${suffix}`];
    const pay = p.price * qty;
    await db
      .insertInto('orders')
      .values({ orderNo: masterNo, preOrderNo: `pre-${suffix}`, uid, totalNum: qty, proTotalPrice: pay, totalPostage: 0, couponId: 0, couponPrice: 0, useIntegral: 0, integralPrice: 0, payPrice: pay, payType: 'yue', payChannel: 'pc', paid: 1, payTime: stamp, isCancel: 0, realName: 'Ada Lovelace', userPhone: '+44 20 7946 0000', userAddress: '12 Analytical Row, London', email: 'ada@example.test', mark: '', createdAt: stamp, updatedAt: stamp })
      .execute();
    await db
      .insertInto('merchantOrders')
      .values({ orderNo: merNo, masterOrderNo: masterNo, uid, merId: p.merId, totalNum: qty, proTotalPrice: pay, totalPostage: 0, couponPrice: 0, integralPrice: 0, useIntegral: 0, payPrice: pay, status: i % 4 === 0 ? 0 : 3, refundStatus: i % 5 === 0 ? 3 : 0, paid: 1, payTime: stamp, userRemark: '', deliveryName: '', deliveryCode: '', deliveryId: '', courier: '', courierPhone: '', shipTime: null, receiveTime: null, isUserDel: 0, createdAt: stamp, updatedAt: stamp })
      .execute();
    await db
      .insertInto('orderItems')
      .values({ merOrderNo: merNo, masterOrderNo: masterNo, uid, merId: p.merId, productId: p.productId, productName: p.storeName, image: p.image, attrValueId: p.attrValueId, sku: '', price: p.price, payNum: qty, weight: 0, volume: 0, isReply: 0 })
      .execute();
    await db.insertInto('payments').values({ masterOrderNo: masterNo, uid, provider: 'yue', providerRef: `yue-${masterNo}`, amount: pay, currency: 'USD', status: 'succeeded', createdAt: stamp, updatedAt: stamp }).execute();
    if (i % 5 === 0) {
      const refundAt = formatDateTime(new Date(Math.min(Date.now(), paidAt.getTime() + 86_400_000)));
      await db
        .insertInto('refunds')
        .values({ refundOrderNo: `RF${suffix}`, merOrderNo: merNo, masterOrderNo: masterNo, uid, merId: p.merId, totalNum: qty, refundPrice: pay, refundStatus: 3, refundReasonWap: 'Changed my mind', refundReasonWapImg: '', refundReasonWapExplain: '', refundReason: '', refundTime: refundAt, providerRefundRef: '', createdAt: stamp, updatedAt: refundAt })
        .execute();
    }
    out.push(merNo);
  }
  return out;
}
