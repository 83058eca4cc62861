import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryNode, productCard, productDetail, productReply } from '../../../shared/contract/catalog.js';
import { page as pageOf } from '../../../shared/contract/common.js';
import { commerceSuite } from './suite.js';
import { addCategory, addMerchant, addMerchantProductCategory, addProduct, addReply } from '../../helpers/fixtures-catalog.js';

// The contract's strict shapes: pictures absolute, money two-decimal strings, times yyyy-MM-dd HH:mm:ss.
const card = productCard.strict;
const cardPage = pageOf(productCard).strict;
type Page<T> = { list: T[]; total: number; pageNum: number; pages: number };
type Card = z.infer<typeof card>;

describe('commerce catalogue', () => {
  const c = commerceSuite();
  type Key = 'anc' | 'audio' | 'buds' | 'closed' | 'cn' | 'del' | 'elec' | 'fashion' | 'headphones' | 'hidden' | 'hiddenLeaf' | 'mcat5' | 'mcatAudio' | 'mcatHead' | 'off' | 'other' | 'pct' | 'shop' | 'speaker' | 'speakers' | 'tees' | 'thai' | 'tops';
  const ids = {} as Record<Key, number>;

  beforeAll(async () => {
    const db = c.db;
    ids.elec = await addCategory(db, { name: 'Electronics', level: 1, sort: 9 });
    ids.audio = await addCategory(db, { name: 'Audio', level: 2, pid: ids.elec });
    ids.headphones = await addCategory(db, { name: 'Headphones', level: 3, pid: ids.audio });
    ids.speakers = await addCategory(db, { name: 'Speakers', level: 3, pid: ids.audio });
    ids.fashion = await addCategory(db, { name: 'Fashion', level: 1 });
    ids.tops = await addCategory(db, { name: 'Tops', level: 2, pid: ids.fashion });
    ids.tees = await addCategory(db, { name: 'Tees', level: 3, pid: ids.tops });
    ids.hidden = await addCategory(db, { name: 'Hidden', level: 2, pid: ids.fashion, isShow: 0 });
    ids.hiddenLeaf = await addCategory(db, { name: 'UnderHidden', level: 3, pid: ids.hidden });

    ids.shop = await addMerchant(db, { name: 'Volt', isSelf: 0 });
    ids.other = await addMerchant(db, { name: 'Other Shop' });
    ids.closed = await addMerchant(db, { name: 'Closed Shop', isShow: 0 });
    ids.mcatAudio = await addMerchantProductCategory(db, { merId: ids.shop, name: 'Audio' });
    ids.mcatHead = await addMerchantProductCategory(db, { merId: ids.shop, name: 'Headsets', pid: ids.mcatAudio, level: 2 });
    ids.mcat5 = await addMerchantProductCategory(db, { merId: ids.shop, name: 'Five', pid: ids.mcatAudio, level: 2 });

    await db.insertInto('guarantees').values([
      { name: 'Authentic', icon: '/crmebimage/g1.svg', content: 'Genuine', sort: 2, isShow: 1 },
      { name: 'Hidden guarantee', icon: '/crmebimage/g2.svg', content: 'x', sort: 1, isShow: 0 },
    ]).execute();

    ids.anc = await addProduct(db, { merId: ids.shop, name: 'AuraSound ANC Headphones', keyword: 'bluetooth, noise cancelling', cateId: ids.headphones, price: 9900, sales: 10, ficti: 5, merCateIds: `${ids.mcatHead}`, guaranteeIds: '1,2', attrs: [['Color', ['Black', 'Silver']], ['Size', ['S', 'L']]] });
    ids.buds = await addProduct(db, { merId: ids.shop, name: 'Pulse Buds', keyword: 'earbuds', cateId: ids.headphones, price: 4900, sales: 100, ficti: 0, merCateIds: `${ids.mcat5},${ids.mcatHead}` });
    ids.cn = await addProduct(db, { merId: ids.shop, name: '无线降噪耳机 Air', keyword: '耳机, 蓝牙', cateId: ids.headphones, price: 19900, sales: 1, ficti: 1200 });
    ids.speaker = await addProduct(db, { merId: ids.other, name: 'Boom Speaker', keyword: 'speaker', cateId: ids.speakers, price: 2999, sales: 50, ficti: 60 });
    ids.thai = await addProduct(db, { merId: ids.other, name: 'เสื้อยืดผ้าฝ้าย ออร์แกนิก', keyword: 'เสื้อยืด, t-shirt', cateId: ids.tees, price: 1599, sales: 3 });
    ids.pct = await addProduct(db, { merId: ids.other, name: '100% Cotton Tee', keyword: 'tee', cateId: ids.tees, price: 1299 });
    ids.off = await addProduct(db, { merId: ids.shop, name: 'Off-shelf Headphones', cateId: ids.headphones, price: 5000, isShow: 0 });
    ids.del = await addProduct(db, { merId: ids.shop, name: 'Deleted Headphones', cateId: ids.headphones, price: 5000, isDel: 1 });
    for (const star of [5, 5, 4, 3, 2, 1]) await addReply(db, { productId: ids.anc, merId: ids.shop, star, serviceStar: 4, pics: star === 5 ? '/crmebimage/a.svg,/crmebimage/b.svg' : '', reply: star === 1 ? 'Sorry' : '' });
    await addReply(db, { productId: ids.anc, merId: ids.shop, star: 5, isDel: 1 });
  });

  const list = async (query: Record<string, string | number>) => {
    const r = await c.call<Page<Card>>('GET', '/api/front/product/list', { query });
    expect(r.code, r.message).toBe(200);
    return r.data;
  };
  const names = (p: Page<Card>) => p.list.map((x) => x.storeName);

  describe('GET /api/front/product/category', () => {
    it('returns the three-level tree of shown categories', async () => {
      const r = await c.call<{ id: number; name: string; level: number; isShow: boolean; childList: { name: string; childList: { name: string }[] }[] }[]>('GET', '/api/front/product/category');
      expect(r.code).toBe(200);
      z.array(categoryNode).parse(r.data);
      expect(r.data.map((x) => x.name)).toEqual(['Electronics', 'Fashion']);
      expect(r.data[0]!.childList[0]!.childList.map((x) => x.name)).toEqual(['Headphones', 'Speakers']);
      const fashion = r.data[1]!;
      expect(fashion.childList.map((x) => x.name)).toEqual(['Tops']);
      expect(JSON.stringify(r.data)).not.toContain('UnderHidden');
    });
  });

  describe('GET /api/front/product/list', () => {
    it('answers a PageInfo of product cards without hidden or deleted products', async () => {
      const p = await list({});
      cardPage.parse(p);
      expect(p.total).toBe(6);
      expect(names(p)).not.toContain('Off-shelf Headphones');
      expect(names(p)).not.toContain('Deleted Headphones');
      const anc = p.list.find((x) => x.id === ids.anc)!;
      expect(anc.price).toBe('99.00');
      expect(anc.otPrice).toBe('104.00');
    });

    it('searches names and keywords case-insensitively', async () => {
      expect(names(await list({ keyword: 'HEADPHONES' }))).toEqual(['AuraSound ANC Headphones']);
      expect(names(await list({ keyword: 'Noise Cancelling' }))).toEqual(['AuraSound ANC Headphones']);
      expect(names(await list({ keyword: '  earbuds ' }))).toEqual(['Pulse Buds']);
    });

    it('finds Chinese and Thai text by substring', async () => {
      expect(names(await list({ keyword: '耳机' }))).toEqual(['无线降噪耳机 Air']);
      expect(names(await list({ keyword: '降噪' }))).toEqual(['无线降噪耳机 Air']);
      expect(names(await list({ keyword: 'เสื้อ' }))).toEqual(['เสื้อยืดผ้าฝ้าย ออร์แกนิก']);
      expect(names(await list({ keyword: 'ผ้าฝ้าย' }))).toEqual(['เสื้อยืดผ้าฝ้าย ออร์แกนิก']);
    });

    it('treats LIKE wildcards in the keyword literally', async () => {
      expect(names(await list({ keyword: '100%' }))).toEqual(['100% Cotton Tee']);
      expect((await list({ keyword: '%' })).list.map((x) => x.id)).toEqual([ids.pct]);
      expect((await list({ keyword: '_' })).total).toBe(0);
    });

    it('filters by a leaf category, and a level-1 or level-2 category covers its descendants', async () => {
      expect(new Set(names(await list({ cid: ids.headphones })))).toEqual(new Set(['AuraSound ANC Headphones', 'Pulse Buds', '无线降噪耳机 Air']));
      expect((await list({ cid: ids.audio })).total).toBe(4);
      expect((await list({ cid: ids.elec })).total).toBe(4);
      expect((await list({ cid: ids.fashion })).total).toBe(2);
      expect((await list({ cid: 999999 })).total).toBe(0);
    });

    it('filters by price range (inclusive) and sorts by price', async () => {
      const p = await list({ minPrice: '29.99', maxPrice: '99', priceOrder: 'asc' });
      expect(p.list.map((x) => x.price)).toEqual(['29.99', '49.00', '99.00']);
      const d = await list({ cid: ids.elec, priceOrder: 'desc' });
      expect(d.list.map((x) => x.price)).toEqual(['199.00', '99.00', '49.00', '29.99']);
    });

    it('sorts by sales + ficti, and salesOrder wins over priceOrder', async () => {
      const p = await list({ cid: ids.elec, salesOrder: 'desc', priceOrder: 'asc' });
      expect(p.list.map((x) => x.id)).toEqual([ids.cn, ids.speaker, ids.buds, ids.anc]);
      const a = await list({ cid: ids.elec, salesOrder: 'asc' });
      expect(a.list.map((x) => x.id)).toEqual([ids.anc, ids.buds, ids.speaker, ids.cn]);
    });

    it('sorts newest first with createTimeOrder (our extension), after the contract sorts', async () => {
      const rows = await c.db.selectFrom('products').select(['id', 'createdAt']).where('isShow', '=', 1).where('isDel', '=', 0).execute();
      await Promise.all(rows.map((r, i) => c.db.updateTable('products').set({ createdAt: `2026-0${1 + (i % 6)}-1${i % 10} 10:00:00` }).where('id', '=', r.id).execute()));
      const expected = (await c.db.selectFrom('products').select(['id', 'createdAt']).where('isShow', '=', 1).where('isDel', '=', 0).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()).map((r) => r.id);
      expect((await list({ createTimeOrder: 'desc' })).list.map((x) => x.id)).toEqual(expected);
      expect((await list({ createTimeOrder: 'asc' })).list.map((x) => x.id)[0]).toBe(expected.at(-1));
      expect((await c.call('GET', '/api/front/product/list', { query: { createTimeOrder: 'newest' } })).code).toBe(400);
      await Promise.all(rows.map((r) => c.db.updateTable('products').set({ createdAt: r.createdAt }).where('id', '=', r.id).execute()));
    });

    it('combines keyword, category, price range and sort', async () => {
      const p = await list({ keyword: 'S', cid: ids.elec, minPrice: '40', maxPrice: '250', priceOrder: 'desc' });
      expect(p.list.map((x) => x.id)).toEqual([ids.anc, ids.buds]);
    });

    it('pages', async () => {
      const p1 = await list({ limit: 4, page: 1, priceOrder: 'asc' });
      const p2 = await list({ limit: 4, page: 2, priceOrder: 'asc' });
      expect(p1.total).toBe(6);
      expect(p1.pages).toBe(2);
      expect(p1.list).toHaveLength(4);
      expect(p2.list).toHaveLength(2);
      expect(p2.pageNum).toBe(2);
      expect(new Set([...p1.list, ...p2.list].map((x) => x.id)).size).toBe(6);
    });

    it('refuses invalid filters with code 400', async () => {
      for (const query of [{ priceOrder: 'up' }, { minPrice: 'abc' }, { minPrice: '-1' }, { minPrice: '50', maxPrice: '10' }, { cid: 'x' }, { limit: 0 }, { keyword: 'x'.repeat(65) }] as Record<string, string | number>[]) {
        const r = await c.call('GET', '/api/front/product/list', { query });
        expect(r.code, JSON.stringify(query)).toBe(400);
        expect(r.message).not.toBe('');
        expect(r.data).toBeNull();
      }
    });
  });

  describe('GET /api/front/product/detail/{id}', () => {
    const detail = productDetail.strict;

    it('returns the product with attributes, SKUs keyed by sku, the shop and guarantees', async () => {
      const r = await c.call<z.infer<typeof detail>>('GET', `/api/front/product/detail/${ids.anc}`);
      expect(r.code).toBe(200);
      const d = detail.parse(r.data);
      expect(JSON.parse(d.productInfo.sliderImage)).toHaveLength(2);
      expect(d.productAttr.map((a) => [a.attrName, a.attrValues])).toEqual([['Color', 'Black,Silver'], ['Size', 'S,L']]);
      expect(Object.keys(d.productValue).sort()).toEqual(['Black,L', 'Black,S', 'Silver,L', 'Silver,S']);
      expect(d.productValue['Black,S']!.weight).toBe('1.250');
      expect(d.productValue['Black,L']!.price).toBe('100.00');
      expect(d.merchantInfo!.name).toBe('Volt');
      expect(d.merchantInfo!.proList.map((p) => p.id)).not.toContain(ids.anc);
      expect(d.merchantInfo!.proList.length).toBeLessThanOrEqual(4);
      expect(d.merchantInfo!.proList.map((p) => p.id)).not.toContain(ids.off);
      expect(d.merchantInfo!.isCollect).toBe(false);
      expect(d.userCollect).toBe(false);
      expect(d.guaranteeList.map((g) => g.name)).toEqual(['Authentic']);
    });

    it('keys a product without attributes by the empty sku', async () => {
      const r = await c.call<z.infer<typeof detail>>('GET', `/api/front/product/detail/${ids.buds}`);
      expect(Object.keys(r.data.productValue)).toEqual(['']);
      expect(r.data.productAttr).toEqual([]);
    });

    it('shows userCollect and isCollect for the signed-in shopper only', async () => {
      const a = await c.createUser();
      const b = await c.createUser();
      await c.db.insertInto('productCollects').values({ uid: a.uid, productId: ids.anc, category: 'product', createdAt: '2026-01-01 00:00:00' }).execute();
      await c.db.insertInto('merchantCollects').values({ uid: a.uid, merId: ids.shop, createdAt: '2026-01-01 00:00:00' }).execute();
      const ra = await c.call<z.infer<typeof detail>>('GET', `/api/front/product/detail/${ids.anc}`, { token: a.token });
      expect(ra.data.userCollect).toBe(true);
      expect(ra.data.merchantInfo!.isCollect).toBe(true);
      const rb = await c.call<z.infer<typeof detail>>('GET', `/api/front/product/detail/${ids.anc}`, { token: b.token });
      expect(rb.data.userCollect).toBe(false);
      expect(rb.data.merchantInfo!.isCollect).toBe(false);
    });

    it('answers code 500 for off-shelf, deleted and unknown products, 400 for a bad id', async () => {
      for (const id of [ids.off, ids.del, 987654]) {
        const r = await c.call('GET', `/api/front/product/detail/${id}`);
        expect(r).toEqual({ code: 500, message: 'Product does not exist or has been removed', data: null });
      }
      expect((await c.call('GET', '/api/front/product/detail/abc')).code).toBe(400);
    });
  });

  describe('GET /api/front/product/sku/detail/{id}', () => {
    it('returns only productAttr and productValue', async () => {
      const r = await c.call<Record<string, unknown>>('GET', `/api/front/product/sku/detail/${ids.anc}`);
      expect(r.code).toBe(200);
      expect(Object.keys(r.data).sort()).toEqual(['productAttr', 'productValue']);
      expect(Object.keys(r.data.productValue as object)).toHaveLength(4);
      expect((await c.call('GET', `/api/front/product/sku/detail/${ids.off}`)).code).toBe(500);
      expect((await c.call('GET', '/api/front/product/sku/detail/0')).code).toBe(400);
    });
  });

  describe('reviews', () => {
    const reply = productReply.strict;

    it('lists reviews by type: all, good (4-5), medium (3), poor (1-2)', async () => {
      const get = (type: number) => c.call<Page<z.infer<typeof reply>>>('GET', `/api/front/product/reply/list/${ids.anc}`, { query: { type } });
      const all = await get(0);
      pageOf(productReply).strict.parse(all.data);
      expect(all.data.total).toBe(6);
      expect(all.data.list.find((x) => x.star === 5 && x.pics.length > 0)!.pics).toEqual([c.img('/crmebimage/a.svg'), c.img('/crmebimage/b.svg')]);
      expect(all.data.list.find((x) => x.star === 1)!.merchantReplyContent).toBe('Sorry');
      expect((await get(1)).data.list.map((x) => x.star).sort()).toEqual([4, 5, 5]);
      expect((await get(2)).data.list.map((x) => x.star)).toEqual([3]);
      expect((await get(3)).data.list.map((x) => x.star).sort()).toEqual([1, 2]);
      const paged = await c.call<Page<unknown>>('GET', `/api/front/product/reply/list/${ids.anc}`, { query: { type: 0, limit: 4, page: 2 } });
      expect(paged.data.list).toHaveLength(2);
    });

    it('requires a valid type', async () => {
      expect((await c.call('GET', `/api/front/product/reply/list/${ids.anc}`)).code).toBe(400);
      expect((await c.call('GET', `/api/front/product/reply/list/${ids.anc}`, { query: { type: 4 } })).code).toBe(400);
    });

    it('summarises counts, the good rate and the average star', async () => {
      const r = await c.call('GET', `/api/front/product/reply/config/${ids.anc}`);
      expect(r).toEqual({ code: 200, message: expect.any(String), data: { sumCount: 6, goodCount: 3, inCount: 1, poorCount: 2, replyChance: '50', replyStar: 3.3 } });
      const none = await c.call<{ sumCount: number; replyChance: string }>('GET', `/api/front/product/reply/config/${ids.buds}`);
      expect(none.data).toMatchObject({ sumCount: 0, replyChance: '0', replyStar: 0 });
      expect((await c.call('GET', '/api/front/product/reply/config/x')).code).toBe(400);
    });

    it('gives the latest review in reply/detail', async () => {
      const r = await c.call<{ sumCount: number; replyChance: string; productReply: z.infer<typeof reply> | null }>('GET', `/api/front/product/reply/detail/${ids.anc}`);
      expect(r.data.sumCount).toBe(6);
      reply.parse(r.data.productReply);
      expect(r.data.productReply!.star).toBe(1);
      expect((await c.call<{ productReply: unknown }>('GET', `/api/front/product/reply/detail/${ids.buds}`)).data.productReply).toBeNull();
    });
  });

  describe('leaderboard and index products', () => {
    // A's leaderboard orders by paid sales; counting virtual sales too made it the same list as "hot sale".
    it('ranks by paid sales, not virtual ones', async () => {
      const r = await c.call<Card[]>('GET', '/api/front/product/leaderboard');
      z.array(card).parse(r.data);
      expect(r.data.slice(0, 3).map((x) => x.id)).toEqual([ids.buds, ids.speaker, ids.anc]);
      expect(r.data.map((x) => x.id)).not.toContain(ids.off);
    });

    it('pages the index product list, most viewed first', async () => {
      await c.db.updateTable('products').set({ browse: 900 }).where('id', '=', ids.pct).execute();
      await c.db.updateTable('products').set({ browse: 500 }).where('id', '=', ids.speaker).execute();
      const r = await c.call<Page<Card>>('GET', '/api/front/index/product', { query: { page: 1, limit: 3 } });
      cardPage.parse(r.data);
      expect(r.data.total).toBe(6);
      expect(r.data.list).toHaveLength(3);
      expect(r.data.list.slice(0, 2).map((x) => x.id)).toEqual([ids.pct, ids.speaker]);
      // Each card carries its real rating: six shown reviews of the ANC headphones, 20 stars in all.
      const anc = (await list({ cid: ids.headphones })).list.find((x) => x.id === ids.anc)!;
      expect(anc).toMatchObject({ replyNum: 6, replyStar: 3.3 });
      expect((await list({ cid: ids.headphones })).list.find((x) => x.id === ids.buds)).toMatchObject({ replyNum: 0, replyStar: 0 });
      expect((await c.call('GET', '/api/front/index/product', { query: { limit: 101 } })).code).toBe(400);
    });
  });

  describe('shop catalogue', () => {
    it('returns the shop category tree', async () => {
      const r = await c.call<{ name: string; childList: { name: string }[] }[]>('GET', `/api/front/product/merchant/${ids.shop}/category/list`);
      expect(r.code).toBe(200);
      expect(r.data.map((x) => x.name)).toEqual(['Audio']);
      expect(r.data[0]!.childList.map((x) => x.name).sort()).toEqual(['Five', 'Headsets']);
      expect((await c.call('GET', `/api/front/product/merchant/${ids.closed}/category/list`)).code).toBe(500);
      expect((await c.call('GET', '/api/front/product/merchant/abc/category/list')).code).toBe(400);
    });

    it('lists a shop products, matching cid inside the comma list', async () => {
      const get = (query: Record<string, string | number>) => c.call<Page<Card>>('GET', '/api/front/product/merchant/pro/list', { query });
      const all = await get({ merId: ids.shop });
      cardPage.parse(all.data);
      expect(all.data.total).toBe(3);
      expect((await get({ merId: ids.shop, cid: ids.mcatHead })).data.list.map((x) => x.id).sort()).toEqual([ids.anc, ids.buds].sort());
      expect((await get({ merId: ids.shop, cid: ids.mcat5 })).data.list.map((x) => x.id)).toEqual([ids.buds]);
      expect((await get({ merId: ids.shop, cid: ids.mcatAudio })).data.total).toBe(2);
      expect((await get({ merId: ids.shop, keyword: '耳机' })).data.list.map((x) => x.id)).toEqual([ids.cn]);
      expect((await get({ merId: ids.shop, salesOrder: 'desc' })).data.list.map((x) => x.id)).toEqual([ids.cn, ids.buds, ids.anc]);
      expect((await get({ merId: ids.shop, maxPrice: '50' })).data.list.map((x) => x.id)).toEqual([ids.buds]);
    });

    it('requires merId and refuses a closed shop', async () => {
      const r = await c.call('GET', '/api/front/product/merchant/pro/list');
      expect(r.code).toBe(400);
      expect(r.message).toBe('Please choose a shop');
      expect((await c.call('GET', '/api/front/product/merchant/pro/list', { query: { merId: ids.closed } })).code).toBe(500);
    });
  });
});
