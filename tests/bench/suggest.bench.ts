import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config.js';
import { startCommerce } from '../../server/commerce/server.js';
import { catalogRead } from '../../server/commerce/catalog-read.js';
import { readyCatalogueIndex } from '../../server/commerce/catalog/catalogue-index.js';
import { buildBff } from '../../server/bff/app.js';
import { rng } from '../../server/commerce/seed/random.js';
import { listenOnLoopback } from '../helpers/ports.js';
import { ADJECTIVES, CHINESE, MATERIALS, NOUNS, THAI, generateCatalogue } from './catalog-gen.js';
import { onEachDatabase } from './scratch-database.js';
import { SUGGEST_PATH } from '../../shared/contract/suggest.js';

/**
 * Suggestions as you type (issue 28, "Performance"): GET /api/front/product/suggest over HTTP through the BFF,
 * uncached (the BFF keeps one answer, and every timed prefix differs from the one before, so each one goes
 * to the commerce service), for 2-, 3- and 5-character prefixes in English, Chinese and Thai, on SQLite and,
 * with TEST_DATABASE_URL, on PostgreSQL. Budget: p95 ≤ 15 ms per shape at 1,000,000 products.
 * BENCH_SUGGEST_PRODUCTS sets the size (default 1,000,000); the generation time is printed.
 */
const PRODUCTS = Number(process.env.BENCH_SUGGEST_PRODUCTS ?? 1_000_000);
const QUERIES_PER_SHAPE = Number(process.env.BENCH_QUERIES ?? 200);
const BUDGET_P95_MS = 15;

type Script = 'English' | 'Chinese' | 'Thai';

/** Every prefix of `length` characters that starts a word of the generated names, or sits inside one. */
function prefixesOf(words: string[], length: number): string[] {
  const out = new Set<string>();
  for (const w of words) {
    const chars = Array.from(w.toLowerCase());
    for (let i = 0; i + length <= chars.length; i++) {
      const p = chars.slice(i, i + length).join('');
      if (p.trim() === p) out.add(p);
    }
  }
  return [...out];
}

/** Names as catalog-gen.ts writes them (Chinese and Thai ones end in a model number, so 5-character windows exist). */
const WORDS: Record<Script, string[]> = {
  English: [...ADJECTIVES, ...MATERIALS, ...NOUNS],
  Chinese: CHINESE.map((w) => `${w} 12号`),
  Thai: THAI.map((w) => `${w} รุ่น 12`),
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export default async function suggestBench(): Promise<void> {
  await onEachDatabase(suggestOn);
}

async function suggestOn(databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-suggest-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'never', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const handle = await startCommerce(config, { host: '127.0.0.1', port: 0, seed: 'never', logger: false });
  const bffConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-0123456789-0123456789-abc',
    STATIC_DIR: '/nonexistent',
    // One kept answer and no limit to speak of: every timed request is a miss that reaches the service.
    SUGGEST_CACHE_ENTRIES: '1',
    SUGGEST_RATE_MAX: '100000',
  });
  const bff = await buildBff(bffConfig, { upstreamUrl: handle.url });
  try {
    const bffUrl = await listenOnLoopback(bff);
    const t = Date.now();
    await generateCatalogue(handle.db, { products: PRODUCTS });
    await sql`ANALYZE`.execute(handle.db);
    console.log(`\ngenerated ${PRODUCTS.toLocaleString('en')} products in ${((Date.now() - t) / 1000).toFixed(1)} s (${handle.kind})`);
    // Rare prefixes are looked up in the in-memory catalogue (catalog/catalogue-index.ts), rebuilt after the bulk load.
    const tIndex = Date.now();
    await readyCatalogueIndex(catalogRead(handle.ctx));
    console.log(`in-memory catalogue built in ${((Date.now() - tIndex) / 1000).toFixed(1)} s`);

    let misses = 0;
    const get = async (keyword: string, languageCode: string) => {
      const url = new URL(SUGGEST_PATH, bffUrl);
      url.searchParams.set('keyword', keyword);
      url.searchParams.set('languageCode', languageCode);
      const start = performance.now();
      const res = await fetch(url, { headers: { 'x-csrf': '1' } });
      const body = (await res.json()) as { products?: unknown[] };
      const ms = performance.now() - start;
      if (res.status !== 200 || !Array.isArray(body.products)) throw new Error(`suggest ${url.search} answered ${res.status}`);
      if (res.headers.get('x-cache') === 'miss') misses++;
      return ms;
    };

    const r = rng(11);
    const shapes = (['English', 'Chinese', 'Thai'] as Script[]).flatMap((script) =>
      [2, 3, 5].map((length) => ({ script, length, prefixes: prefixesOf(WORDS[script], length), lang: script === 'Thai' ? 'th' : script === 'Chinese' ? 'zh-CN' : 'en' })),
    );
    // Warm the page cache, the prepared statements and the best-seller list.
    for (const s of shapes) for (let i = 0; i < 10; i++) await get(r.pick(s.prefixes), s.lang);
    const rows: string[] = [];
    let worst = 0;
    for (const s of shapes) {
      const times: number[] = [];
      let last = '';
      for (let i = 0; i < QUERIES_PER_SHAPE; i++) {
        let p = r.pick(s.prefixes);
        // Never the same prefix twice in a row, so the one kept answer never serves a timed request.
        if (p === last && s.prefixes.length > 1) p = s.prefixes[(s.prefixes.indexOf(p) + 1) % s.prefixes.length]!;
        last = p;
        times.push(await get(p, s.lang));
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      rows.push(`${`${s.script}, ${s.length} characters`.padEnd(24)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   budget ${BUDGET_P95_MS} ms: ${p95 <= BUDGET_P95_MS ? 'OK' : 'OVER'}`);
    }
    // Latency on a shared machine is mostly queueing for a core; the load average tells how far to trust it.
    console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' / ')}`);
    console.log(`${QUERIES_PER_SHAPE} suggestions per shape over HTTP through the BFF, sequential, ${misses} of ${shapes.length * (QUERIES_PER_SHAPE + 10)} uncached:`);
    for (const row of rows) console.log(`  ${row}`);
    console.log(`worst p95 ${worst.toFixed(1)} ms — budget ${BUDGET_P95_MS} ms: ${worst <= BUDGET_P95_MS ? 'OK' : 'OVER'}`);
  } finally {
    await bff.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
