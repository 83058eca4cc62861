import { beforeAll, describe, expect, it } from 'vitest';
import { page as pageOf } from '../../../shared/contract/common.js';
import { collectedProduct, followedShop } from '../../../shared/contract/user.js';
import { commerceSuite, expectSignInRequired, type ShopperCall } from './suite.js';
import { insertMerchant, insertProduct } from '../../helpers/fixtures-collections.js';

const productPage = pageOf(collectedProduct).strict;
const shopPage = pageOf(followedShop).strict;

describe('collections (docs/upstream-contract.md §10)', () => {
  const c = commerceSuite();
  let shopA: number;
  let shopB: number;
  let hiddenShop: number;
  let p1: number;
  let p2: number;
  let p3: number;
  let deleted: number;

  beforeAll(async () => {
    shopA = await insertMerchant(c.db, { name: 'Alpha Goods', avatar: '/crmebimage/m/a.svg' });
    shopB = await insertMerchant(c.db, { name: 'Beta Store' });
    hiddenShop = await insertMerchant(c.db, { name: 'Closed', isShow: 0 });
    p1 = await insertProduct(c.db, shopA, { storeName: 'Teapot', price: 1250, image: '/crmebimage/product/teapot.svg' });
    p2 = await insertProduct(c.db, shopA, { storeName: 'Cup', price: 300 });
    p3 = await insertProduct(c.db, shopB, { storeName: 'Saucer', price: 99 });
    deleted = await insertProduct(c.db, shopB, { storeName: 'Gone', isDel: 1 });
  });

  const list = async (token: string) => productPage.parse((await c.call('GET', '/api/front/collect/product/list', { token })).data);

  it('requires a login on every route', async () => {
    const calls: ShopperCall[] = [
      ['POST', '/api/front/collect/add/product', { id: p1, category: 'store' }],
      ['POST', '/api/front/collect/batch/product', { id: [p1], category: 'store' }],
      ['POST', `/api/front/collect/cancel/${p1}`],
      ['POST', '/api/front/collect/delete/product', { ids: '1' }],
      ['GET', '/api/front/collect/product/list'],
      ['POST', `/api/front/collect/add/merchant/${shopA}`],
      ['POST', `/api/front/collect/cancel/merchant/${shopA}`],
      ['GET', '/api/front/collect/merchant/list'],
    ];
    await expectSignInRequired(c, calls);
  });

  it('adds a product idempotently and lists it with name, image and price', async () => {
    const u = await c.createUser();
    expect(await c.call('POST', '/api/front/collect/add/product', { token: u.token, body: { id: p1, category: 'store' } })).toEqual({ code: 200, message: '操作成功', data: null });
    expect(await c.call('POST', '/api/front/collect/add/product', { token: u.token, body: { id: String(p1) } })).toMatchObject({ code: 200 });
    const page = await list(u.token);
    expect(page).toMatchObject({ total: 1, size: 1 });
    expect(page.list[0]).toMatchObject({ productId: p1, storeName: 'Teapot', image: c.img('/crmebimage/product/teapot.svg'), price: '12.50' });
    const info = await c.call<{ collectCount: number }>('GET', '/api/front/user/info', { token: u.token });
    expect(info.data.collectCount).toBe(1);
  });

  it('validates and refuses unknown or removed products', async () => {
    const u = await c.createUser();
    expect(await c.call('POST', '/api/front/collect/add/product', { token: u.token, body: {} })).toMatchObject({ code: 400, message: 'Please choose a product' });
    expect(await c.call('POST', '/api/front/collect/add/product', { token: u.token, body: { id: -3 } })).toMatchObject({ code: 400 });
    expect(await c.call('POST', '/api/front/collect/add/product', { token: u.token, body: { id: p1, category: 'bad category!' } })).toMatchObject({
      code: 400,
      message: 'The collection category is not valid',
    });
    expect(await c.call('POST', '/api/front/collect/add/product', { token: u.token, body: { id: 99999999 } })).toEqual({ code: 500, message: 'Product does not exist', data: null });
    expect(await c.call('POST', '/api/front/collect/add/product', { token: u.token, body: { id: deleted } })).toMatchObject({ code: 500, message: 'Product does not exist' });
    expect((await list(u.token)).total).toBe(0);
  });

  it('batch-adds products, all or nothing', async () => {
    const u = await c.createUser();
    expect(await c.call('POST', '/api/front/collect/batch/product', { token: u.token, body: { id: [p1, 99999999], category: 'store' } })).toMatchObject({
      code: 500,
      message: 'Product does not exist',
    });
    expect((await list(u.token)).total).toBe(0);
    expect(await c.call('POST', '/api/front/collect/batch/product', { token: u.token, body: { id: [p1, p2, p3, p2], category: 'store' } })).toMatchObject({ code: 200 });
    expect(await c.call('POST', '/api/front/collect/batch/product', { token: u.token, body: { id: [p1], category: 'store' } })).toMatchObject({ code: 200 });
    const page = await list(u.token);
    expect(page.total).toBe(3);
    expect(page.list.map((x) => x.productId).sort()).toEqual([p1, p2, p3].sort());
    expect(await c.call('POST', '/api/front/collect/batch/product', { token: u.token, body: { id: [] } })).toMatchObject({ code: 400, message: 'Please choose products' });
    expect(await c.call('POST', '/api/front/collect/batch/product', { token: u.token, body: { id: p1 } })).toMatchObject({ code: 400, message: 'Please choose products' });
  });

  it('pages the product list', async () => {
    const u = await c.createUser();
    await c.call('POST', '/api/front/collect/batch/product', { token: u.token, body: { id: [p1, p2, p3] } });
    const page = productPage.parse((await c.call('GET', '/api/front/collect/product/list', { token: u.token, query: { page: 2, limit: 2 } })).data);
    expect(page).toMatchObject({ pageNum: 2, pageSize: 2, total: 3, pages: 2, size: 1 });
  });

  it('cancels by product id and deletes by collection ids', async () => {
    const u = await c.createUser();
    await c.call('POST', '/api/front/collect/batch/product', { token: u.token, body: { id: [p1, p2, p3] } });
    expect(await c.call('POST', `/api/front/collect/cancel/${p1}`, { token: u.token })).toMatchObject({ code: 200 });
    expect((await list(u.token)).list.map((x) => x.productId).sort()).toEqual([p2, p3].sort());
    expect(await c.call('POST', '/api/front/collect/cancel/abc', { token: u.token })).toMatchObject({ code: 400 });

    const ids = (await list(u.token)).list.map((x) => x.id);
    expect(await c.call('POST', '/api/front/collect/delete/product', { token: u.token, body: { ids: ids.join(',') } })).toMatchObject({ code: 200 });
    expect((await list(u.token)).total).toBe(0);
    for (const ids of ['', 'a,b', '1,,2']) {
      expect(await c.call('POST', '/api/front/collect/delete/product', { token: u.token, body: { ids } })).toMatchObject({ code: 400, message: 'Please select items' });
    }
  });

  it('hides products taken down after they were collected', async () => {
    const u = await c.createUser();
    const temp = await insertProduct(c.db, shopA, { storeName: 'Temporary' });
    await c.call('POST', '/api/front/collect/batch/product', { token: u.token, body: { id: [p1, temp] } });
    await c.db.updateTable('products').set({ isShow: 0 }).where('id', '=', temp).execute();
    const page = await list(u.token);
    expect(page.total).toBe(1);
    expect(page.list[0]!.productId).toBe(p1);
  });

  it('follows and unfollows shops, idempotently', async () => {
    const u = await c.createUser();
    expect(await c.call('POST', `/api/front/collect/add/merchant/${shopA}`, { token: u.token })).toMatchObject({ code: 200 });
    expect(await c.call('POST', `/api/front/collect/add/merchant/${shopA}`, { token: u.token })).toMatchObject({ code: 200 });
    expect(await c.call('POST', `/api/front/collect/add/merchant/${shopB}`, { token: u.token })).toMatchObject({ code: 200 });
    const page = shopPage.parse((await c.call('GET', '/api/front/collect/merchant/list', { token: u.token })).data);
    expect(page.total).toBe(2);
    expect(page.list.find((m) => m.merId === shopA)).toMatchObject({ uid: u.uid, merName: 'Alpha Goods', merAvatar: c.img('/crmebimage/m/a.svg') });

    expect(await c.call('POST', `/api/front/collect/cancel/merchant/${shopA}`, { token: u.token })).toMatchObject({ code: 200 });
    const after = shopPage.parse((await c.call('GET', '/api/front/collect/merchant/list', { token: u.token })).data);
    expect(after.list.map((m) => m.merId)).toEqual([shopB]);

    expect(await c.call('POST', '/api/front/collect/add/merchant/99999999', { token: u.token })).toEqual({ code: 500, message: 'Shop does not exist', data: null });
    expect(await c.call('POST', `/api/front/collect/add/merchant/${hiddenShop}`, { token: u.token })).toMatchObject({ code: 500, message: 'Shop does not exist' });
    expect(await c.call('POST', '/api/front/collect/add/merchant/zero', { token: u.token })).toMatchObject({ code: 400, message: 'Please choose a shop' });
  });

  it("never touches another shopper's collections", async () => {
    const owner = await c.createUser();
    const intruder = await c.createUser();
    await c.call('POST', '/api/front/collect/batch/product', { token: owner.token, body: { id: [p1, p2] } });
    await c.call('POST', `/api/front/collect/add/merchant/${shopA}`, { token: owner.token });
    const ownerIds = (await list(owner.token)).list.map((x) => x.id);

    expect((await list(intruder.token)).total).toBe(0);
    expect(shopPage.parse((await c.call('GET', '/api/front/collect/merchant/list', { token: intruder.token })).data).total).toBe(0);
    expect(await c.call('POST', '/api/front/collect/delete/product', { token: intruder.token, body: { ids: ownerIds.join(',') } })).toMatchObject({ code: 200 });
    expect(await c.call('POST', `/api/front/collect/cancel/${p1}`, { token: intruder.token })).toMatchObject({ code: 200 });
    expect(await c.call('POST', `/api/front/collect/cancel/merchant/${shopA}`, { token: intruder.token })).toMatchObject({ code: 200 });

    expect((await list(owner.token)).list.map((x) => x.id).sort()).toEqual(ownerIds.sort());
    expect(shopPage.parse((await c.call('GET', '/api/front/collect/merchant/list', { token: owner.token })).data).total).toBe(1);
  });
});
