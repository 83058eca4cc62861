import sharp from 'sharp';
import { pictureShapeProblem } from '../../shared/picture-shape';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pictureVariants, pictureResizeDuration } from '../metrics';

/**
 * Smaller copies of uploaded pictures. Merchants upload photos of up to several megabytes and a real
 * upstream serves them as they are; a product card needs a few kilobytes. The BFF makes the copy a
 * page asks for (one of a fixed list of widths), in WebP (or AVIF) when the browser takes it, keeps
 * it on disk, and answers every later request for it from there (and a CDN in front from its cache).
 *
 * Resizing is bounded so that a hostile or broken upload cannot take the BFF down: a pixel limit on
 * the decoded picture, a byte limit on what is fetched, a time limit on both, a fixed number of
 * pictures resized at once with a short queue, and the original picture as the answer whenever a
 * copy cannot be made.
 */

/** `orig` keeps the source's own family (JPEG, or PNG for pictures with transparency) for browsers without WebP. */
export type VariantFormat = 'avif' | 'webp' | 'orig';

export interface Variant {
  type: string;
  bytes: Buffer;
  etag: string;
  /** What the source's own caching allowed, as `cache-control` for the copy. */
  cacheControl: string;
  /** Epoch ms after which the copy is made again; 0 when the source never changes (immutable). */
  expires: number;
}

/** Longest a single resize may run before it is given up (the original is served instead). */
const RESIZE_TIMEOUT_S = 15;
/** Pictures waiting for a resize slot, per slot; beyond that the browser is sent to the original at once. */
const QUEUE_PER_SLOT = 16;
const YEAR_S = 31_536_000;
const DEFAULT_MAX_AGE_S = 86_400;

export class VariantBusy extends Error {
  constructor() {
    super('picture resizing is saturated');
  }
}

/** The format to send for an `Accept` header: AVIF only when enabled, WebP when accepted, else the source's family. */
export function pickFormat(accept: string | undefined, avif: boolean): VariantFormat {
  const a = (accept ?? '').toLowerCase();
  if (avif && /\bimage\/avif\b/.test(a)) return 'avif';
  if (/\bimage\/webp\b/.test(a)) return 'webp';
  return 'orig';
}

/**
 * The copy's `cache-control`, from the source's: a source the upstream marks immutable (uploads get a
 * random name that is never reused) gives an immutable copy; otherwise the copy lives as long as the
 * source may be cached, a day when the source says nothing public.
 */
export function variantFreshness(sourceCacheControl: string | undefined, now = Date.now()): { cacheControl: string; expires: number } {
  const cc = (sourceCacheControl ?? '').toLowerCase();
  const isPublic = /^\s*public\b/.test(cc);
  if (isPublic && /\bimmutable\b/.test(cc)) return { cacheControl: `public, max-age=${YEAR_S}, immutable`, expires: 0 };
  const m = /\bmax-age=(\d{1,9})\b/.exec(cc);
  const maxAge = isPublic && m ? Math.min(Number(m[1]), YEAR_S) : DEFAULT_MAX_AGE_S;
  return { cacheControl: `public, max-age=${maxAge}`, expires: now + maxAge * 1000 };
}

/** Makes one copy. Throws when the picture cannot be decoded, is over the pixel limit, or takes too long. */
export async function resizePicture(source: Buffer, width: number, format: VariantFormat, maxInputPixels: number): Promise<{ bytes: Buffer; type: string }> {
  // Only the first frame of a multi-frame picture is read (animated: false is sharp's default).
  // Sequential reading decodes a few rows at a time instead of the whole picture.
  const img = sharp(source, { limitInputPixels: maxInputPixels, failOn: 'warning', sequentialRead: true });
  const meta = await img.metadata();
  // The header alone tells an absurd shape (a few KB of PNG can describe a 49,000,000-pixel strip); such a
  // picture is never decoded, whatever is already stored upstream.
  if (pictureShapeProblem(meta.width ?? 0, meta.height ?? 0)) throw new Error(`picture shape refused: ${meta.width}×${meta.height}`);
  // rotate() applies the camera's EXIF orientation; metadata (GPS position included) is dropped.
  const pipeline = img.rotate().resize({ width, withoutEnlargement: true }).timeout({ seconds: RESIZE_TIMEOUT_S });
  if (format === 'webp') return { bytes: await pipeline.webp({ quality: 75, effort: 4 }).toBuffer(), type: 'image/webp' };
  if (format === 'avif') return { bytes: await pipeline.avif({ quality: 50, effort: 2 }).toBuffer(), type: 'image/avif' };
  if (meta.format === 'png' || meta.hasAlpha) return { bytes: await pipeline.png({ compressionLevel: 9 }).toBuffer(), type: 'image/png' };
  return { bytes: await pipeline.jpeg({ quality: 78, mozjpeg: true }).toBuffer(), type: 'image/jpeg' };
}

