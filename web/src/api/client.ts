/**
 * The one fetch wrapper of the SPA. Every call goes to our own BFF on the same origin, always with
 * the static CSRF header; the BFF has already turned upstream body codes into HTTP statuses.
 */
import { detectLanguage } from '../../../shared/languages';

export type { Page } from '../../../shared/contract/common';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

type UnauthorizedHandler = (err: ApiError) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The session layer registers what a 401 does (save fromPath, clear user, open sign-in). */
export function setUnauthorizedHandler(fn: UnauthorizedHandler | null): void {
  onUnauthorized = fn;
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Query;
  /** JSON body (default for POST). */
  json?: unknown;
  /** Raw string body sent as application/json without quoting (contract calls that take a bare email). */
  raw?: string;
  form?: FormData;
  signal?: AbortSignal;
  /** Suppress the global 401 handling (e.g. the boot-time user probe). */
  quiet401?: boolean;
}

/**
 * The page's language, named on every read as A's `languageCode` so the catalogue's texts (categories,
 * specs, units, guarantees, banners) come back in it (docs/api-extensions.md "Catalogue texts in the shopper's
 * language"); the address then says the language, and the BFF's public cache keeps one answer per language.
 * The page's language is read as the page itself chose it (path prefix, else the cookie); a change of language
 * loads the page anew, so answers cached under the old one are never shown.
 */
const SHOPPER_READ = /^\/api\/(front|pc)\//;

function withLanguage(query: Query | undefined): Query {
  if (query && query.languageCode) return query;
  const lang = typeof window === 'undefined' ? null : detectLanguage(window.location.pathname, document.cookie);
  return lang ? { ...query, languageCode: lang } : (query ?? {});
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'X-CSRF': '1', Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.form) {
    body = opts.form;
  } else if (opts.raw !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = opts.raw;
  } else if (opts.json !== undefined || opts.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json ?? {});
  }
  let res: Response;
  try {
    const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
    res = await fetch(buildUrl(path, method === 'GET' && SHOPPER_READ.test(path) ? withLanguage(opts.query) : opts.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 0, '');
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const b = (data && typeof data === 'object' ? data : {}) as { code?: number; message?: string };
    const err = new ApiError(res.status, typeof b.code === 'number' ? b.code : res.status, typeof b.message === 'string' ? b.message : '');
    if (res.status === 401 && !opts.quiet401) onUnauthorized?.(err);
    throw err;
  }
  return data as T;
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) =>
  request<T>(path, { method: 'GET', query, signal });

export const apiPost = <T>(path: string, json?: unknown, query?: Query) =>
  request<T>(path, { method: 'POST', json, query });
