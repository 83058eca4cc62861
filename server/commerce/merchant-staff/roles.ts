import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError, commonPage, readPage, ValidationError, type CommonPage } from '../http/envelope.js';
import { now, parseDateTime } from '../db/time.js';
import { wallTimeIn } from '../../../shared/time-zone.js';
import { ALL_PERMISSIONS } from '../../../shared/contract/admin.js';
import { MERCHANT_PERMISSIONS } from '../../../shared/contract/merchant-permissions.js';
import { MERCHANT_SESSION_PERMISSIONS, readRules, type systemRole, type systemRoleRequest, type systemRoleSearchRequest } from '../../../shared/contract/admin-staff.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { adminDb, ADMIN_TYPE } from '../admin-accounts/tables.js';

/**
 * A shop's roles (A's MerchantRoleController): a name and a set of permission strings, each one of the
 * console's registry (shared/contract/merchant-permissions.ts, read when the service starts, so a part of the
 * console added later is grantable at once). Rules are stored as a JSON array, which the guard reads.
 * Everything is scoped to the caller's shop: another shop's role, by any id, reads as not found.
 */
type Req = Pick<FastifyRequest, 'method' | 'url' | 'ip'>;

const NOT_FOUND = 'Role not found';

export const consoleTime = (ctx: Pick<CommerceContext, 'config'>, stored: string | null): string => (stored ? wallTimeIn(parseDateTime(stored), ctx.config.SERVER_TIME_ZONE) : '');

/** The stored JSON array (or an older comma list) of a role's rules. */
const storedRules = (rules: string): string[] => readRules(rules);

/**
 * Whether the caller may hand out these permissions: the owner may grant any; staff trusted with roles may
 * grant only what they hold themselves, so no one can give anyone (themselves included) more than they have.
 */
function assertGrantable(who: AdminPrincipal, rules: string[]): void {
  const known = new Set(MERCHANT_PERMISSIONS);
  const unknown = rules.filter((r) => !known.has(r));
  if (unknown.length) throw new ValidationError(`Unknown permission: ${unknown.slice(0, 3).join(', ')}`);
  if (who.permissions.includes(ALL_PERMISSIONS)) return;
  const held = new Set(who.permissions);
  if (rules.some((r) => !held.has(r))) throw new BusinessError('You can only grant permissions your own role has', 403);
}

async function roleRow(ctx: CommerceContext, merId: number, id: number) {
  const row = await adminDb(ctx).selectFrom('adminRoles').selectAll().where('id', '=', id).where('side', '=', 'merchant').where('merId', '=', merId).executeTakeFirst();
  if (!row) throw new BusinessError(NOT_FOUND);
  return row;
}

/** A role of the caller's shop, for assigning it to an account: it must exist there and be grantable by the caller. */
export async function assignableRole(ctx: CommerceContext, who: AdminPrincipal, id: number) {
  const row = await roleRow(ctx, who.merId, id);
  assertGrantable(who, storedRules(row.rules));
  return row;
}

