import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { addCategory, addMerchant, addMerchantProductCategory, addProduct, addReply } from '../../helpers/fixtures-catalog.js';
import { consoleToken } from '../../helpers/shopcare-console.js';
import { FACETS_PATH, FACET_MAX_VALUES, TOO_MANY_FACET_VALUES, encodeSpecPick, facetParams, facetsAnswer, type FacetSelection, type SpecPick } from '../../../shared/contract/facets.js';
import { MERCHANT_PRODUCT_PATHS } from '../../../shared/contract/admin-product.js';

/**
 * Facets with counts (docs/api-extensions.md "Facets with counts", issue 28 requirement 2): spec values, shops,
 * rating, price bands and in-stock, each counted over the list's own query with the facet's own selection left
 * out; values of one facet widen, different facets narrow; off-shelf, deleted and closed-shop products never count.
 */
describe('facets with counts', () => {
  const c = commerceSuite();
  const ids = {} as Record<string, number>;
  let [leaf, other, shopA, shopB] = [0, 0, 0, 0];

  beforeAll(async () => {
    const top = await addCategory(c.db, { name: 'Wear', level: 1 });
    const mid = await addCategory(c.db, { name: 'Tops', level: 2, pid: top });
    leaf = await addCategory(c.db, { name: 'Shirts', level: 3, pid: mid });
    other = await addCategory(c.db, { name: 'Mugs', level: 3, pid: mid });
    const otherTop = await addCategory(c.db, { name: 'Kitchen', level: 1 });
    const otherMid = await addCategory(c.db, { name: 'Cups', level: 2, pid: otherTop });
    const elsewhere = await addCategory(c.db, { name: 'Tumblers', level: 3, pid: otherMid });
    shopA = await addMerchant(c.db, { name: 'Alpha Tees' });
    shopB = await addMerchant(c.db, { name: 'Beta Basics' });
    const closed = await addMerchant(c.db, { name: 'Closed Cottons', isShow: 0 });
    const add = async (key: string, f: { merId: number; price: number; attrs: [string, string[]][]; cateId?: number; isShow?: number; isDel?: number }) => {
      ids[key] = await addProduct(c.db, { name: `Facet ${key}`, keyword: 'facetword', cateId: f.cateId ?? leaf, merId: f.merId, price: f.price, attrs: f.attrs, isShow: f.isShow, isDel: f.isDel });
    };
    await add('p1', { merId: shopA, price: 1000, attrs: [['Colour', ['Red', 'Blue']], ['Size', ['S', 'M']]] });
    await add('p2', { merId: shopA, price: 2500, attrs: [['Colour', ['Red']], ['Size', ['L']]] });
    await add('p3', { merId: shopB, price: 5500, attrs: [['Colour', ['Blue']], ['Size', ['M']]] });
    await add('p4', { merId: shopB, price: 9900, attrs: [['Colour', ['50% Navy: dark']], ['Material', ['Cotton']]] });
    await add('mug', { merId: shopA, price: 800, cateId: other, attrs: [['Colour', ['Red']]] });
    await add('elsewhere', { merId: shopA, price: 800, cateId: elsewhere, attrs: [['Colour', ['Red']]] });
    await add('offShelf', { merId: shopA, price: 1000, attrs: [['Colour', ['Red']]], isShow: 0 });
    await add('deleted', { merId: shopA, price: 1000, attrs: [['Colour', ['Red']]], isDel: 1 });
    await add('closedShop', { merId: closed, price: 1000, attrs: [['Colour', ['Red']]] });
    // p3 is sold out; p1 averages 5 stars, p2 3.5 (the card shows 3.5), mug exactly 4.
    await c.db.updateTable('products').set({ stock: 0 }).where('id', '=', ids.p3!).execute();
    for (const star of [5, 5]) await addReply(c.db, { productId: ids.p1!, merId: shopA, star });
    for (const star of [4, 3]) await addReply(c.db, { productId: ids.p2!, merId: shopA, star });
    await addReply(c.db, { productId: ids.mug!, merId: shopA, star: 4 });
    await addReply(c.db, { productId: ids.p3!, merId: shopB, star: 1, isDel: 1 });
    await c.db
      .insertInto('catalogueTexts')
      .values([
        { kind: 'specName', source: 'Colour', languageCode: 'en', text: 'Colour' },
        { kind: 'specName', source: 'Colour', languageCode: 'th', text: 'สี' },
        { kind: 'specValue', source: 'Red', languageCode: 'en', text: 'Red' },
        { kind: 'specValue', source: 'Red', languageCode: 'th', text: 'แดง' },
      ])
      .execute();
  });

  const sel = (over: Partial<FacetSelection> = {}): FacetSelection => ({ specs: [], merIds: [], inStock: false, ...over });
  type Query = Record<string, string | number>;
  const facets = async (query: Query) => {
    const r = await c.call('GET', FACETS_PATH, { query });
    expect(r.code, r.message).toBe(200);
    return facetsAnswer.strict.parse(r.data);
  };
  const list = async (query: Query) => {
    const r = await c.call<{ total: number; list: { id: number }[] }>('GET', '/api/front/product/list', { query: { limit: 50, ...query } });
    expect(r.code, r.message).toBe(200);
    return { total: r.data.total, ids: r.data.list.map((p) => p.id).sort((a, b) => a - b) };
  };
  const inCat = (s: FacetSelection, extra: Query = {}): Query => ({ cid: leaf, ...facetParams(s), ...extra });
  const counts = (a: Awaited<ReturnType<typeof facets>>, attr: string) => Object.fromEntries(a.specs.find((s) => s.attr === attr)?.values.map((v) => [v.value, v.count]) ?? []);
  const byId = (...keys: string[]) => keys.map((k) => ids[k]!).sort((a, b) => a - b);

  it('counts each spec value, shop, rating, band and in-stock over the category, only on-sale products of open shops', async () => {
    const a = await facets(inCat(sel()));
    expect(a.total).toBe(4);
    expect(counts(a, 'Colour')).toEqual({ Red: 2, Blue: 2, '50% Navy: dark': 1 });
    expect(counts(a, 'Size')).toEqual({ S: 1, M: 2, L: 1 });
    expect(counts(a, 'Material')).toEqual({ Cotton: 1 });
    // Most common first, ties by value.
    expect(a.specs.find((s) => s.attr === 'Colour')!.values.slice(0, 2)).toEqual([
      { value: 'Blue', label: 'Blue', count: 2, selected: false },
      { value: 'Red', label: 'Red', count: 2, selected: false },
    ]);
    expect(a.shops).toEqual([
      { id: shopA, name: 'Alpha Tees', count: 2, selected: false },
      { id: shopB, name: 'Beta Basics', count: 2, selected: false },
    ]);
    expect(a.ratings).toEqual([
      { min: 4, count: 1, selected: false },
      { min: 3, count: 2, selected: false },
    ]);
    expect(a.inStock).toEqual({ count: 3, selected: false });
    // Bands cover 10.00–99.00 with round edges; every product falls in exactly one.
    expect(a.priceBands.reduce((s, b) => s + b.count, 0)).toBe(4);
    expect(a.priceBands[0]!.minPrice).toBe('0.00');
    expect((await list({ cid: leaf })).total).toBe(4);
  });

  it('ORs values of one spec and ANDs different facets, in the list and in the counts', async () => {
    const red: SpecPick = { name: 'Colour', value: 'Red' };
    const blue: SpecPick = { name: 'Colour', value: 'Blue' };
    const m: SpecPick = { name: 'Size', value: 'M' };
    expect((await list(inCat(sel({ specs: [red] })))).ids).toEqual(byId('p1', 'p2'));
    expect((await list(inCat(sel({ specs: [red, blue] })))).ids).toEqual(byId('p1', 'p2', 'p3'));
    expect((await list(inCat(sel({ specs: [red, blue, m] })))).ids).toEqual(byId('p1', 'p3'));
    expect((await list(inCat(sel({ specs: [red, blue, m], merIds: [shopB] })))).ids).toEqual(byId('p3'));
    expect((await list(inCat(sel({ specs: [red, blue], inStock: true })))).ids).toEqual(byId('p1', 'p2'));
    expect((await list(inCat(sel({ minRating: 4 })))).ids).toEqual(byId('p1'));
    expect((await list(inCat(sel({ minRating: 3 })))).ids).toEqual(byId('p1', 'p2'));

    const a = await facets(inCat(sel({ specs: [red, m] })));
    expect(a.total).toBe(1);
    // Colour's own pick is left out of Colour's counts: the Colour values among size M products.
    expect(counts(a, 'Colour')).toEqual({ Red: 1, Blue: 2 });
    expect(counts(a, 'Size')).toEqual({ S: 1, M: 1, L: 1 });
    expect(a.specs.find((s) => s.attr === 'Colour')!.values.find((v) => v.value === 'Red')!.selected).toBe(true);
  });

  it('every count is the list total with that value taken (the facet list and the product list never disagree)', async () => {
    const selections: FacetSelection[] = [
      sel(),
      sel({ specs: [{ name: 'Colour', value: 'Red' }] }),
      sel({ specs: [{ name: 'Colour', value: 'Blue' }, { name: 'Size', value: 'M' }], inStock: true }),
      sel({ merIds: [shopA], minRating: 3 }),
      sel({ specs: [{ name: 'Size', value: 'L' }, { name: 'Size', value: 'S' }], merIds: [shopA, shopB] }),
    ];
    for (const s of selections) {
      for (const extra of [{}, { keyword: 'facetword' }, { minPrice: '5.00', maxPrice: '60.00' }] as Query[]) {
        const a = await facets(inCat(s, extra));
        expect(a.total).toBe((await list(inCat(s, extra))).total);
        for (const spec of a.specs) {
          for (const v of spec.values) {
            // Taking the value in place of its spec's current picks.
            const taken = sel({ ...s, specs: [...s.specs.filter((p) => p.name !== spec.attr), { name: spec.attr, value: v.value }] });
            expect((await list(inCat(taken, extra))).total, `${JSON.stringify(s)} ${spec.attr}=${v.value}`).toBe(v.count);
          }
        }
        for (const shop of a.shops) expect((await list(inCat({ ...s, merIds: [shop.id] }, extra))).total).toBe(shop.count);
        for (const r of a.ratings) expect((await list(inCat({ ...s, minRating: r.min as 3 | 4 }, extra))).total).toBe(r.count);
        expect((await list(inCat({ ...s, inStock: true }, extra))).total).toBe(a.inStock.count);
        for (const b of a.priceBands) expect((await list(inCat(s, { ...extra, minPrice: b.minPrice, maxPrice: b.maxPrice }))).total).toBe(b.count);
      }
    }
  });

  it('a spec value with a colon, a percent sign and spaces survives the address', async () => {
    const pick = { name: 'Colour', value: '50% Navy: dark' };
    expect(encodeSpecPick(pick)).toBe('Colour:50%25%20Navy%3A%20dark');
    expect((await list(inCat(sel({ specs: [pick] })))).ids).toEqual(byId('p4'));
  });

  it('ignores values the catalogue does not have, and shops that are closed or unknown', async () => {
    const all = await list(inCat(sel()));
    expect(await list(inCat(sel({ specs: [{ name: 'Colour', value: 'Purple' }] })))).toEqual(all);
    expect(await list(inCat(sel({ specs: [{ name: 'Flavour', value: 'Red' }], merIds: [999_999] })))).toEqual(all);
    expect((await list(inCat(sel({ specs: [{ name: 'Colour', value: 'Purple' }, { name: 'Colour', value: 'Red' }] })))).ids).toEqual(byId('p1', 'p2'));
    expect((await list({ cid: leaf, spec: 'no-colon,%E0%A4,:x,Colour:' })).total).toBe(4);
    const a = await facets(inCat(sel({ specs: [{ name: 'Colour', value: 'Purple' }] })));
    expect(a.total).toBe(4);
    expect(a.specs.flatMap((s) => s.values).some((v) => v.selected)).toBe(false);
  });

  it(`refuses more than ${FACET_MAX_VALUES} values with a clear code 400, on the list and on the facets`, async () => {
    const many = Array.from({ length: 500 }, (_, i) => encodeSpecPick({ name: 'Colour', value: `Shade ${i}` })).join(',');
    for (const path of ['/api/front/product/list', FACETS_PATH]) {
      const r = await c.call('GET', path, { query: { cid: leaf, spec: many } });
      expect(r).toMatchObject({ code: 400, message: TOO_MANY_FACET_VALUES, data: null });
      const ids500 = Array.from({ length: 500 }, (_, i) => i + 1).join(',');
      expect(await c.call('GET', path, { query: { merIds: ids500 } })).toMatchObject({ code: 400, message: TOO_MANY_FACET_VALUES });
    }
    const exactly = Array.from({ length: FACET_MAX_VALUES }, (_, i) => encodeSpecPick({ name: 'Colour', value: `Shade ${i}` })).join(',');
    expect((await c.call('GET', FACETS_PATH, { query: { cid: leaf, spec: exactly } })).code).toBe(200);
  });

  it('writes labels in the asked language and keeps the stored value for the filter', async () => {
    const a = await facets(inCat(sel(), { languageCode: 'th' }));
    const colour = a.specs.find((s) => s.attr === 'Colour')!;
    expect(colour.label).toBe('สี');
    expect(colour.values.find((v) => v.value === 'Red')!.label).toBe('แดง');
    expect(counts(a, 'Size')).toEqual({ S: 1, M: 2, L: 1 });
  });

  it("a merchant's new product, once on sale, is in the facets at once; an edit and taking it off sale follow", async () => {
    const owner = await consoleToken(c, shopB);
    const shopCat = await addMerchantProductCategory(c.db, { merId: shopB, name: 'Shirts' });
    const body = {
      image: '/crmebimage/public/product/20260101/main.png',
      sliderImage: JSON.stringify(['/crmebimage/public/product/20260101/s1.png']),
      storeName: 'Facet Teal Shirt',
      storeInfo: 'New in',
      keyword: 'facetword',
      cateId: String(shopCat),
      unitName: 'piece',
      specType: true,
      attr: [{ attrName: 'Colour', attrValues: 'Teal' }],
      attrValue: [{ stock: 5, price: '30.00', otPrice: '40.00', cost: '10.00', image: '', weight: 0.2, volume: 0, attrValue: JSON.stringify({ Colour: 'Teal' }) }],
      content: '<p>Teal</p>',
      postage: '0.00',
      brandId: 0,
      categoryId: leaf,
    };
    const saved = await c.call('POST', MERCHANT_PRODUCT_PATHS.save, { token: owner, body });
    expect(saved.code, saved.message).toBe(200);
    const teal = { name: 'Colour', value: 'Teal' };
    expect(counts(await facets(inCat(sel())), 'Colour').Teal).toBe(1);
    const id = (await c.db.selectFrom('products').select('id').where('storeName', '=', 'Facet Teal Shirt').executeTakeFirstOrThrow()).id;
    expect((await list(inCat(sel({ specs: [teal] })))).ids).toEqual([id]);

    // Its spec list edited through the same write path: the old value leaves the facets, the new one arrives.
    await c.db.updateTable('productAttrs').set({ attrValues: 'Teal Green' }).where('productId', '=', id).execute();
    const afterEdit = counts(await facets(inCat(sel())), 'Colour');
    expect(afterEdit.Teal).toBeUndefined();
    expect(afterEdit['Teal Green']).toBe(1);

    await c.db.updateTable('products').set({ isShow: 0 }).where('id', '=', id).execute();
    expect(counts(await facets(inCat(sel())), 'Colour')['Teal Green']).toBeUndefined();
  });
});
