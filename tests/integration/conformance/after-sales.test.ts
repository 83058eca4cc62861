/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field, as client C reads them */
import { beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../../helpers/fixtures-accounts.js';
import { cCall, cOk, expectMoney, expectPage, expectPicture, expectWireTime, productToBuy, seededSuite } from './client-c.js';

/** Addresses, the wish list, reviews, returns and the shop application, as client C calls them. */
describe('conformance with client C: addresses, wish list, reviews, returns, shop application', () => {
  const c = seededSuite({ DEFAULT_COUNTRY: 'GB' });
  let token: string;
  let productId: number;
  let skuId: number;
  const pic = (name: string) => `${new URL(c.url).origin}/crmebimage/public/${name}`;
  beforeAll(async () => {
    ({ token } = await c.createUser({ balance: 10_000_000, email: 'c-after@example.test' }));
    ({ productId, skuId } = await productToBuy(c, 1));
  });

  it('addresses: ip/info prefill, edit (JSON form), list, detail, default/set, del', async () => {
    // C: utils/order.js getIpInfo posts address/ip/info with no body; components/addAddress.vue reads
    // country_name, Number(country_calling_code), region and city.
    const ip = await cOk(c, 'POST', '/api/front/address/ip/info', { token });
    expect(ip.country_name).toBe('United Kingdom');
    expect(Number(ip.country_calling_code)).toBe(44);
    expect(typeof ip.region).toBe('string');
    expect(typeof ip.city).toBe('string');
    const form = { country: ip.country_name, countryCode: Number(ip.country_calling_code), email: 'c-after@example.test', realName: 'Ada Address', phone: '7700900222', detail: `${ip.region} ${ip.city} 2 Test Street`.trim(), isDefault: false, postCode: '' };
    await cOk(c, 'POST', '/api/front/address/edit', { token, json: form });
    await cOk(c, 'POST', '/api/front/address/edit', { token, json: { ...form, realName: 'Bea Address', isDefault: true } });
    // C: pages/users/address_list.vue reads data.list and data.total; each row realName, country, detail, email, isDefault, id.
    const list = await cOk(c, 'GET', '/api/front/address/list', { token });
    expectPage(list, 'address/list');
    expect(list.total).toBe(2);
    for (const a of list.list) {
      expect(typeof a.id).toBe('number');
      for (const key of ['realName', 'country', 'detail', 'email']) expect(typeof a[key], key).toBe('string');
      expect(typeof a.isDefault).toBe('boolean');
    }
    const ada = list.list.find((a: any) => a.realName === 'Ada Address');
    // C: edit loads address/detail/{id} into the form and runs Number(countryCode).
    const detail = await cOk(c, 'GET', `/api/front/address/detail/${ada.id}`, { token });
    expect(detail).toMatchObject({ id: ada.id, realName: 'Ada Address', phone: '7700900222', country: 'United Kingdom' });
    expect(Number(detail.countryCode)).toBe(44);
    // Saving the loaded form again (with its id) edits in place.
    await cOk(c, 'POST', '/api/front/address/edit', { token, json: { ...detail, countryCode: Number(detail.countryCode), detail: 'Moved 3 Test Street' } });
    expect((await cOk(c, 'GET', `/api/front/address/detail/${ada.id}`, { token })).detail).toBe('Moved 3 Test Street');
    // C: default/set and del post { id }.
    await cOk(c, 'POST', '/api/front/address/default/set', { token, json: { id: ada.id } });
    const after = await cOk(c, 'GET', '/api/pc/address/all/list', { token });
    expect(after.find((a: any) => a.isDefault).id).toBe(ada.id);
    await cOk(c, 'POST', '/api/front/address/del', { token, json: { id: ada.id } });
    expect((await cOk(c, 'GET', '/api/front/address/list', { token })).total).toBe(1);
  });

  it('wish list: collect/add/product ({ id, category: "store" }), collect/product/list, collect/cancel/{id}', async () => {
    // C: utils/order.js followPro posts { id, category: "store" } to add and collect/cancel/{id} with no body to remove.
    await cOk(c, 'POST', '/api/front/collect/add/product', { token, json: { id: productId, category: 'store' } });
    expect((await cOk(c, 'GET', `/api/front/product/detail/${productId}`, { token })).userCollect).toBe(true);
    // C: pages/users/collection_list.vue (page, limit) renders components/goodsList.vue: productId, image, storeName, price, otPrice, sales, ficti.
    const list = await cOk(c, 'GET', '/api/front/collect/product/list', { token, query: { page: 1, limit: 20 } });
    expectPage(list, 'collect/product/list');
    const row = list.list.find((p: any) => p.productId === productId);
    expect(row).toBeDefined();
    expectPicture(c, row.image, 'image');
    expect(typeof row.storeName).toBe('string');
    expectMoney(row.price, 'price');
    await cOk(c, 'POST', `/api/front/collect/cancel/${productId}`, { token });
    expect((await cOk(c, 'GET', `/api/front/product/detail/${productId}`, { token })).userCollect).toBe(false);
  });

  const receivedOrder = async (): Promise<string> => {
    const addresses = await cOk(c, 'GET', '/api/pc/address/all/list', { token });
    const pre = await cOk(c, 'POST', '/api/front/order/pre/order', { token, json: { preOrderType: 'buyNow', orderDetails: [{ attrValueId: skuId, productId, productNum: 1 }] } });
    const { orderNo } = await cOk(c, 'POST', '/api/front/order/create', {
      token,
      json: { realName: 'Bea Address', phone: '7700900222', addressId: addresses[0].id, couponId: 0, payType: '', preOrderNo: pre.preOrderNo, mark: '', email: 'c-after@example.test', payChannel: 'pc' },
    });
    await cOk(c, 'POST', '/api/front/pay/payment', { token, json: { orderNo, payType: '', payChannel: 'pc' } });
    const shop = await c.db.selectFrom('merchantOrders').select('orderNo').where('masterOrderNo', '=', orderNo).executeTakeFirstOrThrow();
    return shop.orderNo;
  };

  it('reviews: order/reply/list (page, limit) gives what the review form needs, order/comment with pics as a JSON array string', async () => {
    const merOrderNo = await receivedOrder();
    await c.admin('POST', `/api/admin/orders/${merOrderNo}/ship`, { deliveryName: 'DHL', deliveryCode: 'dhl', deliveryId: 'C-R-1' });
    await cOk(c, 'POST', `/api/front/order/take/${merOrderNo}`, { token });
    // C: pages/users/evaluation_list.vue shows merName, image, productName, sku, price, payNum and hands the row
    // to evaluation_confirm.vue, which posts its id as orderInfoId and its merOrderNo as orderNo.
    const list = await cOk(c, 'GET', '/api/front/order/reply/list', { token, query: { page: 1, limit: 20 } });
    expectPage(list, 'order/reply/list');
    const item = list.list.find((i: any) => i.merOrderNo === merOrderNo);
    expect(item).toBeDefined();
    for (const key of ['id', 'payNum']) expect(typeof item[key], key).toBe('number');
    for (const key of ['merName', 'productName', 'sku']) expect(typeof item[key], key).toBe('string');
    expectPicture(c, item.image, 'image');
    expectMoney(item.price, 'price');
    expect(item.productId).toBe(productId);
    const form = { comment: 'Works as described', orderInfoId: item.id, orderNo: item.merOrderNo, pics: JSON.stringify([pic('review-a.png'), pic('review-b.png')]), star: 5 };
    await cOk(c, 'POST', '/api/front/order/comment', { token, json: form });
    // The product page then shows it with its pictures as absolute URLs.
    const replies = await cOk(c, 'GET', `/api/front/product/reply/list/${productId}`, { query: { page: 1, limit: 50, type: 0 } });
    const mine = replies.list.find((r: any) => r.comment === 'Works as described');
    expect(mine.pics).toEqual([pic('review-a.png'), pic('review-b.png')]);
  });

  it('returns: apply/refund/{orderNo}, refund/reason, refund (text, refund_reason_wap_explain, comma list of pictures, orderNo), refund/list, refund/detail', async () => {
    const merOrderNo = await receivedOrder();
    // C: pages/users/refund_confirm.vue reads orderInfoList, payPrice and totalNum, and the reasons as an array of strings.
    const info = await cOk(c, 'GET', `/api/front/order/apply/refund/${merOrderNo}`, { token });
    expect(Array.isArray(info.orderInfoList)).toBe(true);
    expectMoney(info.payPrice, 'payPrice');
    expect(typeof info.totalNum).toBe('number');
    const reasons = await cOk(c, 'GET', '/api/front/order/refund/reason', { token });
    expect(Array.isArray(reasons)).toBe(true);
    for (const r of reasons) expect(typeof r).toBe('string');
    // C joins the uploaded picture URLs with "," into refund_reason_wap_img.
    const form = { text: reasons[0], refund_reason_wap_explain: 'Arrived scratched', refund_reason_wap_img: [pic('scratch-1.png'), pic('scratch-2.png')].join(','), orderNo: merOrderNo };
    await cOk(c, 'POST', '/api/front/order/refund', { token, json: form });
    // C: pages/users/refund_list.vue (page, limit): refundOrderNo, refundPrice, refundStatus, totalNum, orderInfoList[] (image, productName, price, payNum).
    const list = await cOk(c, 'GET', '/api/front/order/refund/list', { token, query: { page: 1, limit: 20 } });
    expectPage(list, 'refund/list');
    const r = list.list[0];
    expect(typeof r.refundOrderNo).toBe('string');
    expectMoney(r.refundPrice, 'refundPrice');
    expect(typeof r.refundStatus).toBe('number');
    expect(typeof r.totalNum).toBe('number');
    expectPicture(c, r.orderInfoList[0].image, 'refund goods image');
    expect(typeof r.orderInfoList[0].productName).toBe('string');
    // C: pages/order/refund_detail.vue (orderNo = the refund number) splits refundReasonWapImg on ",".
    const d = await cOk(c, 'GET', `/api/front/order/refund/detail/${r.refundOrderNo}`, { token });
    expect(d.refundReasonWapImg.split(',')).toEqual([pic('scratch-1.png'), pic('scratch-2.png')]);
    expect(d.refundReasonWapExplain).toBe('Arrived scratched');
    expect(typeof d.refundReasonWap).toBe('string');
    expect(d.merOrderNo).toBe(merOrderNo);
    expect(d.refundOrderNo).toBe(r.refundOrderNo);
    expectMoney(d.refundPrice, 'refundPrice');
    expect(typeof d.refundStatus).toBe('number');
    expect(typeof d.totalNum).toBe('number');
    expect(Array.isArray(d.orderInfoList)).toBe(true);
    expectWireTime(d.createTime, 'createTime');
  });

  it('shop application: settled/agreement, captcha/email/merchant/settled (bare email), settled/apply with qualificationPicture as a JSON array string, settled/record', async () => {
    // C: pages/users/merchant_settled.vue shows data.agreement.
    const agreement = await cOk(c, 'GET', '/api/front/merchant/settled/agreement', { token });
    expect(typeof agreement.agreement).toBe('string');
    const [category] = await cOk(c, 'GET', '/api/front/merchant/all/category/list');
    const [type] = await cOk(c, 'GET', '/api/front/merchant/all/type/list');
    const email = 'c-founder@example.test';
    // C: emailCode posts the form's email as a bare application/json body with plain axios.
    await cOk(c, 'POST', '/api/front/captcha/email/merchant/settled', { rawJson: email, plain: true });
    const captcha = await latestCode(c, email, 'settled');
    const pictures = [pic('licence.png'), pic('permit.png')];
    // C: submitForm replaces qualificationPicture with JSON.stringify of the uploaded URLs and posts merchantData.
    const body = { name: 'Cee Founder Goods', realName: 'Cee Founder', phone: '7700900333', captcha, address: '9 Market Road', categoryId: category.id, email, handlingFee: category.handlingFee, keywords: 'tea', qualificationPicture: JSON.stringify(pictures), typeId: type.id, country: 'United Kingdom' };
    const res = await cCall(c, 'POST', '/api/front/merchant/settled/apply', { token, json: body });
    expect(res.code, res.message).toBe(200);
    const stored = await c.db.selectFrom('merchantApplications').select('qualificationPicture').where('name', '=', 'Cee Founder Goods').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.qualificationPicture)).toEqual(['/crmebimage/public/licence.png', '/crmebimage/public/permit.png']);
    // C: pages/users/application_record.vue reads name, auditStatus, denialReason, createTime from data.list.
    const record = await cOk(c, 'GET', '/api/front/merchant/settled/record', { token });
    expectPage(record, 'settled/record');
    const row = record.list.find((r: any) => r.name === 'Cee Founder Goods');
    expect(typeof row.auditStatus).toBe('number');
    expect(typeof row.denialReason === 'string' || row.denialReason === null).toBe(true);
    expectWireTime(row.createTime, 'createTime');
  });
});
