import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { makeOrder, makeShopProduct } from '../../helpers/fixtures-aftersales.js';

/** CommonPage (contract §1): the paging shape of the browse and purchased lists. */
const commonPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ page: z.number().int(), limit: z.number().int(), totalPage: z.number().int(), total: z.number().int(), list: z.array(item) }).strict();

const card = z.object({ id: z.number().int(), merId: z.number().int(), image: z.string(), storeName: z.string(), price: z.string().regex(/^\d+\.\d{2}$/), otPrice: z.string(), sales: z.number().int(), stock: z.number().int() });
const browsed = card.extend({ browseTime: z.string() });
const purchased = card.extend({ payTime: z.string() });

describe('recently viewed and bought again', () => {
  let c: TestCommerce;
  beforeAll(async () => {
    c = await startTestCommerce();
  });
  afterAll(async () => c?.close());

  it('needs a signed-in shopper', async () => {
    expect(await c.call('GET', '/api/front/product/browse/list')).toMatchObject({ code: 401, data: null });
    expect(await c.call('GET', '/api/front/product/purchased/list')).toMatchObject({ code: 401, data: null });
  });

  it('lists viewed products newest first, once each, only the viewer’s own, and only what is on sale', async () => {
    const me = await c.createUser();
    const other = await c.createUser();
    const a = await makeShopProduct(c);
    const b = await makeShopProduct(c);
    const gone = await makeShopProduct(c);
    const view = (token: string, id: number) => c.call('GET', `/api/front/product/detail/${id}`, { token });
    await view(me.token, a.productId);
    await view(me.token, gone.productId);
    await view(me.token, b.productId);
    // Anonymous views are not recorded against anyone.
    await c.call('GET', `/api/front/product/detail/${a.productId}`);
    await view(other.token, a.productId);
    // Seconds resolution: make the revisit of A strictly the latest.
    await c.db.updateTable('productBrowses').set({ browsedAt: '2000-01-01 00:00:00' }).where('uid', '=', me.uid).execute();
    await view(me.token, a.productId);
    await c.db.updateTable('products').set({ isShow: 0 }).where('id', '=', gone.productId).execute();

    const res = await c.call('GET', '/api/front/product/browse/list?page=1&limit=10', { token: me.token });
    expect(res.code).toBe(200);
    const page = commonPageOf(browsed).parse(res.data);
    expect(page.list.map((p) => p.id)).toEqual([a.productId, b.productId]);
    expect(page).toMatchObject({ page: 1, limit: 10, total: 2, totalPage: 1 });

    const theirs = commonPageOf(browsed).parse((await c.call('GET', '/api/front/product/browse/list', { token: other.token })).data);
    expect(theirs.list.map((p) => p.id)).toEqual([a.productId]);

    const second = commonPageOf(browsed).parse((await c.call('GET', '/api/front/product/browse/list?page=2&limit=1', { token: me.token })).data);
    expect(second).toMatchObject({ page: 2, limit: 1, total: 2, totalPage: 2 });
    expect(second.list.map((p) => p.id)).toEqual([b.productId]);
  });

  it('lists paid products once each, most recent purchase first, never unpaid ones or someone else’s', async () => {
    const me = await c.createUser();
    const other = await c.createUser();
    const a = await makeShopProduct(c);
    const b = await makeShopProduct(c);
    const unpaid = await makeShopProduct(c);
    await makeOrder(c, me.uid, a, { state: 'completed' });
    await makeOrder(c, me.uid, b, { state: 'paid' });
    await makeOrder(c, me.uid, a, { state: 'paid' });
    await makeOrder(c, me.uid, unpaid, { state: 'unpaid' });
    await makeOrder(c, other.uid, unpaid, { state: 'paid' });
    // The newest payment of A is the latest of all.
    await c.db.updateTable('merchantOrders').set({ payTime: '2001-01-01 00:00:00' }).where('uid', '=', me.uid).where('paid', '=', 1).execute();
    await c.db.updateTable('merchantOrders').set({ payTime: '2002-01-01 00:00:00' }).where('uid', '=', me.uid).where('paid', '=', 1).where('status', '=', 0).execute();
    await c.db.updateTable('merchantOrders').set({ payTime: '2003-01-01 00:00:00' }).where('uid', '=', me.uid).where('orderNo', 'in', c.db.selectFrom('orderItems').select('merOrderNo').where('productId', '=', a.productId).where('uid', '=', me.uid)).where('status', '=', 0).execute();

    const page = commonPageOf(purchased).parse((await c.call('GET', '/api/front/product/purchased/list', { token: me.token })).data);
    expect(page.list.map((p) => p.id)).toEqual([a.productId, b.productId]);
    expect(page.list[0]?.payTime).toBe(c.wireTime('2003-01-01 00:00:00'));
    expect(page.total).toBe(2);
    const theirs = commonPageOf(purchased).parse((await c.call('GET', '/api/front/product/purchased/list', { token: other.token })).data);
    expect(theirs.list.map((p) => p.id)).toEqual([unpaid.productId]);
  });
});

describe('my reviews by account', () => {
  let c: TestCommerce;
  beforeAll(async () => {
    c = await startTestCommerce();
  });
  afterAll(async () => c?.close());

  const mine = z.object({
    id: z.number().int(),
    productId: z.number().int(),
    orderInfoId: z.number().int(),
    merOrderNo: z.string(),
    productName: z.string(),
    star: z.number().int(),
    serviceStar: z.number().int(),
    comment: z.string(),
    pics: z.array(z.string()),
    merchantReplyContent: z.string(),
    createTime: z.string(),
  });

  it('survives a nickname change and shows only the shopper’s own reviews', async () => {
    const me = await c.createUser({ nickname: 'Old Name' });
    const other = await c.createUser({ nickname: 'Old Name' });
    const p = await makeShopProduct(c);
    const o = await makeOrder(c, me.uid, p, { state: 'completed' });
    const theirs = await makeOrder(c, other.uid, p, { state: 'completed' });
    expect((await c.call('POST', '/api/front/order/comment', { token: me.token, body: { orderNo: o.merNo, orderInfoId: o.itemId, star: 4, serviceStar: 5, comment: 'Boils fast', pics: '["/crmebimage/a.png"]' } })).code).toBe(200);
    expect((await c.call('POST', '/api/front/order/comment', { token: other.token, body: { orderNo: theirs.merNo, orderInfoId: theirs.itemId, star: 1, comment: 'Not mine' } })).code).toBe(200);
    expect((await c.call('POST', '/api/front/user/edit', { token: me.token, body: { nickname: 'New Name', avatar: '' } })).code).toBe(200);

    const res = await c.call('GET', '/api/front/user/reply/list', { token: me.token });
    expect(res.code).toBe(200);
    const list = z.object({ total: z.number(), list: z.array(mine) }).parse(res.data);
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ productId: p.productId, orderInfoId: o.itemId, merOrderNo: o.merNo, productName: 'Test Kettle', star: 4, serviceStar: 5, comment: 'Boils fast', pics: [c.img('/crmebimage/a.png')] });
    expect(await c.call('GET', '/api/front/user/reply/list')).toMatchObject({ code: 401 });
  });
});
