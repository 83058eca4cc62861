import { jsonBody, urlWithQuery } from './json-request.js';

/**
 * A browser stand-in for talking to the BFF: always sends the SPA's `X-CSRF: 1`, keeps the session
 * cookie the BFF sets (and drops it when the BFF clears it), and speaks JSON. It records every
 * response body so a journey can check afterwards that no token ever leaked.
 */
export interface BffResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface BffRequest {
  query?: Record<string, string | number | boolean>;
  /** JSON body (serialised). */
  json?: unknown;
  /** Sent as is with Content-Type application/json (the contract's bare-email bodies). */
  raw?: string;
  headers?: Record<string, string>;
}

export class BffClient {
  /** Cookie name → value, as a browser's jar for this one origin would hold it. */
  readonly jar = new Map<string, string>();
  /** Every body this client has received, for leak checks. */
  readonly seen: { method: string; path: string; body: unknown }[] = [];

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = unknown>(method: 'GET' | 'POST', path: string, opts: BffRequest = {}): Promise<BffResponse<T>> {
    const url = urlWithQuery(this.baseUrl, path, opts.query);
    const headers: Record<string, string> = { 'x-csrf': '1', accept: 'application/json', ...opts.headers };
    if (this.jar.size > 0) headers.cookie = this.cookieHeader;
    const sent = jsonBody(opts.raw, opts.json);
    const res = await fetch(url, { method, headers: { ...headers, ...sent.headers }, body: sent.body });
    this.absorbCookies(res.headers);
    const text = await res.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    this.seen.push({ method, path, body: parsed });
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = unknown>(path: string, query?: BffRequest['query'], headers?: Record<string, string>): Promise<BffResponse<T>> {
    return this.request<T>('GET', path, { query, headers });
  }

  post<T = unknown>(path: string, json?: unknown, query?: BffRequest['query']): Promise<BffResponse<T>> {
    return this.request<T>('POST', path, { json: json ?? {}, query });
  }

  private absorbCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = '', v = ''] = a.split('=').map((s) => s.trim());
        if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
        return false;
      });
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}
