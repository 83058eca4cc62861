import { afterAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStack, type Stack } from '../../helpers/stack';
import { startedForSuite } from '../../helpers/started-for-suite';
import { launchBrowser, openPage, type PageOptions } from './browser';

export interface ChromiumOnStack {
  /** The whole product on loopback (commerce service on the demo seed, BFF serving the built SPA). */
  stack: Stack;
  browser: Browser;
  /** Every context the suite opened; closed before the browser. */
  contexts: BrowserContext[];
  /** A fresh visitor with an own cookie jar (see `openPage` for the defaults). */
  newPage(opts?: PageOptions): Promise<Page>;
}

/**
 * The suite's stack and Chromium, started in beforeAll and stopped in afterAll. STATIC_DIR may point
 * at another build than dist/web; `env` adds settings, and is read when the stack starts, so it may
 * name something an earlier hook started (a fake payment provider's address).
 */
export function chromiumOnStack(env: () => Record<string, string> = () => ({})): ChromiumOnStack {
  const stack = startedForSuite(
    'the stack',
    () => startStack({ env: { ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}), ...env() } }),
    (s) => s.close(),
  );
  const browser = startedForSuite('Chromium', launchBrowser, (b) => b.close());
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
  });
  return { stack, browser, contexts, newPage: (opts) => openPage(browser, contexts, opts) };
}
