import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { commerceSuite } from './suite.js';
import { cartList } from '../../../shared/contract/cart.js';
import { CATALOGUE_TRANSLATIONS, ROW_LANGUAGES } from '../../../server/commerce/seed/translations/catalogue.js';
import { CATALOGUE_TEXT_KINDS, type CatalogueTextKind } from '../../../server/commerce/catalogue-texts/kinds.js';
import { loadDictionary, translateAnswer } from '../../../server/commerce/catalogue-texts/translate.js';

/**
 * Catalogue texts in the shopper's language (docs/api-extensions.md "Catalogue texts in the shopper's
 * language", issue 26 requirement 3): the demo catalogue's categories, specs, units, guarantees, banners and
 * hot keywords read in the language a front call names with `languageCode`, ids stay the same in every
 * language, and a missing translation falls back to the stored text for that text only.
 */

type Lang = (typeof ROW_LANGUAGES)[number];
/** The demo translation of one stored text. */
function tr(kind: CatalogueTextKind, en: string, lang: Lang): string {
  const row = CATALOGUE_TRANSLATIONS[kind].find((r) => r[0] === en);
  if (!row) throw new Error(`no demo translation for ${kind} "${en}"`);
  return row[1 + ROW_LANGUAGES.indexOf(lang)]!;
}

interface Node {
  name: string;
  childList?: Node[] | null;
}
const names = (tree: Node[]): string[] => tree.flatMap((n) => [n.name, ...names(n.childList ?? [])]);

interface Detail {
  productInfo: { unitName: string };
  productAttr: { attrName: string; attrValues: string }[];
  productValue: Record<string, { id: number; sku: string; attrValue: string }>;
  guaranteeList: { name: string; content: string }[];
}