async function staffCounts(ctx: CommerceContext, merId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await adminDb(ctx)
    .selectFrom('adminAccounts')
    .select(['roleId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('merId', '=', merId)
    .where('side', '=', 'merchant')
    .where('isDel', '=', 0)
    .where('roleId', 'in', ids)
    .groupBy('roleId')
    .execute();
  return new Map(rows.map((r) => [r.roleId, Number(r.n)]));
}

/** GET .../role/list: the shop's roles, newest last, with how many accounts hold each. */
export async function rolePage(ctx: CommerceContext, merId: number, query: z.output<typeof systemRoleSearchRequest>, rawQuery: unknown): Promise<CommonPage<Wire<typeof systemRole>>> {
  const args = readPage(rawQuery);
  let q = adminDb(ctx).selectFrom('adminRoles').where('side', '=', 'merchant').where('merId', '=', merId);
  if (query.roleName) q = q.where('roleName', 'like', `%${query.roleName.replace(/[%_\\]/g, '')}%`);
  if (query.status !== undefined) q = q.where('status', '=', query.status === true || query.status === 'true' ? 1 : 0);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('id').limit(args.limit).offset(args.offset).execute();
  const counts = await staffCounts(ctx, merId, rows.map((r) => r.id));
  const list = rows.map((r) => ({
    id: r.id,
    roleName: r.roleName,
    rules: storedRules(r.rules).join(','),
    level: 0,
    status: r.status === 1,
    type: ADMIN_TYPE.merchantStaff,
    merId: r.merId,
    staffCount: counts.get(r.id) ?? 0,
    createTime: consoleTime(ctx, r.createdAt) || null,
    updateTime: consoleTime(ctx, r.updatedAt) || null,
  }));
  return commonPage(list, Number(total.n), args);
}

async function assertNameFree(ctx: CommerceContext, merId: number, name: string, except = 0): Promise<void> {
  const rows = await adminDb(ctx).selectFrom('adminRoles').select(['id', 'roleName']).where('side', '=', 'merchant').where('merId', '=', merId).execute();
  if (rows.some((r) => r.id !== except && r.roleName.toLowerCase() === name.toLowerCase())) throw new BusinessError(`A role named "${name}" already exists`);
}

/** A role's rules as stored: what was chosen, and what every account needs to use the console at all. */
const withSession = (rules: string[]): string[] => [...new Set([...MERCHANT_SESSION_PERMISSIONS, ...rules])];

/** POST .../role/save. */
export async function addRole(ctx: CommerceContext, req: Req, who: AdminPrincipal, chosen: z.output<typeof systemRoleRequest>, permission: string): Promise<void> {
  const input = { ...chosen, rules: withSession(chosen.rules) };
  assertGrantable(who, input.rules);
  await assertNameFree(ctx, who.merId, input.roleName);
  const stamp = now();
  const row = await adminDb(ctx)
    .insertInto('adminRoles')
    .values({ merId: who.merId, side: 'merchant', roleName: input.roleName, rules: JSON.stringify(input.rules), status: input.status ? 1 : 0, createdAt: stamp, updatedAt: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  await logOperation(ctx, req, who, {
    description: `Added the role "${input.roleName}"`,
    method: permission,
    methodType: 'create',
    requestParam: { id: row.id, roleName: input.roleName },
    changes: changedFields({}, { roleName: input.roleName, rules: input.rules.join(','), status: input.status }),
  });
}

/** POST .../role/update: its accounts hold the new permissions from their next call on. */
export async function updateRole(ctx: CommerceContext, req: Req, who: AdminPrincipal, chosen: z.output<typeof systemRoleRequest>, permission: string): Promise<void> {
  const input = { ...chosen, rules: withSession(chosen.rules) };
  if (!input.id) throw new ValidationError('Role id is required');
  const before = await roleRow(ctx, who.merId, input.id);
  // Changing a role that grants more than the caller holds would hand out (or take away) what they do not have.
  assertGrantable(who, storedRules(before.rules));
  assertGrantable(who, input.rules);
  await assertNameFree(ctx, who.merId, input.roleName, before.id);
  await adminDb(ctx)
    .updateTable('adminRoles')
    .set({ roleName: input.roleName, rules: JSON.stringify(input.rules), status: input.status ? 1 : 0, updatedAt: now() })
    .where('id', '=', before.id)
    .where('merId', '=', who.merId)
    .execute();
  await logOperation(ctx, req, who, {
    description: `Changed the role "${input.roleName}"`,
    method: permission,
    methodType: 'update',
    requestParam: { id: before.id },
    changes: changedFields(
      { roleName: before.roleName, rules: storedRules(before.rules).join(','), status: before.status === 1 },
      { roleName: input.roleName, rules: input.rules.join(','), status: input.status },
    ),
  });
}

/** GET .../role/delete: refused while an account (disabled ones too) holds the role. */
export async function deleteRole(ctx: CommerceContext, req: Req, who: AdminPrincipal, id: number, permission: string): Promise<void> {
  const before = await roleRow(ctx, who.merId, id);
  assertGrantable(who, storedRules(before.rules));
  const used = (await staffCounts(ctx, who.merId, [id])).get(id) ?? 0;
  if (used > 0) throw new BusinessError(`This role is held by ${used} account${used === 1 ? '' : 's'}: give ${used === 1 ? 'it' : 'them'} another role first`);
  await adminDb(ctx).deleteFrom('adminRoles').where('id', '=', id).where('merId', '=', who.merId).execute();
  await logOperation(ctx, req, who, {
    description: `Deleted the role "${before.roleName}"`,
    method: permission,
    methodType: 'delete',
    requestParam: { id },
    changes: changedFields({ roleName: before.roleName, rules: storedRules(before.rules).join(',') }, { roleName: null, rules: null }),
  });
}
