import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onEachDatabase } from './scratch-database.js';

/**
 * Checkout throughput on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set (a database of its
 * own, dropped after): each virtual shopper loops pre-order → create → pay by balance over HTTP against
 * the commerce service running in its own process. Reports
 * checkouts/s, HTTP requests/s and checkout latency p50/p95/p99. When balance payment is not
 * available the loop is pre-order → create, and the table says so.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 16);

interface Ready {
  url: string;
  kind: string;
  productId: number;
  attrValueId: number;
  shoppers: { token: string; addressId: number }[];
}

/** The server role: a fresh SQLite service with one shop, a deep-stock product and rich shoppers. */
async function serve(): Promise<void> {
  const { loadConfig } = await import('../../server/config.js');
  const { startCommerce } = await import('../../server/commerce/server.js');
  const { issueToken } = await import('../../server/commerce/http/auth.js');
  const { now } = await import('../../server/commerce/db/time.js');
  const { addAddress, addProduct, addShop } = await import('../helpers/fixtures-orders.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'checkout-bench-'));
  const databaseUrl = process.argv[4];
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'never', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const h = await startCommerce(config, { host: '127.0.0.1', port: 0, seed: 'never', logger: false });
  const shop = await addShop(h.db, { name: 'Bench shop', freightFee: 500, freeFreightThreshold: 5000 });
  const product = await addProduct(h.db, shop, [{ price: 1999, stock: 10_000_000 }], { name: 'Bench tee' });
  const shoppers = [];
  for (let i = 0; i < Number(process.argv[3] ?? 16); i++) {
    const stamp = now();
    const u = await h.db
      .insertInto('users')
      .values({ email: `bench${i}@example.test`, phone: null, countryCode: null, passwordHash: null, nickname: `Bench ${i}`, avatar: '', userType: 'email', identity: null, balance: 1_000_000_000, integral: 0, frozenIntegral: 0, experience: 0, status: 1, createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    shoppers.push({ token: await issueToken(h.ctx, u.id), addressId: await addAddress(h.db, u.id) });
  }
  const ready: Ready = { url: h.url, kind: h.kind, productId: product.id, attrValueId: product.skus[0]!.id, shoppers };
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  const stop = async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function startServer(databaseUrl?: string): Promise<{ ready: Ready; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, 'serve', String(SHOPPERS), ...(databaseUrl ? [databaseUrl] : [])], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (.+)\n/.exec(out);
      if (m) resolve({ ready: JSON.parse(m[1]!) as Ready, child });
    });
    child.on('exit', (code) => reject(new Error(`checkout bench server exited ${code}`)));
  });
}

async function call(url: string, path: string, token: string, body: unknown): Promise<{ code: number; message: string; data: unknown }> {
  const res = await fetch(new URL(path, url), { method: 'POST', headers: { 'authori-zation': token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: unknown };
}

function pct(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export default async function benchCheckout(): Promise<void> {
  await onEachDatabase(checkoutOn);
}

async function checkoutOn(databaseUrl: string | undefined): Promise<void> {
  const { ready, child } = await startServer(databaseUrl);
  try {
    const { url } = ready;
    const checkout = async (s: Ready['shoppers'][number], pay: boolean): Promise<void> => {
      const pre = await call(url, '/api/front/order/pre/order', s.token, { preOrderType: 'buyNow', orderDetails: [{ productId: ready.productId, attrValueId: ready.attrValueId, productNum: 1 }] });
      if (pre.code !== 200) throw new Error(`pre-order: ${pre.message}`);
      const created = await call(url, '/api/front/order/create', s.token, { preOrderNo: (pre.data as { preOrderNo: string }).preOrderNo, addressId: s.addressId, payType: 'yue', payChannel: 'pc' });
      if (created.code !== 200) throw new Error(`create: ${created.message}`);
      if (!pay) return;
      const paid = await call(url, '/api/front/pay/payment', s.token, { orderNo: (created.data as { orderNo: string }).orderNo, payType: 'yue', payChannel: 'pc' });
      if (paid.code !== 200) throw new Error(`pay: ${paid.message}`);
    };
    // Probe once: is balance payment there yet (the payments domain may not be merged)?
    let pay = true;
    try {
      await checkout(ready.shoppers[0]!, true);
    } catch (e) {
      pay = false;
      console.warn(`balance payment unavailable (${(e as Error).message}); benchmarking pre-order → create only`);
    }
    // Warm-up, then the measured run.
    const runFor = async (seconds: number) => {
      const lat: number[] = [];
      let failures = 0;
      const until = Date.now() + seconds * 1000;
      await Promise.all(
        ready.shoppers.map(async (s) => {
          while (Date.now() < until) {
            const t = performance.now();
            try {
              await checkout(s, pay);
              lat.push(performance.now() - t);
            } catch {
              failures++;
            }
          }
        }),
      );
      return { lat: lat.sort((a, b) => a - b), failures };
    };
    await runFor(2);
    const started = performance.now();
    const { lat, failures } = await runFor(DURATION_S);
    const elapsed = (performance.now() - started) / 1000;
    const steps = pay ? 3 : 2;
    const flow = pay ? 'pre-order → create → pay (yue)' : 'pre-order → create (no balance payment yet)';
    console.table([
      {
        flow,
        db: ready.kind,
        shoppers: ready.shoppers.length,
        'checkouts/s': Number((lat.length / elapsed).toFixed(1)),
        'requests/s': Number(((lat.length * steps) / elapsed).toFixed(1)),
        'p50 ms': Number(pct(lat, 50).toFixed(1)),
        'p95 ms': Number(pct(lat, 95).toFixed(1)),
        'p99 ms': Number(pct(lat, 99).toFixed(1)),
        failures,
      },
    ]);
    if (failures > 0) throw new Error(`${failures} checkouts failed`);
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[1] === SELF && process.argv[2] === 'serve') await serve();
