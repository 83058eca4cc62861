import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { addCategory, addMerchant, addProduct, addReply } from '../../helpers/fixtures-catalog.js';
import { searchCorrection } from '../../../shared/contract/search-correction.js';
import { FEW_RESULTS } from '../../../server/commerce/catalog/typo.js';
import { wordsOf } from '../../../server/commerce/db/search-words.js';

/**
 * Typo tolerance and relevance (issue 28, requirements 3 and 4; docs/api-extensions.md "Typo tolerance and
 * Did you mean" and "Relevance"): a fixed catalogue of made-up names, so the expected corrections and order are
 * known, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
 */
describe('typo tolerance and relevance', () => {
  const c = commerceSuite();
  const ids = {} as Record<string, number>;
  let cateId = 0;
  let otherCate = 0;
  let merId = 0;

  const add = async (key: string, name: string, o: { keyword?: string; sales?: number; ficti?: number; cate?: number; shop?: number; isShow?: number } = {}) => {
    ids[key] = await addProduct(c.db, { merId: o.shop ?? merId, cateId: o.cate ?? cateId, name, keyword: o.keyword ?? '', price: 1500, sales: o.sales ?? 0, ficti: o.ficti ?? 0, isShow: o.isShow });
  };

  beforeAll(async () => {
    merId = await addMerchant(c.db, { name: 'Quillon Goods' });
    const top = await addCategory(c.db, { name: 'Quillon Things', level: 1 });
    cateId = await addCategory(c.db, { name: 'Quillon Audio', pid: top, level: 2 });
    otherCate = await addCategory(c.db, { name: 'Quillon Kitchen', pid: top, level: 2 });
    await add('iphone1', 'Quillon iPhone Case', { sales: 30 });
    await add('iphone2', 'Quillon iPhone Charger', { sales: 20 });
    await add('phones1', 'Quillon Wireless Headphones', { sales: 5 });
    await add('phones2', 'Quillon Studio Headphones', { sales: 9 });
    await add('phones3', 'Quillon Headphones Stand', { sales: 1, cate: otherCate });
    await add('zorblat', 'Zorblat Lamp', { sales: 3 });
    for (let i = 0; i < 4; i++) await add(`zorblax${i}`, `Zorblax Lamp ${i}`, { sales: i });
    await add('cjk', '无线耳机 Quillon', { sales: 2 });
    await add('thai', 'หูฟังไร้สาย Quillon', { sales: 2 });
    await add('hidden', 'Quillon Marvelope Hidden', { isShow: 0 });

    // Relevance: one made-up word in every kind of match, sales set against the tiers.
    const closed = await addMerchant(c.db, { name: 'Quillon Closed', isShow: 0 });
    await add('plain', 'Plain Box', { keyword: 'vorlick', sales: 5000 });
    await add('super', 'Supervorlick Fan', { sales: 1000 });
    await add('grand', 'Grand Vörlick Vase', { sales: 50 });
    await add('blue', 'Blue Vorlick Mug', { sales: 100 });
    await add('desk', 'Vorlick Desk', { sales: 12 });
    await add('stool', 'Vorlick Stool', { sales: 12 });
    await add('chair', 'Vorlick Chair', { sales: 12 });
    await add('lamp', 'Vorlick Lamp', { sales: 10, ficti: 5 });
    await add('exact', 'Vorlick', { sales: 0 });
    await add('closedShop', 'Vorlick From A Closed Shop', { sales: 99999, shop: closed });
    await add('offShelf', 'Vorlick Off Shelf', { sales: 99999, isShow: 0 });
    // The oldest of three equal sellers has the best reviews: it comes first of the three; the others newest first.
    await addReply(c.db, { productId: ids.desk!, merId, star: 5 });
  });

  const list = async (query: Record<string, string | number>) => {
    const res = await c.call<{ list: { id: number }[]; total: number; correctedKeyword?: string; suggestedKeyword?: string }>('GET', '/api/front/product/list', { query: { page: 1, limit: 20, ...query } });
    return res;
  };
  const search = async (keyword: string, more: Record<string, string | number> = {}) => {
    const res = await list({ keyword, ...more });
    expect(res.code, keyword).toBe(200);
    searchCorrection.strict.parse(res.data);
    return res.data;
  };
  const idsOf = (d: { list: { id: number }[] }) => d.list.map((p) => p.id);

  it('corrects a keyword that finds nothing and lists the corrected one', async () => {
    const d = await search('iphnoe');
    expect(d.correctedKeyword).toBe('iphone');
    expect(d.suggestedKeyword).toBeUndefined();
    expect(new Set(idsOf(d))).toEqual(new Set([ids.iphone1, ids.iphone2]));
    expect(d.total).toBe(2);

    const h = await search('hedphones');
    expect(h.correctedKeyword).toBe('headphones');
    expect(new Set(idsOf(h))).toEqual(new Set([ids.phones1, ids.phones2, ids.phones3]));
  });

  it('builds the same vocabulary on either database: the words of the visible products, with their counts', async () => {
    const products = await c.db.selectFrom('products').select(['storeName', 'keyword']).where('isDel', '=', 0).where('isShow', '=', 1).execute();
    const expected = new Map<string, number>();
    for (const p of products) for (const w of wordsOf(`${p.storeName} ${p.keyword}`)) expected.set(w, (expected.get(w) ?? 0) + 1);
    const stored = await c.db.selectFrom('searchWords').select(['word', 'n']).execute();
    expect(new Map(stored.map((r) => [r.word, Number(r.n)]))).toEqual(expected);
    expect(expected.get('หูฟังไร้สาย')).toBe(1);
    expect(expected.get('headphones')).toBe(3);
  });

  it('lists the typed keyword uncorrected with autocorrect=0 ("Search instead for")', async () => {
    const d = await search('iphnoe', { autocorrect: '0' });
    expect(d.total).toBe(0);
    expect(d.correctedKeyword).toBeUndefined();
    expect((await search('zorblat', { autocorrect: '0' })).suggestedKeyword).toBeUndefined();
    expect((await list({ keyword: 'iphnoe', autocorrect: 'no' })).code).toBe(400);
  });

  it('corrects each word of a multi-word keyword', async () => {
    const d = await search('wireles hedphones');
    expect(d.correctedKeyword).toBe('wireless headphones');
    expect(idsOf(d)).toEqual([ids.phones1]);
  });

  it('keeps the category narrowing when it corrects', async () => {
    const d = await search('hedphones', { cid: otherCate });
    expect(d.correctedKeyword).toBe('headphones');
    expect(idsOf(d)).toEqual([ids.phones3]);
  });

  it('offers "Did you mean" with the exact results when they are few', async () => {
    const d = await search('zorblat');
    expect(d.total).toBeLessThanOrEqual(FEW_RESULTS);
    expect(idsOf(d)).toEqual([ids.zorblat]);
    expect(d.suggestedKeyword).toBe('zorblax');
    expect(d.correctedKeyword).toBeUndefined();
  });

  it('says nothing when the keyword finds enough, or nothing close exists', async () => {
    const d = await search('zorblax');
    expect(d.total).toBe(4);
    expect(d.correctedKeyword).toBeUndefined();
    expect(d.suggestedKeyword).toBeUndefined();
    const none = await search('xylophrastic');
    expect(none.total).toBe(0);
    expect(none.correctedKeyword).toBeUndefined();
  });

  it('folds accents, case and width in the typo as search does', async () => {
    expect((await search('HÉDPHONES')).correctedKeyword).toBe('headphones');
    expect((await search('Iphnoe')).correctedKeyword).toBe('iphone');
    const wide = await search('ｈｅｄｐｈｏｎｅｓ');
    expect(wide.correctedKeyword).toBe('headphones');
    expect(wide.total).toBe(3);
  });

  it('keeps Chinese and Thai search exact, without corrections', async () => {
    const cjk = await search('耳机');
    expect(idsOf(cjk)).toEqual([ids.cjk]);
    expect(cjk.correctedKeyword).toBeUndefined();
    const thai = await search('หูฟัง');
    expect(idsOf(thai)).toEqual([ids.thai]);
    expect(thai.correctedKeyword).toBeUndefined();
    const noCjk = await search('耳朵机');
    expect(noCjk.total).toBe(0);
    expect(noCjk.correctedKeyword).toBeUndefined();
  });

  it("corrects to a merchant's new product's word at once, and forgets it when the product is taken down", async () => {
    expect((await search('glimerstone')).correctedKeyword).toBeUndefined();
    await add('fresh', 'Glimmerstone Vase');
    const d = await search('glimerstone');
    expect(d.correctedKeyword).toBe('glimmerstone');
    expect(idsOf(d)).toEqual([ids.fresh]);
    await c.db.updateTable('products').set({ isShow: 0 }).where('id', '=', ids.fresh!).execute();
    expect((await search('glimerstone')).correctedKeyword).toBeUndefined();
    await c.db.updateTable('products').set({ isShow: 1, storeName: 'Glimmerstone Bowl' }).where('id', '=', ids.fresh!).execute();
    expect((await search('bowll')).correctedKeyword).toBe('bowl');
    expect((await search('glimerstone')).correctedKeyword).toBe('glimmerstone');
    await c.db.deleteFrom('products').where('id', '=', ids.fresh!).execute();
    expect((await search('glimerstone')).correctedKeyword).toBeUndefined();
  });

  it('never draws a correction from an off-shelf product', async () => {
    const d = await search('marvelop');
    expect(d.total).toBe(0);
    expect(d.correctedKeyword).toBeUndefined();
  });

  it.each(['"', "iphnoe'", 'hedphones OR 1', 'NEAR(hedphones iphnoe)', '%', '_', '%%%_', '\\\\', 'hed\\phones', '😀🎧😀', '🎧hedphones', '^hedphones', 'col:hedphones', '-- ;drop'])(
    'answers the bad keyword %s with a list, never a failure',
    async (keyword) => {
      const res = await list({ keyword });
      expect(res.code).toBe(200);
      expect(Array.isArray(res.data.list)).toBe(true);
    },
  );

  const ranked = () => [ids.exact, ids.lamp, ids.desk, ids.chair, ids.stool, ids.blue, ids.grand, ids.super, ids.plain];

  it('ranks exact, prefix, word-start, other name and keyword-only matches in that order, then sales, rating and newest', async () => {
    const d = await search('vorlick');
    expect(idsOf(d)).toEqual(ranked());
    expect(d.total).toBe(9);
    expect((await search('VÖRLICK')).list.map((p) => p.id)).toEqual(ranked());
  });

  it('ranks the same way when a category or a price range narrows the list', async () => {
    expect(idsOf(await search('vorlick', { cid: cateId }))).toEqual(ranked());
    expect(idsOf(await search('vorlick', { minPrice: '1.00', maxPrice: '100.00' }))).toEqual(ranked());
  });

  it('follows sales as they change', async () => {
    await c.db.updateTable('products').set({ sales: 20 }).where('id', '=', ids.stool!).execute();
    expect(idsOf(await search('vorlick'))).toEqual([ids.exact, ids.stool, ids.lamp, ids.desk, ids.chair, ids.blue, ids.grand, ids.super, ids.plain]);
    await c.db.updateTable('products').set({ sales: 12 }).where('id', '=', ids.stool!).execute();
    expect(idsOf(await search('vorlick'))).toEqual(ranked());
  });

  it('pages through the ranked list with the same order', async () => {
    const first = await list({ keyword: 'vorlick', page: 1, limit: 4 });
    const second = await list({ keyword: 'vorlick', page: 2, limit: 4 });
    expect([...idsOf(first.data), ...idsOf(second.data)]).toEqual(ranked().slice(0, 8));
    expect(second.data.total).toBe(9);
  });

  it('never lists off-shelf products or the goods of a closed shop, whatever the sort', async () => {
    for (const more of [{}, { priceOrder: 'asc' }, { salesOrder: 'desc' }, { cid: cateId }] as Record<string, string | number>[]) {
      const d = await search('vorlick', more);
      expect(d.total).toBe(9);
      expect(idsOf(d)).not.toContain(ids.closedShop);
      expect(idsOf(d)).not.toContain(ids.offShelf);
    }
    expect((await search('closed shop')).total).toBe(0);
  });

  it('refuses a 2,000-character keyword with a clear 400', async () => {
    const res = await list({ keyword: 'hedphones'.repeat(223).slice(0, 2000) });
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/at most 64 characters/);
  });
});
