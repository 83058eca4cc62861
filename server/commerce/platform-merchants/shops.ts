import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError, commonPage, readPage, type CommonPage } from '../http/envelope.js';
import { now } from '../db/time.js';
import { bool, splitList } from '../http/render.js';
import { merchantKeywordMatch, searchTerm } from '../catalog/query.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';
import { adminDb, ADMIN_TYPE } from '../admin-accounts/tables.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import type { Wire } from '../../../shared/contract/fields.js';
import type {
  merchantBaseInfo,
  merchantHeaderNum,
  merchantPage,
  merchantPlatformDetail,
  merchantSearchRequest,
  merchantUpdateRequest,
} from '../../../shared/contract/admin-platform.js';
import { absolutePictures, consoleTime, platformDb, type PlatformDatabase } from './tables.js';

/**
 * The platform's shop calls (A's MerchantController): the list with its filters, the open and closed
 * counts, one shop, its settings (self-operated, commission, contact, type and category), and closing or
 * opening it. A closed shop (`is_show` 0) drops out of shop street and store search, its pages answer
 * "closed", and cart and checkout refuse its goods; orders already placed go on as before.
 */

type Req = Pick<FastifyRequest, 'method' | 'url' | 'ip'>;
type ShopRow = Selectable<PlatformDatabase['merchants']> & { categoryName: string | null; typeName: string | null };

const yes = (v: string | undefined) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1');

function withNames(db: Kysely<PlatformDatabase>) {
  return db
    .selectFrom('merchants')
    .leftJoin('merchantCategories as c', 'c.id', 'merchants.categoryId')
    .leftJoin('merchantTypes as t', 't.id', 'merchants.typeId');
}

function renderListed(ctx: CommerceContext, r: ShopRow): Wire<typeof merchantPage> {
  return {
    id: r.id,
    name: r.name,
    categoryId: r.categoryId,
    categoryName: r.categoryName ?? '',
    typeId: r.typeId,
    typeName: r.typeName ?? '',
    realName: r.realName,
    email: r.email,
    phone: r.phone,
    isSelf: bool(r.isSelf),
    isSwitch: bool(r.isShow),
    handlingFee: r.handlingFee,
    starLevel: r.starLevel,
    closeReason: r.closeReason,
    createType: r.createType,
    createTime: consoleTime(ctx, r.createdAt),
  };
}

export async function shopPage(ctx: CommerceContext, query: z.output<typeof merchantSearchRequest>, rawQuery: unknown): Promise<CommonPage<Wire<typeof merchantPage>>> {
  const args = readPage(rawQuery);
  let q = withNames(platformDb(ctx.db));
  if (query.keywords) q = q.where(merchantKeywordMatch(searchTerm(query.keywords), ctx.kind));
  if (query.categoryId) q = q.where('merchants.categoryId', '=', Number(query.categoryId));
  if (query.typeId) q = q.where('merchants.typeId', '=', Number(query.typeId));
  const self = yes(query.isSelf);
  if (self !== undefined) q = q.where('merchants.isSelf', '=', self ? 1 : 0);
  const open = yes(query.isSwitch);
  if (open !== undefined) q = q.where('merchants.isShow', '=', open ? 1 : 0);
  const [total, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll('merchants').select(['c.name as categoryName', 't.name as typeName']).orderBy('merchants.id', 'desc').limit(args.limit).offset(args.offset).execute(),
  ]);
  return commonPage(rows.map((r) => renderListed(ctx, r)), Number(total.n), args);
}

export async function shopCounts(ctx: CommerceContext): Promise<Wire<typeof merchantHeaderNum>> {
  const rows = await ctx.db.selectFrom('merchants').select((eb) => ['isShow', eb.fn.countAll<number>().as('n')]).groupBy('isShow').execute();
  const n = (open: boolean) => rows.filter((r) => (r.isShow === 1) === open).reduce((sum, r) => sum + Number(r.n), 0);
  return { openNum: n(true), closeNum: n(false) };
}

