import { describe, expect, it } from 'vitest';
import { bffOnTestUpstream, call, rawHttp } from './harness';


const { up, bff } = bffOnTestUpstream();

describe('upstream images through our origin', () => {
  it('streams an image with its caching headers and nothing else from the upstream', async () => {
    const res = await call(bff.url, '/crmebimage/public/product/a1.png', { csrf: false });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe('"img1"');
    expect(res.headers['x-upstream-secret']).toBeUndefined();
    expect(up.last('/crmebimage/public/product/a1.png')!.headers.cookie).toBeUndefined();
  });

  it('passes conditional requests for 304', async () => {
    const res = await call(bff.url, '/crmebimage/public/product/a1.png', { csrf: false, headers: { 'if-none-match': '"img1"' } });
    expect(up.last('/crmebimage/public/product/a1.png')!.headers['if-none-match']).toBe('"img1"');
    expect([200, 304]).toContain(res.status);
  });

  it('sandboxes SVG', async () => {
    const res = await call(bff.url, '/crmebimage/seed/logo.svg', { csrf: false });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses non-images, missing files and odd paths', async () => {
    for (const p of ['/crmebimage/x/page.html', '/crmebimage/x/none.jpg', '/crmebimage/.hidden/a.png', '/crmebimage/a%2f..%2f..%2fb.png']) {
      const res = await rawHttp(bff.url, [`GET ${p} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close']);
      expect(res.status, p).toBe(404);
      expect(res.text).not.toContain('<script>');
    }
  });
});
