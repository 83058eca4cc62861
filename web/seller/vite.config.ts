import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The merchant console (docs/conventions.md "Layout"): its own entry and chunk graph, built to dist/seller
 * and served by the BFF under /seller (server/bff/console-pages.ts), so the storefront's first script
 * carries none of it. It imports the storefront's tokens, primitives and fetch wrapper through `@/`.
 */
const reactRouterProd = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/seller/',
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../src', import.meta.url)),
      ...(mode === 'production' ? { 'react-router': reactRouterProd } : {}),
    },
  },
  // The storefront's public folder (favicon) is the storefront's; the console serves only its own build.
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../../dist/seller', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
