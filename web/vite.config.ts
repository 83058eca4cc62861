import { defineConfig } from 'vite';
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

export default defineConfig(({ mode }) => ({
  root,
  plugins: [
    react(),
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
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    assetsDir: 'assets',
    // The BFF reads it (dist/web/.vite/manifest.json, never served) to preload a page's route chunk.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
}));
