import { describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';

describe('BFF session probe (/api/bff/session)', () => {
  const { bff } = commerceBehindBff({ commerce: { seed: 'always' }, bff: { RATE_LIMIT_AUTH_MAX: 1000 } });

  it('says signed out without a cookie or with a forged one, signed in after login, out after logout', async () => {
    const client = new BffClient(bff.url);
    const out = await client.request<{ signedIn: boolean }>('GET', '/api/bff/session');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ signedIn: false });
    expect(out.headers.get('cache-control')).toBe('no-store');

    const forged = await fetch(`${bff.url}/api/bff/session`, { headers: { 'x-csrf': '1', cookie: 'sid=AAAA.BBBB.CCCC' } });
    expect(await forged.json()).toEqual({ signedIn: false });

    const login = await client.request('POST', '/api/front/login/email', { json: { email: 'demo@storefront.test', password: 'Demo#2026pass' } });
    expect(login.status).toBe(200);
    expect((await client.request<{ signedIn: boolean }>('GET', '/api/bff/session')).body).toEqual({ signedIn: true });

    await client.request('GET', '/api/front/login/logout');
    expect((await client.request<{ signedIn: boolean }>('GET', '/api/bff/session')).body).toEqual({ signedIn: false });
  });

  it('needs the CSRF header like every /api call', async () => {
    const res = await fetch(`${bff.url}/api/bff/session`);
    expect(res.status).toBe(403);
  });
});
