import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { MERCHANT_PRODUCT_PERMISSIONS, shopCategoryIds, storeProductCategory, storeProductCategoryRequest } from '../../../shared/contract/admin-product.js';
import { BusinessError, ValidationError, parse } from '../http/envelope.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';

export const CATEGORY_NOT_FOUND = 'Category not found';

/** How many of the shop's products (any state but deleted for good) name each shop category. */
async function productCounts(ctx: CommerceContext, merId: number): Promise<Map<number, number>> {
  const rows = await ctx.db.selectFrom('products').select('merCateIds').where('merId', '=', merId).where('isDel', '=', 0).where('merCateIds', '!=', '').execute();
  const counts = new Map<number, number>();
  for (const r of rows) for (const id of new Set(shopCategoryIds(r.merCateIds))) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** GET .../store/product/category/list: the shop's categories, flat, by sort then id (the console nests them by `pid`). */
export async function shopCategories(ctx: CommerceContext, merId: number): Promise<Wire<typeof storeProductCategory>[]> {
  const [rows, counts] = await Promise.all([
    ctx.db.selectFrom('merchantProductCategories').selectAll().where('merId', '=', merId).orderBy('sort').orderBy('id').execute(),
    productCounts(ctx, merId),
  ]);
  return rows.map((r) => ({ id: r.id, merId: r.merId, pid: r.pid, name: r.name, icon: r.icon, sort: r.sort, isShow: r.isShow === 1, isDel: false, productCount: counts.get(r.id) ?? 0 }));
}

async function ownCategory(ctx: CommerceContext, merId: number, id: number) {
  const row = Number.isInteger(id) && id > 0 ? await ctx.db.selectFrom('merchantProductCategories').selectAll().where('id', '=', id).where('merId', '=', merId).executeTakeFirst() : undefined;
  if (!row) throw new BusinessError(CATEGORY_NOT_FOUND);
  return row;
}

/** A parent must be a top-level category of the same shop: the shop's tree has two levels, as the storefront shows it. */
async function parentLevel(ctx: CommerceContext, merId: number, pid: number, self?: number): Promise<number> {
  if (pid === 0) return 1;
  if (pid === self) throw new ValidationError('A category cannot be its own parent');
  const parent = await ctx.db.selectFrom('merchantProductCategories').select(['level']).where('id', '=', pid).where('merId', '=', merId).executeTakeFirst();
  if (!parent) throw new ValidationError('Choose a parent category of this shop');
  if (parent.level !== 1) throw new ValidationError('Shop categories have two levels: choose a top-level parent');
  return 2;
}

type CategoryForm = ReturnType<typeof readForm>;
const readForm = (body: unknown) => parse(storeProductCategoryRequest, body ?? {});

/** POST .../store/product/category/add. */
export async function addCategory(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  const f: CategoryForm = readForm(req.body);
  const level = await parentLevel(ctx, who.merId, f.pid);
  const row = { merId: who.merId, pid: f.pid, name: f.name, icon: f.icon, level, sort: f.sort, isShow: 1 };
  const r = await ctx.db.insertInto('merchantProductCategories').values(row).returning('id').executeTakeFirstOrThrow();
  await logOperation(ctx, req, who, { description: 'Add shop category', method: MERCHANT_PRODUCT_PERMISSIONS.categoryAdd, methodType: 'add', requestParam: { id: r.id }, changes: changedFields({}, { name: f.name, pid: f.pid, sort: f.sort, icon: f.icon }) });
}

/** POST .../store/product/category/update: rename, move under another parent, or reorder by `sort`. */
export async function updateCategory(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  const f: CategoryForm = readForm(req.body);
  if (f.id === undefined) throw new ValidationError('id is required to update a category');
  const current = await ownCategory(ctx, who.merId, f.id);
  const level = await parentLevel(ctx, who.merId, f.pid, current.id);
  if (level === 2) {
    const child = await ctx.db.selectFrom('merchantProductCategories').select('id').where('pid', '=', current.id).where('merId', '=', who.merId).executeTakeFirst();
    if (child) throw new ValidationError('A category with sub-categories stays at the top level');
  }
  const after = { name: f.name, pid: f.pid, sort: f.sort, icon: f.icon, level };
  const changes = changedFields({ name: current.name, pid: current.pid, sort: current.sort, icon: current.icon, level: current.level }, after);
  if (Object.keys(changes).length === 0) return;
  await ctx.db.updateTable('merchantProductCategories').set(after).where('id', '=', current.id).where('merId', '=', who.merId).execute();
  await logOperation(ctx, req, who, { description: 'Update shop category', method: MERCHANT_PRODUCT_PERMISSIONS.categoryUpdate, methodType: 'update', requestParam: { id: current.id }, changes });
}

/** POST .../store/product/category/delete/{id}: only an empty category (no products, no sub-categories) goes. */
export async function deleteCategory(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal, id: number): Promise<void> {
  const current = await ownCategory(ctx, who.merId, id);
  const child = await ctx.db.selectFrom('merchantProductCategories').select('id').where('pid', '=', current.id).where('merId', '=', who.merId).executeTakeFirst();
  if (child) throw new BusinessError('This category has sub-categories: move or delete them first');
  const held = (await productCounts(ctx, who.merId)).get(current.id) ?? 0;
  if (held > 0) throw new BusinessError(`This category still holds ${held} product${held === 1 ? '' : 's'}: move them to another category first`);
  await ctx.db.deleteFrom('merchantProductCategories').where('id', '=', current.id).where('merId', '=', who.merId).execute();
  await logOperation(ctx, req, who, { description: 'Delete shop category', method: MERCHANT_PRODUCT_PERMISSIONS.categoryDelete, methodType: 'delete', requestParam: { id: current.id }, changes: changedFields({ name: current.name }, { name: null }) });
}

/** POST .../store/product/category/update/show/{id}: shows or hides it on the shop's pages. */
export async function toggleCategory(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal, id: number): Promise<void> {
  const current = await ownCategory(ctx, who.merId, id);
  const isShow = current.isShow === 1 ? 0 : 1;
  await ctx.db.updateTable('merchantProductCategories').set({ isShow }).where('id', '=', current.id).where('merId', '=', who.merId).execute();
  await logOperation(ctx, req, who, { description: 'Show or hide shop category', method: MERCHANT_PRODUCT_PERMISSIONS.categoryShow, methodType: 'update', requestParam: { id: current.id }, changes: changedFields({ isShow: current.isShow }, { isShow }) });
}
