import { beforeAll, describe, expect, it } from 'vitest';
import { cartCount, cartList } from '../../../shared/contract/cart.js';
import { commerceSuite } from './suite.js';
import { addProduct, addShop, type ProductFixture } from '../../helpers/fixtures-orders.js';

// The contract's strict shape: what the service must send, pictures absolute (docs/upstream-contract.md §14).
const groupsSchema = cartList.strict;

describe('cart (docs/upstream-contract.md §4)', () => {
  const c = commerceSuite();
  let shopA: number;
  let shopB: number;
  let tee: ProductFixture;
  let mug: ProductFixture;
  let other: ProductFixture;
  let alice: { uid: number; token: string };
  let bob: { uid: number; token: string };

  const list = async (token: string, isValid: boolean) => groupsSchema.parse((await c.call('GET', '/api/front/cart/list', { token, query: { isValid } })).data);

  beforeAll(async () => {
    shopA = await addShop(c.db, { name: 'Alpha' });
    shopB = await addShop(c.db, { name: 'Beta' });
    tee = await addProduct(c.db, shopA, [{ sku: 'S', price: 1999, stock: 5 }, { sku: 'M', price: 2099, stock: 3 }], { name: 'Tee' });
    mug = await addProduct(c.db, shopB, [{ sku: '', price: 850, stock: 10 }], { name: 'Mug' });
    other = await addProduct(c.db, shopB, [{ sku: 'One', price: 100, stock: 4 }], { name: 'Other' });
    alice = await c.createUser();
    bob = await c.createUser();
  });

  it('requires a login on every route', async () => {
    for (const [m, p] of [
      ['POST', '/api/front/cart/save'],
      ['GET', '/api/front/cart/list?isValid=true'],
      ['POST', '/api/front/cart/num'],
      ['POST', '/api/front/cart/delete'],
      ['POST', '/api/front/cart/resetcart'],
      ['GET', '/api/front/cart/count?numType=true&type=sum'],
    ] as const) {
      expect((await c.call(m, p, { body: m === 'POST' ? [] : undefined })).code, p).toBe(401);
    }
  });

  it('saves a JSON array; an existing line gains quantity, capped by stock', async () => {
    const r = await c.call('POST', '/api/front/cart/save', {
      token: alice.token,
      body: [
        { productId: tee.id, productAttrUnique: tee.skus[0]!.id, cartNum: 2 },
        { productId: mug.id, productAttrUnique: mug.skus[0]!.id, cartNum: 1 },
      ],
    });
    expect(r.code).toBe(200);
    await c.call('POST', '/api/front/cart/save', { token: alice.token, body: [{ productId: tee.id, productAttrUnique: tee.skus[0]!.id, cartNum: 2 }] });
    let groups = await list(alice.token, true);
    expect(groups.map((g) => g.merName).sort()).toEqual(['Alpha', 'Beta']);
    const teeLine = groups.flatMap((g) => g.cartInfoList).find((l) => l.productAttrUnique === String(tee.skus[0]!.id))!;
    expect(teeLine).toMatchObject({ cartNum: 4, storeName: 'Tee', suk: 'S', price: '19.99', attrStatus: true, stock: 5 });
    await c.call('POST', '/api/front/cart/save', { token: alice.token, body: [{ productId: tee.id, productAttrUnique: tee.skus[0]!.id, cartNum: 9 }] });
    groups = await list(alice.token, true);
    expect(groups.flatMap((g) => g.cartInfoList).find((l) => l.id === teeLine.id)!.cartNum).toBe(5);
  });

  it('validates the save body', async () => {
    const bad = async (body: unknown) => (await c.call('POST', '/api/front/cart/save', { token: alice.token, body })).code;
    expect(await bad({ productId: tee.id })).toBe(400);
    expect(await bad([])).toBe(400);
    expect(await bad([{ productId: tee.id, productAttrUnique: tee.skus[0]!.id, cartNum: 0 }])).toBe(400);
    expect(await bad([{ productId: tee.id, productAttrUnique: tee.skus[0]!.id, cartNum: 100 }])).toBe(400);
    expect(await bad([{ productId: tee.id, productAttrUnique: 'x', cartNum: 1 }])).toBe(400);
    // A SKU of another product, or one that does not exist, is a business error.
    expect(await bad([{ productId: tee.id, productAttrUnique: mug.skus[0]!.id, cartNum: 1 }])).toBe(500);
    expect(await bad([{ productId: tee.id, productAttrUnique: 999_999, cartNum: 1 }])).toBe(500);
  });

  it('validates the list and count queries', async () => {
    expect((await c.call('GET', '/api/front/cart/list', { token: alice.token })).code).toBe(400);
    expect((await c.call('GET', '/api/front/cart/count', { token: alice.token, query: { numType: true, type: 'all' } })).code).toBe(400);
  });

  it('counts lines (total) or units (sum) of valid lines', async () => {
    const count = async (type: string, numType = true) =>
      cartCount.strict.parse((await c.call('GET', '/api/front/cart/count', { token: alice.token, query: { numType, type } })).data).count;
    expect(await count('total')).toBe(2);
    expect(await count('sum')).toBe(6);
    expect(await count('total', false)).toBe(0);
  });

  it('changes quantity within stock and only on own lines', async () => {
    const line = (await list(alice.token, true)).flatMap((g) => g.cartInfoList).find((l) => l.productId === mug.id)!;
    expect((await c.call('POST', '/api/front/cart/num', { token: alice.token, body: { id: line.id, number: 7 } })).code).toBe(200);
    expect((await c.call('POST', '/api/front/cart/num', { token: alice.token, body: { id: line.id, number: 11 } })).code).toBe(500);
    expect((await c.call('POST', '/api/front/cart/num', { token: alice.token, body: { id: line.id, number: 0 } })).code).toBe(400);
    expect((await c.call('POST', '/api/front/cart/num', { token: alice.token, body: { id: line.id } })).code).toBe(400);
    const stolen = await c.call('POST', '/api/front/cart/num', { token: bob.token, body: { id: line.id, number: 1 } });
    expect(stolen.code).toBe(500);
    expect(stolen.message).toMatch(/not found/i);
    const after = (await list(alice.token, true)).flatMap((g) => g.cartInfoList).find((l) => l.id === line.id)!;
    expect(after.cartNum).toBe(7);
    expect(await list(bob.token, true)).toEqual([]);
  });

  it('reselects the spec of a line, merging into an existing line of that spec', async () => {
    const teeLine = (await list(alice.token, true)).flatMap((g) => g.cartInfoList).find((l) => l.productId === tee.id)!;
    expect((await c.call('POST', '/api/front/cart/resetcart', { token: bob.token, body: { id: teeLine.id, num: 1, productId: tee.id, unique: tee.skus[1]!.id } })).code).toBe(500);
    expect((await c.call('POST', '/api/front/cart/resetcart', { token: alice.token, body: { id: teeLine.id, num: 4, productId: tee.id, unique: tee.skus[1]!.id } })).code).toBe(500); // only 3 of M
    expect((await c.call('POST', '/api/front/cart/resetcart', { token: alice.token, body: { id: teeLine.id, num: 2, productId: tee.id } })).code).toBe(400);
    expect((await c.call('POST', '/api/front/cart/resetcart', { token: alice.token, body: { id: teeLine.id, num: 2, productId: tee.id, unique: tee.skus[1]!.id } })).code).toBe(200);
    let lines = (await list(alice.token, true)).flatMap((g) => g.cartInfoList);
    expect(lines.find((l) => l.id === teeLine.id)).toMatchObject({ productAttrUnique: String(tee.skus[1]!.id), suk: 'M', cartNum: 2 });
    // Add S again, then move it onto M: one line of M remains, quantities merged within stock.
    await c.call('POST', '/api/front/cart/save', { token: alice.token, body: [{ productId: tee.id, productAttrUnique: tee.skus[0]!.id, cartNum: 1 }] });
    const sLine = (await list(alice.token, true)).flatMap((g) => g.cartInfoList).find((l) => l.productAttrUnique === String(tee.skus[0]!.id))!;
    expect((await c.call('POST', '/api/front/cart/resetcart', { token: alice.token, body: { id: sLine.id, num: 1, productId: tee.id, unique: tee.skus[1]!.id } })).code).toBe(200);
    lines = (await list(alice.token, true)).flatMap((g) => g.cartInfoList).filter((l) => l.productId === tee.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productAttrUnique: String(tee.skus[1]!.id), cartNum: 3 });
  });

  it('moves lines to the invalid list when the product goes off the shelf or the SKU sells out', async () => {
    await c.call('POST', '/api/front/cart/save', { token: alice.token, body: [{ productId: other.id, productAttrUnique: other.skus[0]!.id, cartNum: 1 }] });
    expect((await c.admin('POST', `/api/admin/products/${tee.id}/shelf`, { isShow: false })).code).toBe(200);
    expect((await c.admin('POST', `/api/admin/products/${other.id}/skus/${other.skus[0]!.id}`, { stock: 0 })).code).toBe(200);
    const invalid = (await list(alice.token, false)).flatMap((g) => g.cartInfoList);
    expect(invalid.map((l) => l.productId).sort()).toEqual([tee.id, other.id].sort());
    expect(invalid.every((l) => l.attrStatus === false)).toBe(true);
    const valid = (await list(alice.token, true)).flatMap((g) => g.cartInfoList);
    expect(valid.map((l) => l.productId)).toEqual([mug.id]);
    const n = (await c.call('GET', '/api/front/cart/count', { token: alice.token, query: { numType: false, type: 'total' } })).data as { count: number };
    expect(n.count).toBe(2);
    // A sold-out SKU cannot be added.
    expect((await c.call('POST', '/api/front/cart/save', { token: alice.token, body: [{ productId: other.id, productAttrUnique: other.skus[0]!.id, cartNum: 1 }] })).code).toBe(500);
    await c.admin('POST', `/api/admin/products/${tee.id}/shelf`, { isShow: true });
  });

  it('deletes only the shopper’s own lines', async () => {
    const ids = (await list(alice.token, true)).flatMap((g) => g.cartInfoList).map((l) => l.id);
    expect((await c.call('POST', '/api/front/cart/delete', { token: bob.token, body: { ids } })).code).toBe(200);
    expect((await list(alice.token, true)).flatMap((g) => g.cartInfoList).map((l) => l.id).sort()).toEqual([...ids].sort());
    expect((await c.call('POST', '/api/front/cart/delete', { token: alice.token, body: { ids: [] } })).code).toBe(400);
    expect((await c.call('POST', '/api/front/cart/delete', { token: alice.token, body: { ids } })).code).toBe(200);
    expect(await list(alice.token, true)).toEqual([]);
  });
});
