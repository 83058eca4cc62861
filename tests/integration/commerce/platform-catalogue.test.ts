import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import {
  groupDataPage,
  PLATFORM_CATALOGUE_PATHS as PATH,
  PLATFORM_GROUPS,
  platformCategoryList,
  platformProductPage,
  platformProductTabs,
  PRODUCT_AUDIT_SWITCH_KEY,
} from '../../../shared/contract/admin-platform-catalogue.js';
import { adminProductPage, MERCHANT_PRODUCT_PATHS as MP, storeProductInfo } from '../../../shared/contract/admin-product.js';
import { sensitiveMethodLogPage } from '../../../shared/contract/admin.js';
import { insertShopOwner } from '../../helpers/console-two-factor.js';
import { insertPlatformStaff, operatorSignIn } from '../../helpers/console-sign-in.js';
import { addCategory, addMerchant, addProduct } from '../../helpers/fixtures-catalog.js';
import { createOperator } from '../../../server/commerce/admin-accounts/operators.js';

const OPERATOR = { account: 'overseer@market.test', password: 'Operator#2026pass' };
const CLERK = { account: 'viewer@market.test', password: 'Viewer#2026pass' };
const OWNER_PW = 'Owner#2026pass';
const PIC = (n: string) => `/crmebimage/public/product/20260101/${n}.png`;

