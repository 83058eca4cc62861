import { beforeAll, describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { ownerBrowser } from '../../helpers/console-sign-in.js';
import { makeOrder } from '../../helpers/fixtures-aftersales.js';
import { addProduct, addShop } from '../../helpers/fixtures-orders.js';
import { fixtureStaticDir } from './harness.js';
import { FIRST_SCREEN_ELEMENT_ID } from '../../../shared/first-screen.js';
import { MERCHANT_REFUND_PATHS as REFUND } from '../../../shared/contract/admin-order.js';

const OWNER = { account: 'owner@refund-stock-cache.test', password: 'Owner#2026pass' };
const SCRIPT = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([^<]*)</script>`);

/**
 * An approved refund returns stock, and the goods page a signed-out shopper opens shows it at once: the BFF
 * drops the public answers it holds (the goods page's server-drawn first screen reads the product from them)
 * as it does after a catalogue change, instead of showing the old stock until the cache's TTL.
 */
describe('a refund that returns stock refreshes the public goods page through the BFF', () => {
  const { c, bff } = commerceBehindBff({ bff: { STATIC_DIR: fixtureStaticDir(), CACHE_TTL_S: 3600 } });
  let merchant: BffClient;
  let product: { merId: number; productId: number; attrValueId: number; price: number };

  beforeAll(async () => {
    const merId = await addShop(c.db, { name: 'Returns Welcome' });
    const p = await addProduct(c.db, merId, [{ price: 1200, stock: 40 }]);
    product = { merId, productId: p.id, attrValueId: p.skus[0]!.id, price: 1200 };
    merchant = await ownerBrowser(c, bff, { ...OWNER, merId });
  });

  /** The product as the goods page a signed-out shopper gets holds it (its first screen). */
  async function pageProduct(): Promise<{ stock: number; storeInfo: string }> {
    const res = await fetch(new URL(`/goods_detail/${product.productId}`, bff.url));
    expect(res.status).toBe(200);
    const m = SCRIPT.exec(await res.text());
    expect(m, 'the goods page carries its first screen').not.toBeNull();
    const state = JSON.parse(m![1]!) as { queries: { queryKey: unknown[]; state: { data: { productInfo: { stock: number; storeInfo: string } } } }[] };
    const detail = state.queries.find((q) => q.queryKey[0] === 'product' && q.queryKey[1] === 'detail');
    expect(detail, 'the goods page holds the product').toBeDefined();
    return detail!.state.data.productInfo;
  }

  it('shows the stock the refund returned on the very next request', async () => {
    const { uid, token } = await c.createUser({ balance: 100_000 });
    const order = await makeOrder(c, uid, product, { state: 'paid', qty: 3 });
    const applied = await c.call('POST', '/api/front/order/refund', { token, body: { orderNo: order.merNo, text: 'Quality problem' } });
    expect(applied.code, applied.message).toBe(200);
    const { refundOrderNo } = await c.db.selectFrom('refunds').select('refundOrderNo').where('merOrderNo', '=', order.merNo).executeTakeFirstOrThrow();

    const before = (await pageProduct()).stock;
    // The page is held: a change behind the BFF's back is not seen while the answer is fresh.
    await c.db.updateTable('products').set({ storeInfo: 'Changed behind the cache' }).where('id', '=', product.productId).execute();
    expect(await pageProduct()).toMatchObject({ stock: before, storeInfo: expect.not.stringContaining('behind') });

    // A refused refund returns nothing; the merchant approves this one through the console.
    expect((await merchant.get(REFUND.refund, { refundOrderNo })).status).toBe(200);
    const stock = await c.db.selectFrom('products').select('stock').where('id', '=', product.productId).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(before + 3);
    expect(await pageProduct()).toMatchObject({ stock: before + 3, storeInfo: 'Changed behind the cache' });
  });
});
