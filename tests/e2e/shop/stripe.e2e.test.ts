import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startFakeStripe } from '../../helpers/fake-stripe';
import { startedForSuite } from '../../helpers/started-for-suite';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { DEMO, api, expectNoAxeViolations, newShopper, poll, productWithSpecs, signIn } from './support';

/**
 * Card payment end to end: the SPA's Stripe route loads "Stripe.js" (a stand-in served from loopback
 * through page.route), the commerce service talks to a fake Stripe API, and the settlement arrives
 * as a signed webhook, as it would from Stripe.
 */
const WEBHOOK_SECRET = 'whsec_e2e_shop_0123456789';
const STANDIN = readFileSync(new URL('./stripe-standin.js', import.meta.url), 'utf8');
const fake = startedForSuite('the fake Stripe API', () => startFakeStripe(WEBHOOK_SECRET), (f) => f.close());
const { stack, browser, contexts } = chromiumOnStack(() => ({
  STRIPE_SECRET_KEY: 'sk_test_e2e_shop',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_shop',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: fake.url,
}));

async function withStandin(page: Page, stripeRequests: string[]) {
  await page.route('https://js.stripe.com/**', (route) => {
    stripeRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: STANDIN });
  });
  await page.route('**/__stripe_standin/confirm**', async (route) => {
    const pi = new URL(route.request().url()).searchParams.get('pi') ?? '';
    const intent = fake.succeed(pi);
    const ev = fake.event('payment_intent.succeeded', intent);
    const res = await fetch(new URL('/api/front/pay/stripe/webhook', stack.adminUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': ev.header },
      body: ev.payload,
    });
    expect(res.status).toBe(200);
    return route.fulfill({ status: 204, body: '' });
  });
}

describe('card payment', () => {
  it('pays by card through Stripe Elements loaded on the card route only, then shows the result', async () => {
    const page = await newShopper(browser, contexts);
    const stripeRequests: string[] = [];
    await withStandin(page, stripeRequests);
    await signIn(page, stack.baseUrl, DEMO);
    const a = api(page, stack.baseUrl);
    await a.post('/api/front/address/edit', { realName: 'Card Payer', email: DEMO.email, country: 'United States', detail: '1 Card Street', postCode: '10001', isDefault: true });
    const { detail, a: sku } = await productWithSpecs(page, stack.baseUrl);

    // Browsing never touches Stripe.
    await page.goto(`${stack.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.goto(`${stack.baseUrl}/goods_detail/${detail.productInfo.id}`, { waitUntil: 'networkidle' });
    expect(stripeRequests).toEqual([]);

    const { preOrderNo } = await a.post<{ preOrderNo: string }>('/api/front/order/pre/order', {
      preOrderType: 'buyNow',
      orderDetails: [{ productId: detail.productInfo.id, attrValueId: sku.id, productNum: 1 }],
    });
    await page.goto(`${stack.baseUrl}/order/order_confirm?preOrderNo=${preOrderNo}`);
    await page.getByRole('radio', { name: /Card Payer/ }).waitFor();
    await page.getByRole('radio', { name: /Card \(Stripe\)/ }).check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await page.waitForURL(/\/order\/stripe_payment\?clientSecret=/);
    // Stripe.js is fetched by this route's own chunk, once it has loaded.
    await poll(() => stripeRequests.length).toBeGreaterThan(0);

    const card = page.getByRole('textbox', { name: 'Card number' });
    await card.fill('4000000000000002');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await expectNoAxeViolations(page, 'card payment');

    await card.fill('4242424242424242');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/order\/payment_result\?.*redirect_status=succeeded/);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 30_000 });
    await page.getByText('Card (Stripe)').waitFor();
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    const master = await a.get<{ paid: boolean; payType: string }>(`/api/front/order/master/detail/${orderNo}`);
    expect(master).toMatchObject({ paid: true, payType: 'stripe' });
  });
});
