import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

/**
 * The first script's budget (ARCHITECTURE §5): initial JS of the home route in KiB gzip, the entry
 * script plus the modulepreload chunks index.html lists (goal ≤ 120 KiB). `WEB_BENCH_STATIC` picks
 * another build than dist/web. `BUNDLE_MAP=1 npm run build:web` draws what the chunks hold
 * (dist/bundle-map/index.html).
 */
const STATIC_DIR = resolve(process.env.WEB_BENCH_STATIC ?? 'dist/web');
const JS_GOAL_KIB = 120;

export function initialJs(): { files: { file: string; raw: number; gzip: number }[]; totalGzipKiB: number } {
  const html = readFileSync(join(STATIC_DIR, 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) srcs.add(m[1]!);
  const files = [...srcs].map((src) => {
    const buf = readFileSync(join(STATIC_DIR, src.replace(/^\//, '')));
    return { file: src, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  return { files, totalGzipKiB: files.reduce((n, f) => n + f.gzip, 0) / 1024 };
}

export default async function bundleBench(): Promise<void> {
  if (!existsSync(join(STATIC_DIR, 'index.html'))) throw new Error(`No built SPA at ${STATIC_DIR}: run "npm run build" first`);
  const js = initialJs();
  console.log('Initial JS of the home route (index.html entry + modulepreload):');
  console.table(js.files.map((f) => ({ file: f.file, 'raw KiB': (f.raw / 1024).toFixed(1), 'gzip KiB': (f.gzip / 1024).toFixed(1) })));
  const verdict = js.totalGzipKiB <= JS_GOAL_KIB ? 'within' : 'OVER';
  console.log(`total ${js.totalGzipKiB.toFixed(1)} KiB gzip — ${verdict} the ${JS_GOAL_KIB} KiB goal`);
}
