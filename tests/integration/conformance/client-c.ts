/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read field by field, as client C reads them, and checked there */
import { expect } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { malformedFields } from '../../../server/bff/malformed-fields.js';
import { commerceSuite } from '../commerce/suite.js';

/**
 * Calls the embedded commerce service the way the public Nuxt PC client (source C of docs/upstream-contract.md) does:
 * over real HTTP, with its two headers on every call (`authori-zation` carrying the bare token and
 * `Form-type: pc`, both set by C plugins/axios.js), and its body forms (JSON objects and arrays,
 * multipart form data, or a bare email string sent as application/json).
 */
export interface CAnswer<T = any> {
  status: number;
  code: number;
  message: string;
  data: T;
}

export interface CRequest {
  token?: string;
  query?: Record<string, string | number | boolean>;
  /** A JSON body, as axios sends an object or array. */
  json?: unknown;
  /** A multipart body, as C builds with `new FormData()`. */
  multipart?: Record<string, string | Blob>;
  /** A bare string sent as `application/json; charset=UTF-8` (C's email-code calls, made with plain axios). */
  rawJson?: string;
  /** Plain axios calls in C carry neither of the interceptor's headers. */
  plain?: boolean;
}

export async function cCall<T = any>(c: TestCommerce, method: 'GET' | 'POST', path: string, r: CRequest = {}): Promise<CAnswer<T>> {
  const url = new URL(path, c.url);
  for (const [k, v] of Object.entries(r.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = r.plain ? {} : { 'Form-type': 'pc' };
  if (r.token && !r.plain) headers['authori-zation'] = r.token;
  let body: string | FormData | undefined;
  if (r.json !== undefined) {
    headers['content-type'] = 'application/json;charset=utf-8';
    body = JSON.stringify(r.json);
  } else if (r.rawJson !== undefined) {
    headers['content-type'] = 'application/json; charset=UTF-8';
    body = r.rawJson;
  } else if (r.multipart) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(r.multipart)) fd.append(k, v);
    body = fd;
  }
  const res = await fetch(url, { method, headers, body });
  const env = (await res.json()) as { code: number; message: string; data: T };
  return { status: res.status, ...env };
}

/** C's axios interceptor (plugins/axios.js) passes only `code: 200` on to the page; anything else is an error toast. */
export async function cOk<T = any>(c: TestCommerce, method: 'GET' | 'POST', path: string, r: CRequest = {}): Promise<T> {
  const a = await cCall<T>(c, method, path, r);
  expect({ path, status: a.status, code: a.code, message: a.code === 200 ? '' : a.message }).toEqual({ path, status: 200, code: 200, message: '' });
  // Every picture list, currency and date it sends is one the BFF accepts without a warning.
  expect(Object.fromEntries(malformedFields(a.data)), `${path}: malformed fields`).toEqual({});
  return a.data;
}

/** C puts picture strings straight into `src` / `url(...)`, so they must be absolute URLs on the image domain. */
export function expectPicture(c: TestCommerce, value: unknown, where: string): void {
  expect(typeof value, where).toBe('string');
  expect(value as string, where).toMatch(new RegExp(`^${new URL(c.url).origin.replace(/[.]/g, '\\.')}/crmebimage/\\S+$`));
}

/** A price as C renders it next to the currency symbol and multiplies in the cart: a decimal string. */
export function expectMoney(value: unknown, where: string): void {
  expect(typeof value, where).toBe('string');
  expect(value as string, where).toMatch(/^\d+(\.\d{1,2})?$/);
}

/** `yyyy-MM-dd HH:mm:ss`, the only date form C shows as given. */
export function expectWireTime(value: unknown, where: string): void {
  expect(value as string, where).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
}

/** PageHelper's PageInfo, the paging object C reads `list` and `total` from. */
export function expectPage(value: unknown, where: string): asserts value is { list: any[]; total: number } {
  const p = value as { list: unknown; total: unknown };
  expect(Array.isArray(p.list), `${where}: data.list`).toBe(true);
  expect(typeof p.total, `${where}: data.total`).toBe('number');
}

/** A shop's header as C shows it (the goods page's shop box, the shop's own page): avatar, name, stars, type, self-run, followed. */
export function expectShopHeader(c: TestCommerce, shop: any, where: string): void {
  expectPicture(c, shop.avatar, `${where}.avatar`);
  expect(typeof shop.name, `${where}.name`).toBe('string');
  for (const key of ['starLevel', 'typeId']) expect(typeof shop[key], `${where}.${key}`).toBe('number');
  for (const key of ['isSelf', 'isCollect']) expect(typeof shop[key], `${where}.${key}`).toBe('boolean');
}

export async function startSeeded(env: Record<string, string> = {}): Promise<TestCommerce> {
  return startTestCommerce({ seed: 'always', env });
}

/** The demo marketplace of the surrounding `describe`, started before its tests and closed after them. */
export function seededSuite(env: Record<string, string> = {}): TestCommerce {
  return commerceSuite({ seed: 'always', env });
}

/**
 * A product of the home list and the SKU C's goods page has chosen when it opens: each spec's first
 * option, joined with commas into the `productValue` key.
 */
export async function productToBuy(c: TestCommerce, index = 0): Promise<{ productId: number; skuId: number }> {
  const page = await cOk(c, 'GET', '/api/front/index/product', { query: { page: 1, limit: 13 } });
  const productId: number = page.list[index].id;
  const detail = await cOk(c, 'GET', `/api/front/product/detail/${productId}`);
  const key = detail.productAttr.length ? detail.productAttr.map((a: any) => a.attrValues.split(',')[0]).join() : '';
  return { productId, skuId: detail.productValue[key].id };
}

/** Signs in with the demo shopper the way C's `local2` strategy does (nuxt.config.js: POST login/email, token read from data.token). */
export async function signIn(c: TestCommerce, email = 'demo@storefront.test', password = 'Demo#2026pass'): Promise<string> {
  const data = await cOk<{ token: string }>(c, 'POST', '/api/front/login/email', { json: { email, password } });
  expect(typeof data.token).toBe('string');
  return data.token;
}
