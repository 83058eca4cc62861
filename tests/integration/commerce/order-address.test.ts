import { beforeAll, describe, expect, it } from 'vitest';
import { masterDetail } from '../../../shared/contract/order.js';
import { orderAddressText } from '../../../shared/address-format.js';
import { commerceSuite } from './suite.js';
import { addAddress, addProduct, addShop, type ProductFixture } from '../../helpers/fixtures-orders.js';

/**
 * An order keeps its address as six lines in a fixed order and its phone with the dial code
 * (docs/api-extensions.md "An order's address"), so the storefront writes it in the shopper's order.
 */
describe("an order's address and phone", () => {
  const c = commerceSuite();
  let product: ProductFixture;
  let shopper: { uid: number; token: string };
  let orderNo: string;

  beforeAll(async () => {
    const shop = await addShop(c.db, { name: 'Lamp shop' });
    product = await addProduct(c.db, shop, [{ sku: 'One', price: 1000, stock: 5 }], { name: 'Lamp' });
    shopper = await c.createUser({ balance: 100_00 });
    const addressId = await addAddress(c.db, shopper.uid);
    const body = { preOrderType: 'buyNow', orderDetails: [{ productId: product.id, attrValueId: product.skus[0]!.id, productNum: 1 }] };
    const pre = await c.call<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', { token: shopper.token, body });
    expect(pre.code, pre.message).toBe(200);
    const made = await c.call<{ orderNo: string }>('POST', '/api/front/order/create', { token: shopper.token, body: { preOrderNo: pre.data.preOrderNo, addressId, payType: 'yue', payChannel: 'pc' } });
    expect(made.code, made.message).toBe(200);
    orderNo = made.data.orderNo;
  });

  it('answers the address as six lines, smallest part first, and the phone with its dial code', async () => {
    const d = masterDetail.strict.parse((await c.call('GET', `/api/front/order/master/detail/${orderNo}`, { token: shopper.token })).data);
    expect(d.userAddress).toBe('1 Test Way\nSoMa\nSan Francisco\nCA\n94103\nUnited States');
    expect(d.userPhone).toBe('+1 5550123');
    expect(orderAddressText(d.userAddress, 'en')).toBe('1 Test Way, SoMa, San Francisco, CA 94103, United States');
    expect(orderAddressText(d.userAddress, 'zh-CN')).toBe('United States CA San Francisco SoMa 1 Test Way 94103');
  });
});
