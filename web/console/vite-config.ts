import { defineConfig, type Plugin, type UserConfigFnObject } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * A console's build (docs/conventions.md "Layout"): its own entry and chunk graph in web/<app>, built to
 * dist/<app> and served by the BFF under /<app> (server/bff/console-pages.ts), so the storefront's first
 * script carries none of it. It imports the storefront's tokens, primitives and fetch wrapper through `@/`
 * and the screens both consoles share from web/console.
 */
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const reactRouterProd = at('../../node_modules/react-router/dist/production/index.mjs');

/**
 * What every console page has besides its title (which its own index.html names): the character set,
 * the viewport, the storefront's icon, `noindex` (a back office is nobody's search result), the root the
 * app draws into and its entry script. Injected before Vite reads the page, so the script is bundled.
 */
const consolePage: Plugin = {
  name: 'console-page',
  transformIndexHtml: {
    order: 'pre',
    handler: () => [
      { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
      { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'robots', content: 'noindex' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }, injectTo: 'head' },
      { tag: 'div', attrs: { id: 'root' }, injectTo: 'body-prepend' },
      { tag: 'script', attrs: { type: 'module', src: '/src/main.tsx' }, injectTo: 'body' },
    ],
  },
};

export function consoleViteConfig(app: 'seller' | 'admin', devPort: number): UserConfigFnObject {
  return defineConfig(({ mode }) => ({
    root: at(`../${app}`),
    base: `/${app}/`,
    plugins: [react(), consolePage],
    resolve: {
      alias: {
        '@': at('../src'),
        ...(mode === 'production' ? { 'react-router': reactRouterProd } : {}),
      },
    },
    // The storefront's public folder (favicon) is the storefront's; the console serves only its own build.
    publicDir: false,
    build: {
      outDir: at(`../../dist/${app}`),
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      assetsDir: 'assets',
      modulePreload: { polyfill: false },
    },
    server: {
      port: devPort,
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  }));
}
