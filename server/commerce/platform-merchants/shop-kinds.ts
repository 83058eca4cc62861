import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import { BusinessError, commonPage, readPage, ValidationError, type CommonPage } from '../http/envelope.js';
import { now } from '../db/time.js';
import { bool } from '../http/render.js';
import { AUDIT } from '../merchants/settlement.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { consoleTime } from './tables.js';

/**
 * Shop types and shop categories (A's MerchantTypeController and MerchantCategoryController): the two
 * lists the settlement form and the shop street's filters offer, edited the same way. A type has its
 * requirements text (`info`), a category its default commission (`handlingFee`, whole percent). Deleting
 * marks the row deleted (A's isDel), and is refused while a shop or a pending application still uses it.
 * The storefront reads them through the BFF's public cache: a change shows there within CACHE_TTL_S.
 */
export type ShopKind = 'type' | 'category';

interface KindRow {
  id: number;
  name: string;
  info?: string;
  handlingFee?: number;
  isDel: number;
  createdAt: string;
  updatedAt: string;
}

/** The one field besides the name each kind has. */
type Extra = { info: string } | { handlingFee: number };

const TABLE = { type: 'merchantTypes', category: 'merchantCategories' } as const;
const COLUMN = { type: 'typeId', category: 'categoryId' } as const;

type Req = Pick<FastifyRequest, 'method' | 'url' | 'ip'>;

function render(ctx: CommerceContext, r: KindRow) {
  const extra = r.info !== undefined ? { info: r.info } : { handlingFee: r.handlingFee ?? 0 };
  return { id: r.id, name: r.name, ...extra, isDel: bool(r.isDel), createTime: consoleTime(ctx, r.createdAt), updateTime: consoleTime(ctx, r.updatedAt) };
}

function live(ctx: CommerceContext, kind: ShopKind) {
  // Both tables have the columns read here; the union of their row types is what each answer renders.
  return ctx.db.selectFrom(TABLE[kind] as 'merchantTypes').where('isDel', '=', 0);
}

async function liveRow(ctx: CommerceContext, kind: ShopKind, id: number): Promise<KindRow> {
  const row = (await live(ctx, kind).selectAll().where('id', '=', id).executeTakeFirst()) as KindRow | undefined;
  if (!row) throw new BusinessError(`Shop ${kind} not found`);
  return row;
}

export async function kindPage(ctx: CommerceContext, kind: ShopKind, rawQuery: unknown): Promise<CommonPage<ReturnType<typeof render>>> {
  const args = readPage(rawQuery);
  const [total, rows] = await Promise.all([
    live(ctx, kind).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    live(ctx, kind).selectAll().orderBy('id').limit(args.limit).offset(args.offset).execute(),
  ]);
  return commonPage((rows as KindRow[]).map((r) => render(ctx, r)), Number(total.n), args);
}

export async function kindList(ctx: CommerceContext, kind: ShopKind) {
  const rows = (await live(ctx, kind).selectAll().orderBy('id').execute()) as KindRow[];
  return rows.map((r) => render(ctx, r));
}

async function assertNameFree(ctx: CommerceContext, kind: ShopKind, name: string, except: number): Promise<void> {
  const taken = await live(ctx, kind)
    .select('id')
    .where('id', '!=', except)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (taken) throw new BusinessError(`A shop ${kind} with this name exists already`);
}

export async function addKind(ctx: CommerceContext, req: Req, who: AdminPrincipal, kind: ShopKind, input: { name: string } & Extra, permission: string): Promise<number> {
  await assertNameFree(ctx, kind, input.name, 0);
  const stamp = now();
  const row = await ctx.db
    .insertInto(TABLE[kind] as 'merchantTypes')
    .values({ ...(input as { name: string; info: string }), isDel: 0, createdAt: stamp, updatedAt: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  await logOperation(ctx, req, who, {
    description: `Added the shop ${kind} "${input.name}"`,
    method: permission,
    methodType: 'create',
    requestParam: input,
    changes: changedFields({}, { id: row.id, ...input }),
  });
  return row.id;
}

export async function updateKind(ctx: CommerceContext, req: Req, who: AdminPrincipal, kind: ShopKind, input: { id?: number; name: string } & Extra, permission: string): Promise<void> {
  if (input.id === undefined) throw new ValidationError('id is required');
  const { id, ...fields } = input;
  const before = await liveRow(ctx, kind, id);
  await assertNameFree(ctx, kind, fields.name, id);
  const changes = changedFields(before as unknown as Record<string, unknown>, fields);
  if (Object.keys(changes).length === 0) return;
  await ctx.db
    .updateTable(TABLE[kind] as 'merchantTypes')
    .set({ ...(fields as { name: string; info: string }), updatedAt: now() })
    .where('id', '=', id)
    .execute();
  await logOperation(ctx, req, who, { description: `Edited the shop ${kind} "${before.name}"`, method: permission, methodType: 'update', requestParam: input, changes });
}

export async function deleteKind(ctx: CommerceContext, req: Req, who: AdminPrincipal, kind: ShopKind, id: number, permission: string): Promise<void> {
  const before = await liveRow(ctx, kind, id);
  const column = COLUMN[kind];
  const [shops, pending] = await Promise.all([
    ctx.db.selectFrom('merchants').select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', id).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('merchantApplications').select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', id).where('auditStatus', '=', AUDIT.pending).executeTakeFirstOrThrow(),
  ]);
  const inUse = Number(shops.n);
  const waiting = Number(pending.n);
  if (inUse > 0 || waiting > 0) {
    throw new BusinessError(`The shop ${kind} "${before.name}" is still used by ${inUse} shop${inUse === 1 ? '' : 's'} and ${waiting} pending application${waiting === 1 ? '' : 's'}: move them to another ${kind} first`);
  }
  await ctx.db.updateTable(TABLE[kind] as 'merchantTypes').set({ isDel: 1, updatedAt: now() }).where('id', '=', id).execute();
  await logOperation(ctx, req, who, {
    description: `Deleted the shop ${kind} "${before.name}"`,
    method: permission,
    methodType: 'delete',
    requestParam: { id },
    changes: { isDel: { before: 0, after: 1 } },
  });
}
