import { describe, expect, it } from 'vitest';
import { startTestUpstream, TEST_TOKEN } from '../../helpers/test-upstream';
import { startedForSuite } from '../../helpers/started-for-suite';
import { call, postJson, SECRET, sessionPair, setCookies, startBff } from './harness';

const up = startedForSuite('the test upstream', () => startTestUpstream(), (u) => u.close());

describe('COOKIE_SECURE=false', () => {
  it('uses a plain `sid` cookie without Secure', async () => {
    const bff = await startBff(up.url, { COOKIE_SECURE: 'false' });
    try {
      const res = await postJson(bff.url, '/api/front/login/email', { email: 'a@b.co', password: 'x' });
      const line = setCookies(res).find((c) => c.startsWith('sid='))!;
      expect(line).toBeDefined();
      expect(line).not.toMatch(/Secure/);
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Strict/);
      expect(setCookies(res).some((c) => c.startsWith('__Host-'))).toBe(false);
    } finally {
      await bff.close();
    }
  });
});

describe('SESSION_SECRET rotation', () => {
  it('a cookie sealed with the old secret still works after rotation; a foreign secret does not', async () => {
    const before = await startBff(up.url);
    const res = await postJson(before.url, '/api/front/login/email', { email: 'a@b.co', password: 'x' });
    const cookie = sessionPair(res)!;
    await before.close();

    const rotated = await startBff(up.url, { SESSION_SECRET: 'new-secret-0123456789-0123456789-xyz', SESSION_SECRET_PREVIOUS: SECRET });
    const other = await startBff(up.url, { SESSION_SECRET: 'other-secret-0123456789-0123456789-xyz' });
    try {
      const a = await call(rotated.url, '/api/front/user/info', { headers: { cookie } });
      expect(a.status).toBe(200);
      expect(up.last('/api/front/user/info')!.headers['authori-zation']).toBe(TEST_TOKEN);
      const b = await call(other.url, '/api/front/user/info', { headers: { cookie } });
      expect(b.status).toBe(401);
    } finally {
      await rotated.close();
      await other.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('behind a trusted proxy, rate limits key on the client address and the https origin is our own', async () => {
    const bff = await startBff(up.url, { TRUST_PROXY: 'true', RATE_LIMIT_AUTH_MAX: '1' });
    try {
      const from = (ip: string) =>
        postJson(bff.url, '/api/front/login/email', { email: 'a@b.co', password: 'x' }, { 'x-forwarded-for': ip, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com', origin: 'https://shop.example.com' });
      expect((await from('203.0.113.1')).status).toBe(200);
      expect((await from('203.0.113.1')).status).toBe(429);
      expect((await from('203.0.113.2')).status).toBe(200);
    } finally {
      await bff.close();
    }
  });

  it('without it, X-Forwarded-For is ignored for rate limiting', async () => {
    const bff = await startBff(up.url, { RATE_LIMIT_AUTH_MAX: '1' });
    try {
      const from = (ip: string) => postJson(bff.url, '/api/front/login/email', { email: 'a@b.co', password: 'x' }, { 'x-forwarded-for': ip });
      expect((await from('203.0.113.1')).status).toBe(200);
      expect((await from('203.0.113.2')).status).toBe(429);
    } finally {
      await bff.close();
    }
  });
});