describe('platform console: category tree, product review, hot keywords and banners (docs/api-extensions.md "Catalogue oversight")', () => {
  const c = commerceSuite();
  const ids = { top: 0, mid: 0, leaf: 0, spare: 0, shop: 0, other: 0 };
  let op = '';
  let clerk = '';
  let owner = '';
  let shopper = '';
  const signInOperator = operatorSignIn(c);

  const get = (path: string, query?: Record<string, string | number>, token = op) => c.call('GET', path, { token, ...(query ? { query } : {}) });
  const post = (path: string, body?: unknown, token = op, query?: Record<string, string | number>) => c.call('POST', path, { token, body, ...(query ? { query } : {}) });

  function productForm(name: string): Record<string, unknown> {
    return {
      image: PIC('main'),
      sliderImage: JSON.stringify([PIC('s1')]),
      storeName: name,
      storeInfo: 'Reviewed before sale',
      keyword: 'review',
      cateId: '',
      unitName: 'piece',
      specType: false,
      attr: [],
      attrValue: [{ stock: 5, price: '12.00', otPrice: '15.00', cost: '4.00', image: '', weight: 0.2, volume: 0, attrValue: '{}' }],
      content: '<p>Plain</p>',
      postage: '0.00',
      categoryId: ids.leaf,
    };
  }

  /** The merchant's own view of a product: its list row on any tab. */
  async function merchantRow(id: number) {
    for (const type of [1, 2]) {
      const page = adminProductPage.strict.parse((await get(MP.list, { type, limit: 100 }, owner)).data);
      const row = page.list.find((p) => p.id === id);
      if (row) return row;
    }
    throw new Error(`product ${id} is on no tab`);
  }

  /** Whether shoppers see the product: its page and a keyword search. */
  async function shopperSees(id: number, name: string): Promise<boolean> {
    const detail = await c.call('GET', `/api/front/product/detail/${id}`, { token: shopper });
    const search = await c.call<{ list: { id: number }[] }>('GET', '/api/front/product/list', { query: { keyword: name, page: 1, limit: 20 } });
    const listed = search.data!.list.some((p) => p.id === id);
    expect(detail.code === 200, `detail and search agree for ${name}`).toBe(listed);
    return listed;
  }

  async function saveAsMerchant(name: string): Promise<number> {
    const r = await post(MP.save, productForm(name), owner);
    expect(r.code, r.message).toBe(200);
    const row = await c.db.selectFrom('products').select('id').where('storeName', '=', name).executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    ids.top = await addCategory(c.db, { name: 'Outdoors', level: 1 });
    ids.mid = await addCategory(c.db, { name: 'Camping', level: 2, pid: ids.top });
    ids.leaf = await addCategory(c.db, { name: 'Tents', level: 3, pid: ids.mid });
    ids.spare = await addCategory(c.db, { name: 'Stoves', level: 3, pid: ids.mid });
    ids.shop = await addMerchant(c.db, { name: 'Trail Supply' });
    ids.other = await addMerchant(c.db, { name: 'Summit Gear', isSelf: 1 });
    await addProduct(c.db, { merId: ids.shop, name: 'Dome Tent', cateId: ids.leaf, price: 9900 });
    await addProduct(c.db, { merId: ids.other, name: 'Tunnel Tent', cateId: ids.leaf, price: 12900 });
    await addProduct(c.db, { merId: ids.other, name: 'Ridge Tent', cateId: ids.leaf, price: 7900 });
    await createOperator(c.ctx, { email: OPERATOR.account, password: OPERATOR.password });
    await insertPlatformStaff(c, CLERK, ['platform:merchant:page:list'], 'Viewer');
    op = await signInOperator(OPERATOR);
    clerk = await signInOperator(CLERK);
    await insertShopOwner(c.db, { account: 'owner@trail.test', password: OWNER_PW, merId: ids.shop });
    const signed = await c.call<{ token: string }>('POST', '/api/admin/merchant/login', { body: { account: 'owner@trail.test', pwd: OWNER_PW } });
    owner = signed.data!.token;
    shopper = (await c.createUser()).token;
  });

  const calls: [method: 'GET' | 'POST', path: string][] = [
    ['GET', PATH.categoryList],
    ['POST', PATH.categoryAdd],
    ['POST', PATH.categoryUpdate],
    ['POST', `${PATH.categoryDelete}/1`],
    ['POST', `${PATH.categoryShow}/1`],
    ['GET', PATH.productList],
    ['GET', PATH.productTabs],
    ['POST', PATH.productAudit],
    ['POST', PATH.productForceDown],
    ['GET', PATH.configGet],
    ['POST', PATH.configSave],
    ['GET', PATH.groupList],
    ['POST', PATH.groupSave],
    ['POST', PATH.groupUpdate],
    ['GET', PATH.groupDelete],
  ];

  it('answers every call only to an operator holding its permission: 401 signed out, for a shopper or a merchant; 403 without the permission', async () => {
    for (const [method, path] of calls) {
      for (const token of [undefined, shopper, owner]) {
        const r = await c.call(method, path, { ...(token ? { token } : {}), ...(method === 'POST' ? { body: {} } : {}) });
        expect(r.code, `${method} ${path} with ${token ? 'a foreign token' : 'no token'}`).toBe(401);
      }
      const r = await c.call(method, path, { token: clerk, ...(method === 'POST' ? { body: {} } : {}) });
      expect(r.code, `${method} ${path} without the permission`).toBe(403);
    }
  });

  it('edits the three-level tree: add, rename, reorder, hide and show; the storefront tree follows at once', async () => {
    const bad = await post(PATH.categoryAdd, { pid: ids.top, name: 'Wrong level', level: 3, sort: 1 });
    expect(bad.code).toBe(400);
    expect(bad.message).toMatch(/parent must be of level 2/);
    expect((await post(PATH.categoryAdd, { pid: 0, name: 'Orphan', level: 2, sort: 1 })).code).toBe(400);
    expect((await post(PATH.categoryAdd, { pid: ids.mid, name: 'Icon', level: 3, sort: 1, icon: 'https://evil.test/x.png' })).code).toBe(400);
    expect((await post(PATH.categoryAdd, { pid: ids.mid, name: 'stoves', level: 3, sort: 1 })).message).toMatch(/exists already/);

    const added = await post(PATH.categoryAdd, { pid: ids.mid, name: 'Lanterns', level: 3, sort: 50, icon: '/crmebimage/public/category/lantern.png' });
    expect(added.code, added.message).toBe(200);
    const list = platformCategoryList.strict.parse((await get(PATH.categoryList)).data);
    const lantern = list.find((x) => x.name === 'Lanterns')!;
    expect(lantern).toMatchObject({ pid: ids.mid, level: 3, sort: 50, isShow: true, productCount: 0, icon: c.img('/crmebimage/public/category/lantern.png') });
    expect(list.find((x) => x.id === ids.top)!.productCount).toBe(3);
    expect(list.find((x) => x.id === ids.leaf)!.productCount).toBe(3);

    const renamed = await post(PATH.categoryUpdate, { id: lantern.id, pid: ids.mid, name: 'Lamps & Lanterns', level: 3, sort: 60, icon: c.img('/crmebimage/public/category/lantern.png') });
    expect(renamed.code, renamed.message).toBe(200);
    type Node = { id: number; name: string; childList: Node[] | null };
    const tree = async () => (await c.call<Node[]>('GET', '/api/front/product/category')).data!;
    const find = (nodes: Node[] | null, id: number): Node | undefined => {
      for (const n of nodes ?? []) {
        if (n.id === id) return n;
        const inner = find(n.childList, id);
        if (inner) return inner;
      }
      return undefined;
    };
    expect(find(await tree(), lantern.id)?.name).toBe('Lamps & Lanterns');
    // Larger sort first among siblings.
    expect(find(await tree(), ids.mid)!.childList![0]!.id).toBe(lantern.id);

    expect((await post(`${PATH.categoryShow}/${ids.mid}`)).code).toBe(200);
    expect(find(await tree(), ids.mid)).toBeUndefined();
    expect(find(await tree(), lantern.id)).toBeUndefined();
    expect(platformCategoryList.strict.parse((await get(PATH.categoryList)).data).find((x) => x.id === ids.mid)!.isShow).toBe(false);
    expect((await post(`${PATH.categoryShow}/${ids.mid}`)).code).toBe(200);
    expect(find(await tree(), lantern.id)).toBeDefined();

    expect((await post(`${PATH.categoryDelete}/${lantern.id}`)).code).toBe(200);
    expect(find(await tree(), lantern.id)).toBeUndefined();
    expect((await post(`${PATH.categoryDelete}/${lantern.id}`)).message).toBe('Category not found');
  });

  it('refuses to delete a category that holds products, naming how many and in which shops, or one with sub-categories', async () => {
    const leaf = await post(`${PATH.categoryDelete}/${ids.leaf}`);
    expect(leaf.code).toBe(500);
    expect(leaf.message).toContain('still holds 3 products');
    expect(leaf.message).toContain('Summit Gear (2)');
    expect(leaf.message).toContain('Trail Supply (1)');
    const mid = await post(`${PATH.categoryDelete}/${ids.mid}`);
    expect(mid.message).toContain('still holds 3 products');
    const empty = await addCategory(c.db, { name: 'Empty branch', level: 2, pid: ids.top });
    await addCategory(c.db, { name: 'Empty leaf', level: 3, pid: empty });
    expect((await post(`${PATH.categoryDelete}/${empty}`)).message).toContain('1 sub-category');
    const stillThere = await c.db.selectFrom('categories').select('id').where('id', 'in', [ids.leaf, ids.mid, empty]).execute();
    expect(stillThere).toHaveLength(3);
  });

  it('with review on, a new product waits off the shelf; approval puts it on sale; a rejection reason reaches the merchant', async () => {
    expect((await get(PATH.configGet, { key: PRODUCT_AUDIT_SWITCH_KEY })).data).toBe('0');
    expect((await post(PATH.configSave, { key: 'site_name', value: '1' })).code).toBe(400);
    expect((await post(PATH.configSave, { key: PRODUCT_AUDIT_SWITCH_KEY, value: '1' })).code).toBe(200);
    expect((await get(PATH.configGet, { key: PRODUCT_AUDIT_SWITCH_KEY })).data).toBe('1');

    const lamp = await saveAsMerchant('Reviewlamp');
    expect(await merchantRow(lamp)).toMatchObject({ auditStatus: 0, isShow: false, reason: '' });
    expect(await shopperSees(lamp, 'Reviewlamp')).toBe(false);
    const queue = platformProductPage.strict.parse((await get(PATH.productList, { type: 6 })).data);
    expect(queue.list.map((p) => p.id)).toContain(lamp);
    expect(queue.list.find((p) => p.id === lamp)).toMatchObject({ merchantName: 'Trail Supply', categoryName: 'Tents', auditStatus: 0, price: '12.00' });
    const tabs = platformProductTabs.strict.parse((await get(PATH.productTabs)).data);
    expect(tabs.find((t) => t.type === 6)!.count).toBe(queue.total);
    // The merchant cannot skip the queue.
    expect((await get(`${MP.putOnShell}/${lamp}`, undefined, owner)).message).toMatch(/waiting for the platform/);

    expect((await post(PATH.productAudit, { id: lamp, auditStatus: 'fail' })).message).toMatch(/reason/);
    expect((await post(PATH.productAudit, { id: lamp, auditStatus: 'fail', reason: 'The photos show another brand' })).code).toBe(200);
    expect(await merchantRow(lamp)).toMatchObject({ auditStatus: 2, reason: 'The photos show another brand', isShow: false });
    const info = storeProductInfo.strict.parse((await get(`${MP.info}/${lamp}`, undefined, owner)).data);
    expect(info).toMatchObject({ auditStatus: 2, reason: 'The photos show another brand' });
    expect(await shopperSees(lamp, 'Reviewlamp')).toBe(false);
    expect((await get(`${MP.putOnShell}/${lamp}`, undefined, owner)).message).toMatch(/edit it/);
    expect((await post(PATH.productAudit, { id: lamp, auditStatus: 'success' })).message).toMatch(/not waiting/);

    // An edit sends it back to the queue; approval puts it on sale.
    const edited = await post(MP.update, { ...productForm('Reviewlamp'), id: lamp, version: info.version }, owner);
    expect(edited.code, edited.message).toBe(200);
    expect(await merchantRow(lamp)).toMatchObject({ auditStatus: 0, reason: '' });
    expect((await post(PATH.productAudit, { id: lamp, auditStatus: 'success' })).code).toBe(200);
    expect(await merchantRow(lamp)).toMatchObject({ auditStatus: 1, isShow: true });
    expect(await shopperSees(lamp, 'Reviewlamp')).toBe(true);

    // With review on, an edit of an approved product goes back to the queue too (A's rule).
    const again = storeProductInfo.strict.parse((await get(`${MP.info}/${lamp}`, undefined, owner)).data);
    expect((await post(MP.update, { ...productForm('Reviewlamp'), id: lamp, version: again.version }, owner)).code).toBe(200);
    expect(await shopperSees(lamp, 'Reviewlamp')).toBe(false);
    expect((await post(PATH.productAudit, { id: lamp, auditStatus: 'success' })).code).toBe(200);

    expect((await post(PATH.configSave, { key: PRODUCT_AUDIT_SWITCH_KEY, value: '0' })).code).toBe(200);
    const plain = await saveAsMerchant('Plainlamp');
    expect(await merchantRow(plain)).toMatchObject({ auditStatus: 1, isShow: true });
    expect(await shopperSees(plain, 'Plainlamp')).toBe(true);
  });

  it('forces a product off the shelf with a reason; the merchant cannot put it back until an edit is approved', async () => {
    const id = await saveAsMerchant('Forcedstove');
    expect(await shopperSees(id, 'Forcedstove')).toBe(true);
    expect((await post(PATH.productForceDown, { ids: String(id) })).code).toBe(400);
    expect((await post(PATH.productForceDown, { ids: '99999', reason: 'Unsafe' })).message).toBe('Product not found');
    expect((await post(PATH.productForceDown, { ids: String(id), reason: 'Recalled by the maker' })).code).toBe(200);
    expect(await shopperSees(id, 'Forcedstove')).toBe(false);
    expect(await merchantRow(id)).toMatchObject({ isForced: true, isShow: false, reason: 'Recalled by the maker' });
    const off = platformProductPage.strict.parse((await get(PATH.productList, { type: 2, keywords: 'forcedstove' })).data);
    expect(off.list).toHaveLength(1);
    expect(off.list[0]).toMatchObject({ id, isForced: true, reason: 'Recalled by the maker' });

    // Putting it back on the shelf sends it for review instead (A's putOnShelf); it stays hidden.
    expect((await get(`${MP.putOnShell}/${id}`, undefined, owner)).code).toBe(200);
    expect(await merchantRow(id)).toMatchObject({ auditStatus: 0, isForced: false, isShow: false });
    expect(await shopperSees(id, 'Forcedstove')).toBe(false);
    expect((await post(PATH.productAudit, { id, auditStatus: 'success' })).code).toBe(200);
    expect(await shopperSees(id, 'Forcedstove')).toBe(true);

    const log = sensitiveMethodLogPage.strict.parse((await get('/api/admin/platform/log/sensitive/list', { page: 1, limit: 50 })).data);
    const forced = log.list.find((e) => e.method === 'platform:product:force:down')!;
    expect(JSON.parse(forced.changes)).toMatchObject({ isForced: { before: 0, after: 1 }, auditReason: { before: '', after: 'Recalled by the maker' } });
    expect(log.list.some((e) => e.method === 'platform:product:audit')).toBe(true);
    expect(log.list.some((e) => e.method === 'platform:product:category:delete')).toBe(true);
    expect(log.list.some((e) => e.method === 'platform:config:saveuniq')).toBe(true);
  });

  it('edits hot keywords, home banners and activities; the storefront reads them at once', async () => {
    const kw = async () => ((await c.call<{ title: string }[] | null>('GET', '/api/front/search/keyword')).data ?? []).map((k) => k.title);
    const field = (name: string, value: string) => ({ name, value });
    const added = await post(PATH.groupSave, { gid: PLATFORM_GROUPS.hotKeywords, form: { fields: [field('title', 'solar lantern')], sort: 500, status: true } });
    expect(added.code, added.message).toBe(200);
    expect((await kw())[0]).toBe('solar lantern');
    const page = groupDataPage.strict.parse((await get(PATH.groupList, { gid: PLATFORM_GROUPS.hotKeywords })).data);
    const item = page.list.find((x) => x.values.title === 'solar lantern')!;
    expect(JSON.parse(item.value)).toMatchObject({ fields: [{ name: 'title', value: 'solar lantern' }] });
    expect((await post(PATH.groupUpdate, { gid: PLATFORM_GROUPS.hotKeywords, form: { fields: [field('title', 'camp stove')], sort: 500, status: false } }, op, { id: item.id })).code).toBe(200);
    expect(await kw()).not.toContain('camp stove');
    expect((await post(PATH.groupUpdate, { gid: PLATFORM_GROUPS.hotKeywords, form: { fields: [field('title', 'camp stove')], sort: 500, status: true } }, op, { id: item.id })).code).toBe(200);
    expect(await kw()).toContain('camp stove');
    // An item of another list is not found under this one.
    expect((await post(PATH.groupUpdate, { gid: PLATFORM_GROUPS.pcBanner, form: { fields: [field('name', 'x'), field('pic', PIC('b'))] } }, op, { id: item.id })).message).toBe('Item not found');
    expect((await get(PATH.groupDelete, { id: item.id })).code).toBe(200);
    expect(await kw()).not.toContain('camp stove');

    expect((await post(PATH.groupSave, { gid: PLATFORM_GROUPS.pcBanner, form: { fields: [field('name', 'Spring'), field('pic', 'https://evil.test/b.png')] } })).code).toBe(400);
    expect((await post(PATH.groupSave, { gid: PLATFORM_GROUPS.pcBanner, form: { fields: [field('name', 'Spring'), field('pic', PIC('b')), field('url', 'javascript:alert(1)')] } })).code).toBe(400);
    expect((await post(PATH.groupSave, { gid: PLATFORM_GROUPS.pcBanner, form: { fields: [field('name', 'Spring sale'), field('pic', c.img(PIC('spring'))), field('url', '/category')], sort: 900 } })).code).toBe(200);
    const home = (await c.call<{ banner: { name: string; pic: string; url: string }[] }>('GET', '/api/pc/home/index')).data!;
    expect(home.banner[0]).toMatchObject({ name: 'Spring sale', pic: c.img(PIC('spring')), url: '/category' });

    const dome = await c.db.selectFrom('products').select('id').where('storeName', '=', 'Dome Tent').executeTakeFirstOrThrow();
    expect((await post(PATH.groupSave, { gid: PLATFORM_GROUPS.activity, form: { fields: [field('name', 'Camp week'), field('type', '2'), field('productIds', '99999')] } })).message).toContain('99999');
    expect((await post(PATH.groupSave, { gid: PLATFORM_GROUPS.activity, form: { fields: [field('name', 'Camp week'), field('info', 'Tents for less'), field('type', '2'), field('productIds', String(dome.id))], sort: 900 } })).code).toBe(200);
    const sections = (await c.call<{ name: string; type: number; productList: { proId: number }[] }[]>('GET', '/api/front/activity/index/list')).data!;
    expect(sections[0]).toMatchObject({ name: 'Camp week', type: 2, productList: [{ proId: dome.id }] });
  });
});
