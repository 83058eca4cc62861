import { describe, expect, it } from 'vitest';
import { allowlist } from '../../../server/bff/allowlist';
import { bffOnTestUpstream, call, postJson } from './harness';


const { up, bff } = bffOnTestUpstream({ RATE_LIMIT_AUTH_MAX: '10000' }, { reset: 'requests' });

describe('CSRF', () => {
  it('refuses a GET without X-CSRF: 1', async () => {
    const res = await call(bff.url, '/api/front/product/list', { csrf: false });
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ status: 403, code: 403, message: 'Forbidden' });
    expect(up.requests).toHaveLength(0);
  });

  it('refuses X-CSRF with another value', async () => {
    const res = await call(bff.url, '/api/front/product/list', { csrf: false, headers: { 'x-csrf': 'yes' } });
    expect(res.status).toBe(403);
  });

  it('refuses a POST without X-CSRF', async () => {
    const res = await call(bff.url, '/api/front/cart/num', { csrf: false, method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(403);
    expect(up.requests).toHaveLength(0);
  });

  it('refuses an unsafe method marked Sec-Fetch-Site: cross-site', async () => {
    const res = await postJson(bff.url, '/api/front/cart/num', { id: 1, number: 2 }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(up.requests).toHaveLength(0);
  });

  it('allows same-origin and same-site fetch metadata', async () => {
    const a = await postJson(bff.url, '/api/front/cart/num', { id: 1, number: 2 }, { 'sec-fetch-site': 'same-origin', origin: bff.url });
    expect(a.status).toBe(200);
  });

  it('refuses an unsafe method from a foreign Origin', async () => {
    const res = await postJson(bff.url, '/api/front/cart/num', { id: 1, number: 2 }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const nul = await postJson(bff.url, '/api/front/cart/num', { id: 1, number: 2 }, { origin: 'null' });
    expect(nul.status).toBe(403);
    expect(up.requests).toHaveLength(0);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('refuses %s on a JSON route', async (type) => {
    const res = await call(bff.url, '/api/front/cart/num', { method: 'POST', body: 'id=1', headers: { 'content-type': type } });
    expect(res.status).toBe(415);
    expect(up.requests).toHaveLength(0);
  });

  it('refuses form bodies on the query-param routes too', async () => {
    const res = await call(bff.url, '/api/front/login/sendCode', { method: 'POST', body: 'phone=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
  });
});

describe('allowlist', () => {
  it.each(['/api/front/nothing', '/api/admin/products', '/api/admin/login', '/api/front/admin/x', '/api', '/api/', '/api/pc/secret'])('%s is 404 without an upstream call', async (path) => {
    const res = await call(bff.url, path);
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 404, message: 'Not found' });
    const post = await call(bff.url, path, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(post.status).toBe(404);
    expect(up.requests).toHaveLength(0);
  });

  it('a listed path with the wrong method is 404 without an upstream call', async () => {
    expect((await call(bff.url, '/api/front/cart/save')).status).toBe(404);
    expect((await postJson(bff.url, '/api/front/cart/list', {})).status).toBe(404);
    expect((await call(bff.url, '/api/front/cart/list', { method: 'DELETE' })).status).toBe(404);
    expect((await call(bff.url, '/api/front/user/info', { method: 'HEAD' })).status).toBe(404);
    expect(up.requests).toHaveLength(0);
  });

  it('no allowlisted path leads to the admin API', () => {
    expect(allowlist.some((r) => r.path.startsWith('/api/admin'))).toBe(false);
  });

  it('every allowlisted call reaches the upstream with its method and path', async () => {
    const sample = (p: string) => p.replace(/:[A-Za-z]+/g, '42');
    for (const r of allowlist) {
      up.clear();
      const path = sample(r.path);
      let res;
      if (r.kind === 'upload') continue; // covered by upload.test.ts
      if (r.kind === 'raw') {
        res = await call(bff.url, path, { method: 'POST', body: 'a@example.com', headers: { 'content-type': 'application/json' } });
      } else if (r.method === 'POST') {
        res = await postJson(bff.url, path, r.kind === 'query' ? { phone: '1' } : { a: 1 });
      } else {
        res = await call(bff.url, `${path}?q=1`);
      }
      expect([200, 401], `${r.method} ${path}`).toContain(res.status);
      expect(up.requests.length, `${r.method} ${path}`).toBeGreaterThanOrEqual(1);
      expect(up.requests[0]!.method).toBe(r.method);
      expect(up.requests[0]!.path).toBe(path);
    }
  });
});
