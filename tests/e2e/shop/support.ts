import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createRequire } from 'node:module';
import { describeViolations, openPage, type AxeViolation } from '../helpers/browser';

const require = createRequire(import.meta.url);

/** The demo shopper of the seed (server/commerce/seed/accounts.ts): balance and points to spend. */
export const DEMO = { email: 'demo@storefront.test', password: 'Demo#2026pass' };
export const ADA = { email: 'ada@storefront.test', password: 'Ada#2026pass' };

export interface Sku {
  id: number;
  sku: string;
  stock: number;
  price: string;
}

export interface ProductDetail {
  productInfo: { id: number; storeName: string; merId: number; stock: number; price: string };
  productAttr: { attrName: string; attrValues: string }[];
  productValue: Record<string, Sku>;
  merchantInfo: { name: string; isCollect: boolean };
}

/** A browser context with its own cookie jar; CSP is bypassed only so axe-core can be injected. */
export async function newShopper(browser: Browser, contexts: BrowserContext[]): Promise<Page> {
  return openPage(browser, contexts, { timeoutMs: 20_000 });
}

/** JSON calls through the BFF inside the page's context, so they share its session cookie. */
export function api(page: Page, baseUrl: string) {
  const headers = { 'X-CSRF': '1', Accept: 'application/json', Origin: baseUrl };
  const check = async <T>(res: Awaited<ReturnType<Page['request']['get']>>, what: string): Promise<T> => {
    const text = await res.text();
    if (!res.ok()) throw new Error(`${what} → ${res.status()}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  return {
    get: async <T = unknown>(path: string) => check<T>(await page.request.get(baseUrl + path, { headers }), `GET ${path}`),
    post: async <T = unknown>(path: string, data?: unknown) => check<T>(await page.request.post(baseUrl + path, { headers, data: data ?? {} }), `POST ${path}`),
  };
}

export async function signIn(page: Page, baseUrl: string, who = DEMO): Promise<void> {
  await api(page, baseUrl).post('/api/front/login/email', { email: who.email, password: who.password });
}

/** A product whose first attribute offers at least two options that are both in stock. */
export async function productWithSpecs(page: Page, baseUrl: string, skip = 0): Promise<{ detail: ProductDetail; a: Sku; b: Sku; keyA: string; keyB: string }> {
  const a = api(page, baseUrl);
  let found = 0;
  for (let pageNo = 1; pageNo <= 8; pageNo++) {
    const list = await a.get<{ list: { id: number; stock: number }[] }>(`/api/front/product/list?page=${pageNo}&limit=20`);
    for (const p of list.list) {
      if (p.stock < 20) continue;
      const d = await a.get<ProductDetail>(`/api/front/product/detail/${p.id}`);
      if (d.productAttr.length === 0) continue;
      const entries = Object.entries(d.productValue).filter(([, s]) => s.stock >= 10);
      const first = entries[0];
      const second = entries.find(([k]) => first && k.split(',')[0] !== first[0].split(',')[0] && k.split(',').slice(1).join() === first[0].split(',').slice(1).join());
      if (first && second && first[1].price !== second[1].price) {
        if (found++ < skip) continue;
        return { detail: d, a: first[1], b: second[1], keyA: first[0], keyB: second[0] };
      }
    }
  }
  throw new Error('No product with two priced options in the demo catalogue');
}

/**
 * axe-core (WCAG 2.1 A/AA) over the page content (<main>, plus any open dialog): the shopping pages
 * are judged here; the header, footer and floating window belong to the shell's own checks.
 */
export async function expectNoAxeViolations(page: Page, where: string, selectors: string[] = ['main', '[role="dialog"]']): Promise<void> {
  const loaded = await page.evaluate(() => Boolean((window as unknown as { axe?: unknown }).axe));
  if (!loaded) await page.addScriptTag({ content: require('axe-core').source as string });
  await page.waitForTimeout(300);
  const v = await page.evaluate(async (sels) => {
    const include = sels.filter((s) => document.querySelector(s)).map((s) => [s]);
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const res = await axe.run({ include }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return res.violations.map((x) => ({ id: x.id, impact: x.impact, description: x.description, nodes: x.nodes.map((n) => ({ target: n.target as string[] })) }));
  }, selectors);
  expect(v, `${where}\n${describeViolations(v)}`).toEqual([]);
}

/** "$1,234.50" → "1234.50" for comparisons with the API's decimal strings. */
export function moneyText(s: string): string {
  return s.replace(/[^\d.]/g, '');
}

/** expect.poll with room for a loaded machine (its own default gives up after one second). */
export function poll<T>(fn: () => T | Promise<T>, opts: { timeout?: number } = {}) {
  return expect.poll(fn, { timeout: opts.timeout ?? 15_000 });
}
