import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { bffOnTestUpstream, call, postJson } from './harness';


const { up, bff } = bffOnTestUpstream({ RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_WINDOW_S: '60' }, { reset: 'requests' });
// A second BFF with a small upload allowance, for the per-address limit.
const limited = bffOnTestUpstream({ UPLOAD_RATE_MAX: '5' }, { reset: 'requests' });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

function multipartBody(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----testboundary7MA4YWxk';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (field: string, filename: string, type: string, content: Buffer, query = '?model=product&pid=1') => {
  const m = multipartBody(field, filename, type, content);
  return call(bff.url, `/api/front/upload/image${query}`, { method: 'POST', body: m.body, headers: m.headers });
};

describe('upload pass-through', () => {
  it('streams a PNG to the upstream in the `multipart` field', async () => {
    const content = Buffer.concat([PNG, Buffer.alloc(300_000, 7)]);
    const res = await upload('multipart', 'photo.png', 'image/png', content);
    expect(res.status).toBe(200);
    const rec = up.last('/api/front/upload/image')!;
    expect(rec.url).toBe('/api/front/upload/image?model=product&pid=1');
    expect(rec.body).toEqual({ files: [{ field: 'multipart', filename: 'photo.png', mimetype: 'image/png', size: content.length }] });
    expect(rec.headers['form-type']).toBe('pc');
  });

  it('accepts a JPEG on /upload/file', async () => {
    const m = multipartBody('multipart', 'a.jpg', 'image/jpeg', Buffer.concat([JPEG, Buffer.alloc(1000)]));
    const res = await call(bff.url, '/api/front/upload/file?model=user&pid=0', { method: 'POST', body: m.body, headers: m.headers });
    expect(res.status).toBe(200);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const content = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await upload('multipart', 'big.png', 'image/png', content);
    expect(res.status).toBe(413);
    expect(res.json()).toEqual({ status: 413, code: 413, message: 'Payload too large' });
  });

  it('cuts a chunked over-size stream off with 413 (no Content-Length to trust)', async () => {
    const m = multipartBody('multipart', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10, 1)]));
    async function* chunks() {
      for (let i = 0; i < m.body.length; i += 65536) yield m.body.subarray(i, i + 65536);
    }
    const { request } = await import('undici');
    const res = await request(`${bff.url}/api/front/upload/image`, { method: 'POST', headers: { ...m.headers, 'x-csrf': '1' }, body: Readable.from(chunks()) });
    expect(res.statusCode).toBe(413);
    await res.body.text();
  });

  it.each([
    ['a GIF by magic bytes', 'x.gif', 'image/gif', Buffer.from('GIF89a........')],
    ['a script named .png', 'x.png', 'image/png', Buffer.from('<script>alert(1)</script>')],
    ['a PNG declared as SVG', 'x.svg', 'image/svg+xml', Buffer.concat([PNG, Buffer.alloc(10)])],
  ])('refuses %s with 415', async (_n, name, type, content) => {
    const res = await upload('multipart', name, type, content);
    expect(res.status).toBe(415);
    expect(up.count('/api/front/upload/image')).toBe(0);
  });

  it('refuses another field name', async () => {
    const res = await upload('file', 'x.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(10)]));
    expect(res.status).toBe(400);
  });

  it('still requires X-CSRF', async () => {
    const m = multipartBody('multipart', 'x.png', 'image/png', PNG);
    const res = await call(bff.url, '/api/front/upload/image', { method: 'POST', body: m.body, headers: m.headers, csrf: false });
    expect(res.status).toBe(403);
  });
});

describe('rate limits', () => {
  it('limits login per IP with 429, Retry-After and a JSON body', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await postJson(bff.url, '/api/front/login/mobile/password', { phone: '1', password: 'x' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json()).toEqual({ status: 429, code: 429, message: 'Too many requests' });
    expect(up.count('/api/front/login/mobile/password')).toBe(3);
  });

  it('limits code-sending routes too, but not catalogue reads', async () => {
    for (let i = 0; i < 3; i++) await call(bff.url, '/api/front/login/email/captcha', { method: 'POST', body: 'a@b.co', headers: { 'content-type': 'application/json' } });
    const res = await call(bff.url, '/api/front/login/email/captcha', { method: 'POST', body: 'a@b.co', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(429);
    for (let i = 0; i < 6; i++) expect((await call(bff.url, '/api/front/product/list')).status).toBe(200);
  });
});

describe('uploads per client address', () => {
  it('four clients on one address (four sessions or guests) share one allowance per minute', async () => {
    limited.up.set('/api/front/upload/image', { kind: 'envelope', data: { url: '/crmebimage/product/x.png' } });
    const m = multipartBody('multipart', 'p.png', 'image/png', PNG);
    const statuses = await Promise.all(
      Array.from({ length: 4 }, (_, client) =>
        (async () => {
          const mine: number[] = [];
          // Each client its own session cookie: the limit must not count per session.
          for (let i = 0; i < 3; i++) mine.push((await call(limited.bff.url, '/api/front/upload/image?model=product&pid=1', { method: 'POST', body: m.body, headers: { ...m.headers, cookie: `__Secure-sid=client${client}` } })).status);
          return mine;
        })(),
      ),
    );
    const all = statuses.flat();
    expect(all.filter((s) => s === 200)).toHaveLength(5);
    expect(all.filter((s) => s === 429)).toHaveLength(7);
    expect(limited.up.count('/api/front/upload/image')).toBe(5);
  });
});
