import { createHash } from 'node:crypto';
import { noteRead } from './made-of';

/**
 * Public, user-independent answers kept as pre-serialised bytes with an ETag.
 * - age < ttl: fresh, served as is;
 * - ttl ≤ age ≤ ttl + staleMax: served stale while one background refresh runs (stale-while-revalidate),
 *   and kept when that refresh fails (stale-if-error);
 * - older, or absent: the caller waits for the fetch; concurrent callers share one fetch (single-flight).
 * Only successful answers are stored; the map is bounded so query strings cannot grow it without limit.
 * The same machinery keeps the BFF's drawn pages (page-store.ts), with their status and a bound in bytes.
 */
export interface CachedEntry {
  body: Buffer;
  etag: string;
  /** When the data in the body was read: its age decides between fresh, stale and gone. */
  storedAt: number;
  /** The HTTP status the body goes out with, when not 200 (a kept "not found" page). */
  status?: number;
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

/**
 * What a fetcher made, when it is more than bytes: the status it goes out with, the time the oldest
 * data it was made of was read (so a body made from older answers is no fresher than they are), and
 * whether it may be kept at all (a body made without all its parts is handed to its waiters only).
 */
interface Made {
  body: Buffer;
  status?: number;
  dataAt?: number;
  keep?: boolean;
}

export interface CacheOptions {
  ttlMs: number;
  staleMaxMs: number;
  maxEntries?: number;
  /** A bound on the bodies' bytes, for entries as large as whole pages; none when unset. */
  maxBytes?: number;
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
  private readonly maxBytes: number;
  private readonly now: () => number;
  private bytes = 0;
  /** Counts the emptyings (`clear`): what was made from the entries before one is out of date. */
  private emptied = 0;

  constructor(private readonly opts: CacheOptions) {
    this.maxEntries = opts.maxEntries ?? 1000;
    this.maxBytes = opts.maxBytes ?? Infinity;
    this.now = opts.now ?? Date.now;
  }

  /** Changes whenever the cache is emptied (a console write changed public data). */
  get generation(): number {
    return this.emptied;
  }

  /** The entry for `key`, fetched when absent; a page being made notes what it read (made-of.ts). */
  get(key: string, fetcher: () => Promise<Buffer | Made>): Promise<{ entry: CachedEntry; state: CacheState }> {
    return noteRead(this.lookup(key, fetcher), (r) => r.entry.storedAt);
  }

  private async lookup(key: string, fetcher: () => Promise<Buffer | Made>): Promise<{ entry: CachedEntry; state: CacheState }> {
    const e = this.entries.get(key);
    if (e) {
      const age = this.now() - e.storedAt;
      if (this.isFresh(e)) return { entry: e, state: 'hit' };
      if (age <= this.opts.ttlMs + this.opts.staleMaxMs) {
        this.fetch(key, fetcher).catch((err: unknown) => this.opts.onRefreshError?.(key, err));
        return { entry: e, state: 'stale' };
      }
      this.drop(key);
    }
    return { entry: await this.fetch(key, fetcher), state: 'miss' };
  }

  /** Younger than the TTL: served as is, and answered early for a remembered URL. */
  private isFresh(entry: CachedEntry): boolean {
    return this.now() - entry.storedAt < this.opts.ttlMs;
  }

  private fetch(key: string, fetcher: () => Promise<Buffer | Made>): Promise<CachedEntry> {
    const running = this.inflight.get(key);
    if (running) return running;
    const p = (async () => {
      try {
        const made = await fetcher();
        const { body, status, dataAt, keep = true }: Made = Buffer.isBuffer(made) ? { body: made } : made;
        const now = this.now();
        const entry: CachedEntry = { body, etag: etagOf(body), storedAt: dataAt === undefined ? now : Math.min(dataAt, now), ...(status === undefined ? {} : { status }) };
        if (!keep || body.length > this.maxBytes) return entry;
        this.drop(key);
        this.entries.set(key, entry);
        this.bytes += body.length;
        while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
          const oldest = this.entries.keys().next().value;
          if (oldest === undefined) break;
          this.drop(oldest);
        }
        return entry;
      } finally {
        this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, p);
    return p;
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= e.body.length;
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes of the bodies kept. */
  get byteSize(): number {
    return this.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.urls.clear();
    this.bytes = 0;
    this.emptied++;
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
