import { afterAll, describe, expect, it } from 'vitest';
import { startLoggedCommerce } from '../../helpers/fixtures-accounts.js';

type Logged = Awaited<ReturnType<typeof startLoggedCommerce>>;
const started: Logged[] = [];
afterAll(async () => {
  for (const s of started) await s.close();
});

const post = (url: string, headers: Record<string, string> = {}) =>
  fetch(new URL('/api/front/pay/stripe/webhook', url), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"id":"evt_x","type":"payment_intent.succeeded"}' });
const loud = (lines: string[]) => lines.map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown; stack?: unknown }).filter((l) => l.level >= 40);

describe('webhook noise stays out of the logs', () => {
  it('with card payments off, the webhook is a quiet 404', async () => {
    const s = await startLoggedCommerce();
    started.push(s);
    for (let i = 0; i < 3; i++) {
      const res = await post(s.url, { 'stripe-signature': 't=1,v1=deadbeef' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 404, message: 'Not found', data: null });
    }
    expect(loud(s.lines)).toEqual([]);
  });

  it('with card payments on, a bad signature is a 400 and one warn line without a stack; floods get 429', async () => {
    const s = await startLoggedCommerce({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_noise_0123456789', STRIPE_API_BASE: 'http://127.0.0.1:9', WEBHOOK_RATE_MAX: '3' });
    started.push(s);
    const res = await post(s.url, { 'stripe-signature': 't=1,v1=deadbeef' });
    expect(res.status).toBe(400);
    const lines = loud(s.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'stripe webhook refused' });
    expect(JSON.stringify(lines[0])).not.toMatch(/stack|at \w+ \(/);
    await post(s.url, { 'stripe-signature': 't=1,v1=deadbeef' });
    await post(s.url, { 'stripe-signature': 't=1,v1=deadbeef' });
    expect((await post(s.url, { 'stripe-signature': 't=1,v1=deadbeef' })).status).toBe(429);
  });
});

describe('no personal data in access logs', () => {
  it('redacts phones and codes in query strings of the request lines', async () => {
    const s = await startLoggedCommerce();
    started.push(s);
    await fetch(new URL('/api/front/login/sendCode?phone=7700900123&countryCode=44', s.url), { method: 'POST' });
    await fetch(new URL('/api/front/product/list?keyword=ada%40example.com&page=1', s.url));
    const all = s.lines.join('\n');
    expect(all).toContain('/api/front/login/sendCode?phone=[redacted]&countryCode=44');
    expect(all).not.toContain('7700900123');
    expect(all).not.toMatch(/ada(%40|@)example/);
  });
});
