import { beforeAll, describe, expect, it } from 'vitest';
import { cartList } from '../../../shared/contract/cart.js';
import { commerceSuite } from './suite.js';
import { addProduct, addShop, type ProductFixture } from '../../helpers/fixtures-orders.js';

/**
 * Why a cart line is invalid (docs/api-extensions.md "Why a cart line is invalid"): each invalid line
 * carries `invalidReason`, so the cart can tell the shopper what happened and offer the action that helps.
 */
describe('cart invalidReason', () => {
  const c = commerceSuite();
  let shop: number;
  let closing: number;
  let offShelf: ProductFixture;
  let soldOut: ProductFixture;
  let specGone: ProductFixture;
  let closed: ProductFixture;
  let fine: ProductFixture;
  let shopper: { uid: number; token: string };

  const lines = async (isValid: boolean) =>
    cartList.strict.parse((await c.call('GET', '/api/front/cart/list', { token: shopper.token, query: { isValid } })).data).flatMap((g) => g.cartInfoList);

  beforeAll(async () => {
    shop = await addShop(c.db, { name: 'Open shop' });
    closing = await addShop(c.db, { name: 'Closing shop' });
    offShelf = await addProduct(c.db, shop, [{ sku: 'Blue', price: 1000, stock: 5 }], { name: 'Off shelf' });
    soldOut = await addProduct(c.db, shop, [{ sku: 'Red', price: 1000, stock: 5 }], { name: 'Sold out' });
    specGone = await addProduct(c.db, shop, [{ sku: 'Old', price: 1000, stock: 5 }, { sku: 'New', price: 1100, stock: 5 }], { name: 'Spec gone' });
    closed = await addProduct(c.db, closing, [{ sku: 'One', price: 1000, stock: 5 }], { name: 'Closed shop goods' });
    fine = await addProduct(c.db, shop, [{ sku: 'Fine', price: 1000, stock: 5 }], { name: 'Fine' });
    shopper = await c.createUser();
    const body = [offShelf, soldOut, specGone, closed, fine].map((p) => ({ productId: p.id, productAttrUnique: p.skus[0]!.id, cartNum: 1 }));
    expect((await c.call('POST', '/api/front/cart/save', { token: shopper.token, body })).code).toBe(200);
    await c.db.updateTable('products').set({ isShow: 0 }).where('id', '=', offShelf.id).execute();
    await c.db.updateTable('productAttrValues').set({ stock: 0 }).where('id', '=', soldOut.skus[0]!.id).execute();
    await c.db.updateTable('productAttrValues').set({ isDel: 1 }).where('id', '=', specGone.skus[0]!.id).execute();
    await c.db.updateTable('merchants').set({ isShow: 0 }).where('id', '=', closing).execute();
  });

  it('names the reason of each invalid line', async () => {
    const reasons = Object.fromEntries((await lines(false)).map((l) => [l.productId, l.invalidReason]));
    expect(reasons).toEqual({
      [offShelf.id]: 'offSale',
      [soldOut.id]: 'outOfStock',
      [specGone.id]: 'specChanged',
      [closed.id]: 'offSale',
    });
  });

  it('sends an empty reason on buyable lines', async () => {
    expect((await lines(true)).map((l) => [l.productId, l.attrStatus, l.invalidReason])).toEqual([[fine.id, true, '']]);
  });

  it('puts the product off sale before its spec: a product off the shelf whose spec also sold out is off sale', async () => {
    await c.db.updateTable('productAttrValues').set({ stock: 0 }).where('id', '=', offShelf.skus[0]!.id).execute();
    expect((await lines(false)).find((l) => l.productId === offShelf.id)?.invalidReason).toBe('offSale');
  });
});
