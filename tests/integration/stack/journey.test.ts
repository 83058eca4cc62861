import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient, type BffResponse } from '../../helpers/bff-client.js';
import { parseMoney } from '../../../shared/money.js';

/**
 * Whole shopper journeys over HTTP, exactly as the browser makes them: the real BFF on loopback in
 * front of the real commerce service on a fresh, demo-seeded database. The merchant side acts
 * through the commerce admin API, as the operator would. Steps run in order and share state.
 */

const DEMO = { email: 'demo@storefront.test', password: 'Demo#2026pass' };
const ADA = { email: 'ada@storefront.test', password: 'Ada#2026pass' };
const NEW_PASSWORD = 'Journey#2026ok';

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}
interface ProductCard {
  id: number;
  storeName: string;
  price: string;
  stock: number;
  sales: number;
  ficti: number;
}
interface SkuValue {
  id: number;
  productId: number;
  sku: string;
  stock: number;
  price: string;
}
interface ProductDetail {
  productInfo: { id: number; merId: number; storeName: string; price: string; stock: number };
  productAttr: { attrName: string; attrValues: string }[];
  productValue: Record<string, SkuValue>;
}
interface CartGroup {
  merId: number;
  cartInfoList: { id: number; productId: number; productAttrUnique: string | number; cartNum: number; price: string }[];
}
interface Quote {
  proTotalFee: string;
  freightFee: string;
  couponFee: string;
  deductionPrice: string;
  payFee: string;
  usedIntegral: number;
}
interface MasterDetail {
  orderNo: string;
  payPrice: string;
  paid: boolean;
  orderList: { orderNo: string; merId: number; status: number; paid: boolean; orderInfoList: { id: number; productId: number; attrValueId: number; payNum: number }[] }[];
}
interface ShopOrder {
  orderNo: string;
  status: number;
  refundStatus: number;
  payPrice: string;
  orderInfoList: { id: number; productId: number; attrValueId: number; payNum: number; isReply: boolean }[];
}
interface OutboxFile {
  to: string;
  code: string;
}

const cents = (v: string) => parseMoney(v);

