import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError, ValidationError } from '../http/envelope.js';
import { IMAGE_PREFIX } from '../images/write.js';
import { withDescendants } from '../catalog/categories.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { PLATFORM_CATALOGUE_PERMISSIONS as P, type platformCategory, type productCategoryRequest } from '../../../shared/contract/admin-platform-catalogue.js';

/**
 * The storefront's category tree as the platform edits it (A's ProductCategoryController): three levels, a
 * level-3 category holding products, an icon, an order (`sort`, larger first) and whether shoppers see it (a
 * hidden category hides its branch). The storefront reads the table on every request, so a change shows at
 * once (the BFF drops its cached answers when the call succeeds). A category still holding products or
 * sub-categories cannot be deleted, and the operator is told how many products and in which shops.
 */
type Req = Pick<FastifyRequest, 'method' | 'url' | 'ip'>;
type Input = z.output<typeof productCategoryRequest>;

const OWN_ICON_RE = new RegExp(`^${IMAGE_PREFIX.replace(/\//g, '\\/')}[A-Za-z0-9._/-]{1,400}\\.(?:jpe?g|png|webp|gif|svg)$`, 'i');

/** Live products (not deleted for good; the recycle bin counts, it can be restored) under each category. */
async function productCounts(ctx: CommerceContext): Promise<Map<number, number>> {
  const rows = await ctx.db.selectFrom('products').select((eb) => ['cateId', eb.fn.countAll<number>().as('n')]).where('isDel', '=', 0).groupBy('cateId').execute();
  return new Map(rows.map((r) => [r.cateId, Number(r.n)]));
}

/** GET .../category/list: every category, flat, by level, then order, then id; each with its branch's product count. */
export async function categoryList(ctx: CommerceContext): Promise<Wire<typeof platformCategory>[]> {
  const [rows, counts] = await Promise.all([ctx.db.selectFrom('categories').selectAll().execute(), productCounts(ctx)]);
  const branchCount = (id: number) => withDescendants(rows, id).reduce((sum, c) => sum + (counts.get(c) ?? 0), 0);
  return rows
    .sort((a, b) => a.level - b.level || b.sort - a.sort || a.id - b.id)
    .map((r) => ({ id: r.id, pid: r.pid, name: r.name, icon: r.icon, level: r.level, sort: r.sort, isShow: r.isShow === 1, productCount: branchCount(r.id) }));
}

async function categoryRow(ctx: CommerceContext, id: number) {
  const row = await ctx.db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('Category not found');
  return row;
}

/** The parent must exist one level up (none for level 1), and the name be free among its siblings. */
async function checkPlace(ctx: CommerceContext, input: Input, self: number): Promise<{ icon: string }> {
  if (input.level === 1 && input.pid !== 0) throw new ValidationError('A level-1 category has no parent: pid must be 0');
  if (input.level > 1) {
    if (input.pid === 0) throw new ValidationError(`A level-${input.level} category needs a parent of level ${input.level - 1}`);
    const parent = await ctx.db.selectFrom('categories').select(['id', 'level']).where('id', '=', input.pid).executeTakeFirst();
    if (!parent) throw new BusinessError('The parent category does not exist');
    if (parent.level !== input.level - 1) throw new ValidationError(`A level-${input.level} category's parent must be of level ${input.level - 1}`);
    if (parent.id === self) throw new ValidationError('A category cannot be its own parent');
  }
  const twin = await ctx.db
    .selectFrom('categories')
    .select('id')
    .where('pid', '=', input.pid)
    .where('id', '!=', self)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', input.name.toLowerCase()))
    .executeTakeFirst();
  if (twin) throw new BusinessError(`A category named "${input.name}" exists already at this place`);
  const icon = input.icon.trim();
  // The service has taken its own image domain off; a picture on any other host is refused.
  if (icon !== '' && !OWN_ICON_RE.test(icon)) throw new ValidationError('icon must be a picture uploaded to this marketplace');
  return { icon };
}

