import { randomBytes } from 'node:crypto';
import type { TestCommerce } from './commerce.js';
import { now } from '../../server/commerce/db/time.js';

const stamp = () => now();
const merchantDefaults = {
  realName: 'Owner', email: 'shop@example.test', phone: '', address: '', categoryId: 0, typeId: 0, isSelf: 0, avatar: '', backImage: '',
  streetBackImage: '', pcBanner: '', pcBackImage: '', starLevel: 5, intro: '', qualificationPicture: '', keywords: '', serviceType: 'email',
  serviceLink: '', servicePhone: '', serviceMessage: '', serviceEmail: '', freightFee: 0, freeFreightThreshold: 0, isShow: 1,
};

/** A shop with one product and one SKU (stock and price in cents as given). */
export async function makeShopProduct(c: TestCommerce, o: { price?: number; stock?: number } = {}) {
  const price = o.price ?? 2500;
  const shop = await c.db.insertInto('merchants').values({ ...merchantDefaults, name: `Shop ${randomBytes(2).toString('hex')}`, createdAt: stamp(), updatedAt: stamp() }).returning('id').executeTakeFirstOrThrow();
  const product = await c.db
    .insertInto('products')
    .values({
      merId: shop.id, image: '/crmebimage/x.svg', sliderImage: '[]', storeName: 'Test Kettle', storeInfo: '', keyword: '', cateId: 0, merCateIds: '',
      price, otPrice: price, stock: o.stock ?? 10, sales: 0, ficti: 0, unitName: 'pc', browse: 0, content: '', guaranteeIds: '', isShow: 1, isDel: 0, sort: 0,
      createdAt: stamp(), updatedAt: stamp(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sku = await c.db
    .insertInto('productAttrValues')
    .values({ productId: product.id, sku: '', stock: o.stock ?? 10, sales: 0, price, otPrice: price, image: '', weight: 0, volume: 0, quota: 0, attrValue: '{}', vipPrice: 0, isDel: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { merId: shop.id, productId: product.id, attrValueId: sku.id, price };
}

export interface OrderFixture {
  masterNo: string;
  merNo: string;
  itemId: number;
  payPrice: number;
}

/**
 * An order as the orders domain leaves it after create (stock already reserved), in the state asked for:
 * unpaid, paid (to ship), shipped (to receive) or completed.
 */
export async function makeOrder(
  c: TestCommerce,
  uid: number,
  p: { merId: number; productId: number; attrValueId: number; price: number },
  o: { qty?: number; state?: 'unpaid' | 'paid' | 'shipped' | 'completed'; payType?: string; useIntegral?: number; payPrice?: number } = {},
): Promise<OrderFixture> {
  const qty = o.qty ?? 1;
  const total = p.price * qty;
  const payPrice = o.payPrice ?? total;
  const state = o.state ?? 'unpaid';
  const paid = state === 'unpaid' ? 0 : 1;
  const status = state === 'shipped' ? 1 : state === 'completed' ? 3 : 0;
  const suffix = randomBytes(5).toString('hex').toUpperCase();
  const masterNo = `PT${suffix}`;
  const merNo = `SH${suffix}`;
  const t = stamp();
  await c.db
    .insertInto('orders')
    .values({
      orderNo: masterNo, preOrderNo: `pre-${suffix}`, uid, totalNum: qty, proTotalPrice: total, totalPostage: 0, couponId: 0, couponPrice: 0,
      useIntegral: o.useIntegral ?? 0, integralPrice: 0, payPrice, payType: paid ? (o.payType ?? 'yue') : '', payChannel: 'pc', paid, payTime: paid ? t : null,
      isCancel: 0, realName: 'Ada', userPhone: '', userAddress: 'UK 1 Road', email: 'ada@example.test', mark: '', createdAt: t, updatedAt: t,
    })
    .execute();
  await c.db
    .insertInto('merchantOrders')
    .values({
      orderNo: merNo, masterOrderNo: masterNo, uid, merId: p.merId, totalNum: qty, proTotalPrice: total, totalPostage: 0, couponPrice: 0, integralPrice: 0,
      useIntegral: o.useIntegral ?? 0, payPrice, status, refundStatus: 0, paid, payTime: paid ? t : null, userRemark: '', deliveryName: '', deliveryCode: '',
      deliveryId: '', courier: '', courierPhone: '', shipTime: null, receiveTime: state === 'completed' ? t : null, isUserDel: 0, createdAt: t, updatedAt: t,
    })
    .execute();
  const item = await c.db
    .insertInto('orderItems')
    .values({
      merOrderNo: merNo, masterOrderNo: masterNo, uid, merId: p.merId, productId: p.productId, productName: 'Test Kettle', image: '/crmebimage/x.svg',
      attrValueId: p.attrValueId, sku: '', price: p.price, payNum: qty, weight: 0, volume: 0, isReply: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (paid) {
    await c.db
      .insertInto('payments')
      .values({ masterOrderNo: masterNo, uid, provider: o.payType ?? 'yue', providerRef: `yue-${masterNo}`, amount: payPrice, currency: 'USD', status: 'succeeded', createdAt: t, updatedAt: t })
      .execute();
  }
  return { masterNo, merNo, itemId: item.id, payPrice };
}
