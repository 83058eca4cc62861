import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type TestUpstream } from '../../helpers/test-upstream';
import { flatPng, makePhoto } from '../../helpers/photo';
import { listenOnLoopback } from '../../helpers/ports';
import { pictureVariants } from '../../../server/metrics';
import { PICTURE_WIDTHS } from '../../../shared/picture-widths';
import { startBff, type Harness } from './harness';

// A real upstream does not resize: its image origin (here a separate CDN-like server on loopback)
// serves merchants' uploads as they are, and the BFF makes the copies the pages ask for.
const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const NO_WEBP = 'image/png,image/*;q=0.8';
const P = '/crmebimage/public/product';

let origin: FastifyInstance;
let originBase: string;
const hits = new Map<string, number>();
const held: (() => void)[] = [];
let photo: Buffer;
let small: Buffer;
let tooManyPixels: Buffer;
let medium: Buffer;
/** The attack shapes: a few hundred KB each, gigabytes if decoded whole. */
let strip: Buffer;
let line: Buffer;
/** Pictures under /queue- wait at the origin until the gate opens. */
let gateOpen = false;
const gate: (() => void)[] = [];
let up: TestUpstream;
let bff: Harness;
let cacheDir: string;

async function get(path: string, accept = WEBP, headers: Record<string, string> = {}, base = bff.url) {
  const res = await request(base + path, { headers: { accept, ...headers } });
  const body = Buffer.from(await res.body.arrayBuffer());
  return { status: res.statusCode, headers: res.headers, body };
}

function shared(): Promise<number> {
  return pictureVariants.get().then((m) => m.values.find((v) => v.labels.outcome === 'shared')?.value ?? 0);
}

