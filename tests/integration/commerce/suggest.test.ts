import { beforeAll, describe, expect, it, vi } from 'vitest';
import { commerceSuite } from './suite.js';
import { addCategory, addMerchant, addProduct } from '../../helpers/fixtures-catalog.js';
import { SUGGEST_LIMITS, SUGGEST_PATH, suggestAnswer } from '../../../shared/contract/suggest.js';

/**
 * Suggestions as you type (docs/api-extensions.md "Suggestions as you type", issue 28 requirement 1): a few
 * products, shops, categories and hot keywords under a prefix, names starting with it first, only products on
 * sale in open shops, category and keyword texts in the asked language, and any input answered, never a 500.
 */
describe('suggestions as you type', () => {
  const c = commerceSuite();
  const ids = {} as Record<string, number>;

  beforeAll(async () => {
    const open = await addMerchant(c.db, { name: 'Zephyr Audio House' });
    const closed = await addMerchant(c.db, { name: 'Zephyr Closed Shop', isShow: 0 });
    await addMerchant(c.db, { name: 'Home of Zephyr' });
    const top = await addCategory(c.db, { name: 'Zephyrware', level: 1 });
    await addCategory(c.db, { name: 'Hidden Zephyr Things', level: 1, isShow: 0 });
    ids.cat = await addCategory(c.db, { name: 'Headphones', pid: top, level: 2 });
    const cateId = ids.cat;
    const add = async (key: string, name: string, sales: number, extra: { keyword?: string; isShow?: number; isDel?: number; merId?: number; price?: number } = {}) => {
      ids[key] = await addProduct(c.db, { merId: extra.merId ?? open, cateId, name, keyword: extra.keyword ?? '', price: extra.price ?? 1999, sales, isShow: extra.isShow, isDel: extra.isDel });
    };
    // Contains-only matches that sell far more than the starts-with ones: ranking must still put starts-with first.
    for (let i = 0; i < 10; i++) await add(`inside${i}`, `Quiet Zephyrus Fan ${i}`, 1000 + i);
    await add('starts', 'Zephyrus Speaker', 5, { price: 4550 });
    await add('startsMore', 'Zephyrus Headset', 50);
    await add('keywordOnly', 'Plain Box', 9999, { keyword: 'zephyrus' });
    await add('offShelf', 'Zephyrus Off Shelf', 100000, { isShow: 0 });
    await add('deleted', 'Zephyrus Deleted', 100000, { isDel: 1 });
    await add('closedShop', 'Zephyrus From Closed Shop', 100000, { merId: closed });
    await add('thai', 'หูฟังไร้สาย Bluetooth', 3);
    await add('thaiBook', 'หนังสือเด็ก', 3);
    await add('chinese', '无线耳机 Pro', 4);
    await add('accent', 'Crème Brûlée Torch', 2);
    await c.db
      .insertInto('catalogueTexts')
      .values([
        { kind: 'category', source: 'Headphones', languageCode: 'en', text: 'Headphones' },
        { kind: 'category', source: 'Headphones', languageCode: 'th', text: 'หูฟัง' },
        { kind: 'keyword', source: 'zephyr deals', languageCode: 'en', text: 'zephyr deals' },
        { kind: 'keyword', source: 'zephyr deals', languageCode: 'th', text: 'ดีลหูฟัง' },
      ])
      .execute();
    for (const [sort, title] of [
      [3, 'zephyr deals'],
      [2, 'wireless'],
    ] as const) {
      await c.db.insertInto('groupData').values({ groupKey: 'hot_keywords', sort, value: JSON.stringify({ title }), status: 1 }).execute();
    }
  });

  const suggest = async (keyword: string, languageCode?: string) => {
    const res = await c.call('GET', SUGGEST_PATH, { query: { keyword, ...(languageCode ? { languageCode } : {}) } });
    expect(res.code).toBe(200);
    return suggestAnswer.strict.parse(res.data);
  };

  it('lists at most 8 products, names starting with the prefix first, then by sales', async () => {
    const a = await suggest('zephyrus');
    expect(a.products).toHaveLength(SUGGEST_LIMITS.products);
    expect(a.products.slice(0, 2).map((p) => p.id)).toEqual([ids.startsMore, ids.starts]);
    // Then names containing it, best sellers first; the keyword-only product ranks after every name match.
    expect(a.products.slice(2).map((p) => p.id)).toEqual([ids.inside9, ids.inside8, ids.inside7, ids.inside6, ids.inside5, ids.inside4]);
    const speaker = a.products.find((p) => p.id === ids.starts);
    expect(speaker).toMatchObject({ storeName: 'Zephyrus Speaker', price: '45.50' });
    expect(speaker?.image).toMatch(/^https?:\/\/.+\.svg$/);
  });

  it('never shows off-shelf or deleted products, nor products of a closed shop', async () => {
    const a = await suggest('zephyrus');
    const b = await suggest('zephyrus o');
    const shown = [...a.products, ...b.products].map((p) => p.id);
    for (const hidden of [ids.offShelf, ids.deleted, ids.closedShop]) expect(shown).not.toContain(hidden);
    // Taking a product off the shelf hides it at once, even while the best-seller list is older.
    await c.db.updateTable('products').set({ isShow: 0 }).where('id', '=', ids.startsMore!).execute();
    expect((await suggest('zephyrus')).products.map((p) => p.id)).not.toContain(ids.startsMore);
    await c.db.updateTable('products').set({ isShow: 1 }).where('id', '=', ids.startsMore!).execute();
    expect((await suggest('zephyrus')).products[0]?.id).toBe(ids.startsMore);
  });

  it('finds a product listed after the first answer (the index look, not only the best sellers)', async () => {
    await suggest('zephyrus');
    const id = await addProduct(c.db, { merId: (await c.db.selectFrom('merchants').select('id').where('name', '=', 'Zephyr Audio House').executeTakeFirstOrThrow()).id, cateId: ids.cat!, name: 'Quokka Lamp', price: 500 });
    expect((await suggest('quokka')).products.map((p) => p.id)).toEqual([id]);
    // Two letters inside a word: the trigrams starting with them, on both databases.
    expect((await suggest('ok')).products.map((p) => p.id)).toContain(id);
  });

  it('offers open shops (starting with the prefix first), shown categories and hot keywords', async () => {
    const a = await suggest('zeph');
    expect(a.shops.map((s) => s.name)).toEqual(['Zephyr Audio House', 'Home of Zephyr']);
    expect(a.categories.map((s) => s.name)).toEqual(['Zephyrware']);
    expect(a.keywords.map((k) => k.title)).toEqual(['zephyr deals']);
    expect(a.shops.length).toBeLessThanOrEqual(SUGGEST_LIMITS.shops);
  });

  it('matches and writes categories and hot keywords in the asked language', async () => {
    const th = await suggest('หูฟัง', 'th');
    expect(th.categories).toEqual([{ id: ids.cat, name: 'หูฟัง' }]);
    expect(th.products.map((p) => p.id)).toEqual([ids.thai]);
    expect((await suggest('ดีล', 'th')).keywords.map((k) => k.title)).toEqual(['ดีลหูฟัง']);
    // The same category typed as stored, read in Thai.
    expect((await suggest('headph', 'th')).categories).toEqual([{ id: ids.cat, name: 'หูฟัง' }]);
  });

  it('suggests from one character in Chinese and Thai, from two elsewhere, folding case, width and accents', async () => {
    expect((await suggest('无')).products.map((p) => p.id)).toEqual([ids.chinese]);
    expect((await suggest('ห')).products.map((p) => p.id)).toEqual(expect.arrayContaining([ids.thai, ids.thaiBook]));
    // Thai vowel signs are part of the word: "หู" finds หูฟัง, not หนังสือ.
    expect((await suggest('หู')).products.map((p) => p.id)).toEqual([ids.thai]);
    expect(await suggest('z')).toEqual({ products: [], shops: [], categories: [], keywords: [] });
    expect((await suggest('CRE')).products.map((p) => p.id)).toEqual([ids.accent]);
    expect((await suggest('ｃｒｅｍｅ')).products.map((p) => p.id)).toEqual([ids.accent]);
    expect((await suggest('  Crème  ')).products.map((p) => p.id)).toEqual([ids.accent]);
  });

  it.each([
    '"',
    'zephyrus OR 1',
    'NEAR(a b)',
    '*',
    '%%',
    '__',
    '\\\\',
    "a'b",
    'a"b',
    '😀🫖',
    '😀',
    'x'.repeat(2000),
    '"zephyrus" AND',
    '^zephyrus',
    'col:zephyrus',
    ':*',
    '& | !',
    '\u001f\u001f',
    '\u0000ab',
    '\uD800ab',
  ])('answers %j with suggestions or an empty list, never a failure', async (keyword) => {
    const a = await suggest(keyword);
    expect(a.products.length).toBeLessThanOrEqual(SUGGEST_LIMITS.products);
  });

  it('treats % and _ as text, not wildcards', async () => {
    expect((await suggest('%%')).products).toEqual([]);
    expect((await suggest('__')).shops).toEqual([]);
  });

  it('answers invalid UTF-8 and a missing keyword with an empty list', async () => {
    const raw = await fetch(`${c.url}${SUGGEST_PATH}?keyword=%FF%FEzz`);
    expect(raw.status).toBe(200);
    const body = (await raw.json()) as { code: number; data: unknown };
    expect(body.code).toBe(200);
    suggestAnswer.strict.parse(body.data);
    const none = await c.call('GET', SUGGEST_PATH);
    expect(none).toMatchObject({ code: 200, data: { products: [], shops: [], categories: [], keywords: [] } });
  });

  it('shows a new category once the kept texts are 30 s old, without making that keystroke wait for the re-read', async () => {
    expect((await suggest('quokka')).categories).toEqual([]);
    const id = await addCategory(c.db, { name: 'Quokka Gear', level: 1 });
    // Kept: a console edit is not read on every keystroke.
    expect((await suggest('quokka')).categories).toEqual([]);
    const later = Date.now() + 31_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      // The keystroke that finds the texts old is answered from them at once; the new ones are read behind it.
      expect((await suggest('quokka')).categories).toEqual([]);
      await vi.waitFor(async () => expect((await suggest('quokka')).categories).toEqual([{ id, name: 'Quokka Gear' }]));
    } finally {
      clock.mockRestore();
    }
  });

  it('drops a shop the moment it closes, though shop names are kept between keystrokes', async () => {
    const before = await suggest('zeph');
    const home = before.shops.find((s) => s.name === 'Home of Zephyr');
    expect(home).toBeDefined();
    await c.db.updateTable('merchants').set({ isShow: 0 }).where('id', '=', home!.id).execute();
    try {
      expect((await suggest('zeph')).shops.map((s) => s.name)).toEqual(['Zephyr Audio House']);
    } finally {
      await c.db.updateTable('merchants').set({ isShow: 1 }).where('id', '=', home!.id).execute();
    }
    expect((await suggest('zeph')).shops.map((s) => s.name)).toEqual(['Zephyr Audio House', 'Home of Zephyr']);
  });
});
