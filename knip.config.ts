import type { KnipConfig } from 'knip';

// Dead-code check of `npm run verify`. Entry points are what runs: the SPA, the launcher and the
// commerce service (found through package.json and the Vite/Vitest plugins), the command-line tools,
// the build and check scripts, and every test.
const config: KnipConfig = {
  entry: [
    // The BFF's drawing of first screens, built by `vite build --ssr` and loaded by path (server/bff/page-drawing.ts).
    'web/src/entry-server.tsx',
    // A drawn page's start script, bundled on its own by the Vite config's after-paint plugin.
    'web/src/afterPaint.ts',
    // The consoles' entry scripts, which web/console/vite-config.ts injects into their pages at build time.
    'web/{seller,admin}/src/main.tsx',
    'server/commerce/admin/cli.ts',
    'server/commerce/db/*-cli.ts',
    'server/commerce/seed/seed-cli.ts',
    'scripts/*.mjs',
    'tests/**/*.{ts,tsx}',
    '**/*.test.{ts,tsx,mjs}',
  ],
  project: ['web/src/**/*.{ts,tsx}', 'web/seller/**/*.{ts,tsx}', 'web/admin/**/*.{ts,tsx}', 'web/console/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'scripts/**/*.mjs', 'tests/**/*.{ts,tsx}'],
  // A schema or key factory its own module reads is that module's contract, not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // The Node-API build of better-sqlite3, chosen at run time by db/sqlite-driver.ts on Node versions the classic build lacks.
    'better-sqlite3-napi',
    // Bench only, loaded with createRequire in tests/bench/bff.bench.ts, which knip cannot follow.
    'autocannon',
    // Ships with lighthouse, whose launcher the web bench drives.
    'chrome-launcher',
    // DOMPurify 3 has its own types; the stub stays until the lockfile is next regenerated.
    '@types/dompurify',
  ],
  // System programs the cluster and Redis-loss tests start, installed by the OS, not npm.
  ignoreBinaries: ['redis-server', 'haproxy'],
  ignoreIssues: {
    // Each migration is read as a namespace object (m001.up / m001.down) by db/migrate.ts.
    'server/commerce/db/migrations/*.ts': ['exports'],
    // Read through a dynamic import's namespace (api/shellParse.ts), so the header's schemas stay out of the first script.
    'web/src/api/shellSchemas.ts': ['exports'],
  },
};

export default config;