async function shopRow(ctx: CommerceContext, id: number): Promise<ShopRow> {
  const row = await withNames(platformDb(ctx.db)).selectAll('merchants').select(['c.name as categoryName', 't.name as typeName']).where('merchants.id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('Shop not found');
  return row;
}

export async function shopDetail(ctx: CommerceContext, domain: string, id: number): Promise<Wire<typeof merchantPlatformDetail>> {
  const r = await shopRow(ctx, id);
  const owner = await adminDb(ctx)
    .selectFrom('adminAccounts')
    .select('account')
    .where('side', '=', 'merchant')
    .where('merId', '=', id)
    .where('type', '=', ADMIN_TYPE.merchantOwner)
    .where('isDel', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
  const { createTime: _listed, ...listed } = renderListed(ctx, r);
  return {
    ...listed,
    address: r.address,
    keywords: r.keywords,
    qualificationPicture: absolutePictures(domain, splitList(r.qualificationPicture)),
    adminAccount: owner?.account ?? '',
    createTime: consoleTime(ctx, r.createdAt),
    updateTime: consoleTime(ctx, r.updatedAt),
  };
}

/** POST .../merchant/update: the fields sent change, the others stay; the log carries each change's before and after. */
export async function updateShop(ctx: CommerceContext, req: Req, who: AdminPrincipal, input: z.output<typeof merchantUpdateRequest>, permission: string): Promise<void> {
  const { id, isSelf, ...fields } = input;
  const before = await shopRow(ctx, id);
  const [category, type, nameTaken] = await Promise.all([
    fields.categoryId === undefined ? true : ctx.db.selectFrom('merchantCategories').select('id').where('id', '=', fields.categoryId).where('isDel', '=', 0).executeTakeFirst(),
    fields.typeId === undefined ? true : ctx.db.selectFrom('merchantTypes').select('id').where('id', '=', fields.typeId).where('isDel', '=', 0).executeTakeFirst(),
    fields.name === undefined
      ? undefined
      : ctx.db.selectFrom('merchants').select('id').where('id', '!=', id).where((eb) => eb(eb.fn('lower', ['name']), '=', fields.name!.toLowerCase())).executeTakeFirst(),
  ]);
  if (!category) throw new BusinessError('The shop category does not exist');
  if (!type) throw new BusinessError('The shop type does not exist');
  if (nameTaken) throw new BusinessError('This shop name is already taken');
  const set = Object.fromEntries(Object.entries({ ...fields, isSelf: isSelf === undefined ? undefined : isSelf ? 1 : 0 }).filter(([, v]) => v !== undefined)) as Partial<Record<string, string | number>>;
  const changes = changedFields(before as unknown as Record<string, unknown>, set);
  if (Object.keys(changes).length === 0) return;
  await platformDb(ctx.db).updateTable('merchants').set({ ...set, updatedAt: now() }).where('id', '=', id).execute();
  await logOperation(ctx, req, who, { description: `Edited the shop "${before.name}"`, method: permission, methodType: 'update', requestParam: input, changes });
}

/** POST .../merchant/close/{id} with a reason, and .../open/{id}, which clears it. */
export async function switchShop(ctx: CommerceContext, req: Req, who: AdminPrincipal, id: number, open: boolean, reason: string, permission: string): Promise<void> {
  const before = await shopRow(ctx, id);
  if ((before.isShow === 1) === open) throw new BusinessError(open ? 'This shop is open already' : 'This shop is closed already');
  const after = { isShow: open ? 1 : 0, closeReason: open ? '' : reason };
  await platformDb(ctx.db).updateTable('merchants').set({ ...after, updatedAt: now() }).where('id', '=', id).execute();
  await logOperation(ctx, req, who, {
    description: open ? `Opened the shop "${before.name}"` : `Closed the shop "${before.name}"`,
    method: permission,
    methodType: 'update',
    requestParam: open ? { id } : { id, reason },
    changes: changedFields({ isShow: before.isShow, closeReason: before.closeReason }, after),
  });
}

/** GET /api/admin/merchant/base/info: the signed-in staff's own shop, with why it was closed. */
export async function merchantShopInfo(ctx: CommerceContext, merId: number): Promise<Wire<typeof merchantBaseInfo>> {
  const { categoryName, typeName, createType: _createType, createTime, ...shop } = renderListed(ctx, await shopRow(ctx, merId));
  return { ...shop, merCategory: categoryName, merType: typeName, createTime: createTime || null };
}
