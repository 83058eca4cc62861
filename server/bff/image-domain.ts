import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { clearImagePrefix, prefixImages } from '../../shared/image-urls';
import { UpstreamClient, type BodyRewriter } from './upstream';
import { readEnvelope, upstreamHeaders } from './upstream-read';

/**
 * A real upstream sends pictures as absolute URLs on its image domain (docs/upstream-contract.md §14), which our CSP
 * (img-src 'self') would block and which would tell every browser where the upstream or its CDN
 * lives. The BFF maps them to same-origin `/crmebimage/...` paths in every upstream answer and
 * streams those paths from the image domain (docs/adr/0006-pictures-through-our-origin.md has the reasoning). What the SPA writes
 * back gets the domain again, so the upstream stores it as if its own client had sent it.
 *
 * The domain is learned from `GET /api/front/image/domain` at start and every few minutes after, so
 * a CDN switch upstream needs no BFF restart.
 */
const domainAnswer = z.union([z.literal(''), z.string().max(512).url().regex(/^https?:\/\//)]);
const REFRESH_MS = 5 * 60_000;
const LEARN_TIMEOUT_MS = 2_000;

export interface ImageSource {
  client: UpstreamClient;
  /** Path on the image origin before `/crmebimage/` (a domain may carry one). */
  basePath: string;
}

export class UpstreamImageDomain implements BodyRewriter {
  /** null until learned; '' when the upstream sends root-relative paths. */
  private domain: string | null = null;
  private learning: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private other: UpstreamClient | null = null;
  private warned = false;

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs: number,
  ) {}

  private lastTry = 0;

  /**
   * Before a call: learn the domain if it is still unknown (at most one try every few seconds, so an
   * upstream that is down does not slow every request twice).
   */
  ensure(): Promise<void> | undefined {
    // Nothing to wait for on the hot path once the domain is known (or was just tried).
    if (this.domain !== null || Date.now() - this.lastTry < 5_000) return undefined;
    return this.learn();
  }

  /** Learns the domain once (concurrent callers share the call); failures leave it unknown. */
  learn(): Promise<void> {
    this.learning ??= this.fetchDomain().finally(() => {
      this.learning = null;
    });
    return this.learning;
  }

  /** Learns the domain before the BFF takes traffic (a down upstream costs at most the lookup's budget), then keeps it fresh. */
  async start(): Promise<void> {
    await this.learn();
    this.timer = setInterval(() => void this.learn(), REFRESH_MS);
    this.timer.unref();
  }

  /** Upstream answer → same-origin picture paths. */
  localise(body: Buffer): Buffer {
    const d = this.domain;
    // Decoded and rebuilt only when it holds a picture URL on the image domain.
    if (!d || body.indexOf(`${d}/crmebimage/`) < 0) return body;
    return Buffer.from(clearImagePrefix(body.toString('utf8'), d), 'utf8');
  }

  /** Our request body → picture URLs on the upstream's image domain. */
  globalise<T extends Buffer | string>(body: T): T | string {
    const d = this.domain;
    if (!d) return body;
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (!text.includes('/crmebimage/')) return body;
    return prefixImages(text, d);
  }

  /** Where `/crmebimage/...` is fetched from: the upstream itself, or its separate image origin. */
  source(): ImageSource {
    const d = this.domain;
    if (!d) return { client: this.upstream, basePath: '' };
    const u = new URL(d);
    const basePath = u.pathname.replace(/\/+$/, '');
    if (u.origin === this.upstream.origin) return { client: this.upstream, basePath };
    if (!this.other || this.other.origin !== u.origin) {
      void this.other?.close();
      this.other = new UpstreamClient({ url: u.origin, timeoutMs: this.timeoutMs, connections: 16, retries: 1 });
    }
    return { client: this.other, basePath };
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.other?.close();
  }

  private async fetchDomain(): Promise<void> {
    this.lastTry = Date.now();
    try {
      const { env } = await readEnvelope(this.upstream, null, {
        method: 'GET',
        path: '/api/front/image/domain',
        headers: upstreamHeaders(null),
        timeoutMs: Math.min(LEARN_TIMEOUT_MS, this.timeoutMs),
        raw: true,
      });
      // An upstream without the route serves root-relative paths, which need no mapping.
      const parsed = domainAnswer.safeParse(env?.code === 200 ? (env.data ?? '') : '');
      if (!parsed.success) {
        this.warnOnce('the upstream image domain is not an http(s) URL; pictures stay as the upstream sends them');
        this.domain = '';
        return;
      }
      const next = parsed.data.replace(/\/+$/, '');
      if (next !== this.domain) this.log.info({ imageDomain: next ? new URL(next).host : '(same origin)' }, 'upstream image domain');
      this.domain = next;
    } catch {
      // Upstream down: keep what we knew; the next answer or the timer tries again.
    }
  }

  private warnOnce(msg: string): void {
    if (this.warned) return;
    this.warned = true;
    this.log.warn({ route: '/api/front/image/domain' }, msg);
  }
}
