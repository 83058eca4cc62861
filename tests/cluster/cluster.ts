/**
 * The scaled-out deployment, run for real on loopback (npm run test:cluster): HAProxy balancing two
 * BFF processes, which reach two commerce replicas through a second HAProxy frontend, all over one
 * PostgreSQL database, with Redis for the shared rate limits and session revocations. Every process
 * runs the compiled server (dist/server), as the image does.
 *
 * Signed-in shoppers browse, look at a product and check out by balance at a fixed rate through the
 * balancer while every BFF and every commerce replica is restarted in turn with SIGTERM. It asserts
 * zero failed requests and resets, every order accounted for once, consistent stock and balances,
 * sessions that work on either BFF, a login limit shared across BFFs, unpaid orders expired once,
 * and memory that does not grow; then it prints the figures. Exit 1 on any broken promise.
 *
 * With a streaming replica of the database (scripts/cluster.sh starts one: CLUSTER_REPLICA_PORT, CLUSTER_REPLICA_DIR)
 * the commerce replicas read the catalogue from it (DATABASE_READ_URL). With the standby's replay paused, a renamed
 * product still shows its old name through the API (catalogue reads go to the replica) while the shopper's new cart
 * line and order read back at once (their reads go to the primary); the standby's transaction count grows under load;
 * and the standby is stopped halfway through the load: no request fails and each commerce process logs the loss once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BffClient } from '../helpers/bff-client.js';
import { openDb } from '../../server/commerce/db/connection.js';
import { hashPassword } from '../../server/commerce/accounts/password.js';
import { now } from '../../server/commerce/db/time.js';
import { addAddress, addProduct, addShop } from '../helpers/fixtures-orders.js';
import { freePort } from '../helpers/ports.js';

const ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const LOAD_S = Number(process.env.CLUSTER_LOAD_S ?? 90);
const SHOPPERS = Number(process.env.CLUSTER_SHOPPERS ?? 8);
const ITERATION_MS = 1000;
const DRAIN_MS = Number(process.env.CLUSTER_DRAIN_MS ?? 1500);
const PASSWORD = 'Cluster#2026pass';
const SECRET = 'cluster-session-secret-0123456789abcdef0123';
const EXPIRING_ORDERS = 4;
const START_STOCK = 1_000_000;
const START_BALANCE = 100_000_000;
/** How long a restarted process's memory takes to settle before it is read. */
const WARM_UP_MS = 15_000;
/** The read replica scripts/cluster.sh started, if any (scripts/pg-replica.sh). */
const REPLICA_PORT = process.env.CLUSTER_REPLICA_PORT ? Number(process.env.CLUSTER_REPLICA_PORT) : null;
const REPLICA_DIR = process.env.CLUSTER_REPLICA_DIR ?? '';
/** The commerce service's one line about losing its read replica, and its one line when it answers again. */
const REPLICA_LOST = /read replica unavailable/;
const REPLICA_BACK = /read replica answering again/;

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, what: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${what} did not become ready (${url})`);
    await sleep(100);
  }
}

interface Proc {
  name: string;
  port: number;
  start(): Promise<void>;
  restart(): Promise<number>;
  stop(): Promise<void>;
  pid(): number;
  /** Everything the process (and its earlier runs) printed so far. */
  output(): string;
}

const logsDir = mkdtempSync(join(tmpdir(), 'cluster-'));

function nodeProcess(name: string, script: string, port: number, env: Record<string, string>, readyPath: string): Proc {
  let child: ChildProcess | null = null;
  const history: string[] = [];
  const start = async () => {
    const out = join(logsDir, `${name}.log`);
    child = spawn(process.execPath, ['--enable-source-maps', join(ROOT, script)], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: string[] = [];
    child.stdout!.on('data', (c: Buffer) => {
      chunks.push(c.toString());
      history.push(c.toString());
    });
    child.stderr!.on('data', (c: Buffer) => {
      chunks.push(c.toString());
      history.push(c.toString());
    });
    child.on('exit', () => writeFileSync(out, chunks.join(''), { flag: 'a' }));
    const c = child;
    await Promise.race([
      waitFor(`http://127.0.0.1:${port}${readyPath}`, name),
      new Promise((_r, rej) => c.once('exit', (code) => rej(new Error(`${name} exited ${code} at start: ${chunks.join('').slice(0, 600)}`)))),
    ]);
  };
  const stop = async (): Promise<void> => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise<number | null>((r) => c.once('exit', (code) => r(code)));
    c.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) failures.push(`${name} exited ${code} on SIGTERM`);
  };
  return {
    name,
    port,
    start,
    async restart() {
      const t0 = Date.now();
      await stop();
      await start();
      return Date.now() - t0;
    },
    stop,
    pid: () => child?.pid ?? 0,
    output: () => history.join(''),
  };
}

