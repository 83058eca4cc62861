import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { loadConfig } from '../../../server/config.js';

const CLIENT = 'http://127.0.0.1:8081';

describe('CORS on the commerce service', () => {
  let on: TestCommerce;
  let off: TestCommerce;
  beforeAll(async () => {
    on = await startTestCommerce({ env: { COMMERCE_CORS_ORIGINS: `${CLIENT}, https://pc.example.com` } });
    off = await startTestCommerce();
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  const preflight = (base: string, origin: string, headers = 'authori-zation,form-type,content-type') =>
    fetch(new URL('/api/front/cart/add', base), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
    });

  it('answers a listed origin\'s preflight with 204, the contract headers, a max-age and Vary: Origin', async () => {
    const res = await preflight(on.url, CLIENT);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('authori-zation, authorization, form-type, content-type');
    expect(res.headers.get('access-control-max-age')).toBe('600');
    expect(res.headers.get('vary')).toMatch(/Origin/);
    const get = await fetch(new URL('/api/front/product/category', on.url), { headers: { origin: CLIENT } });
    expect(get.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(get.headers.get('vary')).toMatch(/Origin/);
  });

  // The PC client (@nuxtjs/auth local scheme) sends the token twice once signed in: its own
  // `authori-zation` from plugins/axios.js and the scheme's `Authorization: Bearer`. A real backend
  // allows any header, so the preflight of a signed-in call must let both through.
  it('lets a signed-in PC client\'s bearer Authorization header through the preflight', async () => {
    const res = await preflight(on.url, CLIENT, 'authori-zation,authorization,form-type');
    expect(res.status).toBe(204);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    for (const h of ['authori-zation', 'authorization', 'form-type']) expect(allowed).toContain(h);
    const login = await fetch(new URL('/api/front/login/register/visitor', on.url), {
      method: 'POST',
      headers: { origin: CLIENT, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cors.visitor@storefront.test' }),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    const info = await fetch(new URL('/api/front/user/info', on.url), {
      headers: { origin: CLIENT, 'authori-zation': login.data.token, authorization: `Bearer ${login.data.token}`, 'form-type': 'pc' },
    });
    expect(info.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(((await info.json()) as { code: number; data: { uid: number } }).data.uid).toBeGreaterThan(0);
  });

  it('gives an unlisted origin no CORS headers at all, and never a wildcard', async () => {
    const res = await preflight(on.url, 'https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
    const get = await fetch(new URL('/api/front/product/category', on.url), { headers: { origin: 'https://evil.example' } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is off by default', async () => {
    const res = await preflight(off.url, CLIENT);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(new URL('/api/front/product/category', off.url), { headers: { origin: CLIENT } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a wildcard or a path in the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', COMMERCE_CORS_ORIGINS: '*' })).toThrow(/exact origins/);
    expect(() => loadConfig({ NODE_ENV: 'test', COMMERCE_CORS_ORIGINS: 'https://a.example/shop' })).toThrow(/exact origins/);
  });
});
