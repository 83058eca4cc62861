import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { addSeconds, now } from '../db/time.js';
import { hashPassword } from '../accounts/password.js';
import { SITE_KEYS } from '../content/site-config.js';
import { GROUP_KEYS } from '../content/group-data.js';
import { buildPlan } from './plan.js';
import { writeSeedImages, GUARANTEES, BANNERS, BEST_BANNERS } from './images.js';
import { MERCHANT_CATEGORIES, MERCHANT_TYPES, SHOPS } from './shops.js';
import { CUSTOMER_SERVICE, HOT_KEYWORDS, LANGUAGES, PRIVACY_AGREEMENT, REFUND_REASONS, SETTLED_AGREEMENT, SITE_NAME, USER_CENTER_CODES, USER_CENTER_TEXTS, USER_MENUS } from './site.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { COUPONS } from './coupons.js';
import { seedConsoleAccounts } from './console-accounts.js';
import { seedOrderHistory } from './orders.js';
import { catalogueTextRows } from './translations/rows.js';
import { platformDb } from '../platform-merchants/tables.js';
import { COD_SWITCH_KEY } from '../../../shared/contract/admin-platform-catalogue.js';
import { POINTS_SETTING_KEYS } from '../points/settings.js';

/** Marks that the demo images exist in this DATA_DIR (a PostgreSQL database may outlive a container's disk). */
const MARKER = join('uploads', 'seed', '.complete');

/** Seeded = the database has the demo data and this DATA_DIR has its images. */
export async function isSeeded(ctx: CommerceContext): Promise<boolean> {
  return (await hasData(ctx.db)) && existsSync(join(ctx.dataDir, MARKER));
}

async function hasData(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('languages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0) > 0;
}

type TableName = keyof Database;

/** Multi-row inserts in chunks that stay under SQLite's and PostgreSQL's bound-parameter limits. */
async function insertMany<T extends TableName>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(8000 / cols));
  for (let i = 0; i < rows.length; i += size) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot narrow a generic table's insert type
    await trx.insertInto(table).values(rows.slice(i, i + size) as any).execute();
  }
}

async function insertId<T extends TableName>(trx: Transaction<Database>, table: T, row: Insertable<Database[T]>): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  const r = (await trx.insertInto(table).values(row as any).returning('id' as any).executeTakeFirstOrThrow()) as { id: number };
  return r.id;
}

const daysAgo = (base: Date, days: number, secondsOffset = 0) => addSeconds(base, -days * 86_400 + secondsOffset);

/**
 * The demo marketplace: 8 shops (one self-run), a three-level category tree, 150+ products with
 * specs and SKUs, reviews, coupons, site content, six languages and three demo shoppers.
 * Images are written locally every time (they are deterministic); data only into an empty database.
 */
export async function seedDemoData(ctx: CommerceContext): Promise<void> {
  const plan = buildPlan();
  const needsData = !(await hasData(ctx.db));
  // scrypt runs on the thread pool while the main thread writes the images.
  const hashing = needsData ? Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password))) : Promise.resolve([]);
  const img = writeSeedImages(ctx.dataDir, plan);
  const hashes = await hashing;
  if (needsData) await ctx.db.transaction().execute((trx) => insertAll(ctx, trx, plan, img, hashes));
  if (needsData) await seedConsoleAccounts(ctx);
  mkdirSync(join(ctx.dataDir, 'uploads', 'seed'), { recursive: true });
  writeFileSync(join(ctx.dataDir, MARKER), `${now()}\n`);
}

