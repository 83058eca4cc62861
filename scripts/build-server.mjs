// Compiles the server ahead of time: every entry point below becomes plain JavaScript under
// dist/server (ESM, source maps), so production runs `node dist/server/main.js` with no TypeScript
// loader. Our own code (server/ and shared/) is bundled; packages stay in node_modules, where the
// native ones (better-sqlite3) are built for the running Node.
//
//   node scripts/build-server.mjs [outdir]
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(root, process.argv[2] ?? 'dist/server');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
// The oldest Node that `engines` allows, so the output runs on every supported version.
const minNode = /(\d+\.\d+)/.exec(pkg.engines?.node ?? '')?.[1] ?? '20.19';

export const ENTRY_POINTS = [
  'server/main.ts', // the launcher (npm start)
  'server/commerce/main.ts', // the commerce service alone (npm run commerce)
  'server/commerce/admin/cli.ts', // npm run admin
  'server/commerce/db/migrate-cli.ts', // npm run db:migrate
  'server/commerce/seed/seed-cli.ts', // npm run db:seed
  'server/commerce/db/backup-cli.ts', // npm run db:backup, npm run db:restore
];

// A clean directory: chunk names change with every build, and old ones would pile up in the image.
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: ENTRY_POINTS,
  outbase: 'server',
  outdir,
  bundle: true,
  splitting: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: `node${minNode}`,
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`Server compiled to ${outdir}`);