/** At most `max` tasks at once, with a bounded queue; a full queue refuses at once (VariantBusy). */
class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly max: number,
    private readonly maxQueue: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.maxQueue) throw new VariantBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` stays as it is.
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Copies on disk, one file each: a JSON line of headers, then the picture. Files are written under a
 * temporary name and renamed, so a reader (or another BFF process sharing the directory) never sees a
 * half-written copy. The total size is kept under `maxBytes` by removing the least recently used
 * copies; the order survives restarts through the files' modification times.
 */
export class VariantDiskCache {
  /** File name (relative) → size, least recently used first. */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private ready: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  static fileName(path: string, width: number, format: VariantFormat): string {
    const h = createHash('sha256').update(path).digest('hex').slice(0, 40);
    return `${h.slice(0, 2)}/${h}-${width}.${format}`;
  }

  async get(name: string): Promise<Variant | null> {
    await this.init();
    let raw: Buffer;
    try {
      raw = await readFile(join(this.dir, name));
    } catch {
      return null;
    }
    const nl = raw.indexOf(0x0a);
    let meta: Omit<Variant, 'bytes'>;
    try {
      meta = JSON.parse(raw.subarray(0, nl).toString('utf8')) as Omit<Variant, 'bytes'>;
    } catch {
      return null;
    }
    if (nl < 0 || typeof meta.type !== 'string' || typeof meta.etag !== 'string') return null;
    this.touch(name, raw.length);
    return { ...meta, bytes: raw.subarray(nl + 1) };
  }

  async put(name: string, v: Variant): Promise<void> {
    await this.init();
    const { bytes, ...meta } = v;
    const body = Buffer.concat([Buffer.from(`${JSON.stringify(meta)}\n`, 'utf8'), bytes]);
    const file = join(this.dir, name);
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await mkdir(join(this.dir, name.slice(0, 2)), { recursive: true });
      await writeFile(tmp, body);
      await rename(tmp, file);
    } catch (err) {
      await unlink(tmp).catch(() => {});
      this.log.warn({ detail: err instanceof Error ? err.message : String(err) }, 'picture copy not stored on disk');
      return;
    }
    this.touch(name, body.length);
    await this.evict();
  }

  private touch(name: string, size: number): void {
    const old = this.entries.get(name);
    if (old !== undefined) {
      this.entries.delete(name);
      this.total -= old;
      // Keeps the order for the next start; losing it only makes a later eviction less exact.
      const t = new Date();
      void utimes(join(this.dir, name), t, t).catch(() => {});
    }
    this.entries.set(name, size);
    this.total += size;
  }

  private async evict(): Promise<void> {
    if (this.total <= this.maxBytes) return;
    // Down to 90 %, so a full cache does not evict on every new copy.
    const target = this.maxBytes * 0.9;
    for (const [name, size] of this.entries) {
      if (this.total <= target) break;
      this.entries.delete(name);
      this.total -= size;
      await unlink(join(this.dir, name)).catch(() => {});
    }
  }

  private init(): Promise<void> {
    this.ready ??= this.scan().catch((err: unknown) => {
      this.log.warn({ detail: err instanceof Error ? err.message : String(err) }, 'picture copy directory not readable; starting empty');
    });
    return this.ready;
  }

  /** Learns what an earlier run left, oldest first, and removes temporary files a crash left behind. */
  private async scan(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const found: { name: string; size: number; mtime: number }[] = [];
    for (const sub of await readdir(this.dir)) {
      if (!/^[0-9a-f]{2}$/.test(sub)) continue;
      for (const f of await readdir(join(this.dir, sub))) {
        const name = `${sub}/${f}`;
        const st = await stat(join(this.dir, name)).catch(() => null);
        if (!st?.isFile()) continue;
        if (f.endsWith('.tmp')) {
          if (Date.now() - st.mtimeMs > 60_000) await unlink(join(this.dir, name)).catch(() => {});
          continue;
        }
        found.push({ name, size: st.size, mtime: st.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const f of found) {
      this.entries.set(f.name, f.size);
      this.total += f.size;
    }
    await this.evict();
  }
}

/** What the route gets back for one request of a copy. */
export type VariantOutcome =
  | { kind: 'variant'; variant: Variant }
  | { kind: 'original'; source: SourcePicture }
  | { kind: 'missing' };

export interface SourcePicture {
  type: string;
  bytes: Buffer;
  cacheControl: string | undefined;
}

export interface PictureVariantsOptions {
  /** Directory of the disk cache; null keeps no copies on disk (a CDN in front caches them). */
  cacheDir: string | null;
  cacheMaxBytes: number;
  concurrency: number;
  maxInputPixels: number;
  avif: boolean;
  log: FastifyBaseLogger;
}

const RESIZABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
/** Sources that failed to decode are not tried again for a while; bounded so it cannot grow without end. */
const FAILED_MEMORY = 1000;
const FAILED_FOR_MS = 10 * 60_000;

export class PictureVariants {
  private readonly disk: VariantDiskCache | null;
  private readonly limiter: Limiter;
  /** One production per copy at a time: concurrent requests for it share the fetch and the resize. */
  private readonly inflight = new Map<string, Promise<VariantOutcome>>();
  private readonly failed = new Map<string, number>();

  constructor(private readonly opts: PictureVariantsOptions) {
    // One libvips thread per picture and a fixed number of pictures at once: resizing never takes
    // more cores than it is given, and the BFF keeps answering everything else.
    sharp.concurrency(1);
    // libvips' operation cache would keep decoded pictures in memory between requests.
    sharp.cache(false);
    this.disk = opts.cacheDir && opts.cacheMaxBytes > 0 ? new VariantDiskCache(opts.cacheDir, opts.cacheMaxBytes, opts.log) : null;
    this.limiter = new Limiter(opts.concurrency, opts.concurrency * QUEUE_PER_SLOT);
  }

  formatFor(accept: string | undefined): VariantFormat {
    return pickFormat(accept, this.opts.avif);
  }

  /**
   * The copy of `path` at `width` in `format`: from disk, from a production already under way, or
   * made now from the source that `fetchSource` brings (null when the upstream has no such picture).
   */
  async get(path: string, width: number, format: VariantFormat, fetchSource: () => Promise<SourcePicture | null>): Promise<VariantOutcome> {
    const name = VariantDiskCache.fileName(path, width, format);
    const stored = await this.disk?.get(name);
    if (stored && (stored.expires === 0 || stored.expires > Date.now())) {
      pictureVariants.inc({ outcome: 'disk' });
      const cacheControl = stored.expires === 0 ? stored.cacheControl : `public, max-age=${Math.floor((stored.expires - Date.now()) / 1000)}`;
      return { kind: 'variant', variant: { ...stored, cacheControl } };
    }
    let running = this.inflight.get(name);
    if (running) {
      pictureVariants.inc({ outcome: 'shared' });
      return running;
    }
    running = this.produce(name, path, width, format, fetchSource).finally(() => this.inflight.delete(name));
    this.inflight.set(name, running);
    return running;
  }

  private async produce(name: string, path: string, width: number, format: VariantFormat, fetchSource: () => Promise<SourcePicture | null>): Promise<VariantOutcome> {
    // Download and resize share one slot, so at most `concurrency` sources are in memory at once;
    // a request in the queue holds nothing but its place.
    try {
      return await this.limiter.run(() => this.makeFrom(name, path, width, format, fetchSource));
    } catch (err) {
      if (err instanceof VariantBusy) {
        pictureVariants.inc({ outcome: 'busy' });
        this.opts.log.warn({ picture: path }, 'picture resizing saturated; sent to the original');
      }
      throw err;
    }
  }

  private async makeFrom(name: string, path: string, width: number, format: VariantFormat, fetchSource: () => Promise<SourcePicture | null>): Promise<VariantOutcome> {
    const source = await fetchSource();
    if (!source) return { kind: 'missing' };
    if (!RESIZABLE_TYPES.has(source.type)) {
      pictureVariants.inc({ outcome: 'as-is' });
      return { kind: 'original', source };
    }
    const failedAt = this.failed.get(path);
    if (failedAt !== undefined && Date.now() - failedAt < FAILED_FOR_MS) {
      pictureVariants.inc({ outcome: 'failed' });
      return { kind: 'original', source };
    }
    const started = performance.now();
    let made: { bytes: Buffer; type: string };
    try {
      made = await resizePicture(source.bytes, width, format, this.opts.maxInputPixels);
    } catch (err) {
      pictureVariants.inc({ outcome: 'failed' });
      this.rememberFailure(path);
      this.opts.log.warn({ picture: path, detail: err instanceof Error ? err.message : String(err) }, 'picture copy not made; original served');
      return { kind: 'original', source };
    }
    pictureResizeDuration.observe({ format: made.type.slice(6) }, (performance.now() - started) / 1000);
    pictureVariants.inc({ outcome: 'made' });
    const freshness = variantFreshness(source.cacheControl);
    const etag = `"${createHash('sha256').update(made.bytes).digest('base64url').slice(0, 22)}"`;
    const variant: Variant = { type: made.type, bytes: made.bytes, etag, ...freshness };
    await this.disk?.put(name, variant);
    return { kind: 'variant', variant };
  }

  private rememberFailure(path: string): void {
    if (this.failed.size >= FAILED_MEMORY) {
      const oldest = this.failed.keys().next().value;
      if (oldest !== undefined) this.failed.delete(oldest);
    }
    this.failed.set(path, Date.now());
  }
}
