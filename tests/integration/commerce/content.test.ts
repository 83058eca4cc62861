import { beforeAll, describe, expect, it } from 'vitest';
import { keyword } from '../../../shared/contract/catalog.js';
import { page as pageOf } from '../../../shared/contract/common.js';
import { list as listOf } from '../../../shared/contract/fields.js';
import { activity, activityProduct, language, siteIndex } from '../../../shared/contract/site.js';
import { userMenu } from '../../../shared/contract/user.js';
import { commerceSuite } from './suite.js';
import { addCategory, addMerchant, addProduct } from '../../helpers/fixtures-catalog.js';
import { writeSiteConfig } from '../../../server/commerce/content/site-config.js';

describe('commerce site and content', () => {
  const c = commerceSuite();
  type Key = 'hidden' | 'p2' | 'top';
  const ids = {} as Record<Key, number>;

  beforeAll(async () => {
    const db = c.db;
    await writeSiteConfig(c.ctx, {
      site_name: 'Test Market',
      site_logo: '/crmebimage/seed/site/logo.svg',
      login_left_image: '/crmebimage/seed/site/login-left.svg',
      recommend_image: '/crmebimage/seed/site/recommend.svg',
      shop_street_header_image: '/crmebimage/seed/site/street.svg',
      consumer_type: 'email',
      consumer_hotline: '+44 1',
      consumer_h5_url: 'https://help.example.test',
      consumer_message: 'Write to us',
      consumer_email: 'help@example.test',
    });
    await db.insertInto('languages').values([
      { code: 'en', name: 'English', isDefault: 1, state: 1, sort: 9 },
      { code: 'th', name: 'ไทย', isDefault: 0, state: 1, sort: 5 },
      { code: 'fr', name: 'Français', isDefault: 0, state: 0, sort: 1 },
    ]).execute();
    await db.insertInto('pageTexts').values([
      { languageCode: 'en', url: '/user_center', code: 'balance', content: 'Balance' },
      { languageCode: 'en', url: '/user_center', code: 'logout', content: 'Log out' },
      { languageCode: 'th', url: '/user_center', code: 'balance', content: 'ยอดเงินคงเหลือ' },
      { languageCode: 'en', url: '/other', code: 'x', content: 'Other' },
    ]).execute();
    const g = (groupKey: string, value: object, sort = 0, status = 1) => ({ groupKey, value: JSON.stringify(value), sort, status });
    await db.insertInto('groupData').values([
      g('index_banner', { name: 'Sale', pic: '/crmebimage/b1.svg', url: '/categories?id=1' }, 2),
      g('index_banner', { name: 'New', pic: '/crmebimage/b2.svg', url: '/' }, 1),
      g('index_banner', { name: 'Disabled', pic: '/crmebimage/b3.svg', url: '/' }, 3, 0),
      g('pc_banner', { name: 'PC', pic: '/crmebimage/pc.svg', url: '/' }),
      g('best_banner', { name: 'Best', pic: '/crmebimage/best.svg', url: '/' }),
      g('index_menus', { name: 'Electronics', pic: '/crmebimage/e.svg', url: '/categories?id=1' }),
      g('user_menus', { name: 'My Order', pc_url: '/users/order_list', url: '/pages/order' }, 2),
      g('user_menus', { name: 'Address', pc_url: '/users/address_list', url: '/pages/address' }, 1),
    ]).execute();
    const cat = await addCategory(db, { name: 'Leaf', level: 3 });
    const shop = await addMerchant(db, { name: 'Shop' });
    ids.top = await addProduct(db, { merId: shop, name: 'Top seller', cateId: cat, price: 1000, sales: 10, ficti: 2000 });
    ids.p2 = await addProduct(db, { merId: shop, name: 'Second', cateId: cat, price: 1000, sales: 5 });
    ids.hidden = await addProduct(db, { merId: shop, name: 'Hidden', cateId: cat, price: 1000, isShow: 0, sales: 99999 });
    await db.insertInto('groupData').values(g('activity', { name: 'Best sellers', info: 'Loved', type: 2, banner: '["/crmebimage/ab.svg","/crmebimage/ac.svg"]', productIds: [ids.top, ids.hidden, ids.p2] })).execute();
    // Older data: one picture as a plain string, no type.
    await db.insertInto('groupData').values(g('activity', { name: 'Plain', info: '', banner: '/crmebimage/p.svg', productIds: [] })).execute();
  });

  it('GET /api/front/index returns banners, menus, ranking, identity and customer service', async () => {
    const r = await c.call<Record<string, unknown>>('GET', '/api/front/index');
    expect(r.code).toBe(200);
    // shopPayCurrency must be a JSON object string and pictures absolute URLs (docs/upstream-contract.md §14).
    const d = siteIndex.strict.parse(r.data);
    expect(d.banner.map((b) => b.name)).toEqual(['Sale', 'New']);
    expect(d.ranking.map((p) => p.id)).toEqual([ids.top, ids.p2]);
    // A JSON object string with the symbol, as a real upstream sends it (docs/upstream-contract.md §14).
    expect(d).toMatchObject({ logoUrl: c.img('/crmebimage/seed/site/logo.svg'), shopPayCurrency: '{"country":"","currency":"USD","symbol":"$","ID":""}', consumerType: 'email', consumerEmail: 'help@example.test' });
    expect(r.data.siteName).toBe('Test Market');
  });

  it('GET /api/pc/home/index returns the PC home fields', async () => {
    const r = await c.call<Record<string, unknown>>('GET', '/api/pc/home/index');
    expect(Object.keys(r.data).sort()).toEqual(
      ['banner', 'bastBanner', 'consumerEmail', 'consumerH5Url', 'consumerHotline', 'consumerMessage', 'consumerType', 'logoUrl', 'recommendImage', 'shopPayCurrency', 'shopStreetHeaderImag', 'siteName'].sort(),
    );
    expect(r.data).toMatchObject({ recommendImage: c.img('/crmebimage/seed/site/recommend.svg'), shopStreetHeaderImag: c.img('/crmebimage/seed/site/street.svg'), shopPayCurrency: '{"country":"","currency":"USD","symbol":"$","ID":""}' });
    expect((r.data.banner as { name: string }[]).map((b) => b.name)).toEqual(['PC']);
  });

  it('GET /api/pc/login/getLoginPic, pay currency and image domain', async () => {
    expect((await c.call('GET', '/api/pc/login/getLoginPic')).data).toEqual({ loginLeftImage: c.img('/crmebimage/seed/site/login-left.svg') });
    expect(JSON.parse((await c.call<string>('GET', '/api/front/index/paycurrency')).data)).toMatchObject({ currency: 'USD', symbol: '$' });
    // Pictures come as absolute URLs on the image domain, as a real CRMEB backend sends them
    // (docs/upstream-contract.md §14); with no COMMERCE_IMAGE_DOMAIN that is the address the caller used.
    expect((await c.call('GET', '/api/front/image/domain'))).toMatchObject({ code: 200, data: c.img('') });
  });

  it('GET /api/front/language/listall lists languages, state=1 only the enabled ones', async () => {
    const all = await c.call<{ code: string; isDefault: boolean; state: number }[]>('GET', '/api/front/language/listall');
    listOf(language).strict.parse(all.data);
    expect(all.data.map((l) => l.code)).toEqual(['en', 'th', 'fr']);
    const on = await c.call<{ code: string; isDefault: boolean }[]>('GET', '/api/front/language/listall', { query: { state: 1 } });
    expect(on.data.map((l) => l.code)).toEqual(['en', 'th']);
    expect(on.data.find((l) => l.isDefault)!.code).toBe('en');
    expect((await c.call('GET', '/api/front/language/listall', { query: { state: 7 } })).code).toBe(400);
  });

  it('GET /api/front/language/content returns the page texts of a page and language', async () => {
    const en = await c.call('GET', '/api/front/language/content', { query: { languageCode: 'en', type: 1, url: '/user_center' } });
    expect(en.data).toEqual([{ code: 'balance', content: 'Balance' }, { code: 'logout', content: 'Log out' }]);
    const th = await c.call('GET', '/api/front/language/content', { query: { languageCode: 'th', type: 1, url: '/user_center' } });
    expect(th.data).toEqual([{ code: 'balance', content: 'ยอดเงินคงเหลือ' }]);
    const dflt = await c.call<unknown[]>('GET', '/api/front/language/content', { query: { url: '/user_center' } });
    expect(dflt.data).toHaveLength(2);
    expect((await c.call('GET', '/api/front/language/content', { query: { languageCode: 'es', url: '/user_center' } })).data).toEqual([]);
    expect((await c.call('GET', '/api/front/language/content', { query: { url: '/nowhere' } })).data).toEqual([]);
    expect((await c.call('GET', '/api/front/language/content', { query: { url: '/user_center', type: 2 } })).data).toEqual([]);
  });

  it('GET /api/front/language/content validates its parameters', async () => {
    expect(await c.call('GET', '/api/front/language/content')).toEqual({ code: 400, message: 'Please give the page url', data: null });
    expect((await c.call('GET', '/api/front/language/content', { query: { url: 'user_center' } })).code).toBe(400);
    expect((await c.call('GET', '/api/front/language/content', { query: { url: '/x', languageCode: "en'; drop" } })).code).toBe(400);
  });

  it('GET /api/front/search/keyword answers null with no keywords, then the list', async () => {
    expect(await c.call('GET', '/api/front/search/keyword')).toMatchObject({ code: 200, data: null });
    await c.db.insertInto('groupData').values([
      { groupKey: 'hot_keywords', value: JSON.stringify({ title: 'headphones' }), sort: 2, status: 1 },
      { groupKey: 'hot_keywords', value: JSON.stringify({ title: '茶' }), sort: 1, status: 1 },
    ]).execute();
    const r = await c.call<{ id: number; title: string }[]>('GET', '/api/front/search/keyword');
    listOf(keyword).strict.parse(r.data);
    expect(r.data.map((k) => k.title)).toEqual(['headphones', '茶']);
  });

  it('GET /api/front/user/menu/user needs a login and lists the menus', async () => {
    expect((await c.call('GET', '/api/front/user/menu/user')).code).toBe(401);
    const u = await c.createUser();
    const r = await c.call<{ routine_my_menus: { id: number; name: string; pc_url: string }[]; routine_my_banner: unknown }>('GET', '/api/front/user/menu/user', { token: u.token });
    expect(r.code).toBe(200);
    listOf(userMenu).strict.parse(r.data.routine_my_menus);
    expect(r.data.routine_my_menus.map((m) => m.pc_url)).toEqual(['/users/order_list', '/users/address_list']);
    expect(r.data.routine_my_banner).toBeNull();
  });

  it('activities in the real shapes: typed home sections with proId rows, paged products (visible only), PC detail with a JSON-array banner', async () => {
    // The PC client renders only sections whose type is 1, 2 or 3 and links products by proId (docs/upstream-contract.md §14).
    const list = listOf(activity).strict.parse((await c.call('GET', '/api/front/activity/index/list')).data);
    expect(list.map((a) => [a.name, a.type])).toEqual([['Best sellers', 2], ['Plain', 1]]);
    expect(list[0]!.productList.map((p) => p.proId).sort()).toEqual([ids.top, ids.p2].sort());
    expect(list[1]!.productList).toEqual([]);
    const aid = list[0]!.id;
    const products = pageOf(activityProduct).strict.parse((await c.call('GET', `/api/front/activity/list/${aid}`, { query: { page: 1, limit: 10 } })).data);
    expect(products.list.map((p) => p.proId).sort()).toEqual([ids.top, ids.p2].sort());
    expect(products.total).toBe(2);
    const detail = (await c.call<{ banner: string }>('GET', `/api/pc/activity/detail/${aid}`)).data;
    expect(detail).toMatchObject({ id: aid, name: 'Best sellers', type: 2, instruction: 'Loved' });
    expect(JSON.parse(detail.banner)).toEqual([c.img('/crmebimage/ab.svg'), c.img('/crmebimage/ac.svg')]);
    expect(JSON.parse((await c.call<{ banner: string }>('GET', `/api/pc/activity/detail/${list[1]!.id}`)).data.banner)).toEqual([c.img('/crmebimage/p.svg')]);
    expect((await c.call('GET', '/api/pc/activity/detail/999999')).code).toBe(500);
    expect((await c.call('GET', '/api/front/activity/list/x')).code).toBe(400);
  });
});
