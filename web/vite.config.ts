import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

// react-router's package exports only name its development build; the production build (no dev
// warnings, smaller) sits beside it, so production bundles alias to it explicitly.
const reactRouterProd = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ mode }) => ({
  root,
  plugins: [react()],
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
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
}));
