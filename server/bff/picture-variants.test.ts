import { existsSync, mkdtempSync, readdirSync, writeFileSync, mkdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pickFormat, variantFreshness, VariantDiskCache, type Variant } from './picture-variants';

const log = pino({ level: 'silent' });
const variant = (size: number, fill = 1): Variant => ({ type: 'image/webp', bytes: Buffer.alloc(size, fill), etag: '"e"', cacheControl: 'public, max-age=60', expires: 0 });
const files = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name);

describe('picture formats', () => {
  it('sends WebP when accepted, AVIF only when enabled and accepted, else the source family', () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect(pickFormat(chrome, false)).toBe('webp');
    expect(pickFormat(chrome, true)).toBe('avif');
    expect(pickFormat('image/webp,*/*', true)).toBe('webp');
    expect(pickFormat('image/png,image/*;q=0.8', true)).toBe('orig');
    expect(pickFormat(undefined, false)).toBe('orig');
  });

  it('keeps a copy as long as its source may be cached, immutable only when the source is', () => {
    expect(variantFreshness('public, max-age=31536000, immutable', 1000)).toEqual({ cacheControl: 'public, max-age=31536000, immutable', expires: 0 });
    expect(variantFreshness('public, max-age=600', 1000)).toEqual({ cacheControl: 'public, max-age=600', expires: 601_000 });
    // Private or unknown caching: a day, never immutable.
    expect(variantFreshness('private, max-age=600, immutable', 0)).toEqual({ cacheControl: 'public, max-age=86400', expires: 86_400_000 });
    expect(variantFreshness(undefined, 0).cacheControl).toBe('public, max-age=86400');
  });
});

describe('copies on disk', () => {
  it('stores and reads a copy with its headers, leaving no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vdc-'));
    const cache = new VariantDiskCache(dir, 1024 * 1024, log);
    const name = VariantDiskCache.fileName('/crmebimage/a.jpg', 480, 'webp');
    expect(await cache.get(name)).toBeNull();
    await cache.put(name, variant(100, 7));
    const got = await cache.get(name);
    expect(got?.type).toBe('image/webp');
    expect(got?.bytes.equals(Buffer.alloc(100, 7))).toBe(true);
    expect(files(dir).some((f) => f.endsWith('.tmp'))).toBe(false);
    expect(VariantDiskCache.fileName('/crmebimage/a.jpg', 480, 'orig')).not.toBe(name);
  });

  it('removes the least recently used copies when over its size, counting a read as a use', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vdc-'));
    const cache = new VariantDiskCache(dir, 2500, log);
    const [a, b, c] = ['/a.jpg', '/b.jpg', '/c.jpg'].map((p) => VariantDiskCache.fileName(p, 320, 'webp'));
    await cache.put(a!, variant(1000));
    await cache.put(b!, variant(1000));
    await cache.get(a!);
    await cache.put(c!, variant(1000));
    expect(existsSync(join(dir, b!))).toBe(false);
    expect(existsSync(join(dir, a!))).toBe(true);
    expect(existsSync(join(dir, c!))).toBe(true);
  });

  it('finds what an earlier run left, oldest first, and clears stale temporary files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vdc-'));
    const first = new VariantDiskCache(dir, 10_000, log);
    const [a, b] = ['/a.jpg', '/b.jpg'].map((p) => VariantDiskCache.fileName(p, 320, 'webp'));
    await first.put(a!, variant(1000));
    await first.put(b!, variant(1000));
    const old = new Date(Date.now() - 3600_000);
    utimesSync(join(dir, b!), old, old);
    mkdirSync(join(dir, 'ff'), { recursive: true });
    writeFileSync(join(dir, 'ff', 'x.123.tmp'), 'half');
    utimesSync(join(dir, 'ff', 'x.123.tmp'), old, old);
    // A smaller limit on restart: the copy untouched the longest goes.
    const second = new VariantDiskCache(dir, 1500, log);
    expect(await second.get(a!)).not.toBeNull();
    expect(existsSync(join(dir, b!))).toBe(false);
    expect(existsSync(join(dir, 'ff', 'x.123.tmp'))).toBe(false);
  });
});
