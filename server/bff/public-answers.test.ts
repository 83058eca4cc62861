import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedBody, encodingFor, requestEncoding } from './public-answers';
import { etagOf, type CachedEntry } from './cache';

const entryOf = (text: string): CachedEntry => {
  const body = Buffer.from(text);
  return { body, etag: etagOf(body), storedAt: 0 };
};

describe('encodingFor', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.1, gzip;q=0.9', 'gzip'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['BR', 'br'],
  ])('%s → %s', (header, want) => {
    expect(encodingFor(header)).toBe(want);
  });

  it('honours x-no-compression as @fastify/compress does', () => {
    expect(requestEncoding({ 'accept-encoding': 'br', 'x-no-compression': '1' })).toBe('identity');
    expect(requestEncoding({ 'accept-encoding': 'br' })).toBe('br');
  });
});

describe('encodedBody', () => {
  it('leaves answers under 1 KiB as they are', () => {
    const e = entryOf('{"a":1}');
    expect(encodedBody(e, 'br')).toEqual({ body: e.body, encoding: 'identity' });
  });

  it('compresses a big answer once per encoding and keeps the copy', () => {
    const e = entryOf(JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `ü${i}` })) }));
    const br = encodedBody(e, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(e.body)).toBe(true);
    expect(encodedBody(e, 'br').body).toBe(br.body);
    const gz = encodedBody(e, 'gzip');
    expect(gunzipSync(gz.body).equals(e.body)).toBe(true);
    expect(encodedBody(e, 'identity').body).toBe(e.body);
  });
});
