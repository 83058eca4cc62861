import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '../../helpers/test-upstream';
import { bffOnTestUpstream, call, postJson, postRaw, rawHttp, sessionPair, setCookies } from './harness';


const { up, bff } = bffOnTestUpstream({ RATE_LIMIT_AUTH_MAX: '1000' }, { reset: 'requests' });

async function login(): Promise<string> {
  const res = await postJson(bff.url, '/api/front/login/email', { email: 'ada@example.com', password: 'Secret#Pass1' });
  expect(res.status).toBe(200);
  const pair = sessionPair(res);
  expect(pair).toBeDefined();
  return pair!;
}

describe('envelope normalisation', () => {
  it('code 200 answers the data', async () => {
    up.set('/api/front/index/paycurrency', { kind: 'envelope', code: 200, data: 'EUR' });
    const res = await call(bff.url, '/api/front/index/paycurrency');
    expect(res.status).toBe(200);
    expect(res.json()).toBe('EUR');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([400, 403, 404, 500])('code %i becomes that HTTP status with {status,code,message}', async (code) => {
    up.set('/api/front/cart/list', { kind: 'envelope', code, message: `upstream says ${code}` });
    const res = await call(bff.url, '/api/front/cart/list?isValid=true');
    expect(res.status).toBe(code);
    expect(res.json()).toEqual({ status: code, code, message: `upstream says ${code}` });
  });

  it('a missing upstream message becomes an empty string', async () => {
    up.set('/api/front/cart/list', { kind: 'raw', status: 200, contentType: 'application/json', body: '{"code":500,"data":null}' });
    const res = await call(bff.url, '/api/front/cart/list');
    expect(res.json()).toEqual({ status: 500, code: 500, message: '' });
  });

  it.each([401, 410000, 410001, 410002])('code %i becomes 401 and clears the session cookie', async (code) => {
    const cookie = await login();
    up.set('/api/front/user/info', { kind: 'envelope', code, message: 'login expired' });
    const res = await call(bff.url, '/api/front/user/info', { headers: { cookie } });
    expect(res.status).toBe(401);
    expect(res.json()).toEqual({ status: 401, code, message: 'login expired' });
    const cleared = setCookies(res).find((c) => c.startsWith('__Host-sid=;'));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('PageInfo paging becomes {list,total,page,limit,pages}', async () => {
    const res = await call(bff.url, '/api/front/product/list?page=1&limit=20');
    expect(res.json()).toEqual({ list: [{ id: 1, storeName: 'Phone', price: '12.50' }], total: 41, page: 1, limit: 20, pages: 3 });
  });

  it('CommonPage paging becomes the same shape', async () => {
    const res = await call(bff.url, '/api/front/merchant/street?page=2');
    expect(res.json()).toEqual({ list: [{ id: 3, name: 'Shop' }], total: 41, page: 2, limit: 20, pages: 3 });
  });
});

describe('headers towards the upstream', () => {
  it('adds authori-zation, Form-type and x-request-id; strips cookie, expect, hop-by-hop and x-forwarded-*', async () => {
    const cookie = await login();
    up.clear();
    // A raw socket, because HTTP clients refuse to send some of these hop-by-hop headers.
    const res = await rawHttp(bff.url, [
      'GET /api/front/user/info HTTP/1.1',
      'Host: 127.0.0.1',
      'X-CSRF: 1',
      `Cookie: ${cookie}; other=browser-cookie`,
      'X-Request-Id: req-from-lb-12345',
      'X-Forwarded-For: 10.9.9.9',
      'X-Forwarded-Host: evil.example',
      'X-Forwarded-Proto: https',
      'Forwarded: for=10.9.9.9',
      'Keep-Alive: timeout=5',
      'Proxy-Authorization: Basic abc',
      'TE: trailers',
      'Expect: 100-continue',
      'X-Hop: named in connection',
      'Connection: close, x-hop',
      'Authori-zation: browser-forged-token',
      'Accept-Language: fr',
    ]);
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('req-from-lb-12345');
    const h = up.last('/api/front/user/info')!.headers;
    expect(h['authori-zation']).toBe(TEST_TOKEN);
    expect(h['form-type']).toBe('pc');
    expect(h['x-request-id']).toBe('req-from-lb-12345');
    expect(h['accept-language']).toBe('fr');
    for (const k of ['cookie', 'expect', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'keep-alive', 'proxy-authorization', 'te', 'upgrade', 'x-hop', 'x-csrf']) {
      expect(h[k], k).toBeUndefined();
    }
  });

  it('sends no token without a session and never forwards upstream headers to the browser', async () => {
    up.set('/api/front/user/info', { kind: 'envelope', code: 401 });
    const res = await call(bff.url, '/api/front/user/info');
    expect(up.last('/api/front/user/info')!.headers['authori-zation']).toBeUndefined();
    expect(res.status).toBe(401);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.text).not.toContain('127.0.0.1');
  });

  it('generates a request id when the incoming one is not sane', async () => {
    const res = await call(bff.url, '/api/front/index/paycurrency', { headers: { 'x-request-id': 'bad id with spaces' } });
    const id = res.headers['x-request-id'] as string;
    // A new W3C trace id, forwarded as the request id and in a traceparent.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(up.last('/api/front/index/paycurrency')!.headers['x-request-id']).toBe(id);
    expect(up.last('/api/front/index/paycurrency')!.headers['traceparent']).toMatch(new RegExp(`^00-${id}-[0-9a-f]{16}-01$`));
  });
});

describe('session cookie', () => {
  it('login sets an encrypted httpOnly __Host- cookie and removes the token from the body', async () => {
    const res = await postJson(bff.url, '/api/front/login/mobile/password', { phone: '123', password: 'Secret#Pass1', countryCode: '44' });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(TEST_TOKEN);
    expect(res.json()).toMatchObject({ uid: 7, nikeName: 'Ada' });
    expect((res.json() as Record<string, unknown>).token).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    const line = setCookies(res).find((c) => c.startsWith('__Host-sid='))!;
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).not.toMatch(/Domain=/i);
    expect(line).not.toContain(TEST_TOKEN);
    // The login call itself never carries an old token.
    expect(up.last('/api/front/login/mobile/password')!.headers['authori-zation']).toBeUndefined();
  });

  it('issues a new cookie on every login', async () => {
    const a = await login();
    const b = await login();
    expect(a).not.toBe(b);
  });

  it('a failed login sets no cookie', async () => {
    up.set('/api/front/login/email', { kind: 'envelope', code: 500, message: 'wrong password' });
    const res = await postJson(bff.url, '/api/front/login/email', { email: 'a@b.co', password: 'x' });
    expect(res.status).toBe(500);
    expect(setCookies(res)).toEqual([]);
  });

  it('a tampered cookie is ignored (no token upstream)', async () => {
    const cookie = await login();
    const [name, value] = cookie.split('=') as [string, string];
    const flipped = value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21);
    up.clear();
    await call(bff.url, '/api/front/user/info', { headers: { cookie: `${name}=${flipped}` } });
    expect(up.last('/api/front/user/info')!.headers['authori-zation']).toBeUndefined();
  });

  /** A login whose upstream token is its own, as a real upstream issues one per sign-in. */
  async function loginWithOwnToken(token: string): Promise<string> {
    up.set('/api/front/login/email', { kind: 'envelope', data: { token, type: 'login', uid: 7, nikeName: 'Ada', email: 'ada@example.com', userType: 'email' } });
    const cookie = await login();
    up.clear();
    return cookie;
  }

  it('logout forwards to the upstream, clears the cookie and sends Clear-Site-Data', async () => {
    const cookie = await loginWithOwnToken('tok_logout_forwarded_0001');
    const res = await call(bff.url, '/api/front/login/logout', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(up.last('/api/front/login/logout')!.headers['authori-zation']).toBe('tok_logout_forwarded_0001');
    expect(res.headers['clear-site-data']).toBe('"cookies", "storage"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(setCookies(res).some((c) => c.startsWith('__Host-sid=;'))).toBe(true);
  });

  it('logout still clears the cookie when the upstream is failing, and a copied cookie stops working', async () => {
    const cookie = await loginWithOwnToken('tok_logout_outage_0002');
    up.set('/api/front/login/logout', { kind: 'reset' });
    const res = await call(bff.url, '/api/front/login/logout', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(setCookies(res).some((c) => c.startsWith('__Host-sid=;'))).toBe(true);
    // The upstream came back without hearing of the logout: the copied cookie must still be dead.
    up.clear();
    const replay = await call(bff.url, '/api/front/user/info', { headers: { cookie } });
    expect(replay.status).toBe(401);
    expect(up.last('/api/front/user/info')?.headers['authori-zation']).toBeUndefined();
    expect((await call(bff.url, '/api/bff/session', { headers: { cookie } })).json()).toEqual({ signedIn: false });
    // A fresh sign-in works as before.
    const again = await loginWithOwnToken('tok_after_logout_0003');
    expect((await call(bff.url, '/api/bff/session', { headers: { cookie: again } })).json()).toEqual({ signedIn: true });
  });
});

describe('contract body quirks', () => {
  it('raw email bodies go upstream as the bare string', async () => {
    const res = await postRaw(bff.url, '/api/front/login/email/captcha', 'ada@example.com');
    expect(res.status).toBe(200);
    const rec = up.last('/api/front/login/email/captcha')!;
    expect(rec.body).toBe('ada@example.com');
    expect(rec.headers['content-type']).toBe('application/json');
  });

  it('a JSON-quoted email is unquoted for the upstream', async () => {
    await postRaw(bff.url, '/api/front/captcha/email/merchant/settled', '"shop@example.com"');
    expect(up.last('/api/front/captcha/email/merchant/settled')!.body).toBe('shop@example.com');
  });

  it('a raw-email route refuses what is not an email without calling upstream', async () => {
    const res = await postRaw(bff.url, '/api/front/login/email/forget/password', '{"a":1}');
    expect(res.status).toBe(400);
    expect(up.count('/api/front/login/email/forget/password')).toBe(0);
  });

  it('sendCode forwards query params (and folds a JSON object into them)', async () => {
    await postRaw(bff.url, '/api/front/login/sendCode?phone=5551234&countryCode=44', '{}');
    expect(up.last('/api/front/login/sendCode')!.url).toBe('/api/front/login/sendCode?phone=5551234&countryCode=44');
    await postJson(bff.url, '/api/front/login/register/sendCode', { phone: '5550000', countryCode: '1' });
    expect(up.last('/api/front/login/register/sendCode')!.url).toBe('/api/front/login/register/sendCode?phone=5550000&countryCode=1');
  });

  it('JSON array bodies (cart/save) pass through', async () => {
    const cookie = await login();
    const items = [{ productId: 1, productAttrUnique: 2, cartNum: 3 }];
    const res = await postJson(bff.url, '/api/front/cart/save', items, { cookie });
    expect(res.status).toBe(200);
    expect(up.last('/api/front/cart/save')!.body).toEqual(items);
  });

  it('malformed JSON is a 400 without an upstream call', async () => {
    const res = await postRaw(bff.url, '/api/front/cart/save', '{nope');
    expect(res.status).toBe(400);
    expect(up.count('/api/front/cart/save')).toBe(0);
  });

  it('path parameters that are not ids are refused', async () => {
    const res = await call(bff.url, '/api/front/product/detail/1%2F..%2F..%2Fadmin');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(up.requests).toHaveLength(0);
  });
});

describe('logs', () => {
  it('one JSON line per request with reqId, method, route, status, durationMs, upstreamMs; no secrets', async () => {
    const res = await postJson(bff.url, '/api/front/login/register/email', { email: 'z@example.com', captcha: '918273', password: 'Pa55word!xyz' });
    const cookie = sessionPair(res)!;
    await call(bff.url, '/api/front/user/info', { headers: { cookie, 'x-request-id': 'trace-abcdef-001' } });
    const lines = bff.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    const line = lines.find((l) => l.reqId === 'trace-abcdef-001' && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', route: '/api/front/user/info', status: 200 });
    expect(typeof line!.durationMs).toBe('number');
    expect(typeof line!.upstreamMs).toBe('number');
    expect(lines.filter((l) => l.reqId === 'trace-abcdef-001' && l.msg === 'request')).toHaveLength(1);
    const all = bff.logs.join('\n');
    for (const secret of [TEST_TOKEN, '918273', 'Pa55word!xyz', cookie.split('=')[1]!]) expect(all).not.toContain(secret);
  });
});
