import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser';
import { startTestCommerce, type TestCommerce } from '../helpers/commerce';
import { makeShopProduct } from '../helpers/fixtures-aftersales';
import { addAddress } from '../helpers/fixtures-orders';
import { listenOnLoopback } from '../helpers/ports';
import { hashPassword } from '../../server/commerce/accounts/password';

/**
 * A CRMEB PC client is served from its own origin and calls the commerce API from the browser with
 * the contract's headers (`authori-zation`, `Form-type`), so every call is preflighted (docs/upstream-contract.md §14
 * "Cross-origin"). Here a page on a second loopback origin signs in, adds to cart, orders with the
 * blank payType such a client sends, pays by balance and shows a product picture, in Chromium;
 * a page on an origin that is not listed is refused by the browser.
 */
const PASSWORD = 'Client#2026pass';
let c: TestCommerce;
let client: FastifyInstance;
let listed: string;
let unlisted: string;
let browser: Browser;

beforeAll(async () => {
  client = Fastify();
  client.get('/', async (_req, reply) => reply.type('text/html').send('<!doctype html><html lang="en"><head><title>PC client</title></head><body><main>client</main></body></html>'));
  listed = await listenOnLoopback(client);
  // The same server under another host name is another origin, and not a listed one.
  unlisted = listed.replace('127.0.0.1', 'localhost');
  c = await startTestCommerce({ env: { COMMERCE_CORS_ORIGINS: listed } });
  mkdirSync(join(c.config.DATA_DIR, 'uploads'), { recursive: true });
  writeFileSync(join(c.config.DATA_DIR, 'uploads', 'x.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="red"/></svg>');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await c?.close();
  await client?.close();
});

describe('a CRMEB client on another origin, in Chromium', () => {
  it('signs in, adds to cart, orders with a blank payType, pays by balance and shows the absolute picture', async () => {
    const { uid } = await c.createUser({ email: 'pc.client@example.test', balance: 100_000 });
    await c.db.updateTable('users').set({ passwordHash: await hashPassword(PASSWORD) }).where('id', '=', uid).execute();
    const addressId = await addAddress(c.db, uid);
    const p = await makeShopProduct(c, { price: 1500 });

    const page = await (await browser.newContext()).newPage();
    await page.goto(listed);
    const steps = await page.evaluate(
      async ({ api, email, password, productId, attrValueId, addressId }) => {
        const base = { 'Form-type': 'pc', 'Content-Type': 'application/json' };
        // Signed in, the client sends its token twice: `authori-zation` (plugins/axios.js) and the
        // `Authorization: Bearer` header @nuxtjs/auth's local scheme sets.
        const signed = (token: string) => ({ ...base, 'authori-zation': token, Authorization: `Bearer ${token}` });
        const post = async (path: string, body: unknown, token?: string) => (await fetch(api + path, { method: 'POST', headers: token ? signed(token) : base, body: JSON.stringify(body) })).json();
        const get = async (path: string, token: string) => (await fetch(api + path, { headers: signed(token) })).json();
        const login = await post('/api/front/login/email', { email, password });
        const token: string = login.data.token;
        const cart = await post('/api/front/cart/save', [{ productId, productAttrUnique: attrValueId, cartNum: 1 }], token);
        const count = await get('/api/front/cart/count?numType=true&type=sum', token);
        const detail = await get(`/api/front/product/detail/${productId}`, token);
        const pre = await post('/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId, attrValueId, productNum: 1 }] }, token);
        const created = await post('/api/front/order/create', { preOrderNo: pre.data.preOrderNo, addressId, payType: '', payChannel: 'pc' }, token);
        // order_confirm.vue pays with the same blank payType it ordered with.
        const paid = await post('/api/front/pay/payment', { orderNo: created.data.orderNo, payType: '', payChannel: 'pc' }, token);
        const image: string = detail.data.productInfo.image;
        const loaded = await new Promise<boolean>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img.naturalWidth === 8);
          img.onerror = () => resolve(false);
          img.src = image;
        });
        return { login: login.code, hasToken: typeof token === 'string' && token.length > 0, cart: cart.code, count: count.data?.count, pre: pre.code, created: created.code, orderNo: created.data?.orderNo as string, paid: paid.code, image, loaded };
      },
      { api: c.url, email: 'pc.client@example.test', password: PASSWORD, productId: p.productId, attrValueId: p.attrValueId, addressId },
    );
    expect(steps).toMatchObject({ login: 200, hasToken: true, cart: 200, count: 1, pre: 200, created: 200, paid: 200, loaded: true });
    expect(steps.image).toBe(`${new URL(c.url).origin}/crmebimage/x.svg`);
    const order = await c.db.selectFrom('orders').select(['paid', 'payType']).where('orderNo', '=', steps.orderNo).executeTakeFirstOrThrow();
    expect(order).toEqual({ paid: 1, payType: 'yue' });
  });

  it('is refused by the browser on an origin that is not listed', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(unlisted);
    const outcome = await page.evaluate(async (api) => {
      try {
        await fetch(`${api}/api/front/login/email`, { method: 'POST', headers: { 'Form-type': 'pc', 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'x@example.test', password: 'x' }) });
        return 'answered';
      } catch (e) {
        return e instanceof TypeError ? 'blocked' : String(e);
      }
    }, c.url);
    expect(outcome).toBe('blocked');
  });
});
