import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { commerceSuite } from './suite.js';
import { addCategory, addMerchant, addProduct, addReply } from '../../helpers/fixtures-catalog.js';
import { startCommerce, type CommerceHandle } from '../../../server/commerce/server.js';
import { catalogRead } from '../../../server/commerce/catalog-read.js';
import { catalogueIndex } from '../../../server/commerce/catalog/catalogue-index.js';
import { productFacets } from '../../../server/commerce/catalog/facets.js';
import { listProducts } from '../../../server/commerce/catalog/products.js';
import { platformCategoryBranch } from '../../../server/commerce/catalog/categories.js';
import { facetSelectionOf, knownSelection } from '../../../server/commerce/catalog/facet-filter.js';
import { productListQuery } from '../../../server/commerce/catalog/query.js';
import { rng } from '../../../server/commerce/seed/random.js';
import { facetParams } from '../../../shared/contract/facets.js';
import type { CommerceContext } from '../../../server/commerce/context.js';

/**
 * The in-memory catalogue (catalog/catalogue-index.ts, docs/adr/0014) answers facet counts and facet-narrowed
 * lists; SQL is the definition. Every query below is answered both ways and must agree exactly, on a random
 * catalogue and after each of a run of random edits (prices, stock, sales, shelf, deletion, shops closing and
 * opening, spec edits, reviews, renames, new products), on this process and on a second process over the same
 * database that learns of the edits only from the change log (migration 029).
 */
