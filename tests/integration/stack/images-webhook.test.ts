import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { startedForSuite } from '../../helpers/started-for-suite.js';
import { startFakeStripe } from '../../helpers/fake-stripe.js';
import { makeOrder, makeShopProduct } from '../../helpers/fixtures-aftersales.js';

const SECRET = 'whsec_bff_passthrough_0123';

describe('BFF: images and the Stripe webhook reach the commerce service', () => {
  const stripe = startedForSuite('the fake Stripe API', () => startFakeStripe(SECRET), (s) => s.close());
  const { c, bff } = commerceBehindBff({
    commerce: () => ({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.url } }),
  });
  beforeAll(() => {
    mkdirSync(join(c.config.DATA_DIR, 'uploads', 'seed'), { recursive: true });
    writeFileSync(join(c.config.DATA_DIR, 'uploads', 'seed', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
  });

  it('serves upstream images with caching headers and a sandboxing CSP for SVG', async () => {
    const res = await fetch(`${bff.url}/crmebimage/seed/logo.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(await res.text()).toContain('<svg');
  });

  it('refuses non-image and traversal paths and missing files', async () => {
    for (const p of ['/crmebimage/seed/../../commerce.sqlite', '/crmebimage/%2e%2e/x.png', '/crmebimage/seed/logo.txt', '/crmebimage/seed/none.png']) {
      const res = await fetch(`${bff.url}${p}`);
      expect(res.status, p).toBe(404);
    }
  });

  it('passes Stripe webhooks through with their signature and no CSRF header, keeping the status', async () => {
    const { uid, token } = await c.createUser();
    const p = await makeShopProduct(c, { price: 700 });
    const o = await makeOrder(c, uid, p);
    const start = await c.call<{ stripeClientSecret: string }>('POST', '/api/front/pay/payment', { token, body: { orderNo: o.masterNo, payType: 'stripe', payChannel: 'pc' } });
    const pi = stripe.succeed(start.data.stripeClientSecret.split('_secret_')[0]!);
    const evt = stripe.event('payment_intent.succeeded', pi);
    const bad = await fetch(`${bff.url}/api/front/pay/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: evt.payload });
    expect(bad.status).toBe(400);
    const good = await fetch(`${bff.url}/api/front/pay/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': evt.header }, body: evt.payload });
    expect(good.status).toBe(200);
    const order = await c.db.selectFrom('orders').select(['paid']).where('orderNo', '=', o.masterNo).executeTakeFirstOrThrow();
    expect(order.paid).toBe(1);
  });
});
