import { Pool, errors as undiciErrors, type Dispatcher } from 'undici';
import { setTimeout as sleep } from 'node:timers/promises';
import { Readable } from 'node:stream';
import { upstreamDuration } from '../metrics';

/**
 * The one HTTP client of the BFF towards the commerce API. A keep-alive undici Pool; the whole call
 * (connect + headers + body) shares one UPSTREAM_TIMEOUT_MS budget; idempotent GETs are retried a
 * bounded number of times on connection failures, POSTs never.
 */
export type UpstreamFailure = 'refused' | 'timeout' | 'bad';

export class UpstreamError extends Error {
  constructor(
    public readonly kind: UpstreamFailure,
    message: string,
    public readonly upstreamMs: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  /** Path plus query string, e.g. `/api/front/product/list?page=1`. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string | Readable | AsyncIterable<Uint8Array> | null;
  /** Overrides the default budget (readiness probes use a short one). */
  timeoutMs?: number;
  /** Retries allowed for this call; forced to 0 for non-GET. */
  retries?: number;
  /** Sent and read as is, without the picture-URL mapping (the image-domain lookup itself). */
  raw?: boolean;
}

/** Rewrites picture URLs between the upstream's form and ours (see image-domain.ts). */
export interface BodyRewriter {
  /** Undefined when there is nothing to wait for (the usual case). */
  ensure(): Promise<void> | undefined;
  localise(body: Buffer): Buffer;
  globalise<T extends Buffer | string>(body: T): T | string;
}

export interface UpstreamResponse {
  status: number;
  body: Buffer;
  upstreamMs: number;
}

export interface UpstreamClientOptions {
  url: string;
  timeoutMs: number;
  connections: number;
  retries: number;
  /** Largest upstream answer we buffer; bigger answers are a bad answer. */
  maxBodyBytes?: number;
}

const RETRYABLE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

function codeOf(err: unknown): string {
  let e: unknown = err;
  // undici wraps socket errors; look one level into cause.
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const c = (e as { code?: unknown }).code;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return '';
}

export function classify(err: unknown, budgetExpired: boolean): UpstreamFailure {
  if (budgetExpired) return 'timeout';
  if (
    err instanceof undiciErrors.HeadersTimeoutError ||
    err instanceof undiciErrors.BodyTimeoutError ||
    err instanceof undiciErrors.ConnectTimeoutError
  ) {
    return 'timeout';
  }
  const code = codeOf(err);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') {
    return 'timeout';
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return 'refused';
  }
  return 'bad';
}

function isAsyncIterable(v: unknown): v is AsyncIterable<Uint8Array> {
  return typeof v === 'object' && v !== null && Symbol.asyncIterator in v;
}

/**
 * One buffered upstream answer. Settles once: the budget timer, a too-large body and undici's own
 * errors all end it, and whatever arrives after that is dropped.
 */
class GatherAnswer implements Dispatcher.DispatchHandler {
  timer: NodeJS.Timeout | undefined;
  private abortCall: ((err?: Error) => void) | null = null;
  private failure: Error | null = null;
  private settled = false;
  private status = 0;
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly resolve: (v: { status: number; body: Buffer }) => void,
    private readonly reject: (err: Error) => void,
  ) {}

  /** Ends the call with this error, and stops the transfer if it is already on a connection. */
  fail(err: Error): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.failure = err;
    this.abortCall?.(err);
    this.reject(err);
  }

  onConnect(abort: (err?: Error) => void): void {
    // Still queued when the budget ran out: the call never goes out.
    if (this.failure) abort(this.failure);
    else this.abortCall = abort;
  }

  onHeaders(statusCode: number): boolean {
    // 1xx interim answers are not the answer.
    if (statusCode >= 200) this.status = statusCode;
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      this.fail(new UpstreamError('bad', 'upstream answer too large', 0));
      return false;
    }
    this.chunks.push(chunk);
    return true;
  }

  onComplete(): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.resolve({ status: this.status, body: this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.size) });
  }

  onError(err: Error): void {
    // An abort we asked for comes back here as well; the first reason stands.
    this.fail(err);
  }
}

export class UpstreamClient {
  readonly origin: string;
  private readonly pool: Pool;
  private readonly opts: UpstreamClientOptions;
  private readonly maxBodyBytes: number;
  private images: BodyRewriter | null = null;

