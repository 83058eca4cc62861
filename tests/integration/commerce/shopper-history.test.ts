import { describe, expect, it } from 'vitest';
import { browsedProduct, purchasedProduct } from '../../../shared/contract/catalog.js';
import { commonPage, page as pageOf } from '../../../shared/contract/common.js';
import { myReply } from '../../../shared/contract/review.js';
import { commerceSuite } from './suite.js';
import { makeOrder, makeShopProduct } from '../../helpers/fixtures-aftersales.js';

const viewedPage = commonPage(browsedProduct).strict;
const boughtPage = commonPage(purchasedProduct).strict;

/**
 * A page of the browse or purchased list through the contract's strict shape: CommonPage with its
 * five keys and nothing else (not PageInfo; docs/api-extensions.md), prices never negative.
 */
function historyPage<P extends { list: { price: string }[] }>(shape: { parse(data: unknown): P }, data: unknown): P {
  expect(Object.keys(data as object).sort()).toEqual(['limit', 'list', 'page', 'total', 'totalPage']);
  const p = shape.parse(data);
  for (const row of p.list) expect(row.price).not.toMatch(/^-/);
  return p;
}

describe('recently viewed and bought again', () => {
  const c = commerceSuite();

  /** Two shoppers, and three products on sale in shops of their own. */
  async function twoShoppersThreeProducts() {
    const [me, other] = [await c.createUser(), await c.createUser()];
    const products = [await makeShopProduct(c), await makeShopProduct(c), await makeShopProduct(c)] as const;
    return { me, other, products };
  }

  it('needs a signed-in shopper', async () => {
    expect(await c.call('GET', '/api/front/product/browse/list')).toMatchObject({ code: 401, data: null });
    expect(await c.call('GET', '/api/front/product/purchased/list')).toMatchObject({ code: 401, data: null });
  });

  it('lists viewed products newest first, once each, only the viewer’s own, and only what is on sale', async () => {
    const { me, other, products: [a, b, gone] } = await twoShoppersThreeProducts();
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
    const page = historyPage(viewedPage, res.data);
    expect(page.list.map((p) => p.id)).toEqual([a.productId, b.productId]);
    expect(page).toMatchObject({ page: 1, limit: 10, total: 2, totalPage: 1 });

    const theirs = historyPage(viewedPage, (await c.call('GET', '/api/front/product/browse/list', { token: other.token })).data);
    expect(theirs.list.map((p) => p.id)).toEqual([a.productId]);

    const second = historyPage(viewedPage, (await c.call('GET', '/api/front/product/browse/list?page=2&limit=1', { token: me.token })).data);
    expect(second).toMatchObject({ page: 2, limit: 1, total: 2, totalPage: 2 });
    expect(second.list.map((p) => p.id)).toEqual([b.productId]);
  });

  it('lists paid products once each, most recent purchase first, never unpaid ones or someone else’s', async () => {
    const { me, other, products: [a, b, unpaid] } = await twoShoppersThreeProducts();
    await makeOrder(c, me.uid, a, { state: 'completed' });
    await makeOrder(c, me.uid, b, { state: 'paid' });
    await makeOrder(c, me.uid, a, { state: 'paid' });
    await makeOrder(c, me.uid, unpaid, { state: 'unpaid' });
    await makeOrder(c, other.uid, unpaid, { state: 'paid' });
    // The newest payment of A is the latest of all.
    await c.db.updateTable('merchantOrders').set({ payTime: '2001-01-01 00:00:00' }).where('uid', '=', me.uid).where('paid', '=', 1).execute();
    await c.db.updateTable('merchantOrders').set({ payTime: '2002-01-01 00:00:00' }).where('uid', '=', me.uid).where('paid', '=', 1).where('status', '=', 0).execute();
    await c.db.updateTable('merchantOrders').set({ payTime: '2003-01-01 00:00:00' }).where('uid', '=', me.uid).where('orderNo', 'in', c.db.selectFrom('orderItems').select('merOrderNo').where('productId', '=', a.productId).where('uid', '=', me.uid)).where('status', '=', 0).execute();

    const page = historyPage(boughtPage, (await c.call('GET', '/api/front/product/purchased/list', { token: me.token })).data);
    expect(page.list.map((p) => p.id)).toEqual([a.productId, b.productId]);
    expect(page.list[0]?.payTime).toBe(c.wireTime('2003-01-01 00:00:00'));
    expect(page.total).toBe(2);
    const theirs = historyPage(boughtPage, (await c.call('GET', '/api/front/product/purchased/list', { token: other.token })).data);
    expect(theirs.list.map((p) => p.id)).toEqual([unpaid.productId]);
  });
});

describe('my reviews by account', () => {
  const c = commerceSuite();

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
    const list = pageOf(myReply).strict.parse(res.data);
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ productId: p.productId, orderInfoId: o.itemId, merOrderNo: o.merNo, productName: 'Test Kettle', star: 4, serviceStar: 5, comment: 'Boils fast', pics: [c.img('/crmebimage/a.png')] });
    expect(await c.call('GET', '/api/front/user/reply/list')).toMatchObject({ code: 401 });
  });
});
