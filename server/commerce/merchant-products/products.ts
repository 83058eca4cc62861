import { sql, type Expression, type SqlBool, type ExpressionBuilder } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import {
  adminProductListItem,
  adminProductSearchRequest,
  PRODUCT_TAB,
  PRODUCT_TABS,
  storeProductInfo,
} from '../../../shared/contract/admin-product.js';
import { BusinessError, commonPage, parse, readPage, type CommonPage } from '../http/envelope.js';
import { readIdPageOf } from '../http/page-query.js';
import { money } from '../http/render.js';
import { likeContains, productKeywordMatch, searchTerm } from '../catalog/query.js';
import { merchantCategoryBranch, platformCategoryBranch } from '../catalog/categories.js';
import { catalogueOf, type CatalogueDatabase } from './tables.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

type Tab = (typeof PRODUCT_TABS)[number];

/** A tab's rows among a shop's products that are not deleted for good. The tabs overlap as in A (a sold-out product is also on sale or off shelf). */
function tabFilter(tab: Tab): (eb: ExpressionBuilder<CatalogueDatabase, 'products'>) => Expression<SqlBool> {
  switch (tab) {
    case PRODUCT_TAB.onSale:
      return (eb) => eb.and([eb('products.isRecycle', '=', 0), eb('products.isShow', '=', 1)]);
    case PRODUCT_TAB.offShelf:
      return (eb) => eb.and([eb('products.isRecycle', '=', 0), eb('products.isShow', '=', 0)]);
    case PRODUCT_TAB.soldOut:
      return (eb) => eb.and([eb('products.isRecycle', '=', 0), eb('products.stock', '<=', 0)]);
    case PRODUCT_TAB.recycleBin:
      return (eb) => eb('products.isRecycle', '=', 1);
  }
}

/** The shop's products, any tab: deleted-for-good ones never show again. */
function shopProducts(ctx: CommerceContext, merId: number) {
  return catalogueOf(ctx).selectFrom('products').where('products.merId', '=', merId).where('products.isDel', '=', 0);
}

/**
 * Name or keyword match for the console, over every state of a product. PostgreSQL: the shoppers' folded,
 * trigram-indexed column (it covers every row). SQLite: LIKE on the two columns, since the shoppers'
 * full-text index holds only the products on sale.
 */
export function consoleKeywordMatch(ctx: CommerceContext, raw: string): Expression<SqlBool> {
  const term = searchTerm(raw);
  if (ctx.kind === 'postgres') return productKeywordMatch(term, ctx.kind);
  const pattern = likeContains(term);
  return sql<SqlBool>`(${sql.ref('products.storeName')} like ${pattern} escape '\\' or ${sql.ref('products.keyword')} like ${pattern} escape '\\')`;
}

export type AdminProductListItem = Wire<typeof adminProductListItem>;

/** GET .../product/list: one tab of the shop's products, newest first, with A's filters. */
export async function productPage(ctx: CommerceContext, merId: number, query: unknown): Promise<CommonPage<AdminProductListItem>> {
  const args = readPage(query);
  const f = parse(adminProductSearchRequest, query ?? {});
  let q = shopProducts(ctx, merId).where(tabFilter(f.type as Tab));
  if (f.categoryId > 0) {
    const ids = await platformCategoryBranch(ctx, f.categoryId);
    q = q.where('products.cateId', 'in', ids);
  }
  const cate = Number(f.cateId ?? '');
  if (Number.isInteger(cate) && cate > 0) {
    const ids = await merchantCategoryBranch(ctx, merId, cate);
    q = q.where((eb) => eb.or(ids.map((id) => sql<SqlBool>`(',' || ${sql.ref('products.merCateIds')} || ',') like ${`%,${id},%`}`)));
  }
  if (f.keywords) q = q.where(consoleKeywordMatch(ctx, f.keywords));
  // The page's ids first, from the index alone, then those rows with their favourites: a deep page's skipped
  // products are never read nor counted (tests/bench/consoles.bench.ts, a shop of 10,000 products).
  const { ids, total } = await readIdPageOf(q, args, 'products.id');
  const rows =
    ids.length === 0
      ? []
      : await catalogueOf(ctx)
          .selectFrom('products')
          .select(['products.id', 'products.image', 'products.storeName', 'products.keyword', 'products.merCateIds as cateId', 'products.cateId as categoryId', 'products.price', 'products.postage'])
          .select(['products.sort', 'products.sales', 'products.stock', 'products.isShow', 'products.ficti', 'products.isRecycle', 'products.version'])
          .select(['products.auditStatus', 'products.isForced', 'products.auditReason as reason'])
          .select(sql<number>`(select count(*) from product_collects pc where pc.product_id = products.id)`.as('collectCount'))
          .where('products.id', 'in', ids)
          .orderBy('products.id', 'desc')
          .execute();
  // A's platform review: `auditStatus`, `isForced` and the `reason` the platform gave for a rejection or a forced removal.
  const list = rows.map((r) => ({ ...r, price: money(r.price), postage: money(r.postage), isShow: r.isShow === 1, isRecycle: r.isRecycle === 1, isForced: r.isForced === 1, collectCount: Number(r.collectCount) }));
  return commonPage(list, total, args);
}

