import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

// react-router's package exports only name its development build; the production build (no dev
// warnings, smaller) sits beside it, so production bundles alias to it explicitly.
// `BUNDLE_MAP=1 npm run build:web` also writes a treemap of what each chunk holds (gitignored), for
// keeping the first page's script small.
const bundleMap = process.env.BUNDLE_MAP === '1';

const reactRouterProd = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));

/**
 * Each language's catalogues as one JSON file, `dist/web/.vite/locales/<lang>.json` (`{ ns: catalogue }`,
 * never served): the BFF writes the page's language into the page, so the first render waits for no
 * catalogue chunk. The SPA still has the chunks for a page without them.
 */
function languageTexts(): Plugin {
  const dir = fileURLToPath(new URL('./src/i18n/locales', import.meta.url));
  return {
    name: 'language-texts',
    apply: 'build',
    generateBundle() {
      for (const lang of readdirSync(dir)) {
        const files = readdirSync(join(dir, lang)).filter((f) => f.endsWith('.json')).sort();
        const texts = Object.fromEntries(files.map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, lang, f), 'utf8')) as unknown]));
        this.emitFile({ type: 'asset', fileName: `.vite/locales/${lang}.json`, source: JSON.stringify(texts) });
      }
    },
  };
}

/**
 * `src/afterPaint.ts`, the start of a page the BFF drew (docs/adr/0009), as its own tiny script
 * `assets/after-paint-<hash>.js`, named in `dist/web/.vite/after-paint.json` for the BFF. Bundled apart
 * from the app by esbuild, so it stays a few hundred bytes and leaves the app's chunks as they are.
 */
function afterPaintScript(): Plugin {
  return {
    name: 'after-paint-script',
    apply: 'build',
    async generateBundle() {
      const built = await build({
        entryPoints: [fileURLToPath(new URL('./src/afterPaint.ts', import.meta.url))],
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        minify: true,
      });
      const code = built.outputFiles[0]!.text;
      const file = `assets/after-paint-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
      this.emitFile({ type: 'asset', fileName: file, source: code });
      this.emitFile({ type: 'asset', fileName: '.vite/after-paint.json', source: JSON.stringify({ file }) });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    ...(isSsrBuild ? [] : [languageTexts(), afterPaintScript()]),
    ...(bundleMap
      ? [visualizer({ filename: fileURLToPath(new URL('../dist/bundle-map/index.html', import.meta.url)), gzipSize: true, template: 'treemap' })]
      : []),
  ],
  resolve: {
    alias: {
      // `@/x` is web/src/x: imports across the SPA's folders read the same from anywhere.
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
      ...(mode === 'production' ? { 'react-router': reactRouterProd } : {}),
    },
  },
  // The BFF's drawing of first screens (src/entry-server.tsx, `vite build --ssr`): one self-contained
  // module in dist/web-ssr, with its libraries inside, so the server image needs nothing more.
  ssr: { noExternal: true, target: 'node' },
  // React's production build on the server whatever NODE_ENV the BFF runs under: the drawing must
  // match the browser's, and the development build is several times slower.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('../dist/web-ssr', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        target: 'node20',
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'entry-server.js', inlineDynamicImports: true } },
      }
    : {
        outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
        assetsDir: 'assets',
        // The BFF reads it (dist/web/.vite/manifest.json, never served) to preload a page's route chunk.
        manifest: true,

        // Every browser the es2022 target reaches without it still runs the page; a browser without
        // modulepreload only loses the head start, so the first script carries no polyfill for it.
        modulePreload: { polyfill: false },
        // Terser with two compression passes writes every chunk about 3% smaller (gzip) than esbuild's
        // minifier; the first script alone loses over 4 KiB for every shopper, for some seconds of build.
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
}));
