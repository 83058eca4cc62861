import { beforeAll, describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { ownerBrowser } from '../../helpers/console-sign-in.js';
import { addCategory, addReply } from '../../helpers/fixtures-catalog.js';
import { makeShopProduct } from '../../helpers/fixtures-aftersales.js';
import {
  merchantConfigInfo,
  MERCHANT_COUPON_PATHS as COUPON,
  MERCHANT_REVIEW_PATHS as REVIEW,
  MERCHANT_SHOP_PATHS as SHOP,
  storeCouponInfoResponse,
  storeCouponPage,
  storeCouponUserPage,
  storeProductReplyPage,
} from '../../../shared/contract/admin-shop.js';

const OWNER = { account: 'owner@merchant-shopcare.test', password: 'Owner#2026pass' };
const LOGO = '/crmebimage/public/merchant/20260101/logo.png';

describe('the merchant console\'s reviews, coupons and shop settings through the BFF', () => {
  const { c, bff } = commerceBehindBff();
  let b: BffClient;
  let shop: Awaited<ReturnType<typeof makeShopProduct>>;
  let reviewId = 0;

  beforeAll(async () => {
    shop = await makeShopProduct(c);
    reviewId = await addReply(c.db, { productId: shop.productId, merId: shop.merId, star: 4, comment: 'Quick to boil' });
    b = await ownerBrowser(c, bff, { ...OWNER, merId: shop.merId });
  });

  const settings = { name: 'Steam & Co', avatar: LOGO, intro: 'Kettles.', serviceType: 'email', serviceEmail: 'help@steam.test', pcBanner: JSON.stringify([{ sattDir: LOGO }]) };

  it('forwards every call under the console cookie, and needs the CSRF header', async () => {
    expect(storeProductReplyPage.lenient.parse((await b.get(REVIEW.list, { isReply: false })).body).list.map((r) => r.id)).toEqual([reviewId]);
    expect((await b.post(REVIEW.comment, { id: reviewId, merchantReplyContent: 'Thank you!' })).status).toBe(200);
    expect(storeProductReplyPage.lenient.parse((await b.get(REVIEW.list, { isReply: true })).body).list[0]).toMatchObject({ id: reviewId, merchantReplyContent: 'Thank you!', isReply: true });

    const bad = await b.post<{ code: number; message: string }>(COUPON.save, { name: 'Bad', money: '0', useType: 1, isLimited: false, isForever: false, isFixedTime: false, day: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, message: 'money must be more than 0' });
    expect((await b.post(COUPON.save, { name: 'Five off', money: '5.00', minPrice: '20.00', useType: 1, isLimited: false, isForever: false, isFixedTime: false, day: 7, status: true })).status).toBe(200);
    const coupons = storeCouponPage.lenient.parse((await b.get(COUPON.list)).body);
    expect(coupons.list.map((x) => x.name)).toEqual(['Five off']);
    const id = coupons.list[0]!.id;
    expect(storeCouponInfoResponse.lenient.parse((await b.get(`${COUPON.info}/${id}`)).body)).toMatchObject({ id, money: '5.00', status: true });
    expect((await b.post(`${COUPON.updateStatus}/${id}`)).status).toBe(200);
    expect(storeCouponPage.lenient.parse((await b.get(COUPON.list)).body).list[0]!.status).toBe(false);
    expect(storeCouponUserPage.lenient.parse((await b.get(COUPON.userList, { couponId: id })).body).total).toBe(0);

    expect((await b.post(SHOP.configInfoEdit, settings)).status).toBe(200);
    expect(merchantConfigInfo.lenient.parse((await b.get(SHOP.configInfo)).body)).toMatchObject({ name: 'Steam & Co', isSwitch: true, pcBanner: [expect.stringContaining(LOGO)] });
    expect((await b.post(SHOP.switchUpdate)).status).toBe(200);
    expect(merchantConfigInfo.lenient.parse((await b.get(SHOP.configInfo)).body).isSwitch).toBe(false);
    expect((await b.post(SHOP.switchUpdate)).status).toBe(200);

    for (const [method, path] of [['GET', SHOP.configInfo], ['POST', SHOP.switchUpdate], ['POST', REVIEW.comment], ['GET', COUPON.list]] as const) {
      const noCsrf = await fetch(new URL(path, bff.url), { method, headers: { cookie: b.cookieHeader, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(noCsrf.status, path).toBe(403);
    }
    expect(merchantConfigInfo.lenient.parse((await b.get(SHOP.configInfo)).body).isSwitch).toBe(true);
    // Without the console's cookie there is no session: the shopper's cookie never opens it.
    expect((await new BffClient(bff.url).get(SHOP.configInfo)).status).toBe(401);
  });

  it('drops the public answers it holds when a shop-settings, coupon or reply change succeeds', async () => {
    const shopper = new BffClient(bff.url);
    const tree = async () => JSON.stringify((await shopper.get('/api/front/product/category')).body);
    const changes: [string, () => Promise<number>, () => Promise<number>][] = [
      ['shop settings', async () => (await b.post(SHOP.configInfoEdit, { ...settings, intro: '' })).status, async () => (await b.post(SHOP.configInfoEdit, { ...settings, intro: 'Kettles that sing.' })).status],
      ['coupon', async () => (await b.post(COUPON.save, { name: 'Bad', money: '0', useType: 1, isLimited: false, isForever: false, isFixedTime: false, day: 7 })).status, async () => (await b.post(COUPON.save, { name: 'Two off', money: '2.00', useType: 1, isLimited: false, isForever: false, isFixedTime: false, day: 7 })).status],
      ['reply', async () => (await b.post(REVIEW.comment, { id: reviewId, merchantReplyContent: '' })).status, async () => (await b.post(REVIEW.comment, { id: reviewId, merchantReplyContent: 'Thanks again!' })).status],
    ];
    for (const [n, [what, failing, succeeding]] of changes.entries()) {
      const before = await tree();
      // A change behind the BFF's back is not seen while the cached answer is fresh...
      await addCategory(c.db, { name: `Shelf ${n}`, level: 1 });
      expect(await tree(), what).toBe(before);
      // ...a failed console call keeps the cache, a successful one empties it.
      expect(await failing(), what).toBe(400);
      expect(await tree(), what).toBe(before);
      expect(await succeeding(), what).toBe(200);
      expect(await tree(), what).toContain(`Shelf ${n}`);
    }
  });
});