export async function addCategory(ctx: CommerceContext, req: Req, who: AdminPrincipal, input: Input): Promise<void> {
  const { icon } = await checkPlace(ctx, input, 0);
  const values = { pid: input.pid, name: input.name, icon, level: input.level, sort: input.sort, isShow: 1 };
  const row = await ctx.db.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow();
  await logOperation(ctx, req, who, { description: `Added the category "${input.name}"`, method: P.categoryAdd, methodType: 'create', requestParam: input, changes: changedFields({}, { id: row.id, ...values }) });
}

export async function updateCategory(ctx: CommerceContext, req: Req, who: AdminPrincipal, input: Input): Promise<void> {
  if (input.id === undefined) throw new ValidationError('id is required');
  const id = input.id;
  const before = await categoryRow(ctx, id);
  if (before.level !== input.level) {
    const child = await ctx.db.selectFrom('categories').select('id').where('pid', '=', id).executeTakeFirst();
    if (child) throw new BusinessError('A category with sub-categories keeps its level: move or delete the sub-categories first');
    if (before.level === 3 && (await productCounts(ctx)).get(id)) throw new BusinessError('A category holding products stays at level 3: move its products first');
  }
  const { icon } = await checkPlace(ctx, input, id);
  const after = { pid: input.pid, name: input.name, icon, level: input.level, sort: input.sort };
  const changes = changedFields(before as unknown as Record<string, unknown>, after);
  if (Object.keys(changes).length === 0) return;
  await ctx.db.updateTable('categories').set(after).where('id', '=', id).execute();
  await logOperation(ctx, req, who, { description: `Edited the category "${before.name}"`, method: P.categoryUpdate, methodType: 'update', requestParam: input, changes });
}

/** Refused while the category (or its branch) holds products, naming how many and in which shops, or while it has sub-categories. */
export async function deleteCategory(ctx: CommerceContext, req: Req, who: AdminPrincipal, id: number): Promise<void> {
  const before = await categoryRow(ctx, id);
  const all = await ctx.db.selectFrom('categories').select(['id', 'pid']).execute();
  const branch = withDescendants(all, id);
  const shops = await ctx.db
    .selectFrom('products')
    .leftJoin('merchants', 'merchants.id', 'products.merId')
    .select((eb) => ['merchants.name', eb.fn.countAll<number>().as('n')])
    .where('products.cateId', 'in', branch)
    .where('products.isDel', '=', 0)
    .groupBy('merchants.name')
    .orderBy('merchants.name')
    .execute();
  const total = shops.reduce((sum, s) => sum + Number(s.n), 0);
  if (total > 0) {
    const named = shops.slice(0, 5).map((s) => `${s.name ?? 'a deleted shop'} (${Number(s.n)})`);
    const more = shops.length > 5 ? ` and ${shops.length - 5} more shop${shops.length - 5 === 1 ? '' : 's'}` : '';
    throw new BusinessError(`The category "${before.name}" still holds ${total} product${total === 1 ? '' : 's'}: ${named.join(', ')}${more}. Move them to another category first`);
  }
  const children = branch.length - 1;
  if (children > 0) throw new BusinessError(`The category "${before.name}" still has ${children} sub-categor${children === 1 ? 'y' : 'ies'}: delete or move them first`);
  await ctx.db.deleteFrom('categories').where('id', '=', id).execute();
  await logOperation(ctx, req, who, { description: `Deleted the category "${before.name}"`, method: P.categoryDelete, methodType: 'delete', requestParam: { id }, changes: { name: { before: before.name, after: null }, pid: { before: before.pid, after: null }, level: { before: before.level, after: null } } });
}

/** POST .../update/show/{id}: shows or hides it; a hidden category hides its branch in the storefront. */
export async function toggleCategory(ctx: CommerceContext, req: Req, who: AdminPrincipal, id: number): Promise<void> {
  const before = await categoryRow(ctx, id);
  const isShow = before.isShow === 1 ? 0 : 1;
  await ctx.db.updateTable('categories').set({ isShow }).where('id', '=', id).execute();
  await logOperation(ctx, req, who, {
    description: `${isShow ? 'Showed' : 'Hid'} the category "${before.name}"`,
    method: P.categoryShow,
    methodType: 'update',
    requestParam: { id },
    changes: { isShow: { before: before.isShow, after: isShow } },
  });
}
