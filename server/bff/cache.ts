import { createHash } from 'node:crypto';

/**
 * Public, user-independent answers kept as pre-serialised bytes with an ETag.
 * - age < ttl: fresh, served as is;
 * - ttl ≤ age ≤ ttl + staleMax: served stale while one background refresh runs (stale-while-revalidate),
 *   and kept when that refresh fails (stale-if-error);
 * - older, or absent: the caller waits for the fetch; concurrent callers share one fetch (single-flight).
 * Only successful answers are stored; the map is bounded so query strings cannot grow it without limit.
 */
export interface CachedEntry {
  body: Buffer;
  etag: string;
  storedAt: number;
  /** The body compressed, made the first time a shopper's browser asks for that encoding. */
  br?: Buffer;
  gzip?: Buffer;
  /** The early answer's header lists (public-answers.ts), per encoding and for 304. */
  heads?: Partial<Record<'br' | 'gzip' | 'identity' | 'not-modified', string[]>>;
  /** The early answer's bodies as Latin-1 text (one character per byte), per encoding. */
  latin1?: Partial<Record<'br' | 'gzip' | 'identity', string>>;
  /** The early answer's request metrics, per status. */
  counts?: Partial<Record<200 | 304, { observe(seconds: number): void }>>;
}

/** A request URL the cache has answered, with the key and route template it resolved to. */
interface UrlSeen {
  key: string;
  route: string;
}

export type CacheState = 'hit' | 'miss' | 'stale';

export interface CacheOptions {
  ttlMs: number;
  staleMaxMs: number;
  maxEntries?: number;
  now?: () => number;
  onRefreshError?: (key: string, err: unknown) => void;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this ETag (weak or strong, in a list or alone). */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (typeof ifNoneMatch !== 'string') return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export class PublicCache {
  private readonly entries = new Map<string, CachedEntry>();
  private readonly inflight = new Map<string, Promise<CachedEntry>>();
  /** Raw request URL → cache key, for answering repeats before routing (public-answers.ts). */
  private readonly urls = new Map<string, UrlSeen>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly opts: CacheOptions) {
    this.maxEntries = opts.maxEntries ?? 1000;
    this.now = opts.now ?? Date.now;
  }

  async get(key: string, fetcher: () => Promise<Buffer>): Promise<{ entry: CachedEntry; state: CacheState }> {
    const e = this.entries.get(key);
    if (e) {
      const age = this.now() - e.storedAt;
      if (this.isFresh(e)) return { entry: e, state: 'hit' };
      if (age <= this.opts.ttlMs + this.opts.staleMaxMs) {
        this.fetch(key, fetcher).catch((err: unknown) => this.opts.onRefreshError?.(key, err));
        return { entry: e, state: 'stale' };
      }
      this.entries.delete(key);
    }
    return { entry: await this.fetch(key, fetcher), state: 'miss' };
  }

  /** Younger than the TTL: served as is, and answered early for a remembered URL. */
  private isFresh(entry: CachedEntry): boolean {
    return this.now() - entry.storedAt < this.opts.ttlMs;
  }

  private fetch(key: string, fetcher: () => Promise<Buffer>): Promise<CachedEntry> {
    const running = this.inflight.get(key);
    if (running) return running;
    const p = (async () => {
      try {
        const body = await fetcher();
        const entry: CachedEntry = { body, etag: etagOf(body), storedAt: this.now() };
        this.entries.delete(key);
        this.entries.set(key, entry);
        while (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.entries.delete(oldest);
        }
        return entry;
      } finally {
        this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, p);
    return p;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.urls.clear();
  }

  /**
   * Notes that this exact request URL (path and query as sent) was answered from `key` by `route`,
   * after the full request path checked it. Bounded like the entries.
   */
  remember(url: string, key: string, route: string): void {
    if (this.urls.has(url)) return;
    if (this.urls.size >= this.maxEntries * 2) {
      const oldest = this.urls.keys().next().value;
      if (oldest !== undefined) this.urls.delete(oldest);
    }
    this.urls.set(url, { key, route });
  }

  /** The fresh entry for a URL seen before; null when unseen, stale, refreshed away or cleared. */
  freshByUrl(url: string): { entry: CachedEntry; route: string } | null {
    const seen = this.urls.get(url);
    if (!seen) return null;
    const entry = this.entries.get(seen.key);
    if (!entry || !this.isFresh(entry)) return null;
    return { entry, route: seen.route };
  }
}

/** Cache key: path plus the query string with its parameters in a stable order. */
export function cacheKey(path: string, rawQuery: string): string {
  if (!rawQuery) return path;
  const params = new URLSearchParams(rawQuery);
  params.sort();
  const q = params.toString();
  return q ? `${path}?${q}` : path;
}
