import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/commerce/db/schema.js';
import { now } from '../../server/commerce/db/time.js';

/** Rows for the catalogue, shop and content suites, inserted directly (no demo seed). */
type Db = Kysely<Database>;

export async function addCategory(db: Db, f: { name: string; pid?: number; level: number; isShow?: number; sort?: number }): Promise<number> {
  const r = await db
    .insertInto('categories')
    .values({ pid: f.pid ?? 0, name: f.name, icon: `/crmebimage/test/${f.name}.svg`, level: f.level, sort: f.sort ?? 0, isShow: f.isShow ?? 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function addMerchantType(db: Db, name: string): Promise<number> {
  const r = await db.insertInto('merchantTypes').values({ name, info: `${name} info`, isDel: 0, createdAt: now(), updatedAt: now() }).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function addMerchantCategory(db: Db, name: string, handlingFee = 5): Promise<number> {
  const r = await db.insertInto('merchantCategories').values({ name, handlingFee, isDel: 0, createdAt: now(), updatedAt: now() }).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function addMerchant(db: Db, f: { name: string; categoryId?: number; typeId?: number; isSelf?: number; isShow?: number; starLevel?: number; keywords?: string; serviceType?: string }): Promise<number> {
  const r = await db
    .insertInto('merchants')
    .values({
      name: f.name,
      realName: `${f.name} Ltd`,
      email: 'shop@example.test',
      phone: '+44 20 0000 0000',
      address: '1 Test Street',
      categoryId: f.categoryId ?? 0,
      typeId: f.typeId ?? 0,
      isSelf: f.isSelf ?? 0,
      avatar: '/crmebimage/test/logo.svg',
      backImage: '/crmebimage/test/back.svg',
      streetBackImage: '/crmebimage/test/street.svg',
      pcBanner: '/crmebimage/test/b1.svg,/crmebimage/test/b2.svg',
      pcBackImage: '/crmebimage/test/pcback.svg',
      starLevel: f.starLevel ?? 4,
      intro: `About ${f.name}`,
      qualificationPicture: '/crmebimage/test/licence.svg',
      keywords: f.keywords ?? '',
      serviceType: f.serviceType ?? 'email',
      serviceLink: '',
      servicePhone: '+44 20 0000 0000',
      serviceMessage: '',
      serviceEmail: 'help@example.test',
      freightFee: 500,
      freeFreightThreshold: 5000,
      isShow: f.isShow ?? 1,
      createdAt: '2026-01-02 03:04:05',
      updatedAt: '2026-01-02 03:04:05',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function addMerchantProductCategory(db: Db, f: { merId: number; name: string; pid?: number; level?: number; isShow?: number }): Promise<number> {
  const r = await db
    .insertInto('merchantProductCategories')
    .values({ merId: f.merId, pid: f.pid ?? 0, name: f.name, icon: '', level: f.level ?? 1, sort: 0, isShow: f.isShow ?? 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export interface ProductFixture {
  merId: number;
  name: string;
  cateId: number;
  price: number;
  keyword?: string;
  otPrice?: number;
  sales?: number;
  ficti?: number;
  isShow?: number;
  isDel?: number;
  merCateIds?: string;
  sort?: number;
  guaranteeIds?: string;
  /** attribute name → values; SKUs are every combination */
  attrs?: [string, string[]][];
}

export async function addProduct(db: Db, f: ProductFixture): Promise<number> {
  const r = await db
    .insertInto('products')
    .values({
      merId: f.merId,
      image: `/crmebimage/test/${encodeURIComponent(f.name)}.svg`,
      sliderImage: JSON.stringify(['/crmebimage/test/a.svg', '/crmebimage/test/b.svg']),
      storeName: f.name,
      storeInfo: `${f.name}\nline two`,
      keyword: f.keyword ?? '',
      cateId: f.cateId,
      merCateIds: f.merCateIds ?? '',
      price: f.price,
      otPrice: f.otPrice ?? f.price + 500,
      stock: 50,
      sales: f.sales ?? 0,
      ficti: f.ficti ?? 0,
      unitName: 'piece',
      browse: 0,
      content: '<p>Description</p>',
      guaranteeIds: f.guaranteeIds ?? '',
      isShow: f.isShow ?? 1,
      isDel: f.isDel ?? 0,
      sort: f.sort ?? 0,
      createdAt: now(),
      updatedAt: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const attrs = f.attrs ?? [];
  for (const [name, values] of attrs) {
    await db.insertInto('productAttrs').values({ productId: r.id, attrName: name, attrValues: values.join(','), type: 0, isDel: 0 }).execute();
  }
  let combos: string[][] = [[]];
  for (const [, values] of attrs) combos = combos.flatMap((c) => values.map((v) => [...c, v]));
  for (const [i, c] of combos.entries()) {
    await db
      .insertInto('productAttrValues')
      .values({
        productId: r.id,
        sku: c.join(','),
        stock: 10 + i,
        sales: i,
        price: f.price + i * 100,
        otPrice: f.price + 1000,
        image: '/crmebimage/test/sku.svg',
        weight: 1250,
        volume: 3,
        quota: 0,
        attrValue: JSON.stringify(Object.fromEntries(c.map((v, k) => [attrs[k]![0], v]))),
        vipPrice: f.price,
        isDel: 0,
      })
      .execute();
  }
  return r.id;
}

export async function addReply(db: Db, f: { productId: number; merId: number; star: number; serviceStar?: number; comment?: string; pics?: string; reply?: string; isDel?: number }): Promise<number> {
  const r = await db
    .insertInto('productReplies')
    .values({
      uid: 0,
      productId: f.productId,
      merId: f.merId,
      orderInfoId: 0,
      merOrderNo: '',
      star: f.star,
      serviceStar: f.serviceStar ?? f.star,
      comment: f.comment ?? `A ${f.star}-star review`,
      pics: f.pics ?? '',
      sku: 'Black',
      nickname: 'Reviewer',
      avatar: '/crmebimage/test/avatar.svg',
      merchantReplyContent: f.reply ?? '',
      merchantReplyTime: f.reply ? now() : null,
      isDel: f.isDel ?? 0,
      createdAt: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** The latest code the dev outbox holds for a recipient and purpose. */
export function outboxCode(dataDir: string, to: string, purpose: string): string {
  const dir = join(dataDir, 'outbox');
  const msgs = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; purpose: string; code: string });
  const m = msgs.filter((x) => x.to === to && x.purpose === purpose).pop();
  if (!m) throw new Error(`no ${purpose} code for ${to} in the outbox`);
  return m.code;
}
