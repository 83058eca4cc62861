import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';
import { startCommerce, type CommerceHandle } from '../../../server/commerce/server.js';
import { openDb, type DbHandle } from '../../../server/commerce/db/connection.js';
import { migrateToLatest } from '../../../server/commerce/db/migrate.js';
import type { Database } from '../../../server/commerce/db/schema.js';
import { issueToken } from '../../../server/commerce/http/auth.js';
import { catalogRead } from '../../../server/commerce/catalog-read.js';
import { SUGGEST_PATH } from '../../../shared/contract/suggest.js';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';
import { Relay } from '../../helpers/tcp-relay.js';
import { freePort } from '../../helpers/ports.js';
import { insertShopper, startTestCommerce, testCommerceConfig, type TestCommerce } from '../../helpers/commerce.js';
import { addCategory, addMerchant, addMerchantProductCategory, addProduct, addReply } from '../../helpers/fixtures-catalog.js';
import { addAddress } from '../../helpers/fixtures-orders.js';

/**
 * Catalogue reads on a read replica (DATABASE_READ_URL; README "Scaling out", server/commerce/catalog-read.ts).
 *
 * The "replica" here is a second database holding the same catalogue under other names ("Replica …" against the
 * primary's "Primary …"), reached through a TCP relay that can be cut: every answer shows where it was read, as a
 * lagging standby would. PostgreSQL only, apart from the start-up refusal and the select-only view.
 */

const PASSWORD_IN_URL = 's3cret-Replica-pass';
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The same catalogue in each database, its names starting with `label`; the ids match (both databases are fresh). */
async function catalogue(db: Kysely<Database>, label: string) {
  const cateId = await addCategory(db, { name: `${label} Category`, level: 1 });
  const merId = await addMerchant(db, { name: `${label} Shop`, keywords: 'tees' });
  const shelf = await addMerchantProductCategory(db, { merId, name: `${label} Shelf` });
  const productId = await addProduct(db, { merId, name: `${label} Tee`, cateId, price: 1250, merCateIds: String(shelf), attrs: [['Size', [`${label} M`, `${label} L`]]] });
  await addReply(db, { productId, merId, star: 5, comment: `${label} review` });
  const sku = await db.selectFrom('productAttrValues').select('id').where('productId', '=', productId).orderBy('id').executeTakeFirstOrThrow();
  // A hot keyword and a home activity, the platform's group data that the storefront reads on every page.
  await db.insertInto('groupData').values({ groupKey: 'hot_keywords', sort: 0, status: 1, value: JSON.stringify({ title: `${label} tees` }) }).execute();
  const activity = await db
    .insertInto('groupData')
    .values({ groupKey: 'activity', sort: 0, status: 1, value: JSON.stringify({ name: `${label} Deals`, info: `${label} week`, type: 1, banner: '', productIds: [productId] }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { cateId, merId, shelf, productId, skuId: sku.id, activityId: activity.id };
}

type Envelope = { code: number; message: string; data: unknown };

function lineCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(l);
      cb();
    },
  });
  const matching = (msg: RegExp, level?: number) =>
    lines.filter((l) => {
      const j = JSON.parse(l) as { msg?: string; level?: number };
      return typeof j.msg === 'string' && msg.test(j.msg) && (level === undefined || j.level === level);
    });
  return { lines, stream, matching };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('DATABASE_READ_URL at start-up', () => {
  it('is refused without a PostgreSQL DATABASE_URL, or when it is not a postgres:// URL, naming the setting and never the URL', () => {
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'test', ...env });
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      throw new Error('accepted');
    };
    const replica = `postgres://storefront:${PASSWORD_IN_URL}@127.0.0.1:5433/shop`;
    const withoutPrimary = refused({ DATABASE_READ_URL: replica });
    expect(withoutPrimary).toMatch(/DATABASE_READ_URL needs DATABASE_URL/);
    expect(withoutPrimary).toMatch(/SQLite/);
    expect(refused({ DATABASE_URL: 'mysql://u:p@127.0.0.1/shop', DATABASE_READ_URL: replica })).toMatch(/DATABASE_READ_URL needs DATABASE_URL to be a postgres:\/\/ URL/);
    expect(refused({ DATABASE_URL: 'postgres://u:p@127.0.0.1/shop', DATABASE_READ_URL: `mysql://u:${PASSWORD_IN_URL}@127.0.0.1/shop` })).toMatch(/DATABASE_READ_URL must be a postgres:\/\/ URL/);
    expect(refused({ DATABASE_READ_URL: 'not a url' })).toMatch(/DATABASE_READ_URL/);
    for (const m of [withoutPrimary]) expect(m).not.toContain(PASSWORD_IN_URL);
    // Accepted as a pair of PostgreSQL URLs, and unset is fine.
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u:p@127.0.0.1/shop', DATABASE_READ_URL: 'postgresql://u:p@127.0.0.1:5433/shop' }).DATABASE_READ_URL).toBe('postgresql://u:p@127.0.0.1:5433/shop');
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_READ_URL: '  ' }).DATABASE_READ_URL).toBeUndefined();
  });

  it('stops `npm run commerce` with a clear message and exit code 1 on the embedded SQLite database', async () => {
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'test', DATA_DIR: join(ROOT, 'data-never-created'), DATABASE_READ_URL: `postgres://storefront:${PASSWORD_IN_URL}@127.0.0.1:5433/shop` };
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/commerce/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code, out).toBe(1);
    expect(out).toMatch(/DATABASE_READ_URL needs DATABASE_URL/);
    expect(out).not.toContain(PASSWORD_IN_URL);
  }, 60_000);
});

