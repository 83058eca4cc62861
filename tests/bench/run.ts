import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';

/**
 * `npm run bench`: runs every tests/bench/*.bench.ts module in turn (alphabetical). A bench module
 * default-exports `async () => void` and prints its own table; adding a file is all it takes.
 * `npm run bench -- bff` runs only the modules whose file name contains "bff".
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

if (files.length === 0) {
  console.error(`no bench modules match ${filters.join(', ') || '*.bench.ts'}`);
  process.exit(1);
}

// Every figure is a same-run ratio or a percentile; the load the machine carried says how far to trust it.
const load = () => loadavg().map((x) => x.toFixed(2)).join(' / ');
console.log(`machine: ${cpus().length} cores, Node ${process.version}, load average ${load()} (1 / 5 / 15 min) at the start`);

let failed = 0;
for (const f of files) {
  console.log(`\n=== ${f} ===`);
  const started = Date.now();
  try {
    const mod = (await import(pathToFileURL(join(dir, f)).href)) as { default?: unknown };
    if (typeof mod.default !== 'function') throw new Error(`${f} must default-export an async function`);
    await (mod.default as () => Promise<void>)();
  } catch (err) {
    failed++;
    console.error(`${f} failed:`, err);
  }
  console.log(`=== ${f} done in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}
console.log(`\nload average ${load()} at the end`);
process.exit(failed ? 1 : 0);
