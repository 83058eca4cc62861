import type { FastifyReply, FastifyRequest } from 'fastify';
import { countKeptPage } from '../metrics';
import { matchesEtag, PublicCache, type CacheOptions, type CachedEntry } from './cache';
import { madeOf } from './made-of';
import { encodedBody, requestEncoding } from './public-answers';

/**
 * Whole pages kept for visitors without a session (docs/adr/0013): the finished HTML of an app page
 * (its tags, its first screen and its drawing), so a visitor's page costs a look-up instead of reading
 * a dozen answers, writing them out and compressing the result (30–280 ms before, under load).
 *
 * It is the public cache's own machinery (cache.ts), over pages instead of answers:
 * - kept by address (path and query as sent), the language its data is read in (the address's, else
 *   the shopper's `locale` cookie) and the origin its links are written for;
 * - no fresher than its data: a page counts as stored when the oldest answer it was made of was, so it
 *   turns stale with that answer, is then served once more while a single remake runs in the background,
 *   and is gone when the answer would be; a page made without all its parts is sent, never kept;
 * - emptied with the public cache (a console write), so the next page is made from the new data;
 * - bounded in pages and in bytes, so invented query strings cannot grow it.
 *
 * Signed-in requests never read or write it: their page marks personal answers for a refetch.
 *
 * Kept in memory by each BFF process, not in the shared Redis of a cluster: a page is made of that
 * process's own public cache and emptied with it, so a shared copy could only be as fresh as the
 * stalest replica, and a look-up here is a map read where Redis would add a round trip of its own.
 */

/** Pages kept: the four drawn routes in six languages for the busiest addresses, with room for the rest. */
export const KEPT_PAGES_MAX = 500;
/** Bytes of the kept pages (a drawn page is 100–200 KB before compression; its compressed copies add a fifth). */
const KEPT_PAGES_MAX_BYTES = 64 * 1024 * 1024;

export interface MadePage {
  html: string;
  status: 200 | 404;
}

/** The store is a public cache of whole pages, bounded the same way. */
type PageStoreOptions = CacheOptions;

export class PageStore {
  private readonly pages: PublicCache;
  private readonly now: () => number;
  private generation: number;

  constructor(
    private readonly data: PublicCache,
    opts: PageStoreOptions,
  ) {
    this.pages = new PublicCache({ maxEntries: KEPT_PAGES_MAX, maxBytes: KEPT_PAGES_MAX_BYTES, ...opts });
    this.now = opts.now ?? Date.now;
    this.generation = data.generation;
  }

  /**
   * The page kept under `key`, or made by `make` (and kept when whole). The key carries the public
   * cache's generation: a request after an emptying never joins a page still being made from the data
   * before it, and a page whose making an emptying overtook is not kept.
   */
  async page(key: string, make: () => Promise<MadePage>): Promise<{ entry: CachedEntry; state: 'hit' | 'stale' | 'miss' }> {
    if (this.data.generation !== this.generation) {
      this.pages.clear();
      this.generation = this.data.generation;
    }
    const generation = this.generation;
    const kept = await this.pages.get(`${generation} ${key}`, async () => {
      const { value, oldest, whole } = await madeOf(make, this.now());
      return { body: Buffer.from(value.html), status: value.status, dataAt: oldest, keep: whole && this.data.generation === generation };
    });
    countKeptPage(kept.state);
    return kept;
  }

  get size(): number {
    return this.pages.size;
  }

  get byteSize(): number {
    return this.pages.byteSize;
  }
}

/**
 * A kept page as the browser gets it: compressed once per encoding rather than per request, with an
 * ETag, so a reload of an unchanged page is a 304. A kept "not found" page keeps its 404.
 */
export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, entry: CachedEntry, state: string): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', entry.etag).header('x-cache', state);
  const status = entry.status ?? 200;
  if (status === 200 && matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const { body, encoding } = encodedBody(entry, requestEncoding(request.headers));
  // @fastify/compress leaves an answer that names its encoding alone.
  if (encoding !== 'identity') reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}
