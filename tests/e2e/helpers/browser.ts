import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';

const require = createRequire(import.meta.url);

/** Debian's Chromium; the flags keep it off the (closed) network and out of first-run work. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run "apt-get install -y chromium" (the README's test command does)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface PageOptions {
  /** Default 1440×900, a desktop window. */
  viewport?: { width: number; height: number };
  /** Default true: axe-core is injected as a script, which the pages' CSP (no inline scripts) would refuse. */
  bypassCSP?: boolean;
  reducedMotion?: BrowserContextOptions['reducedMotion'];
  /** Cookies the context holds before the first page opens (a signed-in shopper's session). */
  cookies?: Parameters<BrowserContext['addCookies']>[0];
  /** Default 15 s for every wait and action: room for a loaded test machine. */
  timeoutMs?: number;
}

/** A page in a fresh context (its own cookie jar), recorded in `contexts` so the suite closes it. */
export async function openPage(browser: Browser, contexts: BrowserContext[], opts: PageOptions = {}): Promise<Page> {
  const ctx = await browser.newContext({
    viewport: opts.viewport ?? { width: 1440, height: 900 },
    bypassCSP: opts.bypassCSP ?? true,
    ...(opts.reducedMotion ? { reducedMotion: opts.reducedMotion } : {}),
  });
  contexts.push(ctx);
  if (opts.cookies) await ctx.addCookies(opts.cookies);
  const page = await ctx.newPage();
  page.setDefaultTimeout(opts.timeoutMs ?? 15_000);
  return page;
}

/**
 * Signs in with fetch from inside the page, as the sign-in dialog does (same origin, the SPA's CSRF
 * header), so the session cookie lands in the page's own jar; answers the HTTP status.
 */
export async function signInFromPage(page: Page, who: { email: string; password: string }): Promise<number> {
  return page.evaluate(async ({ email, password }) => {
    const res = await fetch('/api/front/login/email', {
      method: 'POST',
      headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return res.status;
  }, who);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  description: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns the violations (WCAG 2.1 A/AA rules). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const source: string = require('axe-core').source;
  // Evaluated through the DevTools protocol, which the page's CSP (no inline scripts) does not govern.
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const res = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, description: v.description, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

/** A readable one-line-per-violation summary for assertion messages. */
export function describeViolations(v: AxeViolation[]): string {
  return v.map((x) => `${x.id} (${x.impact}): ${x.description} @ ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}
