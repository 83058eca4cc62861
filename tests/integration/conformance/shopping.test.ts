/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field, as client C reads them */
import { beforeAll, describe, expect, it } from 'vitest';
import { cCall, cOk, expectMoney, expectPage, expectPicture, expectWireTime, productToBuy, seededSuite } from './client-c.js';

/**
 * Cart, checkout, payment by balance and the order pages, in the order a shopper on client C meets
 * them. The service runs with its defaults: balance payment on, no card or PayPal keys, so C's
 * pay/method switches are all off but `codSwitch` (the demo seed turns cash on delivery on), and these
 * journeys send `payType: ""` as C does with none chosen (pages/order/order_confirm.vue).
 */
describe('conformance with client C: cart, checkout and orders', () => {
  const c = seededSuite();
  let token: string;
  let productId: number;
  let skuId: number;
  let addressId: number;
  beforeAll(async () => {
    ({ token } = await c.createUser({ balance: 10_000_000, email: 'c-shopper@example.test' }));
    ({ productId, skuId } = await productToBuy(c));
    // C: components/addAddress.vue posts its form as JSON: country, countryCode (a number), email, realName,
    // phone, detail, isDefault (a boolean) and postCode ("" when left empty).
    await cOk(c, 'POST', '/api/front/address/edit', {
      token,
      json: { country: 'United Kingdom', countryCode: 44, email: 'c-shopper@example.test', realName: 'Cee Shopper', phone: '7700900111', detail: '1 Test Road, London', isDefault: true, postCode: '' },
    });
    const list = await cOk(c, 'GET', '/api/pc/address/all/list', { token });
    addressId = list[0].id;
  });

  const cartCount = async () => (await cOk(c, 'GET', '/api/front/cart/count', { token, query: { numType: true, type: 'total' } })).count;

  it('cart: save (a JSON array of productId, cartNum, productAttrUnique), count, list, num and delete', async () => {
    // C: pages/goods_detail/_id/index.vue posts an array with numbers parsed by parseFloat.
    await cOk(c, 'POST', '/api/front/cart/save', { token, json: [{ productId, cartNum: 2, productAttrUnique: skuId }] });
    // C: components/headers.vue and the product page read data.count (numType=true&type=total: valid lines).
    expect(await cartCount()).toBe(1);
    // C: pages/order/shopping_cart.vue: data is an array of shop groups, each with merName and cartInfoList[].
    const valid = await cOk(c, 'GET', '/api/front/cart/list?isValid=true', { token });
    expect(Array.isArray(valid)).toBe(true);
    const group = valid[0];
    expect(typeof group.merName).toBe('string');
    const line = group.cartInfoList.find((l: any) => l.productId === productId);
    expect(typeof line.id).toBe('number');
    // A declares productAttrUnique a String (CartInfoResponse): digits, the SKU id.
    expect(line.productAttrUnique).toBe(String(skuId));
    expectPicture(c, line.image, 'cart image');
    expect(typeof line.storeName).toBe('string');
    expect(typeof line.suk).toBe('string');
    // C multiplies itemn.price * itemn.cartNum and compares cartNum with stock.
    expectMoney(line.price, 'cart price');
    expect(line.cartNum).toBe(2);
    expect(typeof line.stock).toBe('number');
    const invalid = await cOk(c, 'GET', '/api/front/cart/list?isValid=false', { token });
    expect(Array.isArray(invalid)).toBe(true);
    // C: cart/num with id and number.
    await cOk(c, 'POST', '/api/front/cart/num', { token, json: { id: line.id, number: 3 } });
    const after = await cOk(c, 'GET', '/api/front/cart/list?isValid=true', { token });
    expect(after.flatMap((g: any) => g.cartInfoList).find((l: any) => l.id === line.id).cartNum).toBe(3);
    // C: cart/delete with { ids: [...] }.
    await cOk(c, 'POST', '/api/front/cart/delete', { token, json: { ids: [line.id] } });
    expect(await cartCount()).toBe(0);
  });

  it('checkout from the cart: pre/order (shoppingCart), load/pre, coupons/order, computed/price, pc/address/all/list, pay/method', async () => {
    await cOk(c, 'POST', '/api/front/cart/save', { token, json: [{ productId, cartNum: 1, productAttrUnique: skuId }] });
    const [group] = await cOk(c, 'GET', '/api/front/cart/list?isValid=true', { token });
    // C: pages/order/shopping_cart.vue sends orderDetails as [{ shoppingCartId }].
    const pre = await cOk(c, 'POST', '/api/front/order/pre/order', { token, json: { preOrderType: 'shoppingCart', orderDetails: group.cartInfoList.map((l: any) => ({ shoppingCartId: l.id })) } });
    expect(typeof pre.preOrderNo).toBe('string');
    // C: pages/order/order_confirm.vue reads orderList[].orderInfoList[] and the fees.
    const vo = await cOk(c, 'GET', `/api/front/order/load/pre/${pre.preOrderNo}`, { token });
    expect(Array.isArray(vo.orderList)).toBe(true);
    for (const shop of vo.orderList) {
      expect(Array.isArray(shop.orderInfoList)).toBe(true);
      for (const i of shop.orderInfoList) {
        expectPicture(c, i.image, 'orderInfoList.image');
        expectMoney(i.price, 'orderInfoList.price');
        expect(typeof i.payNum).toBe('number');
      }
    }
    for (const key of ['proTotalFee', 'freightFee', 'payFee']) expectMoney(vo[key], key);
    const coupons = await cOk(c, 'GET', `/api/front/coupons/order/${pre.preOrderNo}`, { token });
    // C: the coupon picker reads money, minPrice, useType and a disabled flag from an array.
    expect(Array.isArray(coupons)).toBe(true);
    const priced = await cOk(c, 'POST', '/api/front/order/computed/price', { token, json: { addressId, couponId: 0, preOrderNo: pre.preOrderNo } });
    for (const key of ['couponFee', 'freightFee', 'proTotalFee', 'payFee']) expectMoney(priced[key], key);
    // C: the address box takes data as an array and reads id, isDefault, realName, phone, country, detail.
    const addresses = await cOk(c, 'GET', '/api/pc/address/all/list', { token });
    expect(Array.isArray(addresses)).toBe(true);
    const a = addresses[0];
    expect(a.id).toBe(addressId);
    expect(a.isDefault).toBe(true);
    for (const key of ['realName', 'phone', 'country', 'detail']) expect(typeof a[key], key).toBe('string');
    // C: pay/method switches it knows (paypalStatus, stripeStatus, wechatPaySwitch, codSwitch, upiSwitch): only
    // cash on delivery is on, as the demo seed sets it, so C offers its COD button.
    const pay = await cOk(c, 'GET', '/api/front/pay/method', { token });
    for (const key of ['paypalStatus', 'stripeStatus', 'wechatPaySwitch']) expect(pay[key], key).toBe(false);
    expect(pay.codSwitch).toBe(true);
    expect(pay.upiSwitch ?? false).toBe(false);
  });

  const placeOrder = async (qty = 1): Promise<string> => {
    // C: components (goods detail) "buy now" via utils/order.js: preOrderType buyNow, orderDetails [{ attrValueId, productId, productNum }].
    const pre = await cOk(c, 'POST', '/api/front/order/pre/order', { token, json: { preOrderType: 'buyNow', orderDetails: [{ attrValueId: skuId, productId, productNum: qty }] } });
    // C: pages/order/order_confirm.vue create body: realName, phone, addressId, couponId, payType, preOrderNo, mark, email, payChannel.
    const created = await cOk(c, 'POST', '/api/front/order/create', {
      token,
      json: { realName: 'Cee Shopper', phone: '7700900111', addressId, couponId: 0, payType: '', preOrderNo: pre.preOrderNo, mark: '', email: 'c-shopper@example.test', payChannel: 'pc' },
    });
    expect(typeof created.orderNo).toBe('string');
    return created.orderNo;
  };

  it('create with a blank payType, then pay/payment with the same blank payType, pays by balance', async () => {
    const orderNo = await placeOrder();
    // C: getOrderPay posts { orderNo, payType: "", payChannel: "pc" } right after create, and with an unknown
    // payType goes on to the order list.
    const paid = await cOk(c, 'POST', '/api/front/pay/payment', { token, json: { orderNo, payType: '', payChannel: 'pc' } });
    expect(typeof paid.redirect === 'string' || paid.redirect === undefined).toBe(true);
    const row = await c.db.selectFrom('orders').select(['paid', 'payType']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(row).toEqual({ paid: 1, payType: 'yue' });
    // C: the UPI poll turns true once paid; the WeChat poll answers a flag too.
    expect(await cOk(c, 'GET', `/api/front/pay/query/upi/pay/result/${orderNo}`, { token })).toBe(true);
    expect(typeof (await cOk(c, 'GET', `/api/front/pay/query/wechat/pay/result/${orderNo}`, { token }))).toBe('boolean');
  });

  it('order list pages: order/data counts, await/pay/list, order/list by type', async () => {
    const unpaid = await placeOrder();
    // C: pages/users/order_list.vue shows unPaidCount, unShippedCount, receivedCount, completeCount.
    const counts = await cOk(c, 'GET', '/api/front/order/data', { token });
    for (const key of ['unPaidCount', 'unShippedCount', 'receivedCount', 'completeCount']) expect(typeof counts[key], key).toBe('number');
    expect(counts.unPaidCount).toBeGreaterThan(0);
    // Unpaid tab: data.list of master orders, each with orderNo, payPrice, totalNum and orderList[] (merName, orderInfoList[]).
    const awaiting = await cOk(c, 'GET', '/api/front/order/await/pay/list', { token, query: { page: 1, limit: 10 } });
    expectPage(awaiting, 'await/pay/list');
    const mine = awaiting.list.find((o: any) => o.orderNo === unpaid);
    expectMoney(mine.payPrice, 'payPrice');
    expect(typeof mine.totalNum).toBe('number');
    expect(typeof mine.orderList[0].merName).toBe('string');
    const goods = mine.orderList[0].orderInfoList[0];
    expectPicture(c, goods.image, 'goods.image');
    expect(typeof goods.productName).toBe('string');
    expectMoney(goods.price, 'goods.price');
    expect(typeof goods.payNum).toBe('number');
    // Other tabs: type 1 (to ship) lists shop orders with orderNo, merName, paid, status, payPrice, orderInfoList.
    const toShip = await cOk(c, 'GET', '/api/front/order/list', { token, query: { page: 1, limit: 10, type: 1 } });
    expectPage(toShip, 'order/list');
    expect(toShip.list.length).toBeGreaterThan(0);
    for (const o of toShip.list) {
      expect(typeof o.orderNo).toBe('string');
      expect(typeof o.merName).toBe('string');
      // C: orderStatusFilter maps status 0 (to ship), 1 (shipped), 2 and 3 to its labels.
      expect(o.status).toBe(0);
      expect(typeof o.paid).toBe('boolean');
      expectMoney(o.payPrice, 'payPrice');
      expect(Array.isArray(o.orderInfoList)).toBe(true);
    }
  });

  it('order detail: master/detail for unpaid orders, detail for shop orders, express, take, then cancel and delete', async () => {
    const unpaid = await placeOrder();
    // C: pages/order/order_detail.vue with orderStatus 0 reads the master order: orderList[].orderInfoList, payPrice, createTime.
    const master = await cOk(c, 'GET', `/api/front/order/master/detail/${unpaid}`, { token });
    expect(Array.isArray(master.orderList)).toBe(true);
    expect(Array.isArray(master.orderList[0].orderInfoList)).toBe(true);
    expectMoney(master.payPrice, 'master payPrice');
    expectWireTime(master.createTime, 'master createTime');

    const paidNo = await placeOrder();
    await cOk(c, 'POST', '/api/front/pay/payment', { token, json: { orderNo: paidNo, payType: '', payChannel: 'pc' } });
    const shopOrder = (await cOk(c, 'GET', '/api/front/order/list', { token, query: { page: 1, limit: 10, type: 1 } })).list[0];
    const shipped = await c.admin('POST', `/api/admin/orders/${shopOrder.orderNo}/ship`, {
      deliveryName: 'DHL', deliveryCode: 'dhl', deliveryId: 'C-TRACK-1',
      events: [{ station: 'Out for delivery', time: '2026-11-21 08:30:00' }, { station: 'Left the hub', time: '2026-11-20 10:00:00' }],
    });
    expect(shipped.code, shipped.message).toBe(200);
    // Otherwise: the shop order (status, merOrderNo, orderInfoList, the prices and the address fields, times as text).
    const d = await cOk(c, 'GET', `/api/front/order/detail/${shopOrder.orderNo}`, { token });
    // C: order_detail.vue switches on status: 0 paid, 1 shipped, anything else received.
    expect(d.status).toBe(1);
    expect(typeof d.merOrderNo === 'string' || typeof d.orderNo === 'string').toBe(true);
    expect(Array.isArray(d.orderInfoList)).toBe(true);
    for (const key of ['payPrice', 'proTotalPrice', 'payPostage', 'couponPrice']) expectMoney(d[key], key);
    for (const key of ['realName', 'userPhone', 'userAddress', 'payType']) expect(typeof d[key], key).toBe('string');
    expect(typeof d.totalNum).toBe('number');
    expect(typeof d.paid).toBe('boolean');
    expectWireTime(d.createTime, 'createTime');
    // C: express shows expName and expNo, and runs JSON.parse(logisticsInfo).reverse() reading AcceptStation and AcceptTime.
    const ex = await cOk(c, 'GET', `/api/front/order/express/${shopOrder.orderNo}`, { token });
    expect(typeof ex.expName).toBe('string');
    expect(ex.expNo).toBe('C-TRACK-1');
    const events = JSON.parse(ex.logisticsInfo);
    expect(Array.isArray(events)).toBe(true);
    // Oldest first, as A sends them, so C's reverse() puts the newest on top as the current state.
    expect(events.map((e: any) => e.AcceptStation)).toEqual(['Left the hub', 'Out for delivery']);
    expect(events.reverse()[0].AcceptStation).toBe('Out for delivery');
    expect(typeof events[0].AcceptTime).toBe('string');
    // C: take/{orderNo} with no body.
    await cOk(c, 'POST', `/api/front/order/take/${shopOrder.orderNo}`, { token });
    expect((await cOk(c, 'GET', `/api/front/order/detail/${shopOrder.orderNo}`, { token })).status).toBe(3);

    // C: utils/order.js cancels and deletes with the order number in the path and no body.
    await cOk(c, 'POST', `/api/front/order/cancel/${unpaid}`, { token });
    const cancelled = await c.db.selectFrom('orders').select('isCancel').where('orderNo', '=', unpaid).executeTakeFirstOrThrow();
    expect(cancelled.isCancel).toBe(1);
    const awaiting = await cOk(c, 'GET', '/api/front/order/await/pay/list', { token, query: { page: 1, limit: 50 } });
    expect(awaiting.list.map((o: any) => o.orderNo)).not.toContain(unpaid);
    // C: pages/users/order_list.vue offers delete on shop orders whose status is 3, with that order's number.
    await cOk(c, 'POST', `/api/front/order/delete/${shopOrder.orderNo}`, { token });
    const completed = await cOk(c, 'GET', '/api/front/order/list', { token, query: { page: 1, limit: 50, type: 3 } });
    expect(completed.list.map((o: any) => o.orderNo)).not.toContain(shopOrder.orderNo);
  });

  it('buy again from an order: cart/save with productId, productAttrUnique (the SKU id) and cartNum', async () => {
    const qty = async () => (await cOk(c, 'GET', '/api/front/cart/count', { token, query: { numType: true, type: 'sum' } })).count;
    const before = await qty();
    // C: pages/order/order_detail.vue goOrderConfirm maps orderInfoList to that array.
    // A client buying again may send the id back as the string it read: both forms are taken.
    await cOk(c, 'POST', '/api/front/cart/save', { token, json: [{ productId, productAttrUnique: String(skuId), cartNum: 2 }] });
    expect(await qty()).toBe(before + 2);
  });

  it('coupons: coupon/receive ({ couponId }) answers a message, coupon/list (type, page, limit) reads list, total and pages', async () => {
    const coupon = await c.db.selectFrom('coupons').select(['id']).where('status', '=', 1).where('isDel', '=', 0).where('merId', '>', 0).executeTakeFirstOrThrow();
    // C: components/coupon.vue shows res.message and then marks item.isUse.
    const got = await cCall(c, 'POST', '/api/front/coupon/receive', { token, json: { couponId: coupon.id } });
    expect(got.code, got.message).toBe(200);
    expect(typeof got.message).toBe('string');
    // C: pages/users/coupon_list.vue sends type (its tab: usable, unusable), page, limit and reads list, total, pages.
    const list = await cOk(c, 'GET', '/api/front/coupon/list', { token, query: { type: 'usable', page: 1, limit: 20 } });
    expectPage(list, 'coupon/list');
    expect(typeof (list as any).pages).toBe('number');
    expect(list.list.length).toBeGreaterThan(0);
    for (const k of list.list) {
      expectMoney(k.money, 'money');
      expect(typeof k.name).toBe('string');
    }
    const expired = await cOk(c, 'GET', '/api/front/coupon/list', { token, query: { type: 'unusable', page: 1, limit: 20 } });
    expectPage(expired, 'coupon/list unusable');
    expect(expired.list.map((k: any) => k.id)).not.toEqual(expect.arrayContaining(list.list.map((k: any) => k.id)));
  });

  it('without the token, C\'s signed-in calls answer code 401 (its interceptor then opens the sign-in box)', async () => {
    for (const [method, path] of [['GET', '/api/front/cart/list?isValid=true'], ['GET', '/api/front/order/data'], ['POST', '/api/front/order/pre/order'], ['GET', '/api/pc/address/all/list']] as const) {
      expect((await cCall(c, method, path, method === 'POST' ? { json: {} } : {})).code, path).toBe(401);
    }
  });
});