/**
 * On a failed run, the balancer's side of the story (CI keeps only what is printed): servers going
 * down and up, and every request that did not end normally, with HAProxy's termination state
 * (e.g. `SD--`: the server closed the connection before answering; `CD--`: the client did).
 */
function printBalancerTrouble(file: string): void {
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return;
  }
  const trouble = lines.filter((l) => / is (DOWN|UP)\b/.test(l) || /\s(?!----)[-A-Za-z]{4}\s\d+\/\d+\/\d+\/\d+\/\d+\s/.test(l));
  console.log(`\nbalancer: ${trouble.length} state changes and abnormal endings of ${lines.length} log lines`);
  for (const l of trouble.slice(0, 60)) console.log(`  ${l}`);
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

function pct(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    console.log('cluster test: TEST_DATABASE_URL is not set (PostgreSQL is needed); skipped');
    return;
  }
  // A database of its own, dropped at the end.
  const dbName = `storefront_cluster_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${dbName}`;
  const DATABASE_URL = dbUrl.toString();
  // The same database on the streaming replica (its port), for the commerce replicas' catalogue reads.
  const readUrl = REPLICA_PORT === null ? null : Object.assign(new URL(DATABASE_URL), { port: String(REPLICA_PORT) }).toString();
  if (readUrl === null) console.log('no read replica on this machine: catalogue reads stay on the primary, its checks are skipped');

  const [redisPort, webPort, apiPort, b1, b2, c1, c2] = (await Promise.all(Array.from({ length: 7 }, freePort))) as [number, number, number, number, number, number, number];
  const procs: Proc[] = [];
  let redis: ChildProcess | null = null;
  let haproxy: ChildProcess | null = null;
  // A session on the read replica, for its transaction counts and to pause its replay.
  let replica: pg.Client | null = null;
  try {
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    // The same balancer rules as compose.yaml, with loopback addresses.
    const cfg = join(ROOT, 'deploy/haproxy.cfg');
    const haproxyEnv = {
      ...process.env,
      WEB_BIND: `127.0.0.1:${webPort}`,
      BFF1_ADDR: `127.0.0.1:${b1}`,
      BFF2_ADDR: `127.0.0.1:${b2}`,
      API_BIND: `127.0.0.1:${apiPort}`,
      COMMERCE1_ADDR: `127.0.0.1:${c1}`,
      COMMERCE2_ADDR: `127.0.0.1:${c2}`,
    };
    // A broken balancer config must stop the run here, not show up as failed requests later.
    const checked = spawn('haproxy', ['-c', '-f', cfg], { stdio: 'inherit', env: haproxyEnv });
    const cfgOk = await new Promise<number | null>((r) => checked.on('exit', r));
    if (cfgOk !== 0) throw new Error('haproxy refused its configuration');

    const commerceEnv = (port: number, seed: string) => ({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL,
      COMMERCE_HOST: '127.0.0.1',
      COMMERCE_PORT: String(port),
      SEED: seed,
      DATA_DIR: join(logsDir, 'data'),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      // The one settings schema asks every production process for these.
      SESSION_SECRET: SECRET,
      PUBLIC_URL: `http://127.0.0.1:${webPort}`,
      ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
    });
    const commerce1 = nodeProcess('commerce-1', 'dist/server/commerce/main.js', c1, commerceEnv(c1, 'never'), '/readyz');
    const commerce2 = nodeProcess('commerce-2', 'dist/server/commerce/main.js', c2, commerceEnv(c2, 'never'), '/readyz');
    await commerce1.start();
    await commerce2.start();
    procs.push(commerce1, commerce2);

    // The shop, its product and the shoppers, written straight into the shared database.
    const h = openDb({ databaseUrl: DATABASE_URL, dataDir: logsDir, poolSize: 2 });
    const shop = await addShop(h.db, { name: 'Cluster shop', freightFee: 0 });
    const product = await addProduct(h.db, shop, [{ price: 1250, stock: START_STOCK }], { name: 'Cluster tee' });
    const sku = product.skus[0]!.id;
    const hash = await hashPassword(PASSWORD);
    const shoppers: { email: string; uid: number; addressId: number; ip: string }[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const stamp = now();
      const email = `cluster${i}@example.test`;
      const u = await h.db
        .insertInto('users')
        .values({ email, phone: null, countryCode: null, passwordHash: hash, nickname: `Cluster ${i}`, avatar: '', userType: 'email', identity: null, balance: START_BALANCE, integral: 0, frozenIntegral: 0, experience: 0, status: 1, createdAt: stamp, updatedAt: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      shoppers.push({ email, uid: u.id, addressId: await addAddress(h.db, u.id), ip: `10.20.0.${i + 1}` });
    }

    const haproxyLog = openSync(join(logsDir, 'haproxy.log'), 'a');
    haproxy = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', haproxyLog, haproxyLog], env: haproxyEnv });
    const bffEnv = (port: number) => ({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      UPSTREAM_URL: `http://127.0.0.1:${apiPort}`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SESSION_SECRET: SECRET,
      PUBLIC_URL: `http://127.0.0.1:${webPort}`,
      TRUST_PROXY: 'loopback',
      STATIC_DIR: join(ROOT, 'dist/web'),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
    const bff1 = nodeProcess('bff-1', 'dist/server/main.js', b1, bffEnv(b1), '/readyz');
    const bff2 = nodeProcess('bff-2', 'dist/server/main.js', b2, bffEnv(b2), '/readyz');
    await bff1.start();
    await bff2.start();
    procs.push(bff1, bff2);
    const web = `http://127.0.0.1:${webPort}`;
    await waitFor(`${web}/readyz`, 'the balancer');

    // Each shopper signs in once, from an address of its own, and keeps that session throughout.
    const clients: { s: (typeof shoppers)[number]; cl: BffClient }[] = [];
    for (const s of shoppers) {
      const cl = new BffClient(web);
      const login = await cl.request('POST', '/api/front/login/email', { json: { email: s.email, password: PASSWORD }, headers: { 'x-forwarded-for': s.ip } });
      if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
      clients.push({ s, cl });
    }

    // Unpaid orders already past the unpaid timeout: the replicas' sweeps must cancel each once.
    const expiring: string[] = [];
    for (let i = 0; i < EXPIRING_ORDERS; i++) {
      const { s, cl } = clients[i % clients.length]!;
      const pre = await cl.post<{ preOrderNo: string }>('/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId: product.id, attrValueId: sku, productNum: 2 }] });
      const created = await cl.post<{ orderNo: string }>('/api/front/order/create', { preOrderNo: pre.body.preOrderNo, addressId: s.addressId, payType: 'yue', payChannel: 'pc' });
      if (created.status !== 200) throw new Error(`unpaid order: ${created.status}`);
      expiring.push(created.body.orderNo);
    }
    await h.db.updateTable('orders').set({ createdAt: '2000-01-01 00:00:00' }).where('orderNo', 'in', expiring).execute();

    // ---- where reads go: the catalogue from the replica, the shopper's own writes from the primary
    const replicaXacts = async () => Number((await replica!.query<{ n: string }>('select xact_commit as n from pg_stat_database where datname = current_database()')).rows[0]!.n);
    if (readUrl) {
      const replicaName = async () => (await replica!.query<{ store_name: string }>('select store_name from products where id = $1', [product.id])).rows[0]?.store_name;
      // The database was created after the base backup; the standby has it once it replays that far (milliseconds on
      // a quiet machine; a busy shared one, with other suites writing to the same server, can lag far longer).
      const caughtUp = Date.now();
      const until = caughtUp + 180_000;
      for (;;) {
        try {
          if (!replica) {
            const c = new pg.Client({ connectionString: readUrl });
            c.on('error', () => {});
            await c.connect();
            replica = c;
          }
          if ((await replicaName()) === 'Cluster tee') break;
        } catch {
          // not replayed yet
        }
        if (Date.now() > until) throw new Error('the read replica did not catch up with the primary');
        await sleep(100);
      }
      console.log(`read replica caught up in ${Date.now() - caughtUp} ms`);
      await replica!.query('select pg_wal_replay_pause()');
      while ((await replica!.query<{ s: string }>('select pg_get_wal_replay_pause_state() as s')).rows[0]!.s !== 'paused') await sleep(50);
      await h.db.updateTable('products').set({ storeName: 'Cluster tee (renamed)' }).where('id', '=', product.id).execute();
      const api = `http://127.0.0.1:${apiPort}`;
      const seenNames: string[] = [];
      for (let i = 0; i < 4; i++) {
        const r = (await (await fetch(`${api}/api/front/product/detail/${product.id}`)).json()) as { data: { productInfo: { storeName: string } } };
        seenNames.push(r.data.productInfo.storeName);
      }
      check(seenNames.every((n) => n === 'Cluster tee'), `catalogue reads go to the replica: with its replay paused, the renamed product still reads "Cluster tee" (${seenNames.join(', ')})`);
      const { s, cl } = clients[0]!;
      const headers = { 'x-forwarded-for': s.ip };
      const saved = await cl.request('POST', '/api/front/cart/save', { json: [{ productId: product.id, productAttrUnique: sku, cartNum: 2 }], headers });
      const count = await cl.request<{ count: number }>('GET', '/api/front/cart/count', { query: { numType: 'true', type: 'sum' }, headers });
      const lines = await cl.request('GET', '/api/front/cart/list', { query: { isValid: 'true', page: 1, limit: 10 }, headers });
      const pre = await cl.request<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', { json: { preOrderType: 'buyNow', orderDetails: [{ productId: product.id, attrValueId: sku, productNum: 1 }] }, headers });
      const created = await cl.request<{ orderNo: string }>('POST', '/api/front/order/create', { json: { preOrderNo: pre.body.preOrderNo, addressId: s.addressId, payType: 'yue', payChannel: 'pc' }, headers });
      const order = await cl.request('GET', `/api/front/order/master/detail/${created.body.orderNo}`, { headers });
      check(
        saved.status === 200 && count.status === 200 && count.body.count === 2 && JSON.stringify(lines.body).includes('Cluster tee (renamed)') && order.status === 200 && JSON.stringify(order.body).includes('Cluster tee (renamed)'),
        `the shopper's cart and order read back from the primary at once (cart ${count.body.count} items, order ${order.status})`,
      );
      await replica!.query('select pg_wal_replay_resume()');
      while ((await replicaName()) !== 'Cluster tee (renamed)') {
        if (Date.now() > until) throw new Error('the read replica did not resume its replay');
        await sleep(50);
      }
    }

    // ---- the load, with rolling restarts
    const latencies: number[] = [];
    let requests = 0;
    let failed = 0;
    let resets = 0;
    const failureSamples: string[] = [];
    const paid = new Map<string, number>(); // orderNo → uid
    // Catalogue requests before and after the read replica is stopped (0 = still running).
    let replicaStoppedAt = 0;
    let replicaStopStartedAt = 0;
    let catalogueBeforeLoss = 0;
    let catalogueAfterLoss = 0;
    const call = async <T>(cl: BffClient, method: 'GET' | 'POST', path: string, ip: string, json?: unknown, query?: Record<string, string | number>) => {
      const t0 = performance.now();
      requests++;
      if (path.startsWith('/api/front/product/')) {
        if (replicaStoppedAt === 0) catalogueBeforeLoss++;
        else catalogueAfterLoss++;
      }
      try {
        const res = await cl.request<T>(method, path, { json: method === 'POST' ? (json ?? {}) : undefined, query, headers: { 'x-forwarded-for': ip } });
        latencies.push(performance.now() - t0);
        if (res.status !== 200) {
          failed++;
          if (failureSamples.length < 10) failureSamples.push(`${method} ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
          return null;
        }
        return res.body;
      } catch (err) {
        failed++;
        const code = (err as { cause?: { code?: string } }).cause?.code ?? '';
        if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') resets++;
        if (failureSamples.length < 10) failureSamples.push(`${method} ${path} → ${code || String(err)}`);
        return null;
      }
    };

    const xactsAtStart = replica ? await replicaXacts() : 0;
    let xactsAtLoss = 0;
    const t0 = Date.now();
    // Moved later only if slow restarts leave too little load after the read replica is stopped (below).
    let stopAt = t0 + LOAD_S * 1000;
    const shopperLoop = async ({ s, cl }: (typeof clients)[number]) => {
      while (Date.now() < stopAt) {
        const started = Date.now();
        await call(cl, 'GET', '/api/front/product/list', s.ip, undefined, { page: 1, limit: 8 });
        await call(cl, 'GET', `/api/front/product/detail/${product.id}`, s.ip);
        await call(cl, 'GET', '/api/front/cart/count', s.ip, undefined, { numType: 'true', type: 'sum' });
        const pre = await call<{ preOrderNo: string }>(cl, 'POST', '/api/front/order/pre/order', s.ip, { preOrderType: 'buyNow', orderDetails: [{ productId: product.id, attrValueId: sku, productNum: 1 }] });
        if (pre) {
          const created = await call<{ orderNo: string }>(cl, 'POST', '/api/front/order/create', s.ip, { preOrderNo: pre.preOrderNo, addressId: s.addressId, payType: 'yue', payChannel: 'pc' });
          if (created) {
            const pay = await call(cl, 'POST', '/api/front/pay/payment', s.ip, { orderNo: created.orderNo, payType: 'yue', payChannel: 'pc' });
            if (pay) paid.set(created.orderNo, s.uid);
          }
        }
        await sleep(Math.max(0, ITERATION_MS - (Date.now() - started)));
      }
    };
    const restarts: { name: string; ms: number }[] = [];
    // Each restart takes 5–6 s (drain, then start), one after another: a gap of a twentieth of the
    // run between them ends the last one before the middle of the run.
    const rolled = (async () => {
      const gap = Math.floor((LOAD_S * 1000) / 20);
      for (const p of [bff1, bff2, commerce1, commerce2]) {
        await sleep(gap);
        restarts.push({ name: p.name, ms: await p.restart() });
      }
      return Date.now();
    })();
    const memory = new Map<string, { first: number; last: number }>();
    const sampler = async () => {
      // Minute one (or two thirds in, on a shorter run), but never before a restarted process has
      // warmed up (its memory grows for its first seconds); then just before the end.
      const lastRestart = await rolled;
      await sleep(Math.max(0, t0 + Math.min(60_000, (LOAD_S * 1000 * 2) / 3) - Date.now(), lastRestart + WARM_UP_MS - Date.now()));
      for (const p of procs) memory.set(p.name, { first: rssMb(p.pid()), last: 0 });
      await sleep(Math.max(0, stopAt - Date.now() - 500));
      for (const p of procs) memory.get(p.name)!.last = rssMb(p.pid());
    };
    // Once the restarts are over, the read replica goes away for good (pg_ctl stop -m fast ends its sessions).
    const replicaLoss = async () => {
      if (!replica) return;
      await rolled;
      await sleep(2000);
      xactsAtLoss = await replicaXacts();
      await replica.end();
      replica = null;
      replicaStopStartedAt = Date.now();
      const stopped = spawn('sh', [join(ROOT, 'scripts/pg-replica.sh'), 'stop', REPLICA_DIR], { stdio: 'inherit' });
      await new Promise((r) => stopped.on('exit', r));
      replicaStoppedAt = Date.now();
      stopAt = Math.max(stopAt, replicaStoppedAt + 10_000);
    };
    await Promise.all([...clients.map(shopperLoop), rolled, sampler(), replicaLoss()]);
    const elapsedS = (Date.now() - t0) / 1000;

    // ---- the books
    latencies.sort((a, b) => a - b);
    console.log(`\nrequests ${requests} in ${elapsedS.toFixed(0)} s (${(requests / elapsedS).toFixed(1)}/s), failed ${failed}, resets ${resets}`);
    console.log(`latency p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms`);
    console.log(`restarts: ${restarts.map((r) => `${r.name} ${r.ms} ms`).join(', ')}`);
    console.log(`checkouts paid ${paid.size}`);
    for (const [name, m] of memory) console.log(`rss ${name}: ${m.first.toFixed(1)} MB at minute one, ${m.last.toFixed(1)} MB at the end`);
    for (const f of failureSamples) console.log(`  failure: ${f}`);

    check(failed === 0, `no failed requests (${failed} of ${requests})`);
    check(resets === 0, `no connection resets (${resets})`);
    check(restarts.length === 4, 'every BFF and every commerce replica was restarted once');
    check(paid.size > LOAD_S * SHOPPERS * 0.5, `checkouts went through all along (${paid.size})`);
    if (readUrl) {
      const replicaReads = xactsAtLoss - xactsAtStart;
      console.log(`read replica: ${replicaReads} transactions on it for ${catalogueBeforeLoss} catalogue requests; stopped ${((replicaStoppedAt - t0) / 1000).toFixed(0)} s in; ${catalogueAfterLoss} catalogue requests after`);
      check(replicaReads >= catalogueBeforeLoss, `catalogue reads went to the replica under load (${replicaReads} transactions there for ${catalogueBeforeLoss} catalogue requests)`);
      check(replicaStoppedAt > 0 && catalogueAfterLoss > 0, `catalogue requests were answered after the replica was stopped (${catalogueAfterLoss}), all of them (no failed requests above)`);
      for (const p of [commerce1, commerce2]) {
        const lines = p.output().split('\n');
        const entries = lines.flatMap((l) => {
          try {
            return l.startsWith('{') ? [JSON.parse(l) as { level?: number; time?: string; msg?: string }] : [];
          } catch {
            return [];
          }
        });
        const lost = entries.filter((e) => REPLICA_LOST.test(e.msg ?? ''));
        const back = entries.filter((e) => REPLICA_BACK.test(e.msg ?? ''));
        const afterStop = lost.filter((e) => Date.parse(e.time ?? '') >= replicaStopStartedAt);
        // A machine too busy to open a connection to the replica within the connect timeout is a real (short)
        // outage too: it is told once and its end once. Stopping the replica is told once, whatever the load.
        check(
          afterStop.length === 1 && lost.every((e) => e.level === 40) && lost.length === back.length + 1,
          `${p.name} logged the replica's loss in exactly one warn line (${afterStop.length} after the stop; ${lost.length - afterStop.length} earlier losses under load, each followed by its one recovery line: ${back.length})`,
        );
        const password = new URL(readUrl).password;
        check(!lines.some((l) => l.includes('postgres://') || (password !== '' && l.includes(`:${password}@`))), `${p.name} logged no database URL or password`);
      }
    }

    const uids = shoppers.map((s) => s.uid);
    const dbPaid = await h.db.selectFrom('orders').select(['orderNo', 'uid', 'payPrice', 'totalNum']).where('uid', 'in', uids).where('paid', '=', 1).execute();
    check(dbPaid.length === paid.size && dbPaid.every((o) => paid.get(o.orderNo) === o.uid), `every paid order is recorded once for its shopper (${dbPaid.length} in the database, ${paid.size} seen paid)`);
    const open = await h.db.selectFrom('orders').select(['orderNo', 'totalNum']).where('uid', 'in', uids).where('paid', '=', 0).where('isCancel', '=', 0).execute();
    const soldUnits = dbPaid.reduce((n, o) => n + o.totalNum, 0) + open.reduce((n, o) => n + o.totalNum, 0);
    const stock = await h.db.selectFrom('productAttrValues').select(['stock']).where('id', '=', sku).executeTakeFirstOrThrow();
    check(stock.stock === START_STOCK - soldUnits, `stock adds up: ${START_STOCK} − ${soldUnits} sold or held = ${stock.stock}`);
    const expired = await h.db.selectFrom('orders').select(['orderNo', 'isCancel']).where('orderNo', 'in', expiring).execute();
    check(expired.every((o) => o.isCancel === 1), `the ${EXPIRING_ORDERS} overdue unpaid orders were expired (their stock returned once, by the sum above)`);
    let balancesOk = true;
    for (const s of shoppers) {
      const spent = dbPaid.filter((o) => o.uid === s.uid).reduce((n, o) => n + o.payPrice, 0);
      const u = await h.db.selectFrom('users').select('balance').where('id', '=', s.uid).executeTakeFirstOrThrow();
      if (u.balance !== START_BALANCE - spent) balancesOk = false;
    }
    check(balancesOk, 'every balance equals its start less what its paid orders cost');

    // Sessions: the same cookie works on each BFF directly.
    let sessionsOk = true;
    for (const { cl } of clients) {
      for (const port of [b1, b2]) {
        const direct = new BffClient(`http://127.0.0.1:${port}`);
        for (const [k, v] of cl.jar) direct.jar.set(k, v);
        if ((await direct.get('/api/front/user/info')).status !== 200) sessionsOk = false;
      }
    }
    check(sessionsOk, 'every session works on either BFF');

    // One address, eleven wrong passwords through the balancer: the eleventh is refused, wherever it lands.
    const statuses: number[] = [];
    const attacker = new BffClient(web);
    for (let i = 0; i < 11; i++) {
      statuses.push((await attacker.request('POST', '/api/front/login/email', { json: { email: shoppers[0]!.email, password: 'Wrong#2026pass' }, headers: { 'x-forwarded-for': '10.99.0.1' } })).status);
    }
    check(statuses.slice(0, 10).every((s) => s !== 429) && statuses[10] === 429, `the login limit is shared by both BFFs (${statuses.join(' ')})`);

    for (const [name, m] of memory) {
      const change = m.first > 0 ? (m.last - m.first) / m.first : 1;
      // A leak grows; a heap the collector gives back (it can shrink by a quarter under load) is no fault.
      check(change <= 0.15, `${name} memory does not grow: ${(change * 100).toFixed(1)} % from minute one to the end`);
    }
    await h.close();
  } finally {
    for (const p of procs.reverse()) await p.stop().catch(() => {});
    await replica?.end().catch(() => {});
    haproxy?.kill('SIGTERM');
    redis?.kill('SIGTERM');
    await sleep(200);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
  if (failures.length > 0) {
    printBalancerTrouble(join(logsDir, 'haproxy.log'));
    console.log(`\ncluster test FAILED (${failures.length}); process logs in ${logsDir}`);
    process.exit(1);
  }
  rmSync(logsDir, { recursive: true, force: true });
  console.log('\ncluster test passed');
}

main().catch((err: unknown) => {
  console.error(err);
  console.log(`process logs in ${logsDir}`);
  process.exit(1);
});