beforeAll(async () => {
  photo = await makePhoto(3000);
  medium = await makePhoto(600, 1);
  small = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } }).png().toBuffer();
  strip = flatPng(16_000_000, 3);
  line = flatPng(49_000_000, 1, 1);
  tooManyPixels = await sharp({ create: { width: 1200, height: 1000, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  const broken = Buffer.concat([photo.subarray(0, 4096), Buffer.alloc(4096, 0x55)]);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

  origin = Fastify();
  origin.get('/media/*', async (req, reply) => {
    const path = req.url.split('?')[0]!.slice('/media'.length);
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const immutable = 'public, max-age=31536000, immutable';
    if (path.startsWith(`${P}/queue-`)) {
      if (!gateOpen) await new Promise<void>((resolve) => gate.push(resolve));
      return reply.type('image/jpeg').send(medium);
    }
    switch (path) {
      case `${P}/photo.jpg`:
      case `${P}/photo-b.jpg`:
        return reply.type('image/jpeg').header('cache-control', immutable).send(photo);
      case `${P}/held.jpg`:
        // Answers only when the test lets it, so every concurrent request is in the BFF first.
        await new Promise<void>((resolve) => held.push(resolve));
        return reply.type('image/jpeg').header('cache-control', immutable).send(photo);
      case `${P}/small.png`:
        return reply.type('image/png').header('cache-control', 'public, max-age=600').send(small);
      case `${P}/broken.jpg`:
        return reply.type('image/jpeg').header('cache-control', immutable).send(broken);
      case `${P}/wide.jpg`:
        return reply.type('image/jpeg').send(tooManyPixels);
      case `${P}/strip.png`:
        return reply.type('image/png').send(strip);
      case `${P}/line.png`:
        return reply.type('image/png').send(line);
      case `${P}/logo.svg`:
        return reply.type('image/svg+xml').send(svg);
      case `${P}/page.html`:
        return reply.type('text/html').send('<p>hi</p>');
      default:
        return reply.code(404).send('no');
    }
  });
  originBase = `${await listenOnLoopback(origin)}/media`;

  up = await startTestUpstream();
  up.set('/api/front/image/domain', { kind: 'envelope', data: originBase });
  cacheDir = mkdtempSync(join(tmpdir(), 'picture-cache-'));
  bff = await startBff(up.url, { IMAGE_CACHE_DIR: cacheDir });
}, 60_000);

afterAll(async () => {
  for (const release of held) release();
  gateOpen = true;
  for (const release of gate) release();
  await bff.close();
  await up.close();
  await origin.close();
});

describe('pictures at the width the page asks for', () => {
  it('never decodes a picture of absurd shape already stored upstream: memory stays bounded while 8 copies of each are asked for at once', async () => {
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const asks = [`${P}/strip.png`, `${P}/line.png`].flatMap((path) => [
      ...PICTURE_WIDTHS.map((w) => get(`${path}?w=${w}`)),
      get(`${path}?w=${PICTURE_WIDTHS[0]}`, NO_WEBP),
    ]);
    const answers = await Promise.all(asks);
    clearInterval(sampler);
    // Each is answered with the stored original (the browser's own business), never with a copy made from it.
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.headers['content-type']).toBe('image/png');
      expect([strip.length, line.length]).toContain(a.body.length);
    }
    // Before the shape check, one 49,000,000×1 strip alone added about 400 MB; bounded here well below that.
    expect((peak - baseline) / 2 ** 20).toBeLessThan(150);
  });

  it('sends a 3000×3000 upload as a small WebP of the asked width, cacheable for a year and varying by Accept', async () => {
    const res = await get(`${P}/photo.jpg?w=480`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    const meta = await sharp(res.body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(480);
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    expect(res.body.length).toBeLessThan(60 * 1024);
    expect(hits.get(`${P}/photo.jpg`)).toBe(1);
  });

  it('answers the same copy again from the disk cache without asking the image origin', async () => {
    const first = await get(`${P}/photo.jpg?w=480`);
    expect(first.status).toBe(200);
    expect(hits.get(`${P}/photo.jpg`)).toBe(1);
    expect(readdirSync(cacheDir).length).toBeGreaterThan(0);
    // A second BFF on the same directory (another process, or after a restart) finds it too.
    const other = await startBff(up.url, { IMAGE_CACHE_DIR: cacheDir });
    try {
      const again = await get(`${P}/photo.jpg?w=480`, WEBP, {}, other.url);
      expect(again.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(hits.get(`${P}/photo.jpg`)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('answers a known copy with 304 to a conditional request', async () => {
    const first = await get(`${P}/photo.jpg?w=480`);
    const res = await get(`${P}/photo.jpg?w=480`, WEBP, { 'if-none-match': String(first.headers.etag) });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
  });

  it('sends JPEG to a browser without WebP, and PNG for a picture with transparency', async () => {
    const jpeg = await get(`${P}/photo.jpg?w=320`, NO_WEBP);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.vary).toBe('Accept');
    expect((await sharp(jpeg.body).metadata()).width).toBe(320);
    const png = await get(`${P}/small.png?w=160`, NO_WEBP);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.body).metadata()).width).toBe(160);
  });

  it('never enlarges a picture smaller than the asked width, and keeps the source cache lifetime', async () => {
    const res = await get(`${P}/small.png?w=640`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const meta = await sharp(res.body).metadata();
    expect([meta.width, meta.height]).toEqual([200, 100]);
  });

  it('refuses widths outside the list', async () => {
    for (const q of ['w=481', 'w=0', 'w=abc', 'w=-480', 'w=4800', 'w=480&w=640', 'w=']) {
      const res = await get(`${P}/photo.jpg?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body.toString()).toContain('160, 240, 320, 480, 640, 960, 1280');
    }
  });

  it('passes an SVG through untouched and sandboxed, and refuses what is not a picture', async () => {
    const svg = await get(`${P}/logo.svg?w=480`);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body.toString()).toContain('<rect width="10"');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    const html = await get(`${P}/page.html?w=480`);
    expect(html.status).toBe(404);
    expect(html.body.toString()).not.toContain('<p>hi</p>');
    expect((await get(`${P}/none.jpg?w=480`)).status).toBe(404);
  });

  it('serves the original, briefly cacheable, when a picture cannot be decoded, and logs why without a stack in the answer', async () => {
    const res = await get(`${P}/broken.jpg?w=480`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.length).toBe(8192);
    expect(res.body.toString('latin1')).not.toMatch(/Error|at \w+ \(/);
    expect(bff.logs.some((l) => l.includes('picture copy not made') && l.includes('broken.jpg'))).toBe(true);
  });

  it('makes one copy for many concurrent requests: one download, one resize, the same bytes for all', async () => {
    const before = await shared();
    const pending = Array.from({ length: 5 }, () => get(`${P}/held.jpg?w=640`));
    // Let the origin answer once the other four requests have joined the first one (bounded wait).
    for (let i = 0; i < 200 && (held.length === 0 || (await shared()) - before < 4); i++) await sleep(10);
    for (const release of held.splice(0)) release();
    const all = await Promise.all(pending);
    expect(hits.get(`${P}/held.jpg`)).toBe(1);
    for (const r of all) {
      expect(r.status).toBe(200);
      expect(r.body.equals(all[0]!.body)).toBe(true);
    }
    expect((await sharp(all[0]!.body).metadata()).width).toBe(640);
  });
});

describe('limits on what is resized', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await startBff(up.url, { IMAGE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'picture-cache-')), IMAGE_MAX_SOURCE_MB: '1', IMAGE_MAX_INPUT_PIXELS: '1000000' });
  });
  afterAll(() => limited.close());

  it('redirects a picture over the download limit to its plain, streamed address', async () => {
    const res = await get(`${P}/photo-b.jpg?w=480`, WEBP, {}, limited.url);
    expect(res.status).toBe(307);
    expect(res.headers.location).toBe(`${P}/photo-b.jpg`);
  });

  it('serves a picture over the pixel limit as it is instead of decoding it', async () => {
    const res = await get(`${P}/wide.jpg?w=320`, WEBP, {}, limited.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.body.equals(tooManyPixels)).toBe(true);
    expect(limited.logs.some((l) => l.includes('pixel limit'))).toBe(true);
  });
});

describe('a full resize queue', () => {
  let one: Harness;
  beforeAll(async () => {
    one = await startBff(up.url, { IMAGE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'picture-cache-')), IMAGE_RESIZE_CONCURRENCY: '1' });
  });
  afterAll(() => one.close());

  it('sends the browser to the streamed original at once instead of queueing without end, and makes the queued copies after', async () => {
    const busy = () => pictureVariants.get().then((m) => m.values.find((v) => v.labels.outcome === 'busy')?.value ?? 0);
    const before = await busy();
    // One slot and sixteen places in the queue: the eighteenth picture finds no room.
    const pending = Array.from({ length: 18 }, (_, i) => get(`${P}/queue-${i}.jpg?w=160`, WEBP, {}, one.url));
    for (let i = 0; i < 300 && (await busy()) === before; i++) await sleep(10);
    gateOpen = true;
    for (const release of gate.splice(0)) release();
    const all = await Promise.all(pending);
    const redirected = all.filter((r) => r.status === 307);
    expect(redirected).toHaveLength(1);
    expect(redirected[0]!.headers.location).toMatch(/^\/crmebimage\/public\/product\/queue-\d+\.jpg$/);
    expect(redirected[0]!.headers['cache-control']).toBe('no-store');
    const made = all.filter((r) => r.status === 200);
    expect(made).toHaveLength(17);
    for (const r of made) expect(r.headers['content-type']).toBe('image/webp');
  }, 60_000);
});