describe('catalogue texts in the shopper language', () => {
  const c = commerceSuite({ seed: 'always' });
  let productId: number;

  const tree = async (languageCode?: string) => (await c.call<Node[]>('GET', '/api/front/product/category', { query: languageCode ? { languageCode } : {} })).data;
  const detail = async (languageCode: string) => (await c.call<Detail>('GET', `/api/front/product/detail/${productId}`, { query: { languageCode } })).data;

  beforeAll(async () => {
    // A product with two specs whose values are words (a colour and a size), so values and SKU names both show.
    const attrs = await c.db.selectFrom('productAttrs').select(['productId', 'attrName']).where('isDel', '=', 0).execute();
    const byProduct = new Map<number, string[]>();
    for (const a of attrs) byProduct.set(a.productId, [...(byProduct.get(a.productId) ?? []), a.attrName]);
    productId = [...byProduct].find(([, n]) => n.includes('Color') && n.includes('Size'))![0];
  });

  it('has every stored category, spec, unit, guarantee, banner and hot keyword text of the demo in all six languages', async () => {
    const rows = await c.db.selectFrom('catalogueTexts').select(['kind', 'source', 'languageCode']).execute();
    const have = new Set(rows.map((r) => `${r.kind}|${r.source}|${r.languageCode}`));
    const stored: [CatalogueTextKind, string][] = [
      ...(await c.db.selectFrom('categories').select('name').execute()).map((r) => ['category', r.name] as [CatalogueTextKind, string]),
      ...(await c.db.selectFrom('productAttrs').select(['attrName', 'attrValues']).execute()).flatMap((r) => [
        ['specName', r.attrName] as [CatalogueTextKind, string],
        ...r.attrValues.split(',').filter((v) => /[a-z]{2}/.test(v) && !/^\d/.test(v)).map((v) => ['specValue', v] as [CatalogueTextKind, string]),
      ]),
      ...(await c.db.selectFrom('products').select('unitName').execute()).map((r) => ['unit', r.unitName] as [CatalogueTextKind, string]),
      ...(await c.db.selectFrom('guarantees').select(['name', 'content']).execute()).flatMap((r) => [['guarantee', r.name], ['guarantee', r.content]] as [CatalogueTextKind, string][]),
    ];
    const missing = [...new Set(stored.map(([k, s]) => `${k}|${s}`))].flatMap((ks) => ['en', ...ROW_LANGUAGES].filter((l) => !have.has(`${ks}|${l}`)).map((l) => `${ks}|${l}`));
    expect(missing).toEqual([]);
    // Spec values are joined by commas into SKU names: a translation holding one would split a SKU.
    for (const kind of CATALOGUE_TEXT_KINDS.filter((k) => k === 'specValue' || k === 'specName')) {
      for (const row of CATALOGUE_TRANSLATIONS[kind]) expect(row.filter((t) => t.includes(',')), row[0]).toEqual([]);
    }
  });

  it('answers the category tree, all three levels, in the language asked for, and as stored without one', async () => {
    const en = await tree();
    expect(await tree('en')).toEqual(en);
    expect(await tree('xx')).toEqual(en);
    for (const lang of ROW_LANGUAGES) {
      const got = names(await tree(lang));
      expect(got).toEqual(names(en).map((n) => tr('category', n, lang)));
    }
    // The browser's tag for Lao names the marketplace's "lao".
    expect(names(await tree('lo'))).toEqual(names(await tree('lao')));
    expect(names(await tree('th'))).toContain('หูฟัง');
  });

  it('answers a goods page with spec names, values, SKU names, unit and guarantees in the language, ids unchanged', async () => {
    const en = await detail('en');
    const fr = await detail('fr');
    expect(fr.productAttr.map((a) => a.attrName)).toEqual(en.productAttr.map((a) => tr('specName', a.attrName, 'fr')));
    expect(fr.productAttr.find((a) => a.attrName === 'Couleur')).toBeDefined();
    const color = en.productAttr.find((a) => a.attrName === 'Color')!;
    expect(fr.productAttr.find((a) => a.attrName === 'Couleur')!.attrValues).toBe(color.attrValues.split(',').map((v) => tr('specValue', v, 'fr')).join(','));
    expect(fr.productInfo.unitName).toBe(tr('unit', en.productInfo.unitName, 'fr'));
    expect(fr.guaranteeList.map((g) => [g.name, g.content])).toEqual(en.guaranteeList.map((g) => [tr('guarantee', g.name, 'fr'), tr('guarantee', g.content, 'fr')]));
    // Each SKU keeps its id, and its name is its translated values, so the goods page matches a choice to it.
    const enIds = Object.values(en.productValue).map((v) => v.id);
    expect(Object.values(fr.productValue).map((v) => v.id)).toEqual(enIds);
    const frValues = new Set(fr.productAttr.flatMap((a) => a.attrValues.split(',')));
    for (const [key, v] of Object.entries(fr.productValue)) {
      expect(v.sku).toBe(key);
      expect(key.split(',').every((x) => frValues.has(x))).toBe(true);
      expect(Object.keys(JSON.parse(v.attrValue) as object)).toEqual(fr.productAttr.map((a) => a.attrName));
    }
  });

  it('adds a SKU chosen in Thai to the cart and reads the cart in English and in Thai', async () => {
    const th = await detail('th');
    const en = await detail('en');
    const [thName, sku] = Object.entries(th.productValue)[0]!;
    const enName = Object.entries(en.productValue).find(([, v]) => v.id === sku.id)![0];
    expect(thName).not.toBe(enName);
    const shopper = await c.createUser();
    const saved = await c.call('POST', '/api/front/cart/save', { token: shopper.token, body: [{ productId, productAttrUnique: sku.id, cartNum: 1 }] });
    expect(saved.code).toBe(200);
    const read = async (languageCode: string) =>
      cartList.strict.parse((await c.call('GET', '/api/front/cart/list', { token: shopper.token, query: { isValid: true, languageCode } })).data).flatMap((g) => g.cartInfoList);
    const inEnglish = await read('en');
    expect(inEnglish).toHaveLength(1);
    expect(inEnglish[0]).toMatchObject({ productAttrUnique: String(sku.id), suk: enName });
    expect((await read('th'))[0]).toMatchObject({ productAttrUnique: String(sku.id), suk: thName });
  });

  it('answers the home page banners, activities and hot keywords in the language', async () => {
    const pc = async (languageCode: string) => JSON.stringify((await c.call('GET', '/api/pc/home/index', { query: { languageCode } })).data);
    const [en, zh] = [await pc('en'), await pc('zh-CN')];
    for (const text of ['Summer audio sale', 'Best sellers', 'Just landed in the marketplace']) {
      if (!en.includes(text)) continue;
      expect(zh).not.toContain(text);
      expect(zh).toContain(tr('banner', text, 'zh-CN'));
    }
    const keywords = async (languageCode: string) => (await c.call<{ title: string }[]>('GET', '/api/front/search/keyword', { query: { languageCode } })).data.map((k) => k.title);
    const stored = await keywords('en');
    expect(stored).toContain('headphones');
    expect(await keywords('lao')).toEqual(stored.map((k) => tr('keyword', k, 'lao')));
  });

  it('finds with a translated hot keyword what the stored keyword finds', async () => {
    const total = async (query: Record<string, string>) => (await c.call<{ total: number }>('GET', '/api/front/product/list', { query })).data.total;
    const stored = await total({ keyword: 'headphones' });
    expect(stored).toBeGreaterThan(0);
    expect(await total({ keyword: 'หูฟัง', languageCode: 'th' })).toBe(stored);
    expect(await total({ keyword: 'Auriculares', languageCode: 'es' })).toBe(await total({ keyword: 'Headphones' }));
  });

  it('falls back to the stored text for a missing translation only, and logs the missing text once', async () => {
    await c.db.deleteFrom('catalogueTexts').where('kind', '=', 'category').where('source', '=', 'Fiction').where('languageCode', '=', 'es').execute();
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const answer = [{ name: 'Fiction' }, { name: 'Non-fiction' }];
    for (let i = 0; i < 3; i += 1) {
      const d = await loadDictionary({ ...c.ctx, log }, 'es');
      expect(translateAnswer(d, answer)).toEqual([{ name: 'Fiction' }, { name: 'No ficción' }]);
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toEqual({ languageCode: 'es', kind: 'category', source: 'Fiction' });
    // Over HTTP: that one name as stored, every other one in Spanish.
    const es = names(await tree('es'));
    const en = names(await tree('en'));
    expect(es).toEqual(en.map((n) => (n === 'Fiction' ? 'Fiction' : tr('category', n, 'es'))));
  });
});
