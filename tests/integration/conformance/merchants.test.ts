/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field, as client C reads them */
import { beforeAll, describe, expect, it } from 'vitest';
import { cCall, cOk, expectMoney, expectPage, expectPicture, expectShopHeader, expectWireTime, seededSuite, signIn } from './client-c.js';

/** Shop pages, shop search and following shops, as client C calls them. */
describe('conformance with client C: shops', () => {
  const c = seededSuite();
  let merId: number;
  let token: string;
  beforeAll(async () => {
    const street = await cOk(c, 'GET', '/api/front/merchant/street');
    merId = street.list[0].id;
    token = await signIn(c);
  });

  it('GET /api/front/merchant/index/info/{id}: the shop header and its pcBanner', async () => {
    const d = await cOk(c, 'GET', `/api/front/merchant/index/info/${merId}`, { token });
    // C: pages/merchant/merchant.vue shows avatar, name, starLevel, isSelf, typeId, isCollect, pcBackImage.
    expectShopHeader(c, d, 'shop');
    expectPicture(c, d.pcBackImage, 'pcBackImage');
    // C: pages/merchant/merchant/home.vue runs JSON.parse(pcBanner) and shows each item.sattDir.
    const banner = JSON.parse(d.pcBanner);
    expect(Array.isArray(banner)).toBe(true);
    expect(banner.length).toBeGreaterThan(0);
    for (const b of banner) expectPicture(c, b.sattDir, 'pcBanner[].sattDir');
  });

  it('GET /api/front/merchant/customer/service/info/{id}: what the chat button opens', async () => {
    // C: plugins/utils.js chatConfig switches on serviceType (H5/h5, message, phone, email) and reads the matching field.
    const d = await cOk(c, 'GET', `/api/front/merchant/customer/service/info/${merId}`);
    expect(['H5', 'h5', 'message', 'phone', 'email', 'hotline']).toContain(d.serviceType);
    for (const key of ['serviceLink', 'serviceMessage', 'servicePhone', 'serviceEmail']) expect(typeof d[key], key).toBe('string');
  });

  it('GET /api/front/merchant/detail/{id}: the qualification tab', async () => {
    // C: pages/merchant/merchant/qualification.vue shows address, collectNum, email, intro, phone, realName and
    // runs JSON.parse(qualificationPicture), using each entry as an image src.
    const d = await cOk(c, 'GET', `/api/front/merchant/detail/${merId}`);
    for (const key of ['address', 'email', 'intro', 'phone', 'realName']) expect(typeof d[key], key).toBe('string');
    expect(typeof d.collectNum).toBe('number');
    const pics = JSON.parse(d.qualificationPicture);
    expect(Array.isArray(pics)).toBe(true);
    for (const p of pics) expectPicture(c, p, 'qualificationPicture[]');
  });

  it('GET /api/front/product/merchant/{id}/category/list: the shop\'s category tree', async () => {
    // C: pages/merchant/merchant/category.vue lists name by id and opens childList.
    const d = await cOk(c, 'GET', `/api/front/product/merchant/${merId}/category/list`);
    expect(Array.isArray(d)).toBe(true);
    expect(d.length).toBeGreaterThan(0);
    for (const n of d) {
      expect(typeof n.id).toBe('number');
      expect(typeof n.name).toBe('string');
      if (n.childList !== undefined && n.childList !== null) expect(Array.isArray(n.childList)).toBe(true);
    }
  });

  it('GET /api/front/product/merchant/pro/list: the home tab (page, limit, merId) and the category tab\'s search form', async () => {
    // C: pages/merchant/merchant/home.vue sends page, limit, merId.
    const home = await cOk(c, 'GET', '/api/front/product/merchant/pro/list', { query: { page: 1, limit: 20, merId } });
    expectPage(home, 'pro/list');
    expect(home.list.length).toBeGreaterThan(0);
    for (const p of home.list) {
      expect(p.merId).toBe(merId);
      expectPicture(c, p.image, 'pro.image');
      expectMoney(p.price, 'pro.price');
    }
    // C: pages/merchant/merchant/category.vue sends page, limit, priceOrder "", salesOrder "", keyword "" and merId.
    const cats = await cOk(c, 'GET', `/api/front/product/merchant/${merId}/category/list`);
    const form = await cOk(c, 'GET', '/api/front/product/merchant/pro/list', { query: { page: 1, limit: 20, merId, priceOrder: '', salesOrder: '', keyword: '', cid: cats[0].id } });
    expectPage(form, 'pro/list by category');
  });

  it('GET /api/front/merchant/search/list: C\'s three shapes (pages + keywords, page + keyword, with typeId and categoryId)', async () => {
    // C: pages/merchant/merchant_more.vue's first search sends `pages` (not `page`) and `keywords`.
    const p1 = await cOk(c, 'GET', '/api/front/merchant/search/list', { query: { pages: 1, limit: 2, keywords: '' } });
    const p2 = await cOk(c, 'GET', '/api/front/merchant/search/list', { query: { pages: 2, limit: 2, keywords: '' } });
    expectPage(p1, 'search');
    expect(p1.list).toHaveLength(2);
    expect(p2.list).toHaveLength(2);
    expect(p2.list[0].id).not.toBe(p1.list[0].id);
    for (const s of [...p1.list, ...p2.list]) {
      // C: components/merchant.vue reads id, avatar, name, starLevel, proList.
      expectPicture(c, s.avatar, 'search.avatar');
      expect(typeof s.name).toBe('string');
      expect(typeof s.starLevel).toBe('number');
      expect(Array.isArray(s.proList)).toBe(true);
    }
    // C: pages/goods/goods_search.vue sends keywords, page, limit; merchant_more.vue's filters send page, limit, keyword, typeId, categoryId.
    const name: string = p1.list[0].name;
    const byName = await cOk(c, 'GET', '/api/front/merchant/search/list', { query: { keywords: name, page: 1, limit: 20 } });
    expect(byName.list.map((s: any) => s.name)).toContain(name);
    const shop = await c.db.selectFrom('merchants').select(['typeId', 'categoryId']).where('id', '=', p1.list[0].id).executeTakeFirstOrThrow();
    const filtered = await cOk(c, 'GET', '/api/front/merchant/search/list', { query: { page: 1, limit: 20, keyword: '', typeId: shop.typeId, categoryId: shop.categoryId } });
    expect(filtered.list.map((s: any) => s.id)).toContain(p1.list[0].id);
  });

  it('GET /api/front/merchant/all/type/list and all/category/list: arrays C unshifts "All" into', async () => {
    // C: pages/merchant/merchant_more.vue, store/index.js and pages/users/merchant_settled.vue use item.id and item.name;
    // the settlement form shows the category's handlingFee.
    const types = await cOk(c, 'GET', '/api/front/merchant/all/type/list');
    const cats = await cOk(c, 'GET', '/api/front/merchant/all/category/list');
    for (const list of [types, cats]) {
      expect(Array.isArray(list)).toBe(true);
      expect(list.length).toBeGreaterThan(0);
      for (const t of list) {
        expect(typeof t.id).toBe('number');
        expect(typeof t.name).toBe('string');
      }
    }
    for (const k of cats) expect(typeof k.handlingFee).toBe('number');
  });

  it('GET /api/front/coupons (page, limit, useType, merId): the shop\'s coupon tab', async () => {
    const shop = await c.db.selectFrom('coupons').select(['merId']).where('merId', '>', 0).executeTakeFirstOrThrow();
    // C: pages/merchant/merchant/coupon.vue reads data.list and data.total; components/coupon.vue the coupon fields.
    const d = await cOk(c, 'GET', '/api/front/coupons', { query: { page: 1, limit: 20, useType: 1, merId: shop.merId } });
    expectPage(d, 'shop coupons');
    expect(d.list.length).toBeGreaterThan(0);
    for (const k of d.list) {
      expectMoney(k.money, 'money');
      expect(typeof k.isUse).toBe('boolean');
      if (k.useStartTimeStr) expect(typeof k.useStartTimeStr).toBe('string');
    }
  });

  it('POST /api/front/collect/add/merchant/{id} and collect/cancel/merchant/{id} (no body), with GET collect/merchant/list', async () => {
    // C: utils/order.js followMer posts with no body; pages/users/collection_list.vue lists merId, merName, merAvatar.
    await cOk(c, 'POST', `/api/front/collect/add/merchant/${merId}`, { token });
    const info = await cOk(c, 'GET', `/api/front/merchant/index/info/${merId}`, { token });
    expect(info.isCollect).toBe(true);
    const list = await cOk(c, 'GET', '/api/front/collect/merchant/list', { token, query: { page: 1, limit: 20 } });
    expectPage(list, 'followed shops');
    const row = list.list.find((s: any) => s.merId === merId);
    expect(row).toBeDefined();
    expect(typeof row.merName).toBe('string');
    expectPicture(c, row.merAvatar, 'merAvatar');
    await cOk(c, 'POST', `/api/front/collect/cancel/merchant/${merId}`, { token });
    expect((await cOk(c, 'GET', `/api/front/merchant/index/info/${merId}`, { token })).isCollect).toBe(false);
    // Without the token C's interceptor sees code 401 and opens its sign-in box.
    expect((await cCall(c, 'POST', `/api/front/collect/add/merchant/${merId}`)).code).toBe(401);
  });

  it('GET /api/front/merchant/settled/record: the application list with audit status and time', async () => {
    // C: pages/users/application_record.vue reads name, auditStatus, denialReason, createTime from data.list.
    const d = await cOk(c, 'GET', '/api/front/merchant/settled/record', { token });
    expectPage(d, 'settled record');
    for (const r of d.list) {
      expect(typeof r.name).toBe('string');
      expect(typeof r.auditStatus).toBe('number');
      expectWireTime(r.createTime, 'createTime');
    }
  });
});
