import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { addCategory, addProduct, addShop } from '../../helpers/fixtures-orders.js';

/** Keyword search: the database's own machinery, accent- and case-insensitive, relevance first, never a 500. */
describe('keyword search', () => {
  let c: TestCommerce;
  const ids = {} as Record<'creme' | 'kettle' | 'tagged' | 'long' | 'thai', number>;
  beforeAll(async () => {
    c = await startTestCommerce();
    const merId = await addShop(c.db);
    const cateId = await addCategory(c.db);
    for (const [key, storeName, keyword] of [
      ['creme', 'Crème Brûlée Kit', 'dessert'],
      ['kettle', 'Steel Kettle', 'kitchen'],
      ['tagged', 'Blue Mug', 'kettle companion'],
      ['long', 'Travel Kettle With A Very Long Name', ''],
      ['thai', 'ชาไทย Tea', 'ชา'],
    ] as const) {
      const id = (await addProduct(c.db, merId, [{ price: 1000, stock: 5 }], { name: storeName, cateId })).id;
      await c.db.updateTable('products').set({ keyword }).where('id', '=', id).execute();
      ids[key] = id;
    }
  });
  afterAll(async () => c?.close());

  const search = async (keyword: string) => {
    const res = await c.call<{ list: { id: number }[]; total: number }>('GET', '/api/front/product/list', { query: { keyword, page: 1, limit: 20 } });
    return res;
  };

  it('matches regardless of case and accents', async () => {
    expect((await search('creme brulee')).data.list.map((p) => p.id)).toEqual([ids.creme]);
    expect((await search('CRÈME')).data.list.map((p) => p.id)).toEqual([ids.creme]);
  });

  it('puts the most relevant products first: name matches before keyword matches', async () => {
    const found = (await search('kettle')).data.list.map((p) => p.id);
    expect(new Set(found)).toEqual(new Set([ids.kettle, ids.long, ids.tagged]));
    expect(found.indexOf(ids.tagged)).toBe(2);
  });

  it('finds short CJK/Thai terms and follows edits to a product name', async () => {
    expect((await search('ชา')).data.list.map((p) => p.id)).toContain(ids.thai);
    await c.db.updateTable('products').set({ storeName: 'Copper Kettle' }).where('id', '=', ids.long).execute();
    expect((await search('copper')).data.list.map((p) => p.id)).toEqual([ids.long]);
    expect((await search('travel kettle')).data.total).toBe(0);
  });

  it.each(['"', 'kettle OR 1', 'NEAR(a b)', '*', '%', '_', '\\\\', 'a"b', '😀🫖', 'x'.repeat(64), '"kettle" AND', '^kettle', '-', 'col:kettle'])(
    'answers %s with results or an empty list, never a failure',
    async (keyword) => {
      const res = await search(keyword);
      expect(res.code).toBe(200);
      expect(Array.isArray(res.data.list)).toBe(true);
    },
  );
});