/** GET .../product/tabs/headers: each tab's count, in PRODUCT_TABS order. */
export async function tabsHeaders(ctx: CommerceContext, merId: number): Promise<{ count: number; type: number }[]> {
  return Promise.all(
    PRODUCT_TABS.map(async (type) => {
      const r = await shopProducts(ctx, merId)
        .where(tabFilter(type))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { count: Number(r.n), type };
    }),
  );
}

/** A product of the shop by id, or "not found": another shop's product reads exactly like a missing one. */
export async function ownProduct(ctx: CommerceContext, merId: number, id: number) {
  const row = Number.isInteger(id) && id > 0 ? await shopProducts(ctx, merId).selectAll('products').where('products.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new BusinessError(PRODUCT_NOT_FOUND);
  return row;
}

/** Thousandths as A's decimal (grams → kg). */
const fromThousandths = (n: number): number => n / 1000;

export type StoreProductInfo = Wire<typeof storeProductInfo>;

/** GET .../product/info/{id}: the form's content, with the `version` an update must send back. */
export async function productInfo(ctx: CommerceContext, merId: number, id: number): Promise<StoreProductInfo> {
  const p = await ownProduct(ctx, merId, id);
  const db = catalogueOf(ctx);
  const [attrs, skus] = await Promise.all([
    db.selectFrom('productAttrs').selectAll().where('productId', '=', p.id).where('isDel', '=', 0).orderBy('id').execute(),
    db.selectFrom('productAttrValues').selectAll().where('productId', '=', p.id).where('isDel', '=', 0).orderBy('id').execute(),
  ]);
  return {
    id: p.id,
    image: p.image,
    sliderImage: p.sliderImage,
    storeName: p.storeName,
    storeInfo: p.storeInfo,
    keyword: p.keyword,
    cateId: p.merCateIds,
    brandId: 0,
    categoryId: p.cateId,
    guaranteeIds: p.guaranteeIds,
    unitName: p.unitName,
    sort: p.sort,
    giveIntegral: 0,
    ficti: p.ficti,
    specType: p.specType === 1,
    attr: attrs.map((a) => ({ id: a.id, productId: a.productId, attrName: a.attrName, attrValues: a.attrValues, type: a.type, isDel: false })),
    attrValue: skus.map((v) => ({
      id: v.id,
      productId: v.productId,
      suk: v.sku,
      stock: v.stock,
      sales: v.sales,
      price: money(v.price),
      image: v.image,
      cost: money(v.cost),
      otPrice: money(v.otPrice),
      weight: fromThousandths(v.weight),
      volume: fromThousandths(v.volume),
      type: 0,
      attrValue: v.attrValue,
    })),
    content: p.content,
    couponIds: [],
    flatPattern: '',
    postage: money(p.postage),
    version: p.version,
    isShow: p.isShow === 1,
    isRecycle: p.isRecycle === 1,
    auditStatus: p.auditStatus,
    isForced: p.isForced === 1,
    reason: p.auditReason,
  };
}
