import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestCommerce } from '../../helpers/commerce.js';
import { commerceSuite } from './suite.js';
import { isSeeded, seedDemoData } from '../../../server/commerce/seed/seed.js';
import { verifyPassword } from '../../../server/commerce/accounts/password.js';
import { LANGUAGES } from '../../../shared/constants.js';
import { addProduct } from '../../helpers/fixtures-catalog.js';

type Page<T> = { list: T[]; total: number };
const count = async (c: TestCommerce, table: string, where = '1 = 1') =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.raw(table)} where ${sql.raw(where)}`.execute(c.db)).rows[0]!.n);

describe('demo seed', () => {
  const c = commerceSuite({ seed: 'never' });
  beforeAll(async () => {
    await seedDemoData(c.ctx);
  });

  // Seed speed is a figure of `npm run bench`, never a timed assertion: a busy machine is not a bug.
  it('is idempotent and marks itself seeded', async () => {
    expect(await isSeeded(c.ctx)).toBe(true);
    const products = await count(c, 'products');
    await seedDemoData(c.ctx);
    expect(await count(c, 'products')).toBe(products);
  });

  it('has at least 6 visible shops, exactly one self-run, each with images, service settings and freight rules', async () => {
    const shops = await c.db.selectFrom('merchants').selectAll().execute();
    expect(shops.length).toBeGreaterThanOrEqual(6);
    expect(shops.filter((s) => s.isSelf === 1)).toHaveLength(1);
    expect(new Set(shops.map((s) => s.serviceType))).toEqual(new Set(['H5', 'phone', 'message', 'email']));
    for (const s of shops) {
      for (const url of [s.avatar, s.backImage, s.streetBackImage, s.pcBackImage, ...(JSON.parse(s.pcBanner) as { sattDir: string }[]).map((b) => b.sattDir), ...(JSON.parse(s.qualificationPicture) as string[])]) {
        expect(url).toMatch(/^\/crmebimage\/seed\//);
      }
      expect(s.intro.length).toBeGreaterThan(20);
    }
    // On the wire, as the PC client reads it: JSON.parse(pcBanner)[i].sattDir, absolute on the image domain.
    const info = await c.call<{ pcBanner: string }>('GET', `/api/front/merchant/index/info/${shops[0]!.id}`);
    const banners = JSON.parse(info.data.pcBanner) as { sattDir: string }[];
    expect(banners.length).toBe(2);
    expect(banners.every((b) => b.sattDir.startsWith(c.img('/crmebimage/seed/')))).toBe(true);
    expect(shops.some((s) => s.freightFee > 0 && s.freeFreightThreshold > 0)).toBe(true);
    expect(await count(c, 'merchant_product_categories')).toBeGreaterThanOrEqual(shops.length * 2);
  });

  it('has 30+ categories over three levels with icons', async () => {
    const r = await c.call<{ icon: string; childList: { icon: string; childList: { icon: string }[] }[] }[]>('GET', '/api/front/product/category');
    const l3 = r.data.flatMap((a) => a.childList.flatMap((b) => b.childList));
    const total = r.data.length + r.data.reduce((n, a) => n + a.childList.length, 0) + l3.length;
    expect(total).toBeGreaterThanOrEqual(30);
    expect(l3.length).toBeGreaterThan(20);
    expect(l3.every((x) => x.icon.startsWith(c.img('/crmebimage/seed/categories/')))).toBe(true);
  });

  it('has 150+ products with SKUs, prices, sold labels and guarantees, and finds Chinese and Thai names a shop adds', async () => {
    expect(await count(c, 'products', 'is_show = 1 and is_del = 0')).toBeGreaterThanOrEqual(150);
    expect(await count(c, 'products p', 'not exists (select 1 from product_attr_values v where v.product_id = p.id)')).toBe(0);
    expect(await count(c, 'products', 'ot_price <= price')).toBe(0);
    for (const t of [1000, 5000, 10000]) expect(await count(c, 'products', `sales + ficti >= ${t}`)).toBeGreaterThan(0);
    expect(await count(c, 'product_attrs', "attr_name = 'Size'")).toBeGreaterThan(0);
    // The demo names are all English (the site's default language); a shop may still write in any script.
    const shop = await c.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
    const leaf = await c.db.selectFrom('categories').select('id').where('level', '=', 3).executeTakeFirstOrThrow();
    const own = [
      await addProduct(c.db, { merId: shop.id, name: '无线降噪耳机 Air', keyword: '耳机, 蓝牙', cateId: leaf.id, price: 19900 }),
      await addProduct(c.db, { merId: shop.id, name: 'เสื้อยืดผ้าฝ้าย ออร์แกนิก', keyword: 'เสื้อยืด', cateId: leaf.id, price: 1599 }),
    ];
    const zh = await c.call<Page<{ id: number }>>('GET', '/api/front/product/list', { query: { keyword: '耳机' } });
    expect(zh.data.list.map((p) => p.id)).toEqual([own[0]]);
    const th = await c.call<Page<{ id: number }>>('GET', '/api/front/product/list', { query: { keyword: 'เสื้อยืด' } });
    expect(th.data.list.map((p) => p.id)).toEqual([own[1]]);
    await c.db.deleteFrom('products').where('id', 'in', own).execute();
    const first = await c.call<Page<{ id: number }>>('GET', '/api/front/product/list', { query: { salesOrder: 'desc', limit: 1 } });
    const d = await c.call<{ productValue: Record<string, unknown>; guaranteeList: unknown[]; merchantInfo: { proList: unknown[] } }>('GET', `/api/front/product/detail/${first.data.list[0]!.id}`);
    expect(d.code).toBe(200);
    expect(Object.keys(d.data.productValue).length).toBeGreaterThan(0);
    expect(d.data.guaranteeList.length).toBeGreaterThan(0);
  });

  it('has reviews with stars, service stars and merchant replies', async () => {
    expect(await count(c, 'product_replies')).toBeGreaterThan(200);
    expect(await count(c, 'product_replies', "merchant_reply_content <> ''")).toBeGreaterThan(10);
    expect(await count(c, 'product_replies', 'star <= 2')).toBeGreaterThan(0);
  });

  it('has platform, shop and product coupons with both validity styles', async () => {
    for (const useType of [1, 2, 3]) expect(await count(c, 'coupons', `use_type = ${useType}`)).toBeGreaterThan(0);
    expect(await count(c, 'coupons', 'is_fixed_time = 1 and use_end_time is not null')).toBeGreaterThan(0);
    expect(await count(c, 'coupons', 'is_fixed_time = 0 and day > 0')).toBeGreaterThan(0);
    expect(await count(c, 'coupons', 'is_limited = 1 and total > 0')).toBeGreaterThan(0);
    expect(await count(c, 'coupons', "use_type = 2 and product_ids <> ''")).toBe(await count(c, 'coupons', 'use_type = 2'));
  });

  it('has the site content: six languages, user-centre texts in each, hot keywords, menus, banners, customer service', async () => {
    const langs = await c.call<{ code: string; isDefault: boolean }[]>('GET', '/api/front/language/listall', { query: { state: 1 } });
    expect(langs.data.map((l) => l.code).sort()).toEqual([...LANGUAGES].sort());
    expect(langs.data.find((l) => l.isDefault)!.code).toBe('en');
    for (const lang of LANGUAGES) {
      const t = await c.call<{ code: string; content: string }[]>('GET', '/api/front/language/content', { query: { languageCode: lang, type: 1, url: '/user_center' } });
      expect(t.data.map((x) => x.code).sort(), lang).toEqual(['address', 'balance', 'email', 'logout', 'my_order', 'phone_number', 'wish_list']);
    }
    const idx = await c.call<{ banner: unknown[]; logoUrl: string; consumerType: string; siteName: string; shopPayCurrency: string }>('GET', '/api/front/index');
    expect(idx.data).toMatchObject({ siteName: 'Storefront Market' });
    expect(JSON.parse(idx.data.shopPayCurrency)).toMatchObject({ currency: 'USD', symbol: '$' });
    expect(idx.data.banner.length).toBeGreaterThan(0);
    expect(idx.data.consumerType).not.toBe('');
    expect(((await c.call<unknown[]>('GET', '/api/front/search/keyword')).data ?? []).length).toBeGreaterThan(0);
    expect((await c.call<{ loginLeftImage: string }>('GET', '/api/pc/login/getLoginPic')).data.loginLeftImage.startsWith(c.img('/crmebimage/seed/'))).toBe(true);
    expect((await c.call<{ agreement: string }>('GET', '/api/front/merchant/settled/agreement')).data.agreement.length).toBeGreaterThan(100);
    const reasons = await c.db.selectFrom('siteConfig').select('value').where('key', '=', 'refund_reasons').executeTakeFirstOrThrow();
    expect((JSON.parse(reasons.value) as string[]).length).toBeGreaterThan(3);
    // A shopper registering on the demo site starts with a real picture, never a broken image.
    const avatar = JSON.parse((await c.db.selectFrom('siteConfig').select('value').where('key', '=', 'h5_avatar').executeTakeFirstOrThrow()).value) as string;
    expect(avatar).toMatch(/^\/crmebimage\/seed\/avatars\/default\.svg$/);
    expect((await fetch(new URL(avatar, c.url))).status).toBe(200);
  });

  it('has the demo shoppers with balance, points and scrypt password hashes', async () => {
    const users = await c.db.selectFrom('users').selectAll().execute();
    const demo = users.find((u) => u.email === 'demo@storefront.test')!;
    expect(demo).toMatchObject({ balance: 500000, integral: 2000 });
    expect(await verifyPassword('Demo#2026pass', demo.passwordHash)).toBe(true);
    const ada = users.find((u) => u.email === 'ada@storefront.test')!;
    expect(ada).toMatchObject({ balance: 30000, integral: 500 });
    expect(await verifyPassword('Ada#2026pass', ada.passwordHash)).toBe(true);
    const phone = users.find((u) => u.phone === '7700900123')!;
    expect(phone.countryCode).toBe('44');
    expect(await verifyPassword('Phone#2026pass', phone.passwordHash)).toBe(true);
    expect(demo.passwordHash).toMatch(/^scrypt\$/);
  });

  it('writes small, local SVG images for every referenced picture', async () => {
    const products = await c.db.selectFrom('products').select(['image', 'sliderImage']).execute();
    const urls = products.flatMap((p) => [p.image, ...(JSON.parse(p.sliderImage) as string[])]);
    for (const url of urls) {
      const file = join(c.config.DATA_DIR, 'uploads', url.replace(/^\/crmebimage\//, ''));
      expect(statSync(file).size, url).toBeLessThan(3 * 1024);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });
});