async function insertAll(
  ctx: CommerceContext,
  trx: Transaction<Database>,
  plan: ReturnType<typeof buildPlan>,
  img: ReturnType<typeof writeSeedImages>,
  hashes: string[],
): Promise<void> {
  const base = new Date();
  const stamp = now();

  // ---- languages and page texts
  await insertMany(trx, 'languages', LANGUAGES.map((l) => ({ code: l.code, name: l.name, isDefault: l.isDefault, state: 1, sort: l.sort })));
  // The catalogue's category, spec, unit, guarantee, banner and keyword texts in every language (translations/).
  await insertMany(trx, 'catalogueTexts', catalogueTextRows());
  await insertMany(
    trx,
    'pageTexts',
    Object.entries(USER_CENTER_TEXTS).flatMap(([lang, texts]) => USER_CENTER_CODES.map((code, i) => ({ languageCode: lang, url: '/user_center', code, content: texts[i]! }))),
  );

  // ---- categories (ids are needed for children, products and links)
  const catIds: number[] = [];
  for (const [i, c] of plan.categories.entries()) {
    catIds[i] = await insertId(trx, 'categories', { pid: c.parent < 0 ? 0 : catIds[c.parent]!, name: c.name, icon: img.categoryIcons[i]!, level: c.level, sort: c.sort, isShow: 1 });
  }
  const catByKey = new Map(plan.categories.map((c, i) => [c.key, catIds[i]!]));

  // ---- merchant types, categories and shops
  const typeIds: number[] = [];
  for (const t of MERCHANT_TYPES) typeIds.push(await insertId(trx, 'merchantTypes', { name: t.name, info: t.info, isDel: 0, createdAt: stamp, updatedAt: stamp }));
  const mcatIds: number[] = [];
  for (const c of MERCHANT_CATEGORIES) mcatIds.push(await insertId(trx, 'merchantCategories', { name: c.name, handlingFee: c.handlingFee, isDel: 0, createdAt: stamp, updatedAt: stamp }));
  const shopIds: number[] = [];
  for (const [i, s] of SHOPS.entries()) {
    const im = img.shops[i]!;
    const created = daysAgo(base, s.createdDaysAgo);
    shopIds.push(
      await insertId(trx, 'merchants', {
        name: s.name,
        realName: s.realName,
        email: s.email,
        phone: s.phone,
        address: s.address,
        categoryId: mcatIds[s.category]!,
        typeId: typeIds[s.type]!,
        isSelf: s.isSelf,
        avatar: im.avatar,
        backImage: im.backImage,
        streetBackImage: im.streetBackImage,
        pcBanner: im.pcBanner,
        pcBackImage: im.pcBackImage,
        starLevel: s.starLevel,
        intro: s.intro,
        qualificationPicture: JSON.stringify(img.qualifications[i]!),
        keywords: s.keywords,
        ...s.service,
        freightFee: s.freightFee,
        freeFreightThreshold: s.freeFreightThreshold,
        isShow: 1,
        createdAt: created,
        updatedAt: created,
      }),
    );
  }

  // The platform's commission on each shop's sales (A's handlingFee, whole percent): its category's rate, and
  // the platform's own store pays none; the finance view reads it.
  for (const [i, s] of SHOPS.entries()) {
    await platformDb(trx).updateTable('merchants').set({ handlingFee: s.isSelf ? 0 : MERCHANT_CATEGORIES[s.category]!.handlingFee }).where('id', '=', shopIds[i]!).execute();
  }

  // ---- each shop's own category tree: one branch per platform level-2 group it sells in, one leaf per platform leaf
  const shopCat = new Map<string, number>(); // `${shop}:${platformCategoryIndex}` → shop category id
  for (const [pi, p] of plan.products.entries()) {
    void pi;
    const leafIdx = p.category;
    const groupIdx = plan.categories[leafIdx]!.parent;
    const gKey = `${p.shop}:${groupIdx}`;
    if (!shopCat.has(gKey)) {
      const g = plan.categories[groupIdx]!;
      shopCat.set(gKey, await insertId(trx, 'merchantProductCategories', { merId: shopIds[p.shop]!, pid: 0, name: g.name, icon: img.categoryIcons[groupIdx]!, level: 1, sort: g.sort, isShow: 1 }));
    }
    const lKey = `${p.shop}:${leafIdx}`;
    if (!shopCat.has(lKey)) {
      const l = plan.categories[leafIdx]!;
      shopCat.set(lKey, await insertId(trx, 'merchantProductCategories', { merId: shopIds[p.shop]!, pid: shopCat.get(gKey)!, name: l.name, icon: img.categoryIcons[leafIdx]!, level: 2, sort: l.sort, isShow: 1 }));
    }
  }

  // ---- guarantees
  const guaranteeIds: number[] = [];
  for (const [i, g] of GUARANTEES.entries()) guaranteeIds.push(await insertId(trx, 'guarantees', { name: g.name, icon: img.guarantees[i]!, content: g.content, sort: GUARANTEES.length - i, isShow: 1 }));

  // ---- products, attributes, SKUs and reviews
  const productIds: number[] = [];
  const attrRows: Insertable<Database['productAttrs']>[] = [];
  const valueRows: Insertable<Database['productAttrValues']>[] = [];
  const replyRows: Insertable<Database['productReplies']>[] = [];
  for (const [i, p] of plan.products.entries()) {
    const im = img.products[i]!;
    const cheapest = p.skus.reduce((a, b) => (b.price < a.price ? b : a));
    const created = daysAgo(base, p.daysAgo, i);
    const leafName = plan.categories[p.category]!.name;
    const id = await insertId(trx, 'products', {
      merId: shopIds[p.shop]!,
      image: im.main,
      sliderImage: JSON.stringify(im.slider),
      storeName: p.name,
      storeInfo: p.storeInfo,
      keyword: p.keyword,
      cateId: catIds[p.category]!,
      merCateIds: String(shopCat.get(`${p.shop}:${p.category}`)!),
      price: cheapest.price,
      otPrice: cheapest.otPrice,
      stock: p.skus.reduce((s, k) => s + k.stock, 0),
      sales: p.skus.reduce((s, k) => s + k.sales, 0),
      ficti: p.ficti,
      unitName: p.unit,
      browse: p.views,
      content: productHtml(p.name, leafName, p.attrs, im.slider[1]!),
      guaranteeIds: p.guaranteeIds.map((g) => guaranteeIds[g - 1]!).join(','),
      isShow: 1,
      isDel: 0,
      sort: p.sort,
      createdAt: created,
      updatedAt: created,
    });
    productIds.push(id);
    for (const a of p.attrs) attrRows.push({ productId: id, attrName: a.name, attrValues: a.values.join(','), type: 0, isDel: 0 });
    for (const k of p.skus) {
      valueRows.push({
        productId: id,
        sku: k.sku,
        stock: k.stock,
        sales: k.sales,
        price: k.price,
        otPrice: k.otPrice,
        image: k.color >= 0 ? im.colors[k.color]! : im.main,
        weight: k.weight,
        volume: k.volume,
        quota: 0,
        attrValue: JSON.stringify(k.attrValue),
        vipPrice: k.price,
        isDel: 0,
      });
    }
    for (const [ri, r] of p.reviews.entries()) {
      const at = daysAgo(base, r.daysAgo, ri * 37);
      replyRows.push({
        uid: 0,
        productId: id,
        merId: shopIds[p.shop]!,
        orderInfoId: 0,
        merOrderNo: '',
        star: r.star,
        serviceStar: r.serviceStar,
        comment: r.comment,
        pics: r.withPics ? im.slider.slice(1).join(',') : '',
        sku: r.sku,
        nickname: r.nickname,
        avatar: img.avatars.get(r.nickname) ?? '',
        merchantReplyContent: r.reply,
        merchantReplyTime: r.reply ? addSeconds(at, 86_400) : null,
        isDel: 0,
        createdAt: at,
      });
    }
  }
  await insertMany(trx, 'productAttrs', attrRows);
  await insertMany(trx, 'productAttrValues', valueRows);
  await insertMany(trx, 'productReplies', replyRows);

  // ---- coupons
  await insertMany(
    trx,
    'coupons',
    COUPONS.map((c) => ({
      merId: c.shop < 0 ? 0 : shopIds[c.shop]!,
      name: c.name,
      money: c.money,
      minPrice: c.minPrice,
      useType: c.useType,
      productIds: c.product !== undefined ? String(productIds[c.product % productIds.length]!) : '',
      categoryId: 0,
      isLimited: c.limited ? 1 : 0,
      total: c.limited ?? 0,
      lastTotal: c.limited ?? 0,
      isTimeReceive: 1,
      receiveStartTime: daysAgo(base, 3),
      receiveEndTime: daysAgo(base, -90),
      isFixedTime: c.fixed ? 1 : 0,
      useStartTime: c.fixed ? daysAgo(base, -c.fixed[0]) : null,
      useEndTime: c.fixed ? daysAgo(base, -c.fixed[1]) : null,
      day: c.day ?? 0,
      type: c.type ?? 1,
      status: 1,
      isDel: 0,
      createdAt: stamp,
    })),
  );

  // ---- site config and group data
  const link = (key: string) => `/categories?id=${catByKey.get(key) ?? ''}`;
  const site: Record<string, unknown> = {
    [SITE_KEYS.siteName]: SITE_NAME,
    [SITE_KEYS.siteLogo]: img.siteLogo,
    [SITE_KEYS.loginLeftImage]: img.loginLeftImage,
    [SITE_KEYS.indexBannerType]: 1,
    [SITE_KEYS.recommendImage]: img.recommendImage,
    [SITE_KEYS.shopStreetHeaderImage]: img.shopStreetHeader,
    [SITE_KEYS.consumerType]: CUSTOMER_SERVICE.consumerType,
    [SITE_KEYS.consumerHotline]: CUSTOMER_SERVICE.consumerHotline,
    [SITE_KEYS.consumerH5Url]: CUSTOMER_SERVICE.consumerH5Url,
    [SITE_KEYS.consumerMessage]: CUSTOMER_SERVICE.consumerMessage,
    [SITE_KEYS.consumerEmail]: CUSTOMER_SERVICE.consumerEmail,
    [SITE_KEYS.settledAgreement]: SETTLED_AGREEMENT,
    [SITE_KEYS.privacyAgreement]: PRIVACY_AGREEMENT,
    [SITE_KEYS.refundReasons]: REFUND_REASONS,
    [SITE_KEYS.defaultAvatar]: img.defaultAvatar,
    // Demo mode: cash on delivery is on, so a shopper with no balance and no card keys can still buy.
    [COD_SWITCH_KEY]: '1',
    // Points in steps of 100 (1.00 each at the default rate), at most 5,000 on one order.
    [POINTS_SETTING_KEYS.step]: 100,
    [POINTS_SETTING_KEYS.maxPerOrder]: 5000,
  };
  await insertMany(trx, 'siteConfig', Object.entries(site).map(([key, value]) => ({ key, value: JSON.stringify(value) })));

  const group = (groupKey: string, items: Record<string, unknown>[]) => items.map((value, i) => ({ groupKey, sort: items.length - i, value: JSON.stringify(value), status: 1 }));
  const topLevel = plan.categories.map((c, i) => ({ c, i })).filter((x) => x.c.level === 1);
  const bestSellers = [...plan.products.keys()].sort((a, b) => plan.products[b]!.ficti - plan.products[a]!.ficti);
  await insertMany(trx, 'groupData', [
    ...group(GROUP_KEYS.hotKeywords, HOT_KEYWORDS.map((title) => ({ title }))),
    ...group(GROUP_KEYS.userMenus, USER_MENUS.map((m) => ({ name: m.name, pc_url: m.pc_url, url: m.url, pic: img.menuIcons.get(m.icon) ?? '' }))),
    ...group(GROUP_KEYS.userBanner, [{ name: 'Members save more', pic: img.userBanner, url: '/users/coupon_list' }]),
    ...group(GROUP_KEYS.indexBanner, BANNERS.map((b, i) => ({ name: b.name, pic: img.banners[i], url: link(b.category) }))),
    ...group(GROUP_KEYS.pcBanner, BANNERS.map((b, i) => ({ name: b.name, pic: img.pcBanners[i], url: link(b.category) }))),
    ...group(GROUP_KEYS.bestBanner, BEST_BANNERS.map((b, i) => ({ name: b.name, pic: img.bestBanners[i], url: link(b.category) }))),
    ...group(GROUP_KEYS.indexMenus, topLevel.map(({ c, i }) => ({ name: c.name, pic: img.categoryIcons[i], url: link(c.key) }))),
    ...group(GROUP_KEYS.activity, [
      { name: 'Best sellers', info: 'The most loved products this month', type: 1, banner: JSON.stringify([img.pcBanners[0], img.pcBanners[2]]), productIds: bestSellers.slice(0, 12).map((k) => productIds[k]!) },
      { name: 'New arrivals', info: 'Just landed in the marketplace', type: 3, banner: JSON.stringify([img.pcBanners[1]]), productIds: [...plan.products.keys()].sort((a, b) => plan.products[a]!.daysAgo - plan.products[b]!.daysAgo).slice(0, 12).map((k) => productIds[k]!) },
    ]),
  ]);

  // ---- demo shoppers, with ledger rows that explain their opening balance and points
  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    const uid = await insertId(trx, 'users', {
      email: a.email,
      phone: a.phone,
      countryCode: a.countryCode,
      passwordHash: hashes[i]!,
      nickname: a.nickname,
      avatar: img.avatars.get(a.nickname) ?? '',
      userType: a.userType,
      identity: null,
      balance: a.balance,
      integral: a.integral,
      frozenIntegral: 0,
      experience: 0,
      status: 1,
      createdAt: stamp,
      updatedAt: stamp,
    });
    if (a.balance > 0) await insertMany(trx, 'balanceRecords', [{ uid, title: 'Demo account top-up', amount: a.balance, balance: a.balance, linkId: '', createdAt: stamp }]);
    if (a.integral > 0) await insertMany(trx, 'integralRecords', [{ uid, title: 'Welcome points', integral: a.integral, type: 1, balance: a.integral, linkId: '', createdAt: stamp }]);
  }
  // ---- about 60 days of orders by buyers of their own, so dashboards and finance have figures on a fresh install
  const orders = await seedOrderHistory(ctx, trx, base);
  ctx.log.info({ products: productIds.length, shops: shopIds.length, categories: catIds.length, orders }, 'demo marketplace seeded');
}

function escapeHtml(s: string): string {
  return s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

function productHtml(name: string, leaf: string, attrs: { name: string; values: string[] }[], image: string): string {
  const options = attrs.map((a) => `<li><strong>${escapeHtml(a.name)}:</strong> ${escapeHtml(a.values.join(', '))}</li>`).join('');
  return [
    `<h3>${escapeHtml(name)}</h3>`,
    `<p>Designed for everyday use, the ${escapeHtml(name)} brings dependable quality to our ${escapeHtml(leaf.toLowerCase())} range. Every unit is checked before dispatch and backed by our after-sales promise.</p>`,
    `<ul>${options}<li><strong>In the box:</strong> product, quick-start guide</li><li><strong>Care:</strong> see the label for instructions</li></ul>`,
    `<p><img src="${image}" alt="${escapeHtml(name)}" width="400" height="400"></p>`,
  ].join('');
}
