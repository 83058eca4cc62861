import { describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { bottomNavigation, colorConfig } from '../../../shared/contract/site.js';
import { latestCode } from '../../helpers/fixtures-accounts.js';
import { makeOrder, makeShopProduct } from '../../helpers/fixtures-aftersales.js';

/** Calls the real PC client (source C of docs/upstream-contract.md) makes that the earlier sections did not list (§14). */
describe('routes the PC client calls', () => {
  const c = commerceSuite({ env: { DEFAULT_COUNTRY: 'GB' } });

  it('UPI result poll: false until the order is paid, and only for its owner (pages/order/order_confirm.vue)', async () => {
    const { uid, token } = await c.createUser();
    const p = await makeShopProduct(c);
    const unpaid = await makeOrder(c, uid, p, { state: 'unpaid' });
    const paid = await makeOrder(c, uid, p, { state: 'paid' });
    const poll = (orderNo: string, t = token) => c.call('GET', `/api/front/pay/query/upi/pay/result/${orderNo}`, { token: t });
    expect((await poll(unpaid.masterNo)).data).toBe(false);
    expect((await poll(paid.masterNo)).data).toBe(true);
    expect((await poll(paid.masterNo, (await c.createUser()).token)).data).toBe(false);
    expect((await c.call('GET', `/api/front/pay/query/upi/pay/result/${paid.masterNo}`)).code).toBe(401);
  });

  it('change phone with the code sent to the new number (pages/users/merchant_settled.vue: phone, sms_code)', async () => {
    const { uid, token } = await c.createUser();
    const phone = `77009${String(Date.now()).slice(-5)}`;
    expect((await c.call('POST', '/api/front/login/sendCode', { body: { phone, countryCode: '44' } })).code).toBe(200);
    expect(await c.call('POST', '/api/user/change/phone', { token, body: { phone, sms_code: '000000' } })).toMatchObject({ code: 500 });
    await c.db.updateTable('verificationCodes').set({ tries: 0 }).execute();
    const res = await c.call('POST', '/api/user/change/phone', { token, body: { phone, sms_code: await latestCode(c, `+44${phone}`, 'login') } });
    expect(res).toMatchObject({ code: 200, message: 'Phone number changed' });
    const row = await c.db.selectFrom('users').select(['phone', 'countryCode']).where('id', '=', uid).executeTakeFirstOrThrow();
    expect(row).toEqual({ phone, countryCode: '44' });
  });

  it("index/color/config and index/bottom/navigation answer in A's shapes (CRMEB's mobile client asks on every page)", async () => {
    const color = await c.call('GET', '/api/front/index/color/config');
    expect(color.code).toBe(200);
    expect(colorConfig.strict.parse(color.data)).toMatchObject({ name: 'change_color_config', value: '1', status: false });
    const nav = await c.call('GET', '/api/front/index/bottom/navigation');
    expect(nav.code).toBe(200);
    // As a fresh A install: no custom navigation, so the client draws its own tabs.
    expect(bottomNavigation.strict.parse(nav.data)).toEqual({ bottomNavigationList: null, isCustom: '0' });
    // Open calls, like the rest of index/**: no token needed.
    for (const path of ['/api/front/index/color/config', '/api/front/index/bottom/navigation']) expect((await c.call('GET', path, { token: '' })).code).toBe(200);
  });

  it('pc/config gives the site name and logo (components/footers.vue)', async () => {
    const res = await c.call<Record<string, unknown>>('GET', '/api/pc/config');
    expect(res.code).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(['is_open_service', 'site_logo', 'site_name', 'site_url', 'sys_phone', 'wechat_qrcode']);
  });

  it('address/ip/info answers in the ipapi shape from the browser language, never an outside lookup (utils/order.js)', async () => {
    const { token } = await c.createUser();
    const fr = await fetch(new URL('/api/front/address/ip/info', c.url), { method: 'POST', headers: { 'authori-zation': token, 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(((await fr.json()) as { data: unknown }).data).toEqual({ country: 'FR', country_code: 'FR', country_name: 'France', country_calling_code: '+33', region: '', city: '' });
    const none = await c.call('POST', '/api/front/address/ip/info', { token });
    expect(none.data).toMatchObject({ country: 'GB', country_name: 'United Kingdom', country_calling_code: '+44' });
  });

  it('a blank payType orders by balance when balance payment is on (pages/order/order_confirm.vue sends payType "")', async () => {
    const { uid, token } = await c.createUser({ balance: 100_000 });
    const p = await makeShopProduct(c);
    const { addAddress } = await import('../../helpers/fixtures-orders.js');
    const addressId = await addAddress(c.db, uid, { isDefault: 1 });
    const pre = await c.call<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', {
      token,
      body: { preOrderType: 'buyNow', orderDetails: [{ productId: p.productId, attrValueId: p.attrValueId, productNum: 1 }] },
    });
    expect(pre.code).toBe(200);
    const created = await c.call<{ orderNo: string }>('POST', '/api/front/order/create', { token, body: { preOrderNo: pre.data.preOrderNo, addressId, payType: '', payChannel: 'pc', couponId: 0 } });
    expect(created.code).toBe(200);
    const order = await c.db.selectFrom('orders').select(['payType']).where('orderNo', '=', created.data.orderNo).executeTakeFirstOrThrow();
    expect(order.payType).toBe('yue');
    // The same page then pays with the same blank payType (getOrderPay) and expects code 200.
    const paid = await c.call<{ status: boolean; payType: string; orderNo: string }>('POST', '/api/front/pay/payment', { token, body: { orderNo: created.data.orderNo, payType: '', payChannel: 'pc' } });
    expect(paid).toMatchObject({ code: 200, data: { status: true, payType: 'yue', orderNo: created.data.orderNo } });
    const after = await c.db.selectFrom('orders').select(['paid', 'payType']).where('orderNo', '=', created.data.orderNo).executeTakeFirstOrThrow();
    expect(after).toEqual({ paid: 1, payType: 'yue' });
    const user = await c.db.selectFrom('users').select(['balance']).where('id', '=', uid).executeTakeFirstOrThrow();
    expect(user.balance).toBeLessThan(100_000);
  });

  it('a blank payType on pay/payment for an order placed without a method answers 200 and starts nothing, as a real backend does', async () => {
    const { uid, token } = await c.createUser({ balance: 100_000 });
    const p = await makeShopProduct(c);
    const unpaid = await makeOrder(c, uid, p, { state: 'unpaid' });
    expect((await c.db.selectFrom('orders').select(['payType']).where('orderNo', '=', unpaid.masterNo).executeTakeFirstOrThrow()).payType).toBe('');
    const res = await c.call<{ status: boolean; payType: string }>('POST', '/api/front/pay/payment', { token, body: { orderNo: unpaid.masterNo, payType: '', payChannel: 'pc' } });
    expect(res, res.message).toMatchObject({ code: 200, data: { status: false, payType: '' } });
    const row = await c.db.selectFrom('orders').select(['paid']).where('orderNo', '=', unpaid.masterNo).executeTakeFirstOrThrow();
    expect(row.paid).toBe(0);
    const user = await c.db.selectFrom('users').select(['balance']).where('id', '=', uid).executeTakeFirstOrThrow();
    expect(user.balance).toBe(100_000);
  });

  it('store search reads `pages` as the page number (pages/merchant/merchant_street)', async () => {
    const a = await c.call<{ pageNum: number }>('GET', '/api/front/merchant/search/list', { query: { keywords: '', pages: 2, limit: 1 } });
    expect(a.data.pageNum).toBe(2);
  });
});