describe('the catalogue read view', () => {
  let c: TestCommerce;
  beforeAll(async () => {
    c = await startTestCommerce();
  });
  afterAll(async () => {
    await c?.close();
  });

  it('runs SELECTs only, on every database, so a write slipped into a catalogue path fails in every suite', async () => {
    const read = catalogRead(c.ctx);
    expect(catalogRead(c.ctx)).toBe(read);
    expect(catalogRead(read)).toBe(read);
    await expect(read.db.insertInto('categories').values({ pid: 0, name: 'x', icon: '', level: 1, sort: 0, isShow: 1 }).execute()).rejects.toThrow(/SELECTs only/);
    await expect(read.db.updateTable('products').set({ browse: 1 }).execute()).rejects.toThrow(/SELECTs only/);
    await expect(read.db.deleteFrom('products').execute()).rejects.toThrow(/SELECTs only/);
    expect(await read.db.selectFrom('categories').select('id').execute()).toEqual([]);
    // The primary itself is untouched by the view.
    await c.db.insertInto('categories').values({ pid: 0, name: 'Primary only', icon: '', level: 1, sort: 0, isShow: 1 }).execute();
    expect((await read.db.selectFrom('categories').select('name').execute()).map((r) => r.name)).toEqual(['Primary only']);
  });

  it('is taken only by the shopper-side catalogue paths: no cart, order, account or console code imports it', () => {
    const allowed = new Set(['server/commerce/catalog/routes.ts', 'server/commerce/catalog/detail.ts', 'server/commerce/merchants/routes.ts', 'server/commerce/merchants/shops.ts', 'server/commerce/content/routes.ts', 'server/commerce/catalog/catalogue-index.ts']);
    const users: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (p.endsWith('.ts') && !p.endsWith('catalog-read.ts') && /catalog-read\.js'/.test(readFileSync(p, 'utf8'))) users.push(relative(ROOT, p));
      }
    };
    walk(join(ROOT, 'server'));
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((u) => !allowed.has(u))).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('catalogue reads on a PostgreSQL read replica', () => {
  let primaryDb: TestDb;
  let replicaDb: TestDb;
  let replicaHandle: DbHandle;
  let relay: Relay;
  let commerce: CommerceHandle;
  const log = lineCollector();
  let shop: Awaited<ReturnType<typeof catalogue>>;
  let token: string;
  let uid: number;

  const get = async (path: string, opts: { token?: string; query?: Record<string, string | number> } = {}, on: CommerceHandle = commerce): Promise<Envelope> => {
    const url = new URL(path, on.url);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
    const res = await fetch(url, { headers: opts.token ? { 'authori-zation': opts.token } : {} });
    expect(res.status, path).toBe(200);
    const body = (await res.json()) as Envelope;
    expect(body.code, `${path}: ${body.message}`).toBe(200);
    return body;
  };
  const post = async (path: string, body: unknown, t = token): Promise<Envelope> => {
    const res = await fetch(new URL(path, commerce.url), { method: 'POST', headers: { 'authori-zation': t, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const env = (await res.json()) as Envelope;
    expect(env.code, `${path}: ${env.message}`).toBe(200);
    return env;
  };
  /** Which database an answer was read from: "Replica", "Primary", or both/neither (a failure either way). */
  const readFrom = (body: Envelope) => {
    const text = JSON.stringify(body.data);
    const r = text.includes('Replica');
    const p = text.includes('Primary');
    return r && !p ? 'Replica' : p && !r ? 'Primary' : `mixed or none: ${text.slice(0, 200)}`;
  };
  const productList = () => get('/api/front/product/list', { query: { keyword: 'tee', page: 1, limit: 10 } });

  beforeAll(async () => {
    primaryDb = await createTestDb();
    replicaDb = await createTestDb();
    replicaHandle = openDb({ databaseUrl: replicaDb.databaseUrl, dataDir: replicaDb.dataDir, poolSize: 2 });
    await migrateToLatest(replicaHandle.db);
    const real = new URL(replicaDb.databaseUrl!);
    relay = await Relay.open({ host: real.hostname, port: Number(real.port || 5432) });
    const viaRelay = new URL(real);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    const config = testCommerceConfig(primaryDb, { LOG_LEVEL: 'info', DATABASE_READ_URL: viaRelay.toString() });
    commerce = await startCommerce(config, { host: '127.0.0.1', port: 0, seed: 'never', logStream: log.stream });
    shop = await catalogue(commerce.db, 'Primary');
    const mirrored = await catalogue(replicaHandle.db, 'Replica');
    expect(mirrored).toEqual(shop);
    uid = await insertShopper(commerce.db, { email: 'reader@example.test', nickname: 'Reader', userType: 'email', balance: 1_000_000 });
    token = await issueToken(commerce.ctx, uid);
  }, 120_000);

  afterAll(async () => {
    await commerce?.close();
    await relay?.cut();
    await replicaHandle?.close();
    await primaryDb?.drop();
    await replicaDb?.drop();
  });

  it('reads the catalogue, search, shop pages and home feeds from the replica', async () => {
    const { productId, merId, cateId } = shop;
    expect(readFrom(await productList())).toBe('Replica');
    expect(readFrom(await get('/api/front/product/list', { query: { cid: cateId, page: 1, limit: 10 } }))).toBe('Replica');
    expect(readFrom(await get('/api/front/product/category'))).toBe('Replica');
    expect(readFrom(await get(SUGGEST_PATH, { query: { keyword: 'tee' } }))).toBe('Replica');
    expect(readFrom(await get('/api/front/index/product', { query: { page: 1, limit: 10 } }))).toBe('Replica');
    expect(readFrom(await get('/api/front/product/leaderboard'))).toBe('Replica');
    expect(readFrom(await get(`/api/front/product/sku/detail/${productId}`))).toBe('Replica');
    expect(readFrom(await get(`/api/front/product/reply/list/${productId}`, { query: { type: 0, page: 1, limit: 10 } }))).toBe('Replica');
    expect(readFrom(await get(`/api/front/product/reply/detail/${productId}`))).toBe('Replica');
    expect(readFrom(await get(`/api/front/product/merchant/${merId}/category/list`))).toBe('Replica');
    expect(readFrom(await get('/api/front/product/merchant/pro/list', { query: { merId, page: 1, limit: 10 } }))).toBe('Replica');
    expect(readFrom(await get('/api/front/merchant/street', { query: { page: 1, limit: 10 } }))).toBe('Replica');
    expect(readFrom(await get('/api/front/merchant/search/list', { query: { keywords: 'shop', page: 1, limit: 10 } }))).toBe('Replica');
    expect(readFrom(await get(`/api/front/merchant/detail/${merId}`))).toBe('Replica');
    expect((await get('/api/front/index')).data).toMatchObject({ ranking: [{ storeName: 'Replica Tee' }] });
    expect(readFrom(await get('/api/front/search/keyword'))).toBe('Replica');
    expect(readFrom(await get('/api/front/activity/index/list'))).toBe('Replica');
    expect(readFrom(await get(`/api/front/activity/list/${shop.activityId}`, { query: { page: 1, limit: 10 } }))).toBe('Replica');
    expect(readFrom(await get(`/api/pc/activity/detail/${shop.activityId}`))).toBe('Replica');
    // Review counts: one review in each database; a second, only on the primary, must not be counted.
    await addReply(commerce.db, { productId, merId, star: 1, comment: 'Primary second review' });
    expect((await get(`/api/front/product/reply/config/${productId}`)).data).toMatchObject({ sumCount: 1 });
  });

  it('reads back from the primary what the shopper just wrote: favourites, cart, order, history', async () => {
    const { productId, merId, skuId } = shop;
    await post('/api/front/collect/add/product', { id: productId, category: 'store' });
    await post(`/api/front/collect/add/merchant/${merId}`, {});
    const detail = (await get(`/api/front/product/detail/${productId}`, { token })).data as { productInfo: { storeName: string }; userCollect: boolean; merchantInfo: { isCollect: boolean } };
    // The product from the replica, the shopper's own favourites from the primary (the replica has none).
    expect(detail.productInfo.storeName).toBe('Replica Tee');
    expect(detail.userCollect).toBe(true);
    expect(detail.merchantInfo.isCollect).toBe(true);
    const header = (await get(`/api/front/merchant/index/info/${merId}`, { token })).data as { name: string; isCollect: boolean };
    expect(header).toMatchObject({ name: 'Replica Shop', isCollect: true });
    // The view count and the browse history were written to the primary, never to the replica.
    expect((await commerce.db.selectFrom('products').select('browse').where('id', '=', productId).executeTakeFirstOrThrow()).browse).toBe(1);
    expect((await replicaHandle.db.selectFrom('products').select('browse').where('id', '=', productId).executeTakeFirstOrThrow()).browse).toBe(0);
    expect(readFrom(await get('/api/front/product/browse/list', { token, query: { page: 1, limit: 10 } }))).toBe('Primary');
    expect(readFrom(await get('/api/front/collect/product/list', { token, query: { page: 1, limit: 10 } }))).toBe('Primary');

    await post('/api/front/cart/save', [{ productId, productAttrUnique: skuId, cartNum: 2 }]);
    expect(readFrom(await get('/api/front/cart/list', { token, query: { isValid: 'true', page: 1, limit: 10 } }))).toBe('Primary');
    expect((await get('/api/front/cart/count', { token, query: { numType: 'true', type: 'sum' } })).data).toMatchObject({ count: 2 });

    const addressId = await addAddress(commerce.db, uid);
    const pre = (await post('/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId, attrValueId: skuId, productNum: 1 }] })).data as { preOrderNo: string };
    const created = (await post('/api/front/order/create', { preOrderNo: pre.preOrderNo, addressId, payType: 'yue', payChannel: 'pc' })).data as { orderNo: string };
    expect(readFrom(await get(`/api/front/order/master/detail/${created.orderNo}`, { token }))).toBe('Primary');
  });

  it('runs a transaction opened on the read view on the primary, as every transaction', async () => {
    const read = catalogRead(commerce.ctx);
    const inside = await read.db.transaction().execute((trx) => trx.selectFrom('products').select('storeName').where('id', '=', shop.productId).executeTakeFirstOrThrow());
    expect(inside.storeName).toBe('Primary Tee');
    expect((await read.db.selectFrom('products').select('storeName').where('id', '=', shop.productId).executeTakeFirstOrThrow()).storeName).toBe('Replica Tee');
  });

  it('losing the replica: every read answers from the primary, one warn line for the outage, ready all along, and back to the replica when it returns', async () => {
    const down = /read replica unavailable/;
    const up = /read replica answering again/;
    expect(log.matching(down)).toEqual([]);
    await relay.cut();
    for (let i = 0; i < 6; i++) expect(readFrom(await productList())).toBe('Primary');
    expect(readFrom(await get(`/api/front/product/sku/detail/${shop.productId}`))).toBe('Primary');
    expect(readFrom(await get('/api/front/merchant/street', { query: { page: 1, limit: 10 } }))).toBe('Primary');
    const ready = await fetch(new URL('/readyz', commerce.url));
    expect(ready.status).toBe(200);
    await ready.body?.cancel();
    const warned = log.matching(down, 40);
    expect(warned).toHaveLength(1);
    const line = JSON.parse(warned[0]!) as { replica: string; detail: string };
    expect(line.replica).toBe(`127.0.0.1:${relay.port}/${new URL(replicaDb.databaseUrl!).pathname.slice(1)}`);
    expect(line.detail).not.toBe('');
    // No credentials anywhere in the log: not the password, not the URL.
    const password = new URL(replicaDb.databaseUrl!).password;
    if (password) expect(log.lines.filter((l) => l.includes(`:${password}@`))).toEqual([]);
    expect(log.lines.filter((l) => l.includes('postgres://'))).toEqual([]);

    await relay.up();
    let back = '';
    for (let i = 0; i < 100 && back !== 'Replica'; i++) {
      await sleep(100);
      back = readFrom(await productList());
    }
    expect(back).toBe('Replica');
    expect(log.matching(up, 30)).toHaveLength(1);
    expect(log.matching(down)).toHaveLength(1);
  }, 30_000);

  it('a replica that accepts connections but never answers: the read waits out the connect timeout once, then goes straight to the primary', async () => {
    const silent = new Set<Socket>();
    const server = createServer((s) => {
      silent.add(s);
      s.on('error', () => {});
    });
    const port = await freePort();
    await new Promise<void>((res) => server.listen(port, '127.0.0.1', () => res()));
    const second = lineCollector();
    const url = new URL(replicaDb.databaseUrl!);
    url.host = `127.0.0.1:${port}`;
    const other = await startCommerce(testCommerceConfig(primaryDb, { LOG_LEVEL: 'info', DATABASE_READ_URL: url.toString() }), { host: '127.0.0.1', port: 0, seed: 'never', logStream: second.stream });
    try {
      let t0 = performance.now();
      const first = await get('/api/front/product/list', { query: { keyword: 'tee', page: 1, limit: 10 } }, other);
      const waited = performance.now() - t0;
      expect(readFrom(first)).toBe('Primary');
      expect(waited).toBeGreaterThan(1500);
      t0 = performance.now();
      expect(readFrom(await get(`/api/front/product/sku/detail/${shop.productId}`, {}, other))).toBe('Primary');
      expect(performance.now() - t0).toBeLessThan(1500);
      expect(second.matching(/read replica unavailable/, 40)).toHaveLength(1);
      expect(JSON.parse(second.matching(/read replica unavailable/)[0]!).detail).toMatch(/timeout/i);
    } finally {
      await other.close();
      for (const s of silent) s.destroy();
      await new Promise((r) => server.close(r));
    }
  }, 30_000);
});