  constructor(opts: UpstreamClientOptions) {
    const u = new URL(opts.url);
    this.origin = u.origin;
    this.opts = opts;
    this.maxBodyBytes = opts.maxBodyBytes ?? 16 * 1024 * 1024;
    this.pool = new Pool(this.origin, {
      connections: opts.connections,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      connect: { timeout: opts.timeoutMs },
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
    });
  }

  /** Every answer and JSON body from now on goes through this picture-URL mapping. */
  useImages(images: BodyRewriter): void {
    this.images = images;
  }

  async request(req: UpstreamRequest): Promise<UpstreamResponse> {
    const images = req.raw ? null : this.images;
    if (images) {
      const learning = images.ensure();
      if (learning) await learning;
      if (typeof req.body === 'string' || Buffer.isBuffer(req.body)) req = { ...req, body: images.globalise(req.body) };
    }
    const res = await this.send(req);
    return images ? { ...res, body: images.localise(res.body) } : res;
  }

  private async send(req: UpstreamRequest): Promise<UpstreamResponse> {
    const budget = req.timeoutMs ?? this.opts.timeoutMs;
    const started = performance.now();
    const deadline = started + budget;
    const maxRetries = req.method === 'GET' ? (req.retries ?? this.opts.retries) : 0;
    let attempt = 0;
    for (;;) {
      const remaining = deadline - performance.now();
      if (remaining <= 0) throw new UpstreamError('timeout', 'upstream budget exhausted', performance.now() - started);
      try {
        const res = await this.once(req, remaining);
        const upstreamMs = performance.now() - started;
        upstreamDuration.observe({ outcome: 'ok' }, upstreamMs / 1000);
        return { ...res, upstreamMs };
      } catch (err) {
        const elapsed = performance.now() - started;
        const expired = elapsed >= budget - 1;
        const kind = err instanceof UpstreamError ? err.kind : classify(err, expired);
        const retryable = kind !== 'timeout' && RETRYABLE_CODES.has(codeOf(err));
        if (attempt < maxRetries && retryable && deadline - performance.now() > 50) {
          attempt++;
          await sleep(Math.min(25 * 2 ** attempt, 200));
          continue;
        }
        upstreamDuration.observe({ outcome: kind }, elapsed / 1000);
        throw new UpstreamError(kind, err instanceof Error ? err.message : String(err), elapsed);
      }
    }
  }

  private once(req: UpstreamRequest, budgetMs: number): Promise<{ status: number; body: Buffer }> {
    // undici's callback interface: the answer is gathered as it arrives, without a stream, an async
    // iterator or an AbortController per call, which were a tenth of a proxied call's cost.
    return new Promise((resolve, reject) => {
      const gather = new GatherAnswer(this.maxBodyBytes, resolve, reject);
      gather.timer = setTimeout(() => gather.fail(new UpstreamError('timeout', 'upstream budget exhausted', budgetMs)), budgetMs);
      try {
        this.pool.dispatch(
          {
            origin: this.origin,
            method: req.method,
            path: req.path,
            headers: req.headers,
            body: req.body && isAsyncIterable(req.body) && !(req.body instanceof Readable) ? Readable.from(req.body) : (req.body as Buffer | string | Readable | null | undefined) ?? null,
            headersTimeout: budgetMs,
            bodyTimeout: budgetMs,
          },
          gather,
        );
      } catch (err) {
        gather.onError(err as Error);
      }
    });
  }

  /** A streamed GET (images): the body is handed over unbuffered; the caller must consume or destroy it. */
  async stream(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Readable; upstreamMs: number }> {
    const started = performance.now();
    try {
      const res = await this.pool.request({
        method: 'GET',
        path,
        headers,
        headersTimeout: this.opts.timeoutMs,
        bodyTimeout: this.opts.timeoutMs,
      });
      return { status: res.statusCode, headers: res.headers, body: res.body, upstreamMs: performance.now() - started };
    } catch (err) {
      const elapsed = performance.now() - started;
      throw new UpstreamError(classify(err, elapsed >= this.opts.timeoutMs - 1), err instanceof Error ? err.message : String(err), elapsed);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