function expectOk<T>(res: BffResponse<T>, what: string): T {
  expect(res.status, `${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** Every key anywhere in a JSON value, for the "no token in any body" rule. */
function keysOf(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => keysOf(x, out));
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.push(k);
      keysOf(x, out);
    }
  }
  return out;
}

describe('stack journeys: browser → BFF → commerce service', () => {
  const { c, bff } = commerceBehindBff({ commerce: { seed: 'always' }, bff: { RATE_LIMIT_AUTH_MAX: 1000 } });
  const clients: BffClient[] = [];
  const client = () => {
    const b = new BffClient(bff.url);
    clients.push(b);
    return b;
  };

  const outboxCode = (to: string): string => {
    const dir = join(c.config.DATA_DIR, 'outbox');
    expect(existsSync(dir), 'the dev outbox directory exists').toBe(true);
    const msgs = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxFile)
      .filter((m) => m.to.toLowerCase() === to.toLowerCase());
    const last = msgs.at(-1);
    expect(last, `a code was sent to ${to}`).toBeDefined();
    expect(last!.code).toMatch(/^\d{6}$/);
    return last!.code;
  };

  const signIn = async (who: { email: string; password: string }) => {
    const b = client();
    expectOk(await b.post('/api/front/login/email', who), `sign in ${who.email}`);
    expect(b.jar.has('sid')).toBe(true);
    return b;
  };

  const addAddress = async (b: BffClient, name: string) => {
    const saved = expectOk(
      await b.post<{ id: number }>('/api/front/address/edit', { realName: name, email: 'ship@example.test', country: 'United Kingdom', detail: '1 Journey Lane, London', postCode: 'SW1A 1AA', countryCode: '44', phone: '7700900000', isDefault: true }),
      'add address',
    );
    expect(saved.id).toBeGreaterThan(0);
    return saved.id;
  };

  /**
   * A product of the demo seed with options (size, colour…) and a SKU in stock, picked the way the goods
   * page does: choose one value per option, join them in productAttr order, look the SKU up by that key.
   */
  const pickSku = async (b: BffClient, skip = 0): Promise<{ productId: number; sku: SkuValue; price: string }> => {
    const list = expectOk(await b.get<Page<ProductCard>>('/api/front/product/list', { limit: 40, priceOrder: 'asc', minPrice: '10' }), 'product list');
    let seen = 0;
    for (const card of list.list.filter((p) => p.stock > 10)) {
      const detail = expectOk(await b.get<ProductDetail>(`/api/front/product/detail/${card.id}`), 'product detail');
      if (detail.productAttr.length === 0) continue;
      const options = detail.productAttr.map((a) => a.attrValues.split(','));
      // Every combination the options allow, first one with stock wins.
      const combos = options.reduce<string[][]>((acc, vals) => acc.flatMap((c) => vals.map((v) => [...c, v])), [[]]);
      const sku = combos.map((c) => detail.productValue[c.join(',')]).find((v) => v !== undefined && v.stock > 5);
      if (!sku) continue;
      if (seen++ < skip) continue;
      return { productId: card.id, sku, price: sku.price };
    }
    throw new Error('the demo seed has no product with options and stock in the first 40 by price');
  };

  const skuStock = async (b: BffClient, productId: number, attrValueId: number) => {
    const d = expectOk(await b.get<ProductDetail>(`/api/front/product/detail/${productId}`), 'product detail');
    const v = Object.values(d.productValue).find((x) => x.id === attrValueId);
    expect(v).toBeDefined();
    return { sku: v!.stock, product: d.productInfo.stock };
  };

  const balanceOf = async (b: BffClient) => cents(expectOk(await b.get<{ userBalance: string }>('/api/front/pay/balance'), 'balance').userBalance);

  /** buyNow → create → pay by balance; returns the master and the one merchant order. */
  const buyAndPay = async (b: BffClient, addressId: number, productId: number, attrValueId: number, n: number) => {
    const pre = expectOk(await b.post<{ preOrderNo: string }>('/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId, attrValueId, productNum: n }] }), 'buyNow pre-order');
    const created = expectOk(await b.post<{ orderNo: string }>('/api/front/order/create', { preOrderNo: pre.preOrderNo, addressId, payType: 'yue', payChannel: 'pc' }), 'create');
    const paid = expectOk(await b.post<{ status: boolean; payType: string }>('/api/front/pay/payment', { orderNo: created.orderNo, payType: 'yue', payChannel: 'pc' }), 'pay by balance');
    expect(paid.status).toBe(true);
    const master = expectOk(await b.get<MasterDetail>(`/api/front/order/master/detail/${created.orderNo}`), 'master detail');
    expect(master.orderList).toHaveLength(1);
    return { masterNo: created.orderNo, merOrderNo: master.orderList[0]!.orderNo, payPrice: master.payPrice };
  };

  it('1. registers by email with a code from the outbox; the session lives only in an HttpOnly, SameSite=Strict cookie', async () => {
    const b = client();
    const email = `journey.${Date.now()}@example.test`;
    const sent = await b.request('POST', '/api/front/login/email/captcha', { raw: email });
    expectOk(sent, 'email code');
    const code = outboxCode(email);

    const bad = await b.post('/api/front/login/register/email', { email, captcha: code === '000000' ? '111111' : '000000', password: NEW_PASSWORD });
    expect(bad.status, 'a wrong code is refused').not.toBe(200);
    expect(b.jar.has('sid')).toBe(false);

    const reg = await b.post<Record<string, unknown>>('/api/front/login/register/email', { email, captcha: code, password: NEW_PASSWORD });
    expectOk(reg, 'register');
    expect(reg.body).not.toHaveProperty('token');
    expect(reg.body.email).toBe(email);
    const setCookie = reg.headers.getSetCookie().find((l) => l.startsWith('sid='));
    expect(setCookie, 'session cookie set').toBeDefined();
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Strict/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    expect(reg.headers.get('cache-control')).toContain('no-store');

    const info = expectOk(await b.get<{ email: string; nickname: string; integral: number }>('/api/front/user/info'), 'user info with cookie');
    expect(info.email).toBe(email);

    const anon = await client().get('/api/front/user/info');
    expect(anon.status).toBe(401);

    const sid = b.jar.get('sid')!;
    const out = await b.get('/api/front/login/logout');
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie().find((l) => l.startsWith('sid='));
    expect(cleared, 'logout clears the cookie').toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(b.jar.has('sid')).toBe(false);
    expect((await b.get('/api/front/user/info')).status).toBe(401);
    // The old cookie replayed after logout is dead too: logout revoked the token upstream.
    const replay = await b.get('/api/front/user/info', undefined, { cookie: `sid=${sid}` });
    expect(replay.status, 'a logged-out cookie no longer works').toBe(401);

    // And the new account signs in with the password it registered with.
    const again = client();
    expectOk(await again.post('/api/front/login/email', { email, password: NEW_PASSWORD }), 'sign in after register');
  });

  let demo: BffClient;
  let pick: { productId: number; sku: SkuValue; price: string };

  it('2. signs in with the demo account and browses: cached category tree, filtered list, detail, SKU', async () => {
    demo = await signIn(DEMO);
    const info = expectOk(await demo.get<{ nickname: string; integral: number }>('/api/front/user/info'), 'info');
    expect(info.nickname).toBe('Demo Shopper');

    const first = await demo.get<{ id: number; childList?: unknown[] }[]>('/api/front/product/category');
    expectOk(first, 'category tree');
    expect(first.body.length).toBeGreaterThan(0);
    expect(first.body[0]!.childList?.length ?? 0).toBeGreaterThan(0);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await demo.get('/api/front/product/category');
    expect(second.headers.get('x-cache'), 'second call answered from the BFF cache').toBe('hit');
    const cond = await demo.get('/api/front/product/category', undefined, { 'if-none-match': etag! });
    expect(cond.status).toBe(304);

    const all = expectOk(await demo.get<Page<ProductCard>>('/api/front/product/list', { limit: 50 }), 'list');
    const word = all.list[0]!.storeName.split(' ').find((w) => w.length > 3)!;
    const kw = expectOk(await demo.get<Page<ProductCard>>('/api/front/product/list', { keyword: word, limit: 50 }), 'keyword');
    expect(kw.total).toBeGreaterThan(0);
    expect(kw.total).toBeLessThan(all.total);
    for (const p of kw.list) expect(p.storeName.toLowerCase()).toContain(word.toLowerCase());

    const band = expectOk(await demo.get<Page<ProductCard>>('/api/front/product/list', { minPrice: '20', maxPrice: '30', priceOrder: 'asc', limit: 50 }), 'price band');
    expect(band.total).toBeGreaterThan(0);
    const prices = band.list.map((p) => cents(p.price));
    for (const p of prices) expect(p >= 2000 && p <= 3000).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = expectOk(await demo.get<Page<ProductCard>>('/api/front/product/list', { salesOrder: 'desc', limit: 10 }), 'sales sort');
    const sales = desc.list.map((p) => p.sales + p.ficti);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);

    pick = await pickSku(demo);
    const detail = expectOk(await demo.get<ProductDetail>(`/api/front/product/detail/${pick.productId}`), 'detail');
    expect(detail.productInfo.id).toBe(pick.productId);
    expect(typeof detail.productInfo.price).toBe('string');
    // productValue is keyed by the option values joined in productAttr order, one per option.
    const key = Object.entries(detail.productValue).find(([, v]) => v.id === pick.sku.id)![0];
    expect(key).toBe(pick.sku.sku);
    const parts = key.split(',');
    expect(parts).toHaveLength(detail.productAttr.length);
    parts.forEach((v, i) => expect(detail.productAttr[i]!.attrValues.split(',')).toContain(v));
    expect(pick.sku.productId).toBe(pick.productId);
    const skuOnly = expectOk(await demo.get<Pick<ProductDetail, 'productAttr' | 'productValue'>>(`/api/front/product/sku/detail/${pick.productId}`), 'sku detail');
    expect(skuOnly.productValue[key]).toMatchObject({ id: pick.sku.id, price: pick.sku.price, stock: pick.sku.stock });
  });

  let addressId: number;
  let order1: { masterNo: string; merOrderNo: string; payFee: string; productId: number; attrValueId: number; orderInfoId: number };
  let pointsBeforeTake = 0;

  it('3. checks out from the cart with a coupon and points, creates idempotently and pays by balance once', async () => {
    addressId = await addAddress(demo, 'Demo Shopper');
    const saved = await demo.post('/api/front/cart/save', [{ productId: pick.productId, productAttrUnique: pick.sku.id, cartNum: 1 }]);
    expectOk(saved, 'add to cart');
    const cart = expectOk(await demo.get<CartGroup[]>('/api/front/cart/list', { isValid: true }), 'cart list');
    const line = cart.flatMap((g) => g.cartInfoList).find((l) => l.productId === pick.productId);
    expect(line).toBeDefined();
    // Enough units that the platform's $5-off-$30 coupon applies.
    const qty = Math.max(2, Math.ceil(3500 / cents(pick.price)));
    expectOk(await demo.post('/api/front/cart/num', { id: line!.id, number: qty }), 'change quantity');
    const count = expectOk(await demo.get<{ count: number }>('/api/front/cart/count', { numType: true, type: 'sum' }), 'count');
    expect(count.count).toBe(qty);
    const lines = expectOk(await demo.get<{ count: number }>('/api/front/cart/count', { numType: true, type: 'total' }), 'lines');
    expect(lines.count).toBe(1);

    const pre = expectOk(await demo.post<{ preOrderNo: string }>('/api/front/order/pre/order', { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: line!.id }] }), 'pre-order');
    const loaded = expectOk(await demo.get<{ proTotalFee: string; orderProNum: number }>(`/api/front/order/load/pre/${pre.preOrderNo}`), 'load pre-order');
    expect(loaded.orderProNum).toBe(qty);
    expect(cents(loaded.proTotalFee)).toBe(cents(pick.price) * qty);

    let usable = expectOk(await demo.get<{ id: number; money: string; minPrice: string }[]>(`/api/front/coupons/order/${pre.preOrderNo}`), 'coupons for order');
    if (usable.length === 0) {
      const offered = expectOk(await demo.get<Page<{ id: number; minPrice: string; isUse: boolean }>>('/api/front/coupons', { useType: 3 }), 'platform coupons');
      const fit = offered.list.find((o) => !o.isUse && cents(o.minPrice) <= cents(loaded.proTotalFee));
      expect(fit, 'a platform coupon the order qualifies for').toBeDefined();
      expectOk(await demo.post('/api/front/coupon/receive', { couponId: fit!.id }), 'receive coupon');
      usable = expectOk(await demo.get<{ id: number; money: string; minPrice: string }[]>(`/api/front/coupons/order/${pre.preOrderNo}`), 'coupons for order');
    }
    expect(usable.length).toBeGreaterThan(0);
    const coupon = usable[0]!;

    const points = expectOk(await demo.get<{ integral: number }>('/api/front/integral/user'), 'points');
    const q = expectOk(await demo.post<Quote>('/api/front/order/computed/price', { preOrderNo: pre.preOrderNo, addressId, couponId: coupon.id, isUseIntegral: true }), 'computed price');
    for (const k of ['proTotalFee', 'freightFee', 'couponFee', 'deductionPrice', 'payFee'] as const) expect(q[k], k).toMatch(/^\d+\.\d{2}$/);
    expect(q.couponFee).toBe(coupon.money);
    expect(cents(q.deductionPrice)).toBeGreaterThan(0);
    expect(q.usedIntegral).toBeGreaterThan(0);
    expect(q.usedIntegral).toBeLessThanOrEqual(points.integral);
    expect(cents(q.payFee)).toBe(cents(q.proTotalFee) + cents(q.freightFee) - cents(q.couponFee) - cents(q.deductionPrice));

    const body = { preOrderNo: pre.preOrderNo, addressId, couponId: coupon.id, isUseIntegral: true, payType: 'yue', payChannel: 'pc', mark: 'journey' };
    const [a, b] = [await demo.post<{ orderNo: string }>('/api/front/order/create', body), await demo.post<{ orderNo: string }>('/api/front/order/create', body)];
    expectOk(a, 'create');
    expectOk(b, 'create again');
    expect(b.body.orderNo, 'same preOrderNo → same order').toBe(a.body.orderNo);
    const awaiting = expectOk(await demo.get<Page<{ orderNo: string }>>('/api/front/order/await/pay/list'), 'await pay');
    expect(awaiting.list.filter((o) => o.orderNo === a.body.orderNo)).toHaveLength(1);
    expect(awaiting.total).toBe(1);
    const cartAfter = expectOk(await demo.get<{ count: number }>('/api/front/cart/count', { numType: true, type: 'sum' }), 'count after create');
    expect(cartAfter.count).toBe(0);

    const before = await balanceOf(demo);
    const paid = expectOk(await demo.post<{ status: boolean; payType: string; orderNo: string }>('/api/front/pay/payment', { orderNo: a.body.orderNo, payType: 'yue', payChannel: 'pc' }), 'pay');
    expect(paid).toMatchObject({ status: true, payType: 'yue', orderNo: a.body.orderNo });
    const after = await balanceOf(demo);
    expect(before - after).toBe(cents(q.payFee));
    // A retried payment is idempotent by design (apply-once): it may answer success, but never charges again.
    const twice = await demo.post<{ status: boolean }>('/api/front/pay/payment', { orderNo: a.body.orderNo, payType: 'yue', payChannel: 'pc' });
    if (twice.status === 200) expect(twice.body.status).toBe(true);
    expect(await balanceOf(demo), 'charged once').toBe(after);

    const master = expectOk(await demo.get<MasterDetail>(`/api/front/order/master/detail/${a.body.orderNo}`), 'master detail');
    expect(master.paid).toBe(true);
    expect(master.payPrice).toBe(q.payFee);
    const shop = master.orderList[0]!;
    expect(shop.status).toBe(0);
    const mine = await demo.get<{ integral: number }>('/api/front/integral/user');
    expect(expectOk(mine, 'points').integral).toBe(points.integral - q.usedIntegral);
    const spent = expectOk(await demo.get<Page<{ type: number; integral: number; linkId: string }>>('/api/front/integral/list', { type: 2 }), 'points spent');
    expect(spent.list.some((e) => e.type === 2 && e.integral === q.usedIntegral), 'the points ledger records the deduction').toBe(true);
    order1 = { masterNo: a.body.orderNo, merOrderNo: shop.orderNo, payFee: q.payFee, productId: pick.productId, attrValueId: pick.sku.id, orderInfoId: shop.orderInfoList[0]!.id };
    const toShip = expectOk(await demo.get<Page<ShopOrder>>('/api/front/order/list', { type: 1 }), 'to-ship list');
    expect(toShip.list.map((o) => o.orderNo)).toContain(shop.orderNo);
  });

  it('4. merchant ships with tracking → express view and a notification; receipt earns points; review gets a reply', async () => {
    expect(order1, 'journey 3 created the order').toBeDefined();
    const ship = await c.admin('POST', `/api/admin/orders/${order1.merOrderNo}/ship`, {
      deliveryName: 'Royal Mail',
      deliveryCode: 'royalmail',
      deliveryId: 'RM123456789GB',
      events: [{ station: 'Collected from the shop', time: '2026-01-02 09:00:00' }],
    });
    expect(ship.code, ship.message).toBe(200);
    const track = await c.admin('POST', `/api/admin/orders/${order1.merOrderNo}/tracking`, { events: [{ station: 'Arrived at the London hub', time: '2026-01-02 18:30:00' }] });
    expect(track.code, track.message).toBe(200);

    const exp = expectOk(await demo.get<{ expNo: string; expName: string; logisticsInfo: string; state: number }>(`/api/front/order/express/${order1.merOrderNo}`), 'express');
    expect(exp.expNo).toBe('RM123456789GB');
    expect(exp.expName).toBe('Royal Mail');
    const events = JSON.parse(exp.logisticsInfo) as { AcceptStation: string; AcceptTime: string }[];
    expect(events.map((e) => e.AcceptStation)).toEqual(expect.arrayContaining(['Collected from the shop', 'Arrived at the London hub']));
    expect(exp.state).toBe(2);

    const unread = expectOk(await demo.get<{ count: number }>('/api/front/notification/unread/count'), 'unread');
    expect(unread.count).toBe(1);
    const notes = expectOk(await demo.get<Page<{ id: number; type: string; content: string; isRead: boolean }>>('/api/front/notification/list'), 'notifications');
    expect(notes.list[0]!.type).toBe('order');
    expect(notes.list[0]!.content).toContain(order1.merOrderNo);
    expectOk(await demo.post('/api/front/notification/read', { ids: [notes.list[0]!.id] }), 'mark read');
    expect(expectOk(await demo.get<{ count: number }>('/api/front/notification/unread/count'), 'unread').count).toBe(0);

    const toReceive = expectOk(await demo.get<Page<ShopOrder>>('/api/front/order/list', { type: 2 }), 'to-receive');
    expect(toReceive.list.map((o) => o.orderNo)).toContain(order1.merOrderNo);

    pointsBeforeTake = expectOk(await demo.get<{ integral: number }>('/api/front/integral/user'), 'points').integral;
    expectOk(await demo.post(`/api/front/order/take/${order1.merOrderNo}`), 'take');
    const detail = expectOk(await demo.get<ShopOrder>(`/api/front/order/detail/${order1.merOrderNo}`), 'detail');
    expect(detail.status).toBe(3);
    const pointsAfter = expectOk(await demo.get<{ integral: number; sumIntegral: number }>('/api/front/integral/user'), 'points').integral;
    expect(pointsAfter, 'receipt earns points').toBeGreaterThan(pointsBeforeTake);
    const ledger = expectOk(await demo.get<Page<{ type: number; integral: number; linkId: string }>>('/api/front/integral/list', { type: 1 }), 'points ledger');
    expect(ledger.list.some((e) => e.type === 1 && e.integral === pointsAfter - pointsBeforeTake)).toBe(true);

    const toReview = expectOk(await demo.get<Page<{ id: number; merOrderNo: string }>>('/api/front/order/reply/list'), 'to review');
    expect(toReview.list.map((r) => r.id)).toContain(order1.orderInfoId);
    const text = `Journey review ${Date.now()}: arrived well packed.`;
    expectOk(await demo.post('/api/front/order/comment', { orderNo: order1.merOrderNo, orderInfoId: order1.orderInfoId, star: 5, serviceStar: 4, comment: text, pics: '[]' }), 'review');
    const dup = await demo.post('/api/front/order/comment', { orderNo: order1.merOrderNo, orderInfoId: order1.orderInfoId, star: 1, serviceStar: 1, comment: 'again' });
    expect(dup.status, 'a line is reviewed once').not.toBe(200);

    const adminReviews = await c.admin<{ list: { id: number; comment: string }[] }>('GET', `/api/admin/reviews?productId=${order1.productId}`);
    const mine = adminReviews.data.list.find((r) => r.comment === text);
    expect(mine, 'the admin sees the new review').toBeDefined();
    const reply = await c.admin('POST', `/api/admin/reviews/${mine!.id}/reply`, { content: 'Thank you for shopping with us!' });
    expect(reply.code, reply.message).toBe(200);

    const shown = expectOk(await demo.get<Page<{ comment: string; star: number; serviceStar: number; merchantReplyContent: string }>>(`/api/front/product/reply/list/${order1.productId}`, { type: 0, limit: 50 }), 'product reviews');
    const r = shown.list.find((x) => x.comment === text);
    expect(r, 'the review shows on the product').toBeDefined();
    expect(r!.star).toBe(5);
    expect(r!.serviceStar).toBe(4);
    expect(r!.merchantReplyContent).toBe('Thank you for shopping with us!');
  });

  let refundNo = '';
  let rejectedOrder = '';

  it('5. refunds: approval credits the balance back and restores stock; a rejection shows its reason', async () => {
    expect(addressId, 'journey 3 added an address').toBeGreaterThan(0);
    const p = await pickSku(demo, 1);
    const stock0 = await skuStock(demo, p.productId, p.sku.id);
    const bal0 = await balanceOf(demo);
    const o2 = await buyAndPay(demo, addressId, p.productId, p.sku.id, 2);
    expect(await skuStock(demo, p.productId, p.sku.id)).toEqual({ sku: stock0.sku - 2, product: stock0.product - 2 });
    expect(bal0 - (await balanceOf(demo))).toBe(cents(o2.payPrice));

    const reasons = expectOk(await demo.get<string[]>('/api/front/order/refund/reason'), 'reasons');
    expect(reasons.length).toBeGreaterThan(0);
    const apply = expectOk(await demo.get<{ orderNo: string; payPrice: string; paid: boolean }>(`/api/front/order/apply/refund/${o2.merOrderNo}`), 'apply view');
    expect(apply).toMatchObject({ orderNo: o2.merOrderNo, payPrice: o2.payPrice, paid: true });
    expectOk(await demo.post('/api/front/order/refund', { orderNo: o2.merOrderNo, text: reasons[0], refund_reason_wap_explain: 'Changed my mind', refund_reason_wap_img: '' }), 'apply refund');
    const again = await demo.post('/api/front/order/refund', { orderNo: o2.merOrderNo, text: reasons[0] });
    expect(again.status, 'one refund per order at a time').not.toBe(200);

    const list = expectOk(await demo.get<Page<{ refundOrderNo: string; merOrderNo: string; refundStatus: number; refundPrice: string }>>('/api/front/order/refund/list'), 'refund list');
    const mine = list.list.find((r) => r.merOrderNo === o2.merOrderNo);
    expect(mine).toMatchObject({ refundStatus: 0, refundPrice: o2.payPrice });
    refundNo = mine!.refundOrderNo;

    const approve = await c.admin('POST', `/api/admin/refunds/${refundNo}/approve`);
    expect(approve.code, approve.message).toBe(200);
    const detail = expectOk(await demo.get<{ refundStatus: number; refundPrice: string; refundReasonWap: string }>(`/api/front/order/refund/detail/${refundNo}`), 'refund detail');
    expect(detail.refundStatus).toBe(3);
    expect(detail.refundReasonWap).toBe(reasons[0]);
    expect(await balanceOf(demo), 'balance credited back exactly').toBe(bal0);
    expect(await skuStock(demo, p.productId, p.sku.id), 'stock restored').toEqual(stock0);
    // Approving again is idempotent (the refund is already done) and credits nothing more.
    await c.admin('POST', `/api/admin/refunds/${refundNo}/approve`);
    expect(await balanceOf(demo), 'a refund is paid once').toBe(bal0);

    const o3 = await buyAndPay(demo, addressId, p.productId, p.sku.id, 1);
    rejectedOrder = o3.merOrderNo;
    expectOk(await demo.post('/api/front/order/refund', { orderNo: o3.merOrderNo, text: reasons[1] ?? reasons[0] }), 'apply refund 2');
    const l2 = expectOk(await demo.get<Page<{ refundOrderNo: string; merOrderNo: string }>>('/api/front/order/refund/list'), 'refund list');
    const r3 = l2.list.find((r) => r.merOrderNo === o3.merOrderNo)!.refundOrderNo;
    const balBefore = await balanceOf(demo);
    const reject = await c.admin('POST', `/api/admin/refunds/${r3}/reject`, { reason: 'The parcel was already handed to the courier.' });
    expect(reject.code, reject.message).toBe(200);
    const d3 = expectOk(await demo.get<{ refundStatus: number; refundReason: string }>(`/api/front/order/refund/detail/${r3}`), 'rejected detail');
    expect(d3.refundStatus).toBe(1);
    expect(d3.refundReason).toBe('The parcel was already handed to the courier.');
    expect(await balanceOf(demo), 'a rejection moves no money').toBe(balBefore);
  });

  it('6. a second shopper can neither see nor act on the first one’s orders, refunds, addresses or cart', async () => {
    expect(order1 && refundNo && addressId, 'earlier journeys ran').toBeTruthy();
    // A cart line left in the first shopper's cart to aim at.
    expectOk(await demo.post('/api/front/cart/save', [{ productId: pick.productId, productAttrUnique: pick.sku.id, cartNum: 2 }]), 'add to cart');
    const cartLine = expectOk(await demo.get<CartGroup[]>('/api/front/cart/list', { isValid: true }), 'cart').flatMap((g) => g.cartInfoList)[0]!;

    // And an unpaid order of the first shopper's, to try paying for or cancelling.
    const pre = expectOk(await demo.post<{ preOrderNo: string }>('/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId: pick.productId, attrValueId: pick.sku.id, productNum: 1 }] }), 'pre-order');
    const unpaid = expectOk(await demo.post<{ orderNo: string }>('/api/front/order/create', { preOrderNo: pre.preOrderNo, addressId, payType: 'yue', payChannel: 'pc' }), 'unpaid order').orderNo;
    const demoBalance = await balanceOf(demo);

    const ada = await signIn(ADA);
    const adaBalance = await balanceOf(ada);
    const refused = async (res: Promise<BffResponse>, what: string) => {
      const r = await res;
      expect(r.status, `${what} must be refused, got ${r.status} ${JSON.stringify(r.body)}`).not.toBe(200);
      expect(r.status).not.toBe(401);
      expect(JSON.stringify(r.body)).not.toContain('Demo Shopper');
    };
    await refused(ada.get(`/api/front/order/detail/${order1.merOrderNo}`), 'order detail');
    await refused(ada.get(`/api/front/order/master/detail/${order1.masterNo}`), 'master detail');
    await refused(ada.get(`/api/front/order/express/${order1.merOrderNo}`), 'express');
    await refused(ada.get(`/api/front/order/apply/refund/${rejectedOrder}`), 'refund apply view');
    await refused(ada.post('/api/front/order/refund', { orderNo: rejectedOrder, text: 'mine now' }), 'apply refund');
    await refused(ada.get(`/api/front/order/refund/detail/${refundNo}`), 'refund detail');
    await refused(ada.post(`/api/front/order/delete/${order1.merOrderNo}`), 'delete order');
    await refused(ada.post('/api/front/order/comment', { orderNo: order1.merOrderNo, orderInfoId: order1.orderInfoId, star: 1, comment: 'not mine' }), 'review');
    await refused(ada.post('/api/front/pay/payment', { orderNo: unpaid, payType: 'yue', payChannel: 'pc' }), 'pay for their order');
    await refused(ada.post(`/api/front/order/cancel/${unpaid}`), 'cancel their order');
    await refused(ada.post(`/api/front/order/take/${order1.merOrderNo}`), 'confirm receipt of their order');
    await refused(ada.get(`/api/front/address/detail/${addressId}`), 'address detail');
    await refused(ada.post('/api/front/address/default/set', { id: addressId }), 'default address');
    await refused(ada.post('/api/front/address/edit', { id: addressId, realName: 'Hijack', email: 'x@example.test', country: 'UK', detail: 'Elsewhere', isDefault: false }), 'edit address');
    await ada.post('/api/front/address/del', { id: addressId });
    await ada.post('/api/front/cart/num', { id: cartLine.id, number: 9 });
    await ada.post('/api/front/cart/delete', { ids: [cartLine.id] });
    await refused(ada.post('/api/front/order/pre/order', { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: cartLine.id }] }), 'pre-order from their cart');

    for (const list of ['/api/front/order/refund/list', '/api/front/address/list']) {
      const page = expectOk(await ada.get<Page<unknown>>(list), list);
      expect(JSON.stringify(page.list)).not.toContain(order1.merOrderNo);
      expect(JSON.stringify(page.list)).not.toContain('Journey Lane');
    }
    for (const type of [1, 2, 3]) {
      const page = expectOk(await ada.get<Page<ShopOrder>>('/api/front/order/list', { type }), `orders ${type}`);
      expect(page.list.map((o) => o.orderNo)).not.toContain(order1.merOrderNo);
    }
    expect(expectOk(await ada.get<CartGroup[]>('/api/front/cart/list', { isValid: true }), 'ada cart').flatMap((g) => g.cartInfoList).map((l) => l.id)).not.toContain(cartLine.id);
    expect(expectOk(await ada.get<{ count: number }>('/api/front/notification/unread/count'), 'ada notes').count).toBe(0);
    expect(await balanceOf(ada)).toBe(adaBalance);

    // Nothing of the first shopper's changed.
    const addr = expectOk(await demo.get<{ id: number; realName: string; detail: string }>(`/api/front/address/detail/${addressId}`), 'own address');
    expect(addr).toMatchObject({ realName: 'Demo Shopper', detail: '1 Journey Lane, London' });
    const cart = expectOk(await demo.get<CartGroup[]>('/api/front/cart/list', { isValid: true }), 'own cart').flatMap((g) => g.cartInfoList);
    expect(cart.find((l) => l.id === cartLine.id)?.cartNum).toBe(cartLine.cartNum);
    expectOk(await demo.get(`/api/front/order/detail/${order1.merOrderNo}`), 'own order still there');
    const still = expectOk(await demo.get<MasterDetail & { isCancel: boolean }>(`/api/front/order/master/detail/${unpaid}`), 'own unpaid order');
    expect(still).toMatchObject({ paid: false, isCancel: false });
    expect(await balanceOf(demo)).toBe(demoBalance);
  });

  it('7. the BFF never forwards the admin API, and no body ever carried a token', async () => {
    const b = client();
    for (const [method, path] of [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/outbox'],
      ['POST', '/api/admin/refunds/x/approve'],
      ['POST', `/api/admin/users/1/balance`],
    ] as const) {
      const res = await b.request(method, path, { headers: { authorization: `Bearer ${c.config.ADMIN_TOKEN}` }, ...(method === 'POST' ? { json: { amount: '100.00' } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const unchanged = await c.admin<{ list: unknown[] }>('GET', '/api/admin/orders');
    expect(unchanged.code).toBe(200);

    const bodies = clients.flatMap((cl) => cl.seen);
    expect(bodies.length).toBeGreaterThan(50);
    const leaks = bodies.filter((s) => keysOf(s.body).some((k) => k.toLowerCase() === 'token'));
    expect(leaks.map((l) => `${l.method} ${l.path}`)).toEqual([]);
    // No cookie value ever shows up in a body either.
    const cookies = clients.flatMap((cl) => [...cl.jar.values()]);
    for (const s of bodies) for (const v of cookies) expect(JSON.stringify(s.body)).not.toContain(v);
  });
});
