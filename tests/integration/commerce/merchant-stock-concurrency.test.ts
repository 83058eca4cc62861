import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { MERCHANT_PRODUCT_PATHS as PATH, storeProductInfo } from '../../../shared/contract/admin-product.js';
import { insertShopOwner } from '../../helpers/console-two-factor.js';
import { addCategory, addMerchant } from '../../helpers/fixtures-catalog.js';
import { addAddress } from '../../helpers/fixtures-orders.js';

const PW = 'Owner#2026pass';
const BUYERS = 20;
const LAST_UNITS = 5;

/**
 * The last units of a SKU while the merchant saves a stock edit (docs/api-extensions.md "Catalogue", "Stock while
 * shoppers buy"): twenty shoppers race for five units and the merchant's save lands somewhere among their
 * purchases. Whatever the order, the books balance exactly, on SQLite and PostgreSQL.
 */
describe('merchant stock edit racing the last units', () => {
  const c = commerceSuite();
  let [leaf, shop, owner] = [0, 0, ''];

  beforeAll(async () => {
    const top = await addCategory(c.db, { name: 'Home', level: 1 });
    const mid = await addCategory(c.db, { name: 'Kitchen', level: 2, pid: top });
    leaf = await addCategory(c.db, { name: 'Kettles', level: 3, pid: mid });
    shop = await addMerchant(c.db, { name: 'Race Kettles' });
    await insertShopOwner(c.db, { account: 'race@kettles.test', password: PW, merId: shop });
    const r = await c.call<{ token: string }>('POST', '/api/admin/merchant/login', { body: { account: 'race@kettles.test', pwd: PW } });
    expect(r.code, r.message).toBe(200);
    owner = r.data!.token;
  });

  /** A one-SKU product of the shop with `stock` units, saved through the console as a merchant does. */
  async function lastUnits(name: string, stock: number) {
    const saved = await c.call('POST', PATH.save, {
      token: owner,
      body: {
        image: '/crmebimage/public/product/20260101/kettle.png',
        storeName: name,
        storeInfo: 'Copper, 1.5 l',
        keyword: 'kettle',
        unitName: 'piece',
        specType: false,
        attr: [],
        attrValue: [{ stock, price: '39.00', attrValue: '' }],
        categoryId: leaf,
      },
    });
    expect(saved.code, saved.message).toBe(200);
    const { id } = await c.db.selectFrom('products').select('id').where('storeName', '=', name).executeTakeFirstOrThrow();
    const info = await c.call('GET', `${PATH.info}/${id}`, { token: owner });
    return storeProductInfo.strict.parse(info.data);
  }

  /** Twenty shoppers, each with a confirmed pre-order for one unit, ready to place it. */
  async function shoppers(productId: number, skuId: number) {
    return Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const u = await c.createUser({ balance: 100_000 });
        const addressId = await addAddress(c.db, u.uid);
        const pre = await c.call<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', { token: u.token, body: { preOrderType: 'buyNow', orderDetails: [{ productId, attrValueId: skuId, productNum: 1 }] } });
        expect(pre.code, pre.message).toBe(200);
        return () => c.call('POST', '/api/front/order/create', { token: u.token, body: { preOrderNo: pre.data.preOrderNo, addressId, payType: 'yue', payChannel: 'pc' } });
      }),
    );
  }

  /** The merchant's save of the form as loaded, with the SKU's stock set to `stock` (and its sales as loaded). */
  function saveStock(p: ReturnType<typeof storeProductInfo.strict.parse>, stock: number) {
    const sku = p.attrValue[0]!;
    return c.call('POST', PATH.update, {
      token: owner,
      body: {
        id: p.id,
        version: p.version,
        image: '/crmebimage/public/product/20260101/kettle.png',
        storeName: p.storeName,
        storeInfo: p.storeInfo,
        keyword: p.keyword,
        unitName: p.unitName,
        specType: false,
        attr: [],
        attrValue: [{ id: sku.id, stock, sales: sku.sales, price: sku.price, attrValue: '' }],
        categoryId: leaf,
      },
    });
  }

  /** The race: every purchase and the save at once. Answers what sold and what the books say. */
  async function race(name: string, newStock: number) {
    const p = await lastUnits(name, LAST_UNITS);
    const sku = p.attrValue[0]!;
    const buys = await shoppers(p.id, sku.id);
    const [saved, ...orders] = await Promise.all([saveStock(p, newStock), ...buys.map((buy) => buy())]);
    expect(saved.code, saved.message).toBe(200);
    expect(orders.filter((o) => o.code !== 200).every((o) => o.code === 500 && /out of stock/.test(o.message)), orders.map((o) => o.message).join('; ')).toBe(true);
    const sold = orders.filter((o) => o.code === 200).length;
    const row = await c.db.selectFrom('productAttrValues').select(['stock', 'sales']).where('id', '=', sku.id).executeTakeFirstOrThrow();
    const product = await c.db.selectFrom('products').select(['stock', 'sales']).where('id', '=', p.id).executeTakeFirstOrThrow();
    const lines = await c.db.selectFrom('orderItems').select((eb) => eb.fn.sum<number>('payNum').as('n')).where('attrValueId', '=', sku.id).executeTakeFirstOrThrow();
    // Every unit sold is one order line and one sale, on the SKU and the product alike; nothing is negative.
    expect(Number(lines.n ?? 0)).toBe(sold);
    expect(row.sales).toBe(sold);
    expect(row.stock).toBeGreaterThanOrEqual(0);
    expect(product).toEqual({ stock: row.stock, sales: row.sales });
    return { sold, remaining: row.stock };
  }

  it('a restock saved among the purchases: sold + remaining is exactly the merchant’s new figure', async () => {
    for (let round = 1; round <= 3; round++) {
      const { sold, remaining } = await race(`Copper Kettle ${round}`, 12);
      // The form loaded 5 in stock and 0 sold; the merchant typed 12: each unit sold since counts against it.
      expect(sold + remaining).toBe(12);
      expect(sold).toBeLessThanOrEqual(12);
    }
  });

  it('a cut saved among the purchases: never oversold, never below zero', async () => {
    for (let round = 1; round <= 3; round++) {
      const { sold, remaining } = await race(`Steel Kettle ${round}`, 3);
      // Units sold before the save stay sold (at most the 5 there were); the merchant's 3 is what may be sold in
      // all, unless more had already gone, and then nothing is left.
      expect(sold).toBeLessThanOrEqual(LAST_UNITS);
      expect(sold + remaining).toBe(Math.max(3, sold));
      if (sold > 3) expect(remaining).toBe(0);
    }
  });
});
