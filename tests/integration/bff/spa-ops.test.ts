import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as undiciRequest } from 'undici';
import { bffOnTestUpstream, call, rawHttp, startBff } from './harness';


const { up, bff } = bffOnTestUpstream({ MERCHANT_ADMIN_URL: 'https://merchant.example.com/admin', DEFAULT_LANGUAGE: 'fr' });

describe('SPA serving', () => {
  it.each(['/', '/categories?id=2', '/goods_detail/12', '/user_center/order/list', '/zh-CN/cart', '/es/goods_detail/3', '/fr/', '/th/merchant/merchant/home', '/lao/login'])(
    'serves index.html for the app route %s, not cached',
    async (path) => {
      const res = await call(bff.url, path, { csrf: false });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('fixture-spa');
    },
  );

  it.each(['/no-such-page', '/goods_detail', '/zh-CN/nowhere', '/en/cart', '/merchant/merchant/elsewhere', '/users/order_list/extra'])(
    'serves the app with HTTP 404 and noindex for the unknown path %s',
    async (path) => {
      const res = await call(bff.url, path, { csrf: false });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('fixture-spa');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    },
  );

  it('matches pages case-insensitively, with a trailing slash and a query, as the router does', async () => {
    for (const path of ['/CART', '/user_center/', '/goods/goods_search?keyword=tea', '/ZH-CN/cart']) {
      expect((await call(bff.url, path, { csrf: false })).status, path).toBe(200);
    }
  });

  it('serves hashed assets immutable for a year', async () => {
    const res = await call(bff.url, '/assets/app-3f2a9c1b.js', { csrf: false });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves robots.txt', async () => {
    const res = await call(bff.url, '/robots.txt', { csrf: false });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Disallow: /api/');
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    for (const p of ['/assets/missing-123.js', '/favicon.ico', '/img/x.png']) {
      const res = await call(bff.url, p, { csrf: false });
      expect(res.status, p).toBe(404);
      expect(res.text).not.toContain('fixture-spa');
    }
  });

  it('compresses with br and gzip', async () => {
    for (const enc of ['br', 'gzip'] as const) {
      const res = await undiciRequest(`${bff.url}/assets/app-3f2a9c1b.js`, { headers: { 'accept-encoding': enc } });
      expect(res.headers['content-encoding']).toBe(enc);
      const buf = Buffer.from(await res.body.arrayBuffer());
      const text = (enc === 'br' ? brotliDecompressSync(buf) : gunzipSync(buf)).toString();
      expect(text).toContain('console.log');
    }
  });

  it.each(['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f.env', '/.env', '/.git/config', '/assets/%252e%252e%252f.env', '/..\\..\\etc\\passwd'])(
    'refuses traversal and dotfiles: %s',
    async (path) => {
      const res = await rawHttp(bff.url, [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close']);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toContain('SECRET=1');
      expect(res.text).not.toContain('root:');
      expect(res.text).not.toContain('fixture-spa');
    },
  );

  it('sets a strict CSP and the other helmet headers on pages', async () => {
    for (const path of ['/', '/product/1']) {
      const res = await call(bff.url, path);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain('frame-src https://js.stripe.com https://*.stripe.com');
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // Inline style attributes only (the first screen the BFF draws carries React's sizes, ADR 0009):
      // no inline script, no <style> element, no eval anywhere.
      const directives = new Map(csp.split(';').map((d) => [d.trim().split(' ')[0]!, d.trim()]));
      expect(directives.get('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
      for (const [name, d] of directives) if (name !== 'style-src-attr') expect(d).not.toMatch(/unsafe-(inline|eval)/);
      expect(directives.get('style-src')).toBe("style-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeDefined();
    }
  });
  it('gives API answers, which are data, a policy under which nothing loads or frames them, and the other helmet headers', async () => {
    for (const path of ['/api/front/index/paycurrency', '/api/front/no-such-route', '/api/front/cart/list']) {
      const res = await call(bff.url, path);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

});

describe('health and boot config', () => {
  it('/healthz is up', async () => {
    const res = await call(bff.url, '/healthz', { csrf: false });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the upstream', async () => {
    const res = await call(bff.url, '/readyz', { csrf: false });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    up.set('/api/front/index/paycurrency', { kind: 'envelope', data: 'USD', delayMs: 3000 });
    const t0 = Date.now();
    const slow = await call(bff.url, '/readyz', { csrf: false });
    expect(slow.status).toBe(503);
    expect(Date.now() - t0).toBeLessThan(2900);
    up.clear();
  });

  it('GET /api/bff/config gives what the SPA needs at boot, from cache after the first call', async () => {
    const res = await call(bff.url, '/api/bff/config');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      defaultLanguage: 'fr',
      stripePublishableKey: 'pk_test_123',
      merchantAdminUrl: 'https://merchant.example.com/admin',
      currency: 'USD',
      currencySymbol: '$',
      // No UPSTREAM_URL: the embedded service, which keeps post codes as text.
      postCodeFormat: 'text',
      // Dates on the wire are in this zone (GMT+8 unless SERVER_TIME_ZONE says otherwise).
      serverTimeZone: 'Asia/Shanghai',
    });
    const n = up.count('/api/front/pay/method');
    await call(bff.url, '/api/bff/config');
    expect(up.count('/api/front/pay/method')).toBe(n);
    expect((await call(bff.url, '/api/bff/config', { csrf: false })).status).toBe(403);
  });
});

describe('the shop currency in the real upstream format', () => {
  it('reads the JSON object string, and survives a malformed one with one warning naming the route', async () => {
    const json = await startBff(up.url, {});
    const bad = await startBff(up.url, {});
    try {
      up.set('/api/front/index/paycurrency', { kind: 'envelope', data: '{"country":"Thailand","currency":"THB","symbol":"฿","ID":"1"}' });
      expect((await call(json.url, '/api/bff/config')).json()).toMatchObject({ currency: 'THB', currencySymbol: '฿' });
      up.set('/api/front/index/paycurrency', { kind: 'envelope', data: '{not json' });
      const res = await call(bad.url, '/api/bff/config');
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ currency: null, currencySymbol: null });
      const warnings = bad.logs.map((l) => JSON.parse(l) as { level: number; route?: string; field?: string }).filter((l) => l.level === 40 && l.route === '/api/front/index/paycurrency');
      expect(warnings).toHaveLength(1);
    } finally {
      up.clear();
      await json.close();
      await bad.close();
    }
  });
});
