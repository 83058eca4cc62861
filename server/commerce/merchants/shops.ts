import type { CommerceContext } from '../context.js';
import { catalogRead } from '../catalog-read.js';
import { BusinessError, pageInfo, type PageArgs } from '../http/envelope.js';
import { bool } from '../http/render.js';
import { merchantKeywordMatch, searchTerm } from '../catalog/query.js';
import { merchantTopProducts } from '../catalog/products.js';

export const SHOP_GONE = 'Shop does not exist or has been closed';
/** Products on each shop card of shop street and shop search: 3, as A (a client lays out three cards). */
export const STREET_PRODUCTS = 3;

export interface ShopSearch {
  keywords?: string;
  categoryId?: number;
  typeId?: number;
  isSelf?: boolean;
}

/** MerchantSearchResponse pages for the shop street and the store search. */
export async function searchShops(ctx: CommerceContext, s: ShopSearch, page: PageArgs) {
  let q = ctx.db.selectFrom('merchants').where('merchants.isShow', '=', 1);
  if (s.keywords) q = q.where(merchantKeywordMatch(searchTerm(s.keywords), ctx.kind));
  if (s.categoryId !== undefined) q = q.where('merchants.categoryId', '=', s.categoryId);
  if (s.typeId !== undefined) q = q.where('merchants.typeId', '=', s.typeId);
  if (s.isSelf !== undefined) q = q.where('merchants.isSelf', '=', s.isSelf ? 1 : 0);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    q
      .select(['merchants.id', 'merchants.name', 'merchants.categoryId', 'merchants.typeId', 'merchants.isSelf', 'merchants.backImage', 'merchants.avatar', 'merchants.streetBackImage', 'merchants.starLevel'])
      // The self-run shop leads, then the best rated.
      .orderBy('merchants.isSelf', 'desc')
      .orderBy('merchants.starLevel', 'desc')
      .orderBy('merchants.id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  const products = await merchantTopProducts(ctx, rows.map((r) => r.id), STREET_PRODUCTS);
  const list = rows.map((r) => ({
    id: r.id,
    name: r.name,
    categoryId: r.categoryId,
    typeId: r.typeId,
    isSelf: bool(r.isSelf),
    backImage: r.backImage,
    avatar: r.avatar,
    streetBackImage: r.streetBackImage,
    starLevel: r.starLevel,
    proList: (products.get(r.id) ?? []).map((p) => ({ id: p.id, storeName: p.storeName, image: p.image, price: p.price, otPrice: p.otPrice, sales: p.sales, ficti: p.ficti })),
  }));
  return pageInfo(list, Number(count?.n ?? 0), page);
}

async function visibleShop(ctx: CommerceContext, id: number) {
  const shop = await ctx.db.selectFrom('merchants').selectAll().where('id', '=', id).where('isShow', '=', 1).executeTakeFirst();
  if (!shop) throw new BusinessError(SHOP_GONE);
  return shop;
}

function serviceFields(shop: { serviceType: string; serviceLink: string; servicePhone: string; serviceMessage: string; serviceEmail: string }) {
  return {
    serviceType: shop.serviceType,
    serviceLink: shop.serviceLink,
    servicePhone: shop.servicePhone,
    serviceMessage: shop.serviceMessage,
    serviceEmail: shop.serviceEmail,
  };
}

/**
 * GET .../index/info/{id}: the shop's header. A closed shop (its own switch, or the marketplace's) still answers,
 * with `isSwitch` false (ours), so its page can tell shoppers it is closed instead of pretending it never existed.
 * The shop is a catalogue read (the replica when there is one); whether this shopper follows it is their own
 * write, read back from the primary.
 */
export async function shopIndexInfo(ctx: CommerceContext, id: number, uid: number | null) {
  const shop = await catalogRead(ctx).db.selectFrom('merchants').selectAll().where('id', '=', id).executeTakeFirst();
  if (!shop) throw new BusinessError(SHOP_GONE);
  const collect =
    uid === null ? undefined : await ctx.db.selectFrom('merchantCollects').select('id').where('uid', '=', uid).where('merId', '=', id).executeTakeFirst();
  return {
    id: shop.id,
    name: shop.name,
    categoryId: shop.categoryId,
    typeId: shop.typeId,
    isSelf: bool(shop.isSelf),
    backImage: shop.backImage,
    avatar: shop.avatar,
    starLevel: shop.starLevel,
    isCollect: collect !== undefined,
    pcBanner: shop.pcBanner,
    pcBackImage: shop.pcBackImage,
    streetBackImage: shop.streetBackImage,
    intro: shop.intro,
    ...serviceFields(shop),
    isSwitch: shop.isShow === 1,
  };
}

export async function shopDetail(ctx: CommerceContext, id: number) {
  const shop = await visibleShop(ctx, id);
  const row = await ctx.db.selectFrom('merchantCollects').select((eb) => eb.fn.countAll<number>().as('n')).where('merId', '=', id).executeTakeFirst();
  return {
    id: shop.id,
    name: shop.name,
    realName: shop.realName,
    email: shop.email,
    phone: shop.phone,
    address: shop.address,
    qualificationPicture: shop.qualificationPicture,
    intro: shop.intro,
    keywords: shop.keywords,
    starLevel: shop.starLevel,
    isSelf: bool(shop.isSelf),
    createTime: shop.createdAt,
    collectNum: Number(row?.n ?? 0),
  };
}

export async function shopService(ctx: CommerceContext, id: number) {
  return serviceFields(await visibleShop(ctx, id));
}

export async function merchantTypes(ctx: CommerceContext) {
  const rows = await ctx.db.selectFrom('merchantTypes').selectAll().where('isDel', '=', 0).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, info: r.info, isDel: bool(r.isDel), createTime: r.createdAt, updateTime: r.updatedAt }));
}

export async function merchantCategories(ctx: CommerceContext) {
  const rows = await ctx.db.selectFrom('merchantCategories').selectAll().where('isDel', '=', 0).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, handlingFee: r.handlingFee, isDel: bool(r.isDel), createTime: r.createdAt, updateTime: r.updatedAt }));
}
