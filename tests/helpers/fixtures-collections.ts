import type { Kysely } from 'kysely';
import type { Database } from '../../server/commerce/db/schema.js';
import { now } from '../../server/commerce/db/time.js';

/** A shop row with only what the collection routes read set meaningfully. */
export async function insertMerchant(db: Kysely<Database>, fields: { name?: string; avatar?: string; isShow?: number } = {}): Promise<number> {
  const stamp = now();
  const row = await db
    .insertInto('merchants')
    .values({
      name: fields.name ?? 'Fixture Shop', realName: 'Owner', email: 'shop@example.test', phone: '', address: '', categoryId: 0, typeId: 0,
      isSelf: 0, avatar: fields.avatar ?? '/crmebimage/merchant/avatar.svg', backImage: '', streetBackImage: '', pcBanner: '', pcBackImage: '',
      starLevel: 5, intro: '', qualificationPicture: '', keywords: '', serviceType: '', serviceLink: '', servicePhone: '', serviceMessage: '',
      serviceEmail: '', freightFee: 0, freeFreightThreshold: 0, isShow: fields.isShow ?? 1, createdAt: stamp, updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertProduct(
  db: Kysely<Database>,
  merId: number,
  fields: { storeName?: string; price?: number; image?: string; isShow?: number; isDel?: number } = {},
): Promise<number> {
  const stamp = now();
  const row = await db
    .insertInto('products')
    .values({
      merId, image: fields.image ?? '/crmebimage/product/p.svg', sliderImage: '[]', storeName: fields.storeName ?? 'Fixture product', storeInfo: '',
      keyword: '', cateId: 0, merCateIds: '', price: fields.price ?? 1999, otPrice: 2999, stock: 10, sales: 0, ficti: 0, unitName: 'pc', browse: 0,
      content: '', guaranteeIds: '', isShow: fields.isShow ?? 1, isDel: fields.isDel ?? 0, sort: 0, createdAt: stamp, updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