describe('the in-memory catalogue agrees with SQL, across edits and processes', () => {
  const c = commerceSuite();
  let second: CommerceHandle;
  const r = rng(28);
  const COLOURS = ['Red', 'Blue', 'Green', 'Black'];
  const SIZES = ['S', 'M', 'L'];
  const WORDS = ['Lantern', 'Kettle', 'Scarf', 'Teapot'];
  const shops: number[] = [];
  const products: { id: number; merId: number }[] = [];
  let top = 0;
  let leaves: number[] = [];

  const addOne = async (n: number) => {
    const merId = r.pick(shops);
    const attrs: [string, string[]][] = [['Colour', [...new Set([r.pick(COLOURS), r.pick(COLOURS)])]]];
    if (r.chance(0.7)) attrs.push(['Size', [r.pick(SIZES)]]);
    const id = await addProduct(c.db, {
      merId,
      name: `${r.pick(WORDS)} ${r.pick(['Classic', 'Oak', 'Linen'])} ${n}`,
      keyword: r.chance(0.3) ? r.pick(WORDS).toLowerCase() : '',
      cateId: r.pick(leaves),
      price: r.int(1, 60) * 250,
      sales: r.int(0, 5),
      sort: r.int(0, 3),
      attrs,
    });
    if (r.chance(0.3)) await c.db.updateTable('products').set({ stock: 0 }).where('id', '=', id).execute();
    products.push({ id, merId });
  };

  beforeAll(async () => {
    top = await addCategory(c.db, { name: 'Home', level: 1 });
    const mid = await addCategory(c.db, { name: 'Living', level: 2, pid: top });
    leaves = [await addCategory(c.db, { name: 'Lamps', level: 3, pid: mid }), await addCategory(c.db, { name: 'Textiles', level: 3, pid: mid })];
    for (const name of ['Nordlicht', 'Casa Verde', 'Lotus Home']) shops.push(await addMerchant(c.db, { name }));
    for (let n = 0; n < 80; n++) await addOne(n);
    // Every relevance tier for "kettle", the best seller in the lowest: ranking by sales alone would put it first.
    for (const [name, keyword, sales] of [['Kettle', '', 0], ['Steelkettle Pro', '', 1], ['Copper pot', 'kettle', 900]] as const) {
      const id = await addProduct(c.db, { merId: shops[0]!, name, keyword, cateId: leaves[0]!, price: 4_000, sales, attrs: [['Colour', ['Red']]] });
      products.push({ id, merId: shops[0]! });
    }
    // Text folded by each database's own rule (accents, case, width, scripts without spaces), which the in-memory
    // text must match as FTS5 and storefront_fold do.
    for (const [name, keyword] of [['Café Crème Kettle', 'théière'], ['ÉCLAIR Tin', 'Kuchen, GRÜN'], ['蓝牙音箱 68号', '音箱'], ['กาต้มน้ำ ไฟฟ้า', ''], ['Ｆｕｌｌ Width Lamp', 'straße']] as const) {
      const id = await addProduct(c.db, { merId: shops[1]!, name, keyword, cateId: leaves[1]!, price: 2_500, sales: 3, attrs: [['Colour', ['Blue']]] });
      products.push({ id, merId: shops[1]! });
    }
    for (const p of products) if (r.chance(0.4)) await addReply(c.db, { productId: p.id, merId: p.merId, star: r.int(1, 5) });
    second = await startCommerce(c.config, { host: '127.0.0.1', port: 0, seed: 'never', logger: false });
  });
  afterAll(async () => {
    await second?.close();
  });

  type Query = Record<string, string | number>;
  const queries = (): Query[] => [
    { cid: top },
    { cid: leaves[0]!, salesOrder: 'desc' },
    { cid: top, ...facetParams({ specs: [{ name: 'Colour', value: 'Red' }, { name: 'Colour', value: 'Blue' }, { name: 'Size', value: 'M' }], merIds: [], inStock: false }), priceOrder: 'asc' },
    { cid: top, ...facetParams({ specs: [{ name: 'Size', value: 'L' }], merIds: [shops[0]!, shops[2]!], inStock: true }), minPrice: '10.00', maxPrice: '90.00', priceOrder: 'desc' },
    { cid: top, minRating: 3, ...facetParams({ specs: [{ name: 'Colour', value: 'Green' }], merIds: [shops[1]!], inStock: false }), salesOrder: 'asc' },
    { keyword: 'kettle', priceOrder: 'asc' },
    { keyword: 'lantern', ...facetParams({ specs: [{ name: 'Colour', value: 'Black' }], merIds: [], inStock: true }), minPrice: '5.00', salesOrder: 'desc' },
    { keyword: 'oak', cid: leaves[1]!, minRating: 4, priceOrder: 'asc' },
    { keyword: 'sc', priceOrder: 'asc' },
    // The search page's default, relevance order, narrowed by facets, a range or a category.
    { keyword: 'kettle', ...facetParams({ specs: [{ name: 'Colour', value: 'Red' }], merIds: [], inStock: false }) },
    { keyword: 'linen', cid: top, minPrice: '20.00' },
    { keyword: 'oak', minRating: 3 },
    { keyword: 'kettle', cid: top },
    // The whole catalogue's keyword list, answered from the text in memory: relevance, sorted, several words,
    // keywords only, two characters, and folded text.
    { keyword: 'kettle' },
    { keyword: 'oak', salesOrder: 'desc' },
    { keyword: 'lantern classic' },
    { keyword: 'Oak 1' },
    { keyword: 'teapot', priceOrder: 'desc' },
    { keyword: 'ke' },
    { keyword: 'cafe' },
    { keyword: 'CRÈME' },
    { keyword: 'eclair' },
    { keyword: 'grün' },
    { keyword: '音箱' },
    { keyword: '蓝牙' },
    { keyword: 'ต้มน้ำ' },
    { keyword: 'ｆｕｌｌ' },
    { keyword: 'full' },
    { keyword: 'strasse' },
  ];

  let checks = 0;
  async function expectAgreement(ctx: CommerceContext, label: string) {
    const read = catalogRead(ctx);
    const index = await catalogueIndex(read);
    expect(index, `${label}: the index answers`).toBeDefined();
    // Every other check reads each keyword afresh from the words' postings (built before the edits), the others
    // patch the kept keyword sets with the changed products only: both must hold.
    if (checks++ % 2 === 1) index!.keywords.clear();
    for (const query of queries()) {
      const f = productListQuery.parse(query);
      const sel = await knownSelection(read, facetSelectionOf(query));
      const what = `${label} ${JSON.stringify(query)}`;
      expect(await productFacets(read, f, sel, 'en'), what).toEqual(await productFacets(read, f, sel, 'en', false));
      const cateIds = f.cid !== undefined ? await platformCategoryBranch(read, f.cid) : undefined;
      for (const page of [{ page: 1, limit: 7, offset: 0 }, { page: 3, limit: 7, offset: 14 }]) {
        const viaIndex = await listProducts(read, f, { cateIds, facets: sel }, page);
        const viaSql = await listProducts(read, f, { cateIds, facets: sel, sqlOnly: true }, page);
        expect({ total: viaIndex.total, ids: viaIndex.list.map((p) => p.id) }, what).toEqual({ total: viaSql.total, ids: viaSql.list.map((p) => p.id) });
      }
    }
  }

  it('answers every query as SQL does, then after each random edit, on both processes', async () => {
    await expectAgreement(c.ctx, 'start');
    await expectAgreement(second.ctx, 'start, second process');
    const edits: [string, () => Promise<unknown>][] = [
      ['price', () => c.db.updateTable('products').set({ price: r.int(1, 60) * 250 }).where('id', '=', r.pick(products).id).execute()],
      ['stock', () => c.db.updateTable('products').set({ stock: r.int(0, 3) }).where('id', '=', r.pick(products).id).execute()],
      ['sales', () => c.db.updateTable('products').set({ sales: r.int(0, 50) }).where('id', '=', r.pick(products).id).execute()],
      ['shelf', () => c.db.updateTable('products').set({ isShow: r.chance(0.5) ? 0 : 1 }).where('id', '=', r.pick(products).id).execute()],
      ['delete', () => c.db.updateTable('products').set({ isDel: 1 }).where('id', '=', r.pick(products).id).execute()],
      ['shop', () => c.db.updateTable('merchants').set({ isShow: r.chance(0.5) ? 0 : 1 }).where('id', '=', r.pick(shops)).execute()],
      ['category', () => c.db.updateTable('products').set({ cateId: r.pick(leaves) }).where('id', '=', r.pick(products).id).execute()],
      ['spec', () => c.db.updateTable('productAttrs').set({ attrValues: `${r.pick(COLOURS)},${r.pick(COLOURS)}` }).where('productId', '=', r.pick(products).id).where('attrName', '=', 'Colour').execute()],
      ['review', async () => {
        const p = r.pick(products);
        return addReply(c.db, { productId: p.id, merId: p.merId, star: r.int(1, 5) });
      }],
      ['rename', () => c.db.updateTable('products').set({ storeName: `${r.pick(WORDS)} renamed ${r.int(1, 999)}` }).where('id', '=', r.pick(products).id).execute()],
      ['new', () => addOne(1000 + products.length)],
      // A listed kettle renamed to something else: the words it held must no longer find it.
      ['rename away', async () => {
        const listed = await c.db
          .selectFrom('products')
          .innerJoin('merchants', 'merchants.id', 'products.merId')
          .select('products.id')
          .where('products.storeName', 'like', '%Kettle%')
          .where('products.isShow', '=', 1)
          .where('products.isDel', '=', 0)
          .where('merchants.isShow', '=', 1)
          .orderBy('products.id')
          .executeTakeFirst();
        expect(listed, 'a listed kettle to rename').toBeDefined();
        return c.db.updateTable('products').set({ storeName: `Scarf renamed ${r.int(1, 999)}`, keyword: '' }).where('id', '=', listed!.id).execute();
      }],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [name, edit] of edits) {
        await edit();
        await expectAgreement(c.ctx, `after ${name} (round ${round})`);
        await expectAgreement(second.ctx, `after ${name} (round ${round}), second process`);
      }
    }
  }, 120_000);

  it('logs each change once with the product it names, and prunes nothing a reader needs', async () => {
    const p = products[0]!;
    // On sale in an open shop in the Home branch, whatever the random edits above left.
    await c.db.updateTable('products').set({ isShow: 1, isDel: 0, cateId: leaves[0]! }).where('id', '=', p.id).execute();
    await c.db.updateTable('merchants').set({ isShow: 1 }).where('id', '=', p.merId).execute();
    const before = Number((await sql<{ n: number }>`select max(seq) as n from catalogue_changes`.execute(c.db)).rows[0]?.n ?? 0);
    await c.db.updateTable('products').set({ price: 123_400 }).where('id', '=', p.id).execute();
    // A page view is not a catalogue change.
    await c.db.updateTable('products').set({ browse: 99 }).where('id', '=', p.id).execute();
    const rows = await sql<{ productId: number; textChange: number }>`select product_id, text_change from catalogue_changes where seq > ${before} order by seq`.execute(c.db);
    expect(rows.rows.map((x) => [Number(x.productId), Number(x.textChange)])).toEqual([[p.id, 0]]);
    const a = await productFacets(catalogRead(second.ctx), productListQuery.parse({ cid: top }), facetSelectionOf({}), 'en');
    expect(a.priceBands.some((b) => Number(b.maxPrice) >= 1234)).toBe(true);
  });
});
