import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/helpers/browser';

/**
 * The SPA's page budgets (ARCHITECTURE §5): Lighthouse desktop scores, LCP and CLS for home,
 * category, search and goods detail (goal 100 in every category, LCP ≤ 500 ms, CLS ≤ 0.01) against
 * the real stack on a fresh demo database, with the pages as the BFF serves them (first screen
 * included). `WEB_BENCH_STATIC` picks another build than dist/web. Other work on the machine moves
 * LCP: the load average is printed with the table.
 */
const STATIC_DIR = resolve(process.env.WEB_BENCH_STATIC ?? 'dist/web');
const LCP_GOAL_MS = 500;
const CLS_GOAL = 0.01;

interface LhRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  /** The document's time to first byte as Lighthouse measures it (server-response-time). */
  ttfbMs: number;
  /** What the LCP is made of: TTFB, load delay, load time, render delay (ms), and its element. */
  phases: Record<string, number>;
  lcpElement: string;
}

interface AuditDetails {
  items?: unknown[];
}

/** The phases table and element of Lighthouse's largest-contentful-paint-element audit. */
export function lcpBreakdown(details: unknown): { phases: Record<string, number>; element: string } {
  const phases: Record<string, number> = {};
  let element = '';
  const visit = (d: unknown) => {
    if (!d || typeof d !== 'object') return;
    for (const item of (d as AuditDetails).items ?? []) {
      if (!item || typeof item !== 'object') continue;
      const o = item as { phase?: unknown; timing?: unknown; node?: { snippet?: unknown }; items?: unknown };
      if (typeof o.phase === 'string' && typeof o.timing === 'number') phases[o.phase] = Math.round(o.timing);
      if (o.node && typeof o.node.snippet === 'string' && !element) element = o.node.snippet.slice(0, 90);
      if (o.items) visit(o);
    }
  };
  visit(details);
  return { phases, element };
}

async function lighthouseRows(): Promise<LhRow[]> {
  const { startStack } = await import('../helpers/stack');
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const desktop = (await import('lighthouse/core/config/desktop-config.js')).default;
  const stack = await startStack({ env: { STATIC_DIR } });
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const headers = { 'X-CSRF': '1', Accept: 'application/json' };
    const get = async <T>(path: string): Promise<T> => (await (await fetch(stack.baseUrl + path, { headers })).json()) as T;
    const tree = await get<{ id: number }[]>('/api/front/product/category');
    const products = await get<{ list: { id: number }[] }>('/api/front/product/list?page=1&limit=1');
    const targets: [string, string][] = [
      ['home', '/'],
      ['category', `/categories?id=${tree[0]!.id}`],
      ['search', '/goods/goods_search?keywords=kit'],
      ['goods detail', `/goods_detail/${products.list[0]!.id}`],
    ];
    const rows: LhRow[] = [];
    for (const [name, path] of targets) {
      // One warm-up load so the BFF's public cache and the OS file cache are what a visitor meets.
      await fetch(stack.baseUrl + path);
      // A run that Lighthouse itself aborts (runtimeError) is retried once rather than scored 0.
      let result = await lighthouse(stack.baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error' }, desktop);
      if (!result || result.lhr.runtimeError) {
        console.warn(`lighthouse ${path}: ${result?.lhr.runtimeError?.code ?? 'no result'}; retrying once`);
        result = await lighthouse(stack.baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error' }, desktop);
      }
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      if (result.lhr.runtimeError) console.warn(`lighthouse ${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      // `LH_OUT=dir` keeps each report's JSON, for the trace-level detail of the audits.
      if (process.env.LH_OUT) {
        mkdirSync(process.env.LH_OUT, { recursive: true });
        writeFileSync(join(process.env.LH_OUT, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(result.lhr));
      }
      const c = result.lhr.categories;
      const lcp = lcpBreakdown(result.lhr.audits['largest-contentful-paint-element']?.details);
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      rows.push({
        page: name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((result.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        fcpMs: Math.round(result.lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        ttfbMs: Math.round(result.lhr.audits['server-response-time']?.numericValue ?? 0),
        phases: lcp.phases,
        lcpElement: lcp.element,
      });
    }
    return rows;
  } finally {
    await chrome.kill();
    await stack.close();
  }
}

export default async function lighthouseBench(): Promise<void> {
  if (!existsSync(join(STATIC_DIR, 'index.html'))) throw new Error(`No built SPA at ${STATIC_DIR}: run "npm run build" first`);
  const before = loadavg();
  const rows = await lighthouseRows();
  const after = loadavg();
  console.log(`Lighthouse desktop (goal 100 in every category, LCP ≤ ${LCP_GOAL_MS} ms, CLS ≤ ${CLS_GOAL}):`);
  console.table(rows.map((r) => ({ page: r.page, performance: r.performance, accessibility: r.accessibility, 'best practices': r.bestPractices, SEO: r.seo, 'LCP ms': r.lcpMs, CLS: r.cls, 'TTFB ms': r.ttfbMs })));
  console.log('What each LCP is made of (ms), and the element:');
  console.table(rows.map((r) => ({ page: r.page, 'FCP ms': r.fcpMs, ...r.phases, element: r.lcpElement })));
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(`load average ${fmt(before)} before, ${fmt(after)} after (${cpus().length} cores)`);
}
