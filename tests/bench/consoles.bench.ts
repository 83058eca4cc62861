import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config.js';
import { startCommerce } from '../../server/commerce/server.js';
import { createOperator } from '../../server/commerce/admin-accounts/operators.js';
import { rng, type Rng } from '../../server/commerce/seed/random.js';
import { MERCHANT_PRODUCT_PATHS, PRODUCT_TAB, PRODUCT_TABS, productTabsHeaders } from '../../shared/contract/admin-product.js';
import { adminLoginChallenge } from '../../shared/contract/admin.js';
import { MERCHANT_ORDER_PATHS, ORDER_TABS, storeOrderCountItem } from '../../shared/contract/admin-order.js';
import { PLATFORM_CATALOGUE_PATHS, PLATFORM_PRODUCT_TAB } from '../../shared/contract/admin-platform-catalogue.js';
import { listenBff } from '../helpers/bff-on-loopback.js';
import { BffClient } from '../helpers/bff-client.js';
import { insertShopOwner, totpCode } from '../helpers/console-two-factor.js';
import { ADJECTIVES, CHINESE, MATERIALS, NOUNS, THAI } from './catalog-gen.js';
import { generateConsoleData, type ConsoleData } from './console-gen.js';
import { onEachDatabase } from './scratch-database.js';

/**
 * The consoles' lists and the product form's save (issues 24 and 25), over HTTP through the real BFF with a
 * signed-in console session (its cookie and the CSRF header, as the browser sends them), on SQLite, and on
 * PostgreSQL too when TEST_DATABASE_URL is set (a database of its own, dropped after).
 * Data: a shop with 10,000 products and 50,000 orders in a marketplace of 5,000 shops (and 5,000 applications),
 * 30,000 products in all, a few of them waiting for the platform's review.
 * Budgets: every list p95 ≤ 50 ms; saving a product with 30 SKUs (2 specs, 5 × 6) p95 ≤ 100 ms.
 * Reported, never asserted; each call's p50 is also given as a same-run ratio to the cheapest signed-in call
 * of its console (the account's own info), which is what the session and the BFF cost by themselves.
 */
const SIZE = {
  shops: Number(process.env.BENCH_SHOPS ?? 5_000),
  products: Number(process.env.BENCH_SHOP_PRODUCTS ?? 10_000),
  otherProducts: Number(process.env.BENCH_OTHER_PRODUCTS ?? 20_000),
  orders: Number(process.env.BENCH_ORDERS ?? 50_000),
};
const QUERIES_PER_SHAPE = Number(process.env.BENCH_QUERIES ?? 100);
const SAVES = Number(process.env.BENCH_SAVES ?? 60);
const LIST_BUDGET_P95_MS = 50;
const SAVE_BUDGET_P95_MS = 100;
const PAGE_SIZE = 20;

const OWNER = { account: 'owner@consoles.bench', password: 'Owner#2026pass' };
const OPERATOR = { account: 'ops@consoles.bench', password: 'Operator#2026pass' };
const PIC = (n: string) => `/crmebimage/public/product/20260101/${n}.png`;

