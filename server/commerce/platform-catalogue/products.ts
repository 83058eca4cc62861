import type { FastifyRequest } from 'fastify';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError, commonPage, readPage, type CommonPage } from '../http/envelope.js';
import { readPageOf } from '../http/page-query.js';
import { money } from '../http/render.js';
import { now } from '../db/time.js';
import { platformCategoryBranch } from '../catalog/categories.js';
import { catalogueOf, type CatalogueDatabase } from '../merchant-products/tables.js';
import { consoleKeywordMatch } from '../merchant-products/products.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';
import { consoleTime } from '../platform-merchants/tables.js';
import type { Wire } from '../../../shared/contract/fields.js';
import {
  AUDIT_STATUS,
  PLATFORM_CATALOGUE_PERMISSIONS as P,
  PLATFORM_PRODUCT_TAB as TAB,
  PLATFORM_PRODUCT_TABS,
  PRODUCT_AUDIT_SWITCH_KEY,
  COD_SWITCH_KEY,
  type PLATFORM_SWITCH_KEYS,
  type configSaveRequest,
  type platformProductListItem,
  type platformProductSearchRequest,
  type productAuditRequest,
  type productForceDownRequest,
} from '../../../shared/contract/admin-platform-catalogue.js';
import { productAuditOn } from './audit-gate.js';
import { codOn } from '../payments/cod.js';

type PlatformSwitchKey = (typeof PLATFORM_SWITCH_KEYS)[number];

/**
 * The platform's view of every shop's products (A's platform ProductController): the list by state, the review
 * queue (approve, or reject with the reason the merchant reads), and forcing a product off the shelf with a
 * reason. An approved product goes on sale; a forced one stays off until its merchant edits it and the
 * platform approves the edit (A's rule). The storefront reads `is_show`, so each change shows at once.
 */
type Req = Pick<FastifyRequest, 'method' | 'url' | 'ip'>;
type Tab = (typeof PLATFORM_PRODUCT_TABS)[number];

function tabFilter(tab: Tab): (eb: ExpressionBuilder<CatalogueDatabase, 'products'>) => Expression<SqlBool> {
  switch (tab) {
    case TAB.onSale:
      return (eb) => eb.and([eb('products.isRecycle', '=', 0), eb('products.isShow', '=', 1)]);
    case TAB.offShelf:
      return (eb) => eb.and([eb('products.isRecycle', '=', 0), eb('products.isShow', '=', 0), eb('products.auditStatus', '=', AUDIT_STATUS.approved)]);
    case TAB.waiting:
      return (eb) => eb.and([eb('products.isRecycle', '=', 0), eb('products.auditStatus', '=', AUDIT_STATUS.waiting)]);
    case TAB.rejected:
      return (eb) => eb.and([eb('products.isRecycle', '=', 0), eb('products.auditStatus', '=', AUDIT_STATUS.rejected)]);
  }
}

const live = (ctx: CommerceContext) => catalogueOf(ctx).selectFrom('products').where('products.isDel', '=', 0);

/** GET .../product/list: one state's products of every shop, the queue oldest change first, the others newest first. */
export async function productPage(ctx: CommerceContext, f: z.output<typeof platformProductSearchRequest>, rawQuery: unknown): Promise<CommonPage<Wire<typeof platformProductListItem>>> {
  const args = readPage(rawQuery);
  const tab = Number(f.type || TAB.waiting) as Tab;
  let q = live(ctx).where(tabFilter(tab));
  if (f.categoryId) q = q.where('products.cateId', 'in', await platformCategoryBranch(ctx, Number(f.categoryId)));
  if (f.merId) q = q.where('products.merId', '=', Number(f.merId));
  if (f.keywords) {
    // The merchant console's match: on PostgreSQL the trigram-indexed folded column, not a scan of every shop's products.
    q = q.where(consoleKeywordMatch(ctx, f.keywords));
  }
  const order = tab === TAB.waiting ? 'asc' : 'desc';
  // The page's ids first, from the state's index alone, then only those products with their shop and category:
  // a deep page never reads the products it skips (30,000 products: tests/bench/consoles.bench.ts).
  const { rows: page, total } = await readPageOf(q, args, (base) => base.select('products.id').orderBy('products.updatedAt', order).orderBy('products.id', order));
  const ids = page.map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : await catalogueOf(ctx)
          .selectFrom('products')
          .leftJoin('merchants', 'merchants.id', 'products.merId')
          .leftJoin('categories', 'categories.id', 'products.cateId')
          .select(['products.id', 'products.image', 'products.storeName', 'products.keyword', 'products.cateId', 'products.price', 'products.sales', 'products.stock'])
          .select(['products.isForced', 'products.isShow', 'products.auditStatus', 'products.auditReason', 'products.merId', 'products.updatedAt', 'merchants.name as merchantName', 'merchants.isSelf', 'categories.name as categoryName'])
          .where('products.id', 'in', ids)
          .orderBy('products.updatedAt', order)
          .orderBy('products.id', order)
          .execute();
  const list = rows.map((r) => ({
    id: r.id,
    image: r.image,
    storeName: r.storeName,
    keyword: r.keyword,
    categoryId: r.cateId,
    categoryName: r.categoryName ?? '',
    price: money(r.price),
    sales: r.sales,
    stock: r.stock,
    isForced: r.isForced === 1,
    isShow: r.isShow === 1,
    auditStatus: r.auditStatus,
    reason: r.auditReason,
    merId: r.merId,
    merchantName: r.merchantName ?? '',
    isSelf: r.isSelf === 1,
    updateTime: consoleTime(ctx, r.updatedAt),
  }));
  return commonPage(list, total, args);
}

