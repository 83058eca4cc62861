import type { Kysely } from 'kysely';
import type { Database } from '../../server/commerce/db/schema.js';
import { addSeconds, now } from '../../server/commerce/db/time.js';

/** Rows for the cart/orders/coupons suites: shops with freight rules, products with SKUs and stock. */

/** A shop's pictures, intro and customer-service details, all empty: the cart and order suites read none of them. */
const NO_SHOP_PICTURES_OR_SERVICE = { avatar: '', backImage: '', streetBackImage: '', pcBanner: '', pcBackImage: '', intro: '', qualificationPicture: '', keywords: '', serviceType: '', serviceLink: '', servicePhone: '', serviceMessage: '', serviceEmail: '' };

export async function addShop(db: Kysely<Database>, f: { name?: string; freightFee?: number; freeFreightThreshold?: number; isShow?: number } = {}): Promise<number> {
  const stamp = now();
  const row = await db
    .insertInto('merchants')
    .values({
      name: f.name ?? `Shop ${Math.random().toString(36).slice(2, 7)}`,
      realName: 'Owner',
      email: 'shop@example.test',
      phone: '5550100',
      address: '1 Market St',
      categoryId: 0,
      typeId: 0,
      isSelf: 0,
      starLevel: 5,
      ...NO_SHOP_PICTURES_OR_SERVICE,
      freightFee: f.freightFee ?? 0,
      freeFreightThreshold: f.freeFreightThreshold ?? 0,
      isShow: f.isShow ?? 1,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addCategory(db: Kysely<Database>, pid = 0, level = 1): Promise<number> {
  const row = await db.insertInto('categories').values({ pid, name: `Cat ${pid}-${level}`, icon: '', level, sort: 0, isShow: 1 }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface ProductFixture {
  id: number;
  skus: { id: number; sku: string; price: number; stock: number }[];
}

/** A product with SKUs (price in cents, stock); products.stock is the SKU sum, price the cheapest. */
export async function addProduct(
  db: Kysely<Database>,
  merId: number,
  skus: { sku?: string; price: number; stock: number }[],
  f: { name?: string; cateId?: number; isShow?: number } = {},
): Promise<ProductFixture> {
  const stamp = now();
  const p = await db
    .insertInto('products')
    .values({
      merId,
      image: '/crmebimage/product/p.png',
      sliderImage: '[]',
      storeName: f.name ?? `Product ${Math.random().toString(36).slice(2, 7)}`,
      storeInfo: '',
      keyword: '',
      cateId: f.cateId ?? 0,
      merCateIds: '',
      price: Math.min(...skus.map((s) => s.price)),
      otPrice: 0,
      stock: skus.reduce((a, s) => a + s.stock, 0),
      sales: 0,
      ficti: 0,
      unitName: 'pc',
      browse: 0,
      content: '',
      guaranteeIds: '',
      isShow: f.isShow ?? 1,
      isDel: 0,
      sort: 0,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const out: ProductFixture = { id: p.id, skus: [] };
  for (const [i, s] of skus.entries()) {
    const sku = s.sku ?? `Size ${i + 1}`;
    const v = await db
      .insertInto('productAttrValues')
      .values({ productId: p.id, sku, stock: s.stock, sales: 0, price: s.price, otPrice: 0, image: '', weight: 100, volume: 1, quota: 0, attrValue: JSON.stringify({ Size: sku }), vipPrice: 0, isDel: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.skus.push({ id: v.id, sku, price: s.price, stock: s.stock });
  }
  return out;
}

export async function addAddress(db: Kysely<Database>, uid: number, f: { isDefault?: number } = {}): Promise<number> {
  const stamp = now();
  const row = await db
    .insertInto('addresses')
    .values({
      uid,
      realName: 'Ada Buyer',
      phone: '5550123',
      countryCode: '1',
      country: 'United States',
      province: 'CA',
      city: 'San Francisco',
      cityId: 0,
      district: 'SoMa',
      detail: '1 Test Way',
      postCode: '94103',
      email: 'ada@example.test',
      longitude: '',
      latitude: '',
      isDefault: f.isDefault ?? 1,
      isDel: 0,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface CouponFixture {
  merId?: number;
  money: number;
  minPrice?: number;
  useType: 1 | 2 | 3;
  productIds?: number[];
  categoryId?: number;
  isLimited?: boolean;
  total?: number;
  day?: number;
  fixed?: { start: string; end: string };
  receive?: { start: string; end: string };
  type?: number;
  name?: string;
}

export async function addCoupon(db: Kysely<Database>, c: CouponFixture): Promise<number> {
  const row = await db
    .insertInto('coupons')
    .values({
      merId: c.merId ?? 0,
      name: c.name ?? `Coupon ${c.money}`,
      money: c.money,
      minPrice: c.minPrice ?? 0,
      useType: c.useType,
      productIds: (c.productIds ?? []).join(','),
      categoryId: c.categoryId ?? 0,
      isLimited: c.isLimited ? 1 : 0,
      total: c.total ?? 0,
      lastTotal: c.total ?? 0,
      isTimeReceive: c.receive ? 1 : 0,
      receiveStartTime: c.receive?.start ?? null,
      receiveEndTime: c.receive?.end ?? null,
      isFixedTime: c.fixed ? 1 : 0,
      useStartTime: c.fixed?.start ?? null,
      useEndTime: c.fixed?.end ?? null,
      day: c.day ?? 30,
      type: c.type ?? 1,
      status: 1,
      isDel: 0,
      createdAt: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Hours from now as a stored timestamp (negative = past). */
export const hoursFromNow = (h: number): string => addSeconds(new Date(), h * 3600);

export async function stockOf(db: Kysely<Database>, productId: number, attrValueId: number): Promise<{ sku: number; product: number }> {
  const v = await db.selectFrom('productAttrValues').select('stock').where('id', '=', attrValueId).executeTakeFirstOrThrow();
  const p = await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  return { sku: v.stock, product: p.stock };
}