type Query = Record<string, string | number>;
type Call = { method: 'GET'; path: string; query: Query } | { method: 'POST'; path: string; body: unknown };
interface Shape {
  name: string;
  console: 'merchant' | 'platform';
  /** p95 budget in ms; undefined for the reference rows. */
  budget?: number;
  count?: number;
  make: () => Call;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** What a merchant types in the search box: part of an English word in any case, or a Chinese or Thai name. */
function keyword(r: Rng): string {
  const roll = r.next();
  if (roll < 0.1) return Array.from(r.pick(CHINESE)).slice(0, 2).join('');
  if (roll < 0.2) return r.pick(THAI).slice(0, 5);
  const w = r.pick([...ADJECTIVES, ...MATERIALS, ...NOUNS]);
  return r.chance(0.5) ? w.toUpperCase() : w.toLowerCase().slice(0, Math.max(3, w.length - 2));
}

/** The product form as the console sends it: 2 specs, 5 colours × 6 sizes = 30 SKUs, a description of a few paragraphs. */
function productForm(data: ConsoleData, r: Rng, n: number) {
  const colours = ['Red', 'Blue', 'Green', 'Black', 'White'];
  const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
  const paragraph = '<p>Cut from a <strong>heavyweight</strong> cotton that keeps its shape wash after wash; double-stitched seams, a relaxed fit and a soft hand.</p>';
  return {
    image: PIC('main'),
    sliderImage: JSON.stringify([PIC('s1'), PIC('s2'), PIC('s3')]),
    storeName: `Bench Tee ${n}`,
    storeInfo: 'A heavyweight cotton tee',
    keyword: 'tee, cotton, basics',
    cateId: String(r.pick(data.shopCategories)),
    unitName: 'piece',
    specType: true,
    attr: [
      { attrName: 'Colour', attrValues: colours.join(',') },
      { attrName: 'Size', attrValues: sizes.join(',') },
    ],
    attrValue: colours.flatMap((colour) =>
      sizes.map((size) => ({ stock: r.int(0, 50), price: '19.90', otPrice: '29.90', cost: '8.00', image: PIC(colour.toLowerCase()), weight: 0.25, volume: 0, attrValue: JSON.stringify({ Colour: colour, Size: size }) })),
    ),
    content: paragraph.repeat(8),
    postage: '3.50',
    brandId: 0,
    categoryId: r.pick(data.leaves),
  };
}

function merchantShapes(data: ConsoleData, tabTotals: Map<number, number>, seed = 11): Shape[] {
  const r = rng(seed);
  const lastPage = (tab: number) => Math.max(1, Math.ceil((tabTotals.get(tab) ?? 0) / PAGE_SIZE));
  const list = (query: Query): Call => ({ method: 'GET', path: MERCHANT_PRODUCT_PATHS.list, query: { limit: PAGE_SIZE, ...query } });
  let saved = 0;
  return [
    { name: 'products: on sale, page 1', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => list({ type: PRODUCT_TAB.onSale, page: 1 }) },
    { name: 'products: any tab, page 1', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => list({ type: r.pick(PRODUCT_TABS), page: 1 }) },
    { name: 'products: any tab, pages 2–20', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => {
      const type = r.pick(PRODUCT_TABS);
      return list({ type, page: Math.min(lastPage(type), r.int(2, 20)) });
    } },
    { name: 'products: any tab, last 5 pages (deep)', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => {
      const type = r.pick(PRODUCT_TABS);
      return list({ type, page: Math.max(1, lastPage(type) - r.int(0, 4)) });
    } },
    { name: 'products: keywords, any tab, page 1', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => list({ type: r.pick(PRODUCT_TABS), page: 1, keywords: keyword(r) }) },
    { name: 'products: keywords, on sale, page 3', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => list({ type: PRODUCT_TAB.onSale, page: 3, keywords: keyword(r) }) },
    { name: 'products: keywords + shop category, page 1', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => list({ type: PRODUCT_TAB.onSale, page: 1, keywords: keyword(r), cateId: String(r.pick(data.shopCategories)) }) },
    { name: 'products: tab counts', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => ({ method: 'GET', path: MERCHANT_PRODUCT_PATHS.tabsHeaders, query: {} }) },
    { name: 'product save, 30 SKUs (5 × 6)', console: 'merchant', budget: SAVE_BUDGET_P95_MS, count: SAVES, make: () => ({ method: 'POST', path: MERCHANT_PRODUCT_PATHS.save, body: productForm(data, r, ++saved) }) },
  ];
}

function orderShapes(data: ConsoleData, tabTotals: Map<string, number>, seed = 17): Shape[] {
  const r = rng(seed);
  const lastPage = (tab: string) => Math.max(1, Math.ceil((tabTotals.get(tab) ?? 0) / PAGE_SIZE));
  const list = (query: Query): Call => ({ method: 'GET', path: MERCHANT_ORDER_PATHS.list, query: { limit: PAGE_SIZE, ...query } });
  return [
    { name: 'orders: any status, page 1', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => list({ status: r.pick(ORDER_TABS), page: 1 }) },
    { name: 'orders: any status, any page', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => {
      const status = r.pick(ORDER_TABS);
      return list({ status, page: r.int(1, lastPage(status)) });
    } },
    { name: 'orders: all, last 5 pages (deep)', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => list({ status: 'all', page: Math.max(1, lastPage('all') - r.int(0, 4)) }) },
    { name: 'orders: order number, any status', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => list({ status: r.pick(['all', 'all', ...ORDER_TABS]), page: 1, orderNo: r.chance(0.9) ? r.pick(data.orderNos) : `SH${r.int(1e9, 9e9)}` }) },
    { name: 'orders: buyer keywords, all', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => list({ status: 'all', page: 1, keywords: r.chance(0.5) ? `shopper${r.int(1, 20_000)}@` : r.pick(ADJECTIVES).toLowerCase() }) },
    { name: 'orders: tab counts', console: 'merchant', budget: LIST_BUDGET_P95_MS, make: () => ({ method: 'GET', path: MERCHANT_ORDER_PATHS.statusNum, query: {} }) },
  ];
}

/** The platform's product review queue and its other product lists (every shop's products). */
function auditShapes(seed = 19): Shape[] {
  const r = rng(seed);
  const list = (query: Query): Call => ({ method: 'GET', path: PLATFORM_CATALOGUE_PATHS.productList, query: { limit: PAGE_SIZE, ...query } });
  const word = () => r.pick([...ADJECTIVES, ...NOUNS, ...MATERIALS]).toLowerCase().slice(0, 5);
  return [
    { name: 'review queue: page 1–5', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => list({ type: String(PLATFORM_PRODUCT_TAB.waiting), page: r.int(1, 5) }) },
    { name: 'review queue: keywords', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => list({ type: String(PLATFORM_PRODUCT_TAB.waiting), page: 1, keywords: word() }) },
    { name: 'platform products: rejected, page 1', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => list({ type: String(PLATFORM_PRODUCT_TAB.rejected), page: 1 }) },
    { name: 'platform products: on sale, page 1–50', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => list({ type: String(PLATFORM_PRODUCT_TAB.onSale), page: r.int(1, 50) }) },
    { name: 'platform products: on sale, keywords', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => list({ type: String(PLATFORM_PRODUCT_TAB.onSale), page: 1, keywords: word() }) },
    { name: 'platform products: tab counts', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => ({ method: 'GET', path: PLATFORM_CATALOGUE_PATHS.productTabs, query: {} }) },
  ];
}

function platformShapes(data: ConsoleData, seed = 13): Shape[] {
  const r = rng(seed);
  const M = '/api/admin/platform/merchant';
  const shops = (query: Query): Call => ({ method: 'GET', path: `${M}/list`, query: { limit: PAGE_SIZE, ...query } });
  const applications = (query: Query): Call => ({ method: 'GET', path: `${M}/apply/list`, query: { limit: PAGE_SIZE, ...query } });
  const lastShopPage = Math.ceil(SIZE.shops / PAGE_SIZE);
  const word = () => r.pick([...ADJECTIVES, ...NOUNS, ...MATERIALS]).toLowerCase().slice(0, 5);
  return [
    { name: 'shops: page 1', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => shops({ page: 1 }) },
    { name: 'shops: any page (to the last)', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => shops({ page: r.int(1, lastShopPage) }) },
    { name: 'shops: keywords, page 1', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => shops({ page: 1, keywords: word() }) },
    { name: 'shops: category + open/closed, page 1–5', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => shops({ page: r.int(1, 5), categoryId: String(r.pick(data.merchantCategories)), isSwitch: r.pick(['true', 'false']) }) },
    { name: 'shops: type + self-operated + keywords', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => shops({ page: 1, typeId: String(r.pick(data.merchantTypes)), isSelf: r.pick(['true', 'false']), keywords: word() }) },
    { name: 'shops: open and closed counts', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => ({ method: 'GET', path: `${M}/list/header/num`, query: {} }) },
    { name: 'applications: by state, page 1', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => applications({ page: 1, auditStatus: r.pick(['', '1', '2', '3']) }) },
    { name: 'applications: by state, any page', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => {
      const status = r.pick(['', '1', '2', '3']);
      const share = status === '' ? 1 : status === '1' ? 0.2 : status === '2' ? 0.64 : 0.16;
      return applications({ page: r.int(1, Math.max(1, Math.floor((SIZE.shops * share) / PAGE_SIZE))), auditStatus: status });
    } },
    { name: 'applications: keywords + category, page 1', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => applications({ page: 1, keywords: word(), categoryId: String(r.pick(data.merchantCategories)) }) },
    { name: 'applications: counts by state', console: 'platform', budget: LIST_BUDGET_P95_MS, make: () => ({ method: 'GET', path: `${M}/apply/list/header/num`, query: {} }) },
  ];
}

/** One console session's timed call: the browser's cookie and CSRF header, the answer read in full. */
function timer(b: BffClient) {
  return async (call: Call): Promise<{ ms: number; failure?: string }> => {
    const url = new URL(call.path, b.baseUrl);
    const headers: Record<string, string> = { 'x-csrf': '1', accept: 'application/json', cookie: b.cookieHeader };
    let init: RequestInit = { method: call.method, headers };
    if (call.method === 'GET') for (const [k, v] of Object.entries(call.query)) url.searchParams.set(k, String(v));
    else init = { ...init, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(call.body) };
    const start = performance.now();
    const res = await fetch(url, init);
    const text = await res.text();
    const ms = performance.now() - start;
    // A failed call (a 504 when the service took longer than the BFF waits) counts with its time, and is reported.
    return res.status === 200 ? { ms } : { ms, failure: `${call.method} ${url.pathname}${url.search} answered ${res.status} ${text.slice(0, 200)}` };
  };
}

export default async function consolesBench(): Promise<void> {
  await onEachDatabase(consolesOn);
}

async function consolesOn(databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-consoles-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'never', OUTBOX: 'on', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const handle = await startCommerce(config, { host: '127.0.0.1', port: 0, seed: 'never', logger: false });
  const bff = await listenBff({ ...config, COOKIE_SECURE: false, LOG_LEVEL: 'silent' }, { upstreamUrl: handle.url });
  try {
    const t = Date.now();
    const data = await generateConsoleData(handle.db, SIZE);
    // Statistics after a bulk load, as an operator would run them; on PostgreSQL a vacuum too, as autovacuum
    // soon would, so index-only scans need not visit the table.
    await (handle.kind === 'postgres' ? sql`VACUUM ANALYZE` : sql`ANALYZE`).execute(handle.db);
    console.log(
      `\ngenerated ${SIZE.shops.toLocaleString('en')} shops and applications, ${SIZE.products.toLocaleString('en')} products of one shop ` +
        `(+${SIZE.otherProducts.toLocaleString('en')} of the others), ${SIZE.orders.toLocaleString('en')} orders in ${((Date.now() - t) / 1000).toFixed(1)} s (${handle.kind})`,
    );

    // The merchant signs in with a password; the operator with a password and the authenticator's code.
    await insertShopOwner(handle.db, { ...OWNER, merId: data.shopId });
    const merchant = new BffClient(bff.url);
    const signedIn = await merchant.post('/api/admin/merchant/login', { account: OWNER.account, pwd: OWNER.password });
    if (signedIn.status !== 200) throw new Error(`merchant sign-in answered ${signedIn.status}`);
    await createOperator(handle.ctx, { email: OPERATOR.account, password: OPERATOR.password });
    const operator = new BffClient(bff.url);
    const challenge = adminLoginChallenge.lenient.parse((await operator.post('/api/admin/platform/login', { account: OPERATOR.account, pwd: OPERATOR.password })).body);
    if (challenge.twoFactor !== 'enrol') throw new Error('the new operator was expected to enrol two-factor sign-in');
    const opSignedIn = await operator.post('/api/admin/platform/login/totp', { ticket: challenge.ticket, code: totpCode(challenge.secret) });
    if (opSignedIn.status !== 200) throw new Error(`operator sign-in answered ${opSignedIn.status}`);

    const tabs = productTabsHeaders.lenient.parse((await merchant.get(MERCHANT_PRODUCT_PATHS.tabsHeaders)).body);
    const tabTotals = new Map(tabs.map((x) => [x.type, x.count]));
    const time = { merchant: timer(merchant), platform: timer(operator) };
    const floors: Shape[] = [
      { name: 'reference: merchant account info', console: 'merchant', make: () => ({ method: 'GET', path: '/api/admin/merchant/getAdminInfoByToken', query: {} }) },
      { name: 'reference: operator account info', console: 'platform', make: () => ({ method: 'GET', path: '/api/admin/platform/getAdminInfoByToken', query: {} }) },
    ];
    const orderCounts = storeOrderCountItem.lenient.parse((await merchant.get(MERCHANT_ORDER_PATHS.statusNum)).body);
    const orderTotals = new Map<string, number>(Object.entries(orderCounts));
    const all = [...floors, ...merchantShapes(data, tabTotals), ...orderShapes(data, orderTotals), ...platformShapes(data), ...auditShapes()];
    // Warm the page cache, the prepared statements and the JIT (each save adds a product, so only three of those).
    for (const s of all) for (let i = 0; i < (s.count === undefined ? 20 : 3); i++) await time[s.console](s.make());
    console.log(`warmed up; measuring (${handle.kind})`);

    const results = new Map<string, { p50: number; p95: number }>();
    const rows: string[] = [];
    let over = 0;
    for (const s of all) {
      const times: number[] = [];
      const failures: string[] = [];
      for (let i = 0; i < (s.count ?? QUERIES_PER_SHAPE); i++) {
        const t = await time[s.console](s.make());
        times.push(t.ms);
        if (t.failure) failures.push(t.failure);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      results.set(s.name, { p50, p95 });
      const floor = results.get(s.console === 'merchant' ? floors[0]!.name : floors[1]!.name)!;
      const ratio = s.budget === undefined ? '' : `   ${(p50 / floor.p50).toFixed(1).padStart(5)}× ref`;
      const verdict = s.budget === undefined ? '' : `   budget ${s.budget} ms: ${p95 <= s.budget && failures.length === 0 ? 'OK' : 'OVER'}`;
      if (s.budget !== undefined && (p95 > s.budget || failures.length > 0)) over++;
      const failed = failures.length === 0 ? '' : `   ${failures.length} FAILED, first: ${failures[0]}`;
      rows.push(`${s.name.padEnd(44)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms${ratio}${verdict}${failed}`);
    }
    // Latency on a shared machine is mostly queueing for a core; the load average tells how far to trust it.
    console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' / ')}`);
    console.log(`${QUERIES_PER_SHAPE} calls per list shape, ${SAVES} saves, sequential, over HTTP through the BFF with a console session (${handle.kind}):`);
    for (const row of rows) console.log(`  ${row}`);
    console.log(`${over === 0 ? 'every call shape within its budget' : `${over} call shape(s) over budget or failing`} (${handle.kind})`);
  } finally {
    await bff.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