/** GET .../product/tabs/headers: each state's count. */
export async function productTabs(ctx: CommerceContext): Promise<{ type: number; count: number }[]> {
  return Promise.all(
    PLATFORM_PRODUCT_TABS.map(async (type) => {
      const r = await live(ctx).where(tabFilter(type)).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { type, count: Number(r.n) };
    }),
  );
}

async function productRow(ctx: CommerceContext, id: number) {
  const row = await live(ctx).selectAll('products').where('products.id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('Product not found');
  return row;
}

/**
 * POST .../product/audit: only a waiting product. Approval puts it on sale (unless its merchant moved it to the
 * recycle bin meanwhile); rejection keeps it off with the reason. The product's version rises, so an edit
 * form the merchant opened before is told to reload.
 */
export async function auditProduct(ctx: CommerceContext, req: Req, who: AdminPrincipal, input: z.output<typeof productAuditRequest>): Promise<void> {
  const approve = input.auditStatus === 'success';
  if (!approve && input.reason.trim() === '') throw new BusinessError('Please give the reason for rejecting the product: its merchant reads it');
  const p = await productRow(ctx, input.id);
  if (p.auditStatus !== AUDIT_STATUS.waiting) throw new BusinessError('This product is not waiting for review');
  const after = approve
    ? { auditStatus: AUDIT_STATUS.approved, isForced: 0, auditReason: '', isShow: p.isRecycle === 1 ? 0 : 1 }
    : { auditStatus: AUDIT_STATUS.rejected, auditReason: input.reason.trim(), isShow: 0 };
  const res = await catalogueOf(ctx)
    .updateTable('products')
    .set((eb) => ({ ...after, version: eb('version', '+', 1), updatedAt: now() }))
    .where('id', '=', p.id)
    .where('auditStatus', '=', AUDIT_STATUS.waiting)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new BusinessError('This product is not waiting for review');
  await logOperation(ctx, req, who, {
    description: `${approve ? 'Approved' : 'Rejected'} the product "${p.storeName}"`,
    method: P.productAudit,
    methodType: 'update',
    requestParam: input,
    changes: changedFields({ auditStatus: p.auditStatus, auditReason: p.auditReason, isShow: p.isShow, isForced: p.isForced }, after),
  });
}

/** POST .../product/force/down: off the shelf with the reason; the merchant cannot put it back until an edit is approved. */
export async function forceDown(ctx: CommerceContext, req: Req, who: AdminPrincipal, input: z.output<typeof productForceDownRequest>): Promise<void> {
  const ids = [...new Set(input.ids.split(',').map(Number))];
  const rows = await live(ctx).select(['products.id', 'products.storeName', 'products.isShow', 'products.isForced']).where('products.id', 'in', ids).execute();
  if (rows.length !== ids.length) throw new BusinessError('Product not found');
  const after = { isForced: 1, isShow: 0, auditReason: input.reason };
  await catalogueOf(ctx)
    .updateTable('products')
    .set((eb) => ({ ...after, version: eb('version', '+', 1), updatedAt: now() }))
    .where('id', 'in', ids)
    .execute();
  for (const r of rows) {
    await logOperation(ctx, req, who, {
      description: `Forced the product "${r.storeName}" off the shelf`,
      method: P.productForceDown,
      methodType: 'update',
      requestParam: { id: r.id, reason: input.reason },
      changes: changedFields({ isForced: r.isForced, isShow: r.isShow, auditReason: '' }, after),
    });
  }
}

/** GET .../config/getuniq?key=: "1" on, "0" off (the product review, or cash on delivery at checkout). */
export async function readPlatformSwitch(ctx: CommerceContext, key: PlatformSwitchKey): Promise<string> {
  const on = key === PRODUCT_AUDIT_SWITCH_KEY ? await productAuditOn(catalogueOf(ctx)) : await codOn(ctx);
  return on ? '1' : '0';
}

const SWITCH_WORDS: Record<PlatformSwitchKey, string> = { [PRODUCT_AUDIT_SWITCH_KEY]: 'product review', [COD_SWITCH_KEY]: 'cash on delivery' };

/**
 * POST .../config/saveuniq: turns the review, or cash on delivery, on or off. Products already waiting stay in
 * the queue; orders already placed with cash on delivery are still shipped and collected.
 */
export async function savePlatformSwitch(ctx: CommerceContext, req: Req, who: AdminPrincipal, input: z.output<typeof configSaveRequest>): Promise<void> {
  const before = await readPlatformSwitch(ctx, input.key);
  if (before === input.value) return;
  const value = JSON.stringify(input.value);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('siteConfig')
      .values({ key: input.key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    await logOperation({ ...ctx, db: trx }, req, who, {
      description: `Turned ${SWITCH_WORDS[input.key]} ${input.value === '1' ? 'on' : 'off'}`,
      method: P.configSave,
      methodType: 'update',
      requestParam: input,
      changes: { [input.key]: { before, after: input.value } },
    });
  });
}
