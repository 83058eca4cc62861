/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field, as client C reads them */
import { beforeAll, describe, expect, it } from 'vitest';
import { cOk, expectMoney, expectPage, expectPicture, expectShopHeader, expectWireTime, seededSuite } from './client-c.js';

/** Public catalogue calls of client C: home, search, product page, activities, site pictures. */
describe('conformance with client C: catalogue (public)', () => {
  const c = seededSuite();
  let productId: number;
  let merId: number;
  beforeAll(async () => {
    const page = await cOk(c, 'GET', '/api/front/index/product', { query: { page: 1, limit: 13 } });
    productId = page.list[0].id;
    merId = page.list[0].merId;
  });

  const expectProductCard = (p: any, where: string) => {
    // C: components/product.vue and pages/index.vue read id, image, storeName, price, otPrice, sales, ficti.
    expect(typeof p.id, `${where}.id`).toBe('number');
    expectPicture(c, p.image, `${where}.image`);
    expect(typeof p.storeName, `${where}.storeName`).toBe('string');
    expectMoney(p.price, `${where}.price`);
    expectMoney(p.otPrice, `${where}.otPrice`);
    // C: pages/index.vue adds Math.floor(sales) + Math.floor(ficti).
    expect(typeof p.sales, `${where}.sales`).toBe('number');
    expect(typeof p.ficti, `${where}.ficti`).toBe('number');
  };

  it('GET /api/pc/home/index: banners, service contacts and the currency C parses at start-up', async () => {
    const d = await cOk(c, 'GET', '/api/pc/home/index');
    // C: pages/index.vue renders data.banner[] and data.bastBanner[] by item.id with item.pic as the picture.
    for (const key of ['banner', 'bastBanner']) {
      expect(Array.isArray(d[key]), key).toBe(true);
      expect(d[key].length, key).toBeGreaterThan(0);
      for (const b of d[key]) {
        expect(typeof b.id).toBe('number');
        expectPicture(c, b.pic, `${key}.pic`);
      }
    }
    // C: plugins/utils.js keeps data in localStorage and runs JSON.parse(shopPayCurrency).symbol.
    expect(typeof d.shopPayCurrency).toBe('string');
    expect(JSON.parse(d.shopPayCurrency)).toMatchObject({ currency: 'USD', symbol: '$' });
    // C: pages/index.vue stores consumerEmail, consumerH5Url, consumerHotline, consumerMessage, consumerType for the chat button.
    for (const key of ['consumerEmail', 'consumerH5Url', 'consumerHotline', 'consumerMessage', 'consumerType']) expect(typeof d[key], key).toBe('string');
    expectPicture(c, d.recommendImage, 'recommendImage');
  });

  it('GET /api/front/merchant/street: shop cards with avatar, back image, name, stars and products', async () => {
    // C: pages/index.vue (no query), pages/merchant/merchant_street.vue (?page=&limit=), pages/merchant/merchant_more.vue.
    for (const query of [{}, { page: 1, limit: 3 }] as Record<string, number>[]) {
      const d = await cOk(c, 'GET', '/api/front/merchant/street', { query });
      expectPage(d, 'street');
      expect(d.list.length).toBeGreaterThan(0);
      for (const s of d.list) {
        expect(typeof s.id).toBe('number');
        expect(typeof s.name).toBe('string');
        expectPicture(c, s.avatar, 'street.avatar');
        expectPicture(c, s.backImage, 'street.backImage');
        // C: components/merchant.vue shows starLevel and proList[] (id, image, storeName, price).
        expect(typeof s.starLevel).toBe('number');
        expect(Array.isArray(s.proList)).toBe(true);
        for (const p of s.proList) {
          expect(typeof p.id).toBe('number');
          expectPicture(c, p.image, 'proList.image');
          expectMoney(p.price, 'proList.price');
        }
      }
      if ('limit' in query) expect(d.list).toHaveLength(3);
    }
  });

  it('GET /api/front/activity/index/list: sections of type 1, 2 or 3 with products linked by proId', async () => {
    const d = await cOk(c, 'GET', '/api/front/activity/index/list');
    // C: pages/index.vue calls data.splice on it, so it is an array; it renders only items whose type === 1, 2 or 3.
    expect(Array.isArray(d)).toBe(true);
    expect(d.length).toBeGreaterThan(0);
    for (const a of d) {
      expect([1, 2, 3]).toContain(a.type);
      expect(typeof a.id).toBe('number');
      expect(typeof a.name).toBe('string');
      expect(Array.isArray(a.productList)).toBe(true);
      // C: components/recommended.vue and promotions.vue read proId, image, storeName, price, otPrice;
      // components/first_new.vue reads proImage.
      for (const p of a.productList) {
        expect(typeof p.proId).toBe('number');
        expectPicture(c, p.image, 'productList.image');
        expectPicture(c, p.proImage, 'productList.proImage');
        expect(typeof p.storeName).toBe('string');
        expectMoney(p.price, 'productList.price');
        expectMoney(p.otPrice, 'productList.otPrice');
      }
    }
  });

  it('GET /api/pc/activity/detail/{id} (type, aid) and GET /api/front/activity/list/{id} (limit, page)', async () => {
    const [first] = await cOk(c, 'GET', '/api/front/activity/index/list');
    const detail = await cOk(c, 'GET', `/api/pc/activity/detail/${first.id}`, { query: { type: first.type, aid: first.id } });
    // C: pages/goods/activity_list.vue runs JSON.parse(data.banner) and shows data.name and data.instruction.
    expect(typeof detail.banner).toBe('string');
    const banner = JSON.parse(detail.banner);
    expect(Array.isArray(banner)).toBe(true);
    for (const b of banner) expectPicture(c, typeof b === 'string' ? b : b.sattDir, 'activity banner');
    expect(typeof detail.name).toBe('string');
    expect(typeof detail.instruction).toBe('string');
    const list = await cOk(c, 'GET', `/api/front/activity/list/${first.id}`, { query: { limit: 2, page: 1 } });
    expectPage(list, 'activity list');
    expect(list.list.length).toBeGreaterThan(0);
    for (const p of list.list) {
      expect(typeof p.proId).toBe('number');
      expectPicture(c, p.image, 'activity product image');
      expectMoney(p.price, 'activity product price');
      expectMoney(p.otPrice, 'activity product otPrice');
    }
  });

  it('GET /api/front/product/leaderboard: an array C splices the top three from', async () => {
    // C: pages/index.vue (data.splice(0, 3)) and pages/goods/top_one.vue.
    const d = await cOk(c, 'GET', '/api/front/product/leaderboard');
    expect(Array.isArray(d)).toBe(true);
    expect(d.length).toBeGreaterThanOrEqual(3);
    d.forEach((p: any, i: number) => expectProductCard(p, `leaderboard[${i}]`));
  });

  it('GET /api/front/index/product (page, limit): data.list and data.total for the endless list', async () => {
    // C: pages/index.vue asks for limit 13 and compares total with the pages loaded.
    const d = await cOk(c, 'GET', '/api/front/index/product', { query: { page: 2, limit: 13 } });
    expectPage(d, 'index/product');
    expect(d.list).toHaveLength(13);
    expect(d.total).toBeGreaterThan(13);
    d.list.forEach((p: any, i: number) => expectProductCard(p, `index/product[${i}]`));
  });

  it('GET /api/front/product/list with C\'s search form, empty strings included', async () => {
    // C: pages/goods/goods_search.vue sends page, limit, priceOrder "", salesOrder "", keyword (null fields are dropped by axios).
    const all = await cOk(c, 'GET', '/api/front/product/list', { query: { page: 1, limit: 20, priceOrder: '', salesOrder: '', keyword: '' } });
    expectPage(all, 'product/list');
    expect(all.list.length).toBe(20);
    all.list.forEach((p: any, i: number) => expectProductCard(p, `product/list[${i}]`));
    const name: string = all.list[0].storeName;
    const hit = await cOk(c, 'GET', '/api/front/product/list', { query: { page: 1, limit: 20, priceOrder: '', salesOrder: '', keyword: name } });
    expect(hit.list.map((p: any) => p.storeName)).toContain(name);
    const cheap = await cOk(c, 'GET', '/api/front/product/list', { query: { page: 1, limit: 20, priceOrder: 'asc', salesOrder: '', keyword: '' } });
    const prices = cheap.list.map((p: any) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('GET /api/front/search/keyword: hot searches with id and title', async () => {
    // C: components/headers.vue lists item.title keyed by item.id.
    const d = await cOk(c, 'GET', '/api/front/search/keyword');
    expect(Array.isArray(d)).toBe(true);
    expect(d.length).toBeGreaterThan(0);
    for (const k of d) {
      expect(typeof k.id).toBe('number');
      expect(typeof k.title).toBe('string');
    }
  });

  it('GET /api/front/product/category: a tree C walks through childList', async () => {
    // C: store/index.js passes data to changeNodes, which recurses into childList; headers.vue shows name by id.
    const d = await cOk(c, 'GET', '/api/front/product/category');
    expect(Array.isArray(d)).toBe(true);
    const walk = (nodes: any[], depth: number): number => {
      let n = 0;
      for (const node of nodes) {
        expect(typeof node.id).toBe('number');
        expect(typeof node.name).toBe('string');
        expect(Array.isArray(node.childList)).toBe(true);
        n += 1 + walk(node.childList, depth + 1);
      }
      return n;
    };
    expect(walk(d, 1)).toBeGreaterThan(d.length);
  });

  it('GET /api/front/product/detail/{id}: the product page C builds from productInfo, productAttr and productValue', async () => {
    const d = await cOk(c, 'GET', `/api/front/product/detail/${productId}`);
    const info = d.productInfo;
    // C: pages/goods_detail/_id/index.vue runs JSON.parse(productInfo.sliderImage)[i] and storeInfo.split("\n").
    const slider = JSON.parse(info.sliderImage);
    expect(Array.isArray(slider)).toBe(true);
    expect(slider.length).toBeGreaterThan(0);
    slider.forEach((s: unknown) => expectPicture(c, s, 'sliderImage[]'));
    expect(typeof info.storeInfo).toBe('string');
    expect(info.merId).toBe(merId);
    for (const key of ['storeName', 'unitName', 'content']) expect(typeof info[key], key).toBe('string');
    for (const key of ['stock', 'sales', 'ficti']) expect(typeof info[key], key).toBe('number');
    expectMoney(info.price, 'price');
    expectMoney(info.otPrice, 'otPrice');
    // C: the SKU picker splits productAttr[].attrValues on "," and looks productValue up by the joined
    // choice; with no attributes it reads productValue[""].id as the SKU it adds to the cart.
    expect(Array.isArray(d.productAttr)).toBe(true);
    const keys = d.productAttr.length ? [d.productAttr.map((a: any) => a.attrValues.split(',')[0]).join()] : [''];
    for (const a of d.productAttr) {
      expect(typeof a.attrName).toBe('string');
      expect(typeof a.attrValues).toBe('string');
    }
    const sku = d.productValue[keys[0]];
    expect(sku, `productValue[${JSON.stringify(keys[0])}]`).toBeDefined();
    expect(typeof sku.id).toBe('number');
    expect(typeof sku.stock).toBe('number');
    expectPicture(c, sku.image, 'productValue.image');
    // C: merchantInfo (avatar, name, starLevel, isSelf, typeId, isCollect) and merchantInfo.proList; userCollect as a flag.
    expectShopHeader(c, d.merchantInfo, 'merchantInfo');
    expect(Array.isArray(d.merchantInfo.proList)).toBe(true);
    expect(typeof d.userCollect).toBe('boolean');
    // C: guaranteeList is optional (it falls back to []), but when present it is a list.
    if (d.guaranteeList !== undefined && d.guaranteeList !== null) expect(Array.isArray(d.guaranteeList)).toBe(true);
  });

  it('GET /api/front/product/detail/{id} for a product with options: every combination of the first values of attrValues is a productValue key', async () => {
    const withAttrs = await c.db.selectFrom('productAttrs').select('productId').executeTakeFirstOrThrow();
    const d = await cOk(c, 'GET', `/api/front/product/detail/${withAttrs.productId}`);
    expect(d.productAttr.length).toBeGreaterThan(0);
    // C: the SKU picker starts from attrValues.split(",")[0] of each attribute and reads productValue[choice.join()],
    // taking id (the SKU it orders), stock and image from it.
    const choice = d.productAttr.map((a: any) => a.attrValues.split(',')[0]);
    const sku = d.productValue[choice.join()];
    expect(sku, `productValue[${choice.join()}]`).toBeDefined();
    expect(typeof sku.id).toBe('number');
    expect(typeof sku.stock).toBe('number');
    expectPicture(c, sku.image, 'sku image');
    // Every other combination C can pick is there too.
    const values: string[][] = d.productAttr.map((a: any) => a.attrValues.split(','));
    const combos = values.reduce<string[][]>((acc, vs) => acc.flatMap((pre) => vs.map((v) => [...pre, v])), [[]]);
    for (const combo of combos) expect(d.productValue[combo.join()], combo.join()).toBeDefined();
  });

  it('GET /api/front/product/reply/list/{id} (page, limit, type) and reply/config/{id}', async () => {
    // C: pages/goods_detail/_id/index.vue renders avatar, nickname, star, comment, createTime, sku, pics.length, merchantReplyContent.
    const reviewed = await c.db.selectFrom('productReplies').select(['productId']).where('isDel', '=', 0).executeTakeFirstOrThrow();
    const d = await cOk(c, 'GET', `/api/front/product/reply/list/${reviewed.productId}`, { query: { page: 1, limit: 20, type: 0 } });
    expectPage(d, 'reply list');
    expect(d.list.length).toBeGreaterThan(0);
    for (const r of d.list) {
      for (const key of ['nickname', 'comment', 'sku', 'merchantReplyContent']) expect(typeof r[key], `reply.${key}`).toBe('string');
      expect(typeof r.star).toBe('number');
      expectPicture(c, r.avatar, 'reply.avatar');
      expectWireTime(r.createTime, 'reply.createTime');
      expect(Array.isArray(r.pics)).toBe(true);
    }
    const cfg = await cOk(c, 'GET', `/api/front/product/reply/config/${reviewed.productId}`);
    // C: sumCount, goodCount, inCount, poorCount shown as counts; replyChance * 100 as a percentage; replyStar in el-rate.
    for (const key of ['sumCount', 'goodCount', 'inCount', 'poorCount']) expect(typeof cfg[key], key).toBe('number');
    expect(cfg.sumCount).toBeGreaterThan(0);
    expect(Number.isFinite(Number(cfg.replyChance) * 100)).toBe(true);
    expect(typeof cfg.replyStar).toBe('number');
  });

  it('GET /api/front/coupons (merId, productId, useType 2, page, limit) on the product page', async () => {
    // C: pages/goods_detail/_id/index.vue and components/coupon.vue read id, money, minPrice, name, useType, isUse and the dates.
    const withCoupons = await c.db.selectFrom('coupons').select(['merId']).where('merId', '>', 0).executeTakeFirstOrThrow();
    const d = await cOk(c, 'GET', '/api/front/coupons', { query: { merId: withCoupons.merId, useType: 1, page: 1, limit: 20 } });
    expectPage(d, 'coupons');
    expect(d.list.length).toBeGreaterThan(0);
    for (const k of d.list) {
      expect(typeof k.id).toBe('number');
      expectMoney(k.money, 'coupon.money');
      expectMoney(k.minPrice, 'coupon.minPrice');
      expect(typeof k.name).toBe('string');
      expect([1, 2, 3]).toContain(k.useType);
      expect(typeof k.isUse).toBe('boolean');
    }
    const forProduct = await cOk(c, 'GET', '/api/front/coupons', { query: { merId, productId, useType: 2, page: 1, limit: 20 } });
    expectPage(forProduct, 'product coupons');
  });

  it('GET /api/pc/login/getLoginPic: the picture beside the sign-in form', async () => {
    // C: components/login.vue shows data.loginLeftImage.
    const d = await cOk(c, 'GET', '/api/pc/login/getLoginPic');
    expectPicture(c, d.loginLeftImage, 'loginLeftImage');
  });

  it('GET /api/front/login/method/info: sign-in switches and the privacy agreement', async () => {
    // C: components/login.vue reads visitorOpen, facebookOpen, facebookAppId; pages/middlewares/privacy_agreement.vue reads agreement.
    const d = await cOk(c, 'GET', '/api/front/login/method/info');
    expect(typeof d.visitorOpen).toBe('boolean');
    expect(typeof d.facebookOpen).toBe('boolean');
    expect(typeof d.facebookAppId).toBe('string');
    expect(typeof d.agreement).toBe('string');
    expect(d.agreement.length).toBeGreaterThan(0);
  });

  it('GET /api/pc/config: the footer fields (C\'s call is commented out in components/footers.vue)', async () => {
    const d = await cOk(c, 'GET', '/api/pc/config');
    for (const key of ['site_name', 'site_url', 'sys_phone']) expect(typeof d[key], key).toBe('string');
    expect(d.site_name).toBe('Storefront Market');
    expectPicture(c, d.site_logo, 'site_logo');
  });
});
