import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { buildBff } from '../../../server/bff/app.js';
import { BffClient } from '../../helpers/bff-client.js';

describe('BFF session probe (/api/bff/session)', () => {
  let c: TestCommerce;
  let bff: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    c = await startTestCommerce({ seed: 'always' });
    bff = await buildBff({ ...c.config, COOKIE_SECURE: false, LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_MAX: 1000 }, { upstreamUrl: c.url });
    await bff.listen({ host: '127.0.0.1', port: 0 });
    const addr = bff.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    await bff?.close();
    await c?.close();
  });

  it('says signed out without a cookie or with a forged one, signed in after login, out after logout', async () => {
    const client = new BffClient(base);
    const out = await client.request<{ signedIn: boolean }>('GET', '/api/bff/session');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ signedIn: false });
    expect(out.headers.get('cache-control')).toBe('no-store');

    const forged = await fetch(`${base}/api/bff/session`, { headers: { 'x-csrf': '1', cookie: 'sid=AAAA.BBBB.CCCC' } });
    expect(await forged.json()).toEqual({ signedIn: false });

    const login = await client.request('POST', '/api/front/login/email', { json: { email: 'demo@storefront.test', password: 'Demo#2026pass' } });
    expect(login.status).toBe(200);
    expect((await client.request<{ signedIn: boolean }>('GET', '/api/bff/session')).body).toEqual({ signedIn: true });

    await client.request('GET', '/api/front/login/logout');
    expect((await client.request<{ signedIn: boolean }>('GET', '/api/bff/session')).body).toEqual({ signedIn: false });
  });

  it('needs the CSRF header like every /api call', async () => {
    const res = await fetch(`${base}/api/bff/session`);
    expect(res.status).toBe(403);
  });
});
