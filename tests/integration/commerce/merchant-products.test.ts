import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import {
  adminProductPage,
  MERCHANT_PRODUCT_PATHS as PATH,
  PRODUCT_RULES,
  PRODUCT_TAB,
  productTabsHeaders,
  storeProductCategoryList,
  storeProductInfo,
} from '../../../shared/contract/admin-product.js';
import { sensitiveMethodLogPage } from '../../../shared/contract/admin.js';
import { consoleToken } from '../../helpers/shopcare-console.js';
import { addCategory, addMerchant, addMerchantProductCategory } from '../../helpers/fixtures-catalog.js';
import { addAddress } from '../../helpers/fixtures-orders.js';

const PIC = (n: string) => `/crmebimage/public/product/20260101/${n}.png`;

type Body = Record<string, unknown>;

/** Two specs × three values: the six SKUs of the matrix, each with its own figures. */
function matrix(colours: string[], sizes: string[], stock = 10) {
  return colours.flatMap((colour) => sizes.map((size) => ({ stock, price: '19.90', otPrice: '29.90', cost: '8.00', image: '', weight: 0.35, volume: 0, attrValue: JSON.stringify({ Colour: colour, Size: size }) })));
}

describe('merchant console: catalogue (docs/api-extensions.md "Catalogue")', () => {
  const c = commerceSuite();
  // Set once by beforeAll: the platform tree's leaf and its parent, two shops, a category of each, their owners.
  let [leaf, branch, shop1, shop2, shopCat1, shopCat2] = [0, 0, 0, 0, 0, 0];
  let [owner1, owner2] = ['', ''];

  const get = (token: string, path: string, query?: Record<string, string | number>) => c.call('GET', path, { token, ...(query ? { query } : {}) });
  const post = (token: string, path: string, body?: unknown) => c.call('POST', path, { token, body });

  function product(name: string, over: Body = {}): Body {
    return {
      image: PIC('main'),
      sliderImage: JSON.stringify([PIC('s1'), PIC('s2')]),
      storeName: name,
      storeInfo: 'A light shell for wet trails',
      keyword: 'jacket, shell',
      cateId: String(shopCat1),
      unitName: 'piece',
      specType: true,
      attr: [
        { attrName: 'Colour', attrValues: 'Red,Blue' },
        { attrName: 'Size', attrValues: 'S,M,L' },
      ],
      attrValue: matrix(['Red', 'Blue'], ['S', 'M', 'L']),
      content: '<p>Warm <strong>and</strong> dry</p><img src=x onerror=alert(1)><script>alert(1)</script>',
      postage: '5.00',
      brandId: 0,
      categoryId: leaf,
      ...over,
    };
  }

  /** Saves a product as the shop's owner and answers its id (the newest product of the shop with that name). */
  async function create(token: string, name: string, over: Body = {}): Promise<number> {
    const r = await post(token, PATH.save, product(name, over));
    expect(r.code, r.message).toBe(200);
    const row = await c.db.selectFrom('products').select('id').where('storeName', '=', name).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return row.id;
  }

  const info = async (token: string, id: number) => {
    const r = await get(token, `${PATH.info}/${id}`);
    expect(r.code, r.message).toBe(200);
    return storeProductInfo.strict.parse(r.data);
  };
  const tabs = async (token: string) => Object.fromEntries(productTabsHeaders.strict.parse((await get(token, PATH.tabsHeaders)).data).map((t) => [t.type, t.count]));
  const shopperSearch = async (keyword: string) => {
    const r = await c.call<{ list: { id: number }[] }>('GET', '/api/front/product/list', { query: { keyword } });
    expect(r.code, r.message).toBe(200);
    return r.data!.list.map((p) => p.id);
  };
  /** The body of an update: the form as loaded, changed by `over`. */
  const asLoaded = (p: ReturnType<typeof storeProductInfo.strict.parse>, over: Body = {}): Body => ({
    ...product(p.storeName),
    id: p.id,
    version: p.version,
    attrValue: p.attrValue.map((v) => ({ id: v.id, stock: v.stock, sales: v.sales, price: v.price, otPrice: v.otPrice, cost: v.cost, image: '', weight: v.weight, volume: v.volume, attrValue: v.attrValue })),
    ...over,
  });

  beforeAll(async () => {
    const top = await addCategory(c.db, { name: 'Outdoor', level: 1 });
    branch = await addCategory(c.db, { name: 'Clothing', level: 2, pid: top });
    leaf = await addCategory(c.db, { name: 'Jackets', level: 3, pid: branch });
    shop1 = await addMerchant(c.db, { name: 'Trail Co' });
    shop2 = await addMerchant(c.db, { name: 'Other Co' });
    shopCat1 = await addMerchantProductCategory(c.db, { merId: shop1, name: 'Shells' });
    shopCat2 = await addMerchantProductCategory(c.db, { merId: shop2, name: 'Other' });
    owner1 = await consoleToken(c, shop1);
    owner2 = await consoleToken(c, shop2);
  });

  it('creates a product with 2 specs × 3 values: six SKUs, a clean description, and shoppers find it at once', async () => {
    const id = await create(owner1, 'Quokka Trail Jacket');
    const p = await info(owner1, id);
    expect(p).toMatchObject({ storeName: 'Quokka Trail Jacket', specType: true, categoryId: leaf, cateId: String(shopCat1), postage: '5.00', isShow: true, isRecycle: false, version: 1 });
    expect(p.attr.map((a) => [a.attrName, a.attrValues])).toEqual([['Colour', 'Red,Blue'], ['Size', 'S,M,L']]);
    expect(p.attrValue.map((v) => v.suk).sort()).toEqual(['Blue,L', 'Blue,M', 'Blue,S', 'Red,L', 'Red,M', 'Red,S']);
    expect(p.attrValue.every((v) => v.price === '19.90' && v.cost === '8.00' && v.stock === 10 && v.weight === 0.35 && v.image.endsWith(PIC('main')))).toBe(true);
    expect(p.content).toBe('<p>Warm <strong>and</strong> dry</p>');
    expect(JSON.parse(p.sliderImage)).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/crmebimage\/public\/product\/20260101\/s1\.png$/), expect.stringMatching(/s2\.png$/)]);

    const row = await c.db.selectFrom('products').select(['stock', 'price', 'otPrice']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ stock: 60, price: 1990, otPrice: 2990 });
    expect(await shopperSearch('quokka')).toContain(id);
    const inCategory = await c.call<{ list: { id: number }[] }>('GET', '/api/front/product/list', { query: { cid: leaf } });
    expect(inCategory.data!.list.map((x) => x.id)).toContain(id);

    const list = adminProductPage.strict.parse((await get(owner1, PATH.list, { type: PRODUCT_TAB.onSale, keywords: 'Quokka', page: 1, limit: 10 })).data);
    expect(list.list.map((x) => x.id)).toEqual([id]);
    expect(list.list[0]).toMatchObject({ price: '19.90', stock: 60, isShow: true, cateId: String(shopCat1), categoryId: leaf });
    const byShopCategory = adminProductPage.strict.parse((await get(owner1, PATH.list, { type: PRODUCT_TAB.onSale, cateId: String(shopCat1) })).data);
    expect(byShopCategory.list.map((x) => x.id)).toContain(id);
    const byPlatformBranch = adminProductPage.strict.parse((await get(owner1, PATH.list, { type: PRODUCT_TAB.onSale, categoryId: branch })).data);
    expect(byPlatformBranch.list.map((x) => x.id)).toContain(id);

    const log = sensitiveMethodLogPage.strict.parse((await get(owner1, '/api/admin/merchant/log/sensitive/list')).data);
    expect(log.list[0]).toMatchObject({ description: 'Add product', method: 'merchant:product:save', methodType: 'add' });
    expect(JSON.parse(log.list[0]!.changes)).toMatchObject({ storeName: { after: 'Quokka Trail Jacket' } });
  });

  it('counts each tab: on sale, off shelf, sold out, recycle bin', async () => {
    const before = await tabs(owner1);
    expect(Object.keys(before).map(Number)).toEqual([1, 2, 3, 5]);
    await create(owner1, 'Tab On Sale');
    const off = await create(owner1, 'Tab Off Shelf');
    expect((await get(owner1, `${PATH.offShell}/${off}`)).code).toBe(200);
    await create(owner1, 'Tab Sold Out', { attrValue: matrix(['Red', 'Blue'], ['S', 'M', 'L'], 0) });
    const bin = await create(owner1, 'Tab Recycled');
    expect((await get(owner1, `${PATH.delete}/${bin}`, { type: 'recycle' })).code).toBe(200);
    const after = await tabs(owner1);
    // The sold-out product is still on sale (A's tabs overlap); the recycled one has left the others.
    expect(after).toEqual({ 1: before[1]! + 2, 2: before[2]! + 1, 3: before[3]! + 1, 5: before[5]! + 1 });
    const soldOut = adminProductPage.strict.parse((await get(owner1, PATH.list, { type: PRODUCT_TAB.soldOut })).data);
    expect(soldOut.list.map((x) => x.storeName)).toContain('Tab Sold Out');
    expect((await get(owner1, PATH.list, { type: 4 })).code).toBe(400);
  });

  it('refuses a save made against an older version with code 409, and changes nothing', async () => {
    const id = await create(owner1, 'Version Vest');
    const first = await info(owner1, id);
    const second = await info(owner1, id);
    expect((await post(owner1, PATH.update, asLoaded(first, { storeName: 'Version Vest II' }))).code).toBe(200);
    const stale = await post(owner1, PATH.update, asLoaded(second, { storeName: 'Version Vest III' }));
    expect(stale.code).toBe(409);
    expect(stale.message).toMatch(/changed by someone else/);
    const now = await info(owner1, id);
    expect(now).toMatchObject({ storeName: 'Version Vest II', version: 2 });
    expect((await post(owner1, PATH.update, { ...asLoaded(now), version: undefined })).code).toBe(400);
    // A shelf change raises the version too, so a form opened before it must reload.
    expect((await get(owner1, `${PATH.offShell}/${id}`)).code).toBe(200);
    expect((await post(owner1, PATH.update, asLoaded(now))).code).toBe(409);
  });

  it('applies a stock edit against what sold while the form was open, and keeps SKU ids', async () => {
    const id = await create(owner1, 'Delta Fleece');
    const loaded = await info(owner1, id);
    const sku = loaded.attrValue.find((v) => v.suk === 'Red,M')!;
    // A shopper buys 3 of that SKU after the merchant opened the form.
    const shopper = await c.createUser({ balance: 100_000 });
    const addressId = await addAddress(c.db, shopper.uid);
    const pre = await c.call<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', { token: shopper.token, body: { preOrderType: 'buyNow', orderDetails: [{ productId: id, attrValueId: sku.id, productNum: 3 }] } });
    expect(pre.code, pre.message).toBe(200);
    const order = await c.call('POST', '/api/front/order/create', { token: shopper.token, body: { preOrderNo: pre.data!.preOrderNo, addressId, payType: 'yue', payChannel: 'pc' } });
    expect(order.code, order.message).toBe(200);

    // The merchant sets 20 on the form that showed 10 and 0 sold: 3 have gone since, so 17 remain to sell.
    const body = asLoaded(loaded);
    (body.attrValue as Body[]).find((v) => v.id === sku.id)!.stock = 20;
    expect((await post(owner1, PATH.update, body)).code).toBe(200);
    const after = await info(owner1, id);
    const edited = after.attrValue.find((v) => v.suk === 'Red,M')!;
    expect(edited).toMatchObject({ id: sku.id, stock: 17, sales: 3 });
    expect(after.attrValue.map((v) => v.id).sort()).toEqual(loaded.attrValue.map((v) => v.id).sort());
    const row = await c.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.stock).toBe(17 + 5 * 10);

    // A figure below what sold since ends at zero, never below.
    const again = await info(owner1, id);
    const low = asLoaded(again);
    const lowSku = (low.attrValue as Body[]).find((v) => v.id === sku.id)!;
    lowSku.stock = 2;
    lowSku.sales = 0;
    expect((await post(owner1, PATH.update, low)).code).toBe(200);
    expect((await info(owner1, id)).attrValue.find((v) => v.id === sku.id)!.stock).toBe(0);

    // Dropping a size retires its SKUs; the rest keep their ids.
    const third = await info(owner1, id);
    const smaller = asLoaded(third, {
      attr: [
        { attrName: 'Colour', attrValues: 'Red,Blue' },
        { attrName: 'Size', attrValues: 'S,M' },
      ],
    });
    smaller.attrValue = (smaller.attrValue as Body[]).filter((v) => !String(v.attrValue).includes('"L"'));
    expect((await post(owner1, PATH.update, smaller)).code).toBe(200);
    const four = (await info(owner1, id)).attrValue;
    expect(four.map((v) => v.suk).sort()).toEqual(['Blue,M', 'Blue,S', 'Red,M', 'Red,S']);
    expect(four.find((v) => v.suk === 'Red,M')!.id).toBe(sku.id);
  });

  it('never oversells when shoppers buy while the merchant saves: the new figure counts every unit sold since the form loaded', async () => {
    const id = await create(owner1, 'Race Rucksack', { specType: false, attr: [], attrValue: [{ stock: 6, price: '49.00', attrValue: '' }] });
    const loaded = await info(owner1, id);
    const sku = loaded.attrValue[0]!;
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const u = await c.createUser({ balance: 100_000 });
        return { token: u.token, addressId: await addAddress(c.db, u.uid) };
      }),
    );
    const pres = await Promise.all(
      buyers.map(async (b) => {
        const r = await c.call<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', { token: b.token, body: { preOrderType: 'buyNow', orderDetails: [{ productId: id, attrValueId: sku.id, productNum: 1 }] } });
        expect(r.code, r.message).toBe(200);
        return r.data!.preOrderNo;
      }),
    );
    const body = asLoaded(loaded, { specType: false, attr: [] });
    (body.attrValue as Body[])[0]!.stock = 10;
    const [saved, ...orders] = await Promise.all([
      post(owner1, PATH.update, body),
      ...buyers.map((b, i) => c.call('POST', '/api/front/order/create', { token: b.token, body: { preOrderNo: pres[i]!, addressId: b.addressId, payType: 'yue', payChannel: 'pc' } })),
    ]);
    expect(saved.code, saved.message).toBe(200);
    const sold = orders.filter((o) => o.code === 200).length;
    expect(orders.filter((o) => o.code !== 200).every((o) => /out of stock/.test(o.message))).toBe(true);
    const row = await c.db.selectFrom('productAttrValues').select(['stock', 'sales']).where('id', '=', sku.id).executeTakeFirstOrThrow();
    // Whatever the order of events, the merchant's 10 is what remains to sell plus what sold since the form loaded.
    expect(row.sales).toBe(sold);
    expect(row.stock + row.sales).toBe(10);
    const product = await c.db.selectFrom('products').select(['stock', 'sales']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(product.stock).toBe(row.stock);
  });

  it('takes a product off the shelf: gone from shopper search, and carts holding it show it invalid', async () => {
    const id = await create(owner1, 'Wombat Rain Poncho');
    const p = await info(owner1, id);
    const shopper = await c.createUser();
    expect((await c.call('POST', '/api/front/cart/save', { token: shopper.token, body: [{ productId: id, productAttrUnique: p.attrValue[0]!.id, cartNum: 1 }] })).code).toBe(200);
    expect(await shopperSearch('wombat')).toContain(id);

    expect((await get(owner1, `${PATH.offShell}/${id}`)).code).toBe(200);
    expect(await shopperSearch('wombat')).not.toContain(id);
    const lines = async (isValid: boolean) => {
      const r = await c.call<{ cartInfoList: { productId: number; attrStatus: boolean }[] }[]>('GET', '/api/front/cart/list', { token: shopper.token, query: { isValid } });
      return r.data!.flatMap((g) => g.cartInfoList).filter((l) => l.productId === id);
    };
    expect(await lines(true)).toEqual([]);
    expect(await lines(false)).toEqual([expect.objectContaining({ productId: id, attrStatus: false })]);
    expect((await c.call('GET', `/api/front/product/detail/${id}`)).code).not.toBe(200);

    expect((await get(owner1, `${PATH.putOnShell}/${id}`)).code).toBe(200);
    expect(await shopperSearch('wombat')).toContain(id);
    expect(await lines(true)).toHaveLength(1);
  });

  it('keeps the recycle bin rules: delete for good only from the bin, restore into the warehouse', async () => {
    const id = await create(owner1, 'Binned Beanie');
    const forGood = await get(owner1, `${PATH.delete}/${id}`, { type: 'delete' });
    expect(forGood.code).toBe(500);
    expect(forGood.message).toMatch(/recycle bin/);
    expect((await get(owner1, `${PATH.delete}/${id}`, { type: 'shred' })).code).toBe(400);

    expect((await get(owner1, `${PATH.delete}/${id}`)).code).toBe(200);
    expect(await info(owner1, id)).toMatchObject({ isRecycle: true, isShow: false });
    expect(await shopperSearch('binned')).not.toContain(id);
    const shelve = await get(owner1, `${PATH.putOnShell}/${id}`);
    expect(shelve.code).toBe(500);
    expect(shelve.message).toMatch(/Restore/);

    expect((await get(owner1, `${PATH.restore}/${id}`)).code).toBe(200);
    expect(await info(owner1, id)).toMatchObject({ isRecycle: false, isShow: false });
    const warehouse = adminProductPage.strict.parse((await get(owner1, PATH.list, { type: PRODUCT_TAB.offShelf, keywords: 'binned' })).data);
    expect(warehouse.list.map((x) => x.id)).toEqual([id]);
    expect((await get(owner1, `${PATH.restore}/${id}`)).code).toBe(500);

    expect((await get(owner1, `${PATH.delete}/${id}`, { type: 'recycle' })).code).toBe(200);
    expect((await get(owner1, `${PATH.delete}/${id}`, { type: 'delete' })).code).toBe(200);
    const gone = await get(owner1, `${PATH.info}/${id}`);
    expect(gone).toMatchObject({ code: 500, message: 'Product not found' });
    const bin = adminProductPage.strict.parse((await get(owner1, PATH.list, { type: PRODUCT_TAB.recycleBin, keywords: 'binned' })).data);
    expect(bin.list).toEqual([]);
    const log = sensitiveMethodLogPage.strict.parse((await get(owner1, '/api/admin/merchant/log/sensitive/list')).data);
    expect(log.list[0]).toMatchObject({ description: 'Delete product for good', method: 'merchant:product:delete' });
  });

  it('manages the shop\'s own categories: add, nest, rename, reorder, and delete only when empty', async () => {
    expect((await post(owner1, PATH.categoryAdd, { pid: 0, name: 'Hats', sort: 5 })).code).toBe(200);
    expect((await post(owner1, PATH.categoryAdd, { pid: 0, name: 'Boots', sort: 9 })).code).toBe(200);
    let cats = storeProductCategoryList.strict.parse((await get(owner1, PATH.categoryList)).data);
    const hats = cats.find((x) => x.name === 'Hats')!;
    const boots = cats.find((x) => x.name === 'Boots')!;
    expect(cats.every((x) => x.merId === shop1)).toBe(true);
    expect(cats.findIndex((x) => x.id === hats.id)).toBeLessThan(cats.findIndex((x) => x.id === boots.id));

    expect((await post(owner1, PATH.categoryAdd, { pid: hats.id, name: 'Beanies', sort: 1 })).code).toBe(200);
    expect((await post(owner1, PATH.categoryAdd, { pid: shopCat2, name: 'Sneaky', sort: 1 })).code).toBe(400);
    // Reordered and renamed.
    expect((await post(owner1, PATH.categoryUpdate, { id: boots.id, pid: 0, name: 'Walking boots', sort: 1 })).code).toBe(200);
    cats = storeProductCategoryList.strict.parse((await get(owner1, PATH.categoryList)).data);
    expect(cats.findIndex((x) => x.name === 'Walking boots')).toBeLessThan(cats.findIndex((x) => x.id === hats.id));
    const beanies = cats.find((x) => x.name === 'Beanies')!;
    expect(beanies.pid).toBe(hats.id);

    const held = await create(owner1, 'Held Hat', { cateId: String(beanies.id) });
    expect(storeProductCategoryList.strict.parse((await get(owner1, PATH.categoryList)).data).find((x) => x.id === beanies.id)!.productCount).toBe(1);
    const refused = await post(owner1, `${PATH.categoryDelete}/${beanies.id}`);
    expect(refused.code).toBe(500);
    expect(refused.message).toMatch(/still holds 1 product/);
    expect((await post(owner1, `${PATH.categoryDelete}/${hats.id}`)).message).toMatch(/sub-categories/);
    const moved = asLoaded(await info(owner1, held), { cateId: String(shopCat1) });
    expect((await post(owner1, PATH.update, moved)).code).toBe(200);
    expect((await post(owner1, `${PATH.categoryDelete}/${beanies.id}`)).code).toBe(200);
    expect((await post(owner1, `${PATH.categoryDelete}/${hats.id}`)).code).toBe(200);
    expect((await post(owner1, `${PATH.categoryShow}/${boots.id}`)).code).toBe(200);
    cats = storeProductCategoryList.strict.parse((await get(owner1, PATH.categoryList)).data);
    expect(cats.find((x) => x.id === boots.id)!.isShow).toBe(false);
    expect(cats.some((x) => x.id === hats.id || x.id === beanies.id)).toBe(false);
    expect((await post(owner1, PATH.categoryAdd, { pid: 0, name: '', sort: 1 })).message).toBe('The category name is required');
    expect((await post(owner1, PATH.categoryAdd, { pid: 0, name: 'X', sort: 10_000 })).message).toBe('sort is 0 to 9999');
  });

  it('refuses out-of-limit input with a clear code-400 message', async () => {
    const cases: [Body, RegExp][] = [
      [{ storeName: 'x'.repeat(PRODUCT_RULES.storeName + 1) }, /name is at most 128 characters/],
      [{ storeName: '   ' }, /name is required/],
      [{ attrValue: matrix(['Red', 'Blue'], ['S', 'M', 'L']).map((v, i) => (i === 0 ? { ...v, price: '1.999' } : v)) }, /price must be an amount with at most two decimals/],
      [{ attrValue: matrix(['Red', 'Blue'], ['S', 'M', 'L']).map((v, i) => (i === 0 ? { ...v, price: '0.00' } : v)) }, /price must be at least 0.01/],
      [{ attrValue: matrix(['Red', 'Blue'], ['S', 'M', 'L']).map((v, i) => (i === 0 ? { ...v, price: '1000000.00' } : v)) }, /price must be at most 999999.99/],
      [{ attrValue: matrix(['Red', 'Blue'], ['S', 'M', 'L']).map((v, i) => (i === 0 ? { ...v, stock: -1 } : v)) }, /stock must be a whole number from 0/],
      [{ attrValue: matrix(['Red', 'Blue'], ['S', 'M', 'L']).map((v, i) => (i === 0 ? { ...v, stock: 1.5 } : v)) }, /stock must be a whole number from 0/],
      [{ attrValue: matrix(['Red', 'Blue'], ['S', 'M']) }, /The specs make 6 SKUs; 4 were sent/],
      [{ attrValue: matrix(['Red', 'Green'], ['S', 'M', 'L']) }, /"Green" is not a value of spec "Colour"/],
      [{ sliderImage: JSON.stringify(Array.from({ length: 11 }, (_, i) => PIC(`s${i}`))) }, /At most 10 slider pictures/],
      [{ image: 'https://evil.test/x.png' }, /main picture must be a picture uploaded to this shop/],
      [{ image: 'javascript:alert(1)' }, /main picture must be a picture uploaded to this shop/],
      [{ categoryId: branch }, /third level/],
      [{ cateId: String(shopCat2) }, /shop categories of this shop/],
      [{ specType: false }, /single-spec product has one spec/],
      [{ postage: '-1.00' }, /postage must be at least 0.00/],
    ];
    for (const [over, message] of cases) {
      const r = await post(owner1, PATH.save, product('Limit Probe', over));
      expect(r.code, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(r.message).toMatch(message);
    }
    expect(await c.db.selectFrom('products').select('id').where('storeName', '=', 'Limit Probe').execute()).toEqual([]);

    // A single-spec product: one SKU, no values.
    const single = await create(owner1, 'Single Scarf', { specType: false, attr: [], attrValue: [{ stock: 4, price: '9.50', attrValue: '' }] });
    expect((await info(owner1, single)).attrValue).toEqual([expect.objectContaining({ suk: '', stock: 4, price: '9.50', otPrice: '0.00' })]);
  });

  it('checks every call\'s permission on the service: staff without it get 403', async () => {
    const clerk = await consoleToken(c, shop1, ['merchant:product:page:list']);
    const id = await create(owner1, 'Permission Parka');
    expect((await get(clerk, PATH.list, { type: PRODUCT_TAB.onSale })).code).toBe(200);
    const refused: [string, () => Promise<{ code: number }>][] = [
      ['tabs', () => get(clerk, PATH.tabsHeaders)],
      ['info', () => get(clerk, `${PATH.info}/${id}`)],
      ['save', () => post(clerk, PATH.save, product('Clerk Coat'))],
      ['update', () => post(clerk, PATH.update, { id, version: 1 })],
      ['up', () => get(clerk, `${PATH.putOnShell}/${id}`)],
      ['down', () => get(clerk, `${PATH.offShell}/${id}`)],
      ['delete', () => get(clerk, `${PATH.delete}/${id}`)],
      ['restore', () => get(clerk, `${PATH.restore}/${id}`)],
      ['categories', () => get(clerk, PATH.categoryList)],
      ['category add', () => post(clerk, PATH.categoryAdd, { pid: 0, name: 'Nope', sort: 0 })],
      ['category delete', () => post(clerk, `${PATH.categoryDelete}/${shopCat1}`)],
    ];
    for (const [name, call] of refused) expect((await call()).code, name).toBe(403);
    for (const path of [PATH.list, PATH.tabsHeaders, `${PATH.info}/${id}`]) expect((await c.call('GET', path)).code).toBe(401);
    expect((await info(owner1, id)).isShow).toBe(true);
  });

  it('lets no shop reach another shop\'s products or categories, by any id', async () => {
    const id = await create(owner1, 'Guarded Gilet');
    const p = await info(owner1, id);
    const notFound = { code: 500, message: 'Product not found' };
    expect(await get(owner2, `${PATH.info}/${id}`)).toMatchObject(notFound);
    expect(await post(owner2, PATH.update, { ...asLoaded(p, { storeName: 'Stolen', cateId: String(shopCat2) }) })).toMatchObject(notFound);
    for (const path of [PATH.offShell, PATH.putOnShell, PATH.delete, PATH.restore]) expect(await get(owner2, `${path}/${id}`)).toMatchObject(notFound);
    expect(await get(owner2, `${PATH.delete}/${id}`, { type: 'delete' })).toMatchObject(notFound);
    const list = adminProductPage.strict.parse((await get(owner2, PATH.list, { type: PRODUCT_TAB.onSale, keywords: 'Guarded' })).data);
    expect(list.list).toEqual([]);
    expect(await info(owner1, id)).toEqual(p);

    const catNotFound = { code: 500, message: 'Category not found' };
    expect(await post(owner2, PATH.categoryUpdate, { id: shopCat1, pid: 0, name: 'Stolen', sort: 0 })).toMatchObject(catNotFound);
    expect(await post(owner2, `${PATH.categoryDelete}/${shopCat1}`)).toMatchObject(catNotFound);
    expect(await post(owner2, `${PATH.categoryShow}/${shopCat1}`)).toMatchObject(catNotFound);
    const theirs = storeProductCategoryList.strict.parse((await get(owner2, PATH.categoryList)).data);
    expect(theirs.map((x) => x.id)).toEqual([shopCat2]);
    const mine = storeProductCategoryList.strict.parse((await get(owner1, PATH.categoryList)).data);
    expect(mine.find((x) => x.id === shopCat1)).toMatchObject({ name: 'Shells', isShow: true });
    // A product of shop 2 cannot be filed under shop 1's category either.
    expect((await post(owner2, PATH.save, product('Cross Filed', { cateId: String(shopCat1) }))).code).toBe(400);
  });
});
