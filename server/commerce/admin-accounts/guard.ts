import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { CommerceContext } from '../context.js';
import { BusinessError, NotLoggedInError } from '../http/envelope.js';
import { ALL_PERMISSIONS } from '../../../shared/contract/admin.js';
import { readAdminToken, resolveAdminToken } from './sessions.js';
import { adminDb, ADMIN_TYPE, type AdminSide } from './tables.js';

/** Who is calling a console route, as the permission guard found them. */
export interface AdminPrincipal {
  id: number;
  account: string;
  realName: string;
  side: AdminSide;
  type: number;
  /** The shop a merchant console call is scoped to; 0 on the platform side. */
  merId: number;
  roleId: number;
  roleName: string;
  permissions: string[];
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requirePermission` on every console route. */
    admin?: AdminPrincipal;
  }
}

class ForbiddenError extends BusinessError {
  constructor() {
    super('You do not have permission for this action', 403);
    this.name = 'ForbiddenError';
  }
}

function parseRules(rules: string): string[] {
  try {
    const v: unknown = JSON.parse(rules);
    return Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** The signed-in console account of a token, or null when the token or the account is no longer good. */
async function loadPrincipal(ctx: CommerceContext, side: AdminSide, token: string): Promise<AdminPrincipal | null> {
  const adminId = await resolveAdminToken(ctx, token, side);
  if (adminId === null) return null;
  const row = await adminDb(ctx)
    .selectFrom('adminAccounts as a')
    .leftJoin('adminRoles as r', 'r.id', 'a.roleId')
    .select(['a.id', 'a.account', 'a.realName', 'a.side', 'a.type', 'a.merId', 'a.roleId', 'a.status', 'a.isDel', 'r.roleName', 'r.rules', 'r.status as roleStatus'])
    .where('a.id', '=', adminId)
    .executeTakeFirst();
  if (!row || row.side !== side || row.status !== 1 || row.isDel !== 0) return null;
  const superType = side === 'merchant' ? ADMIN_TYPE.merchantOwner : ADMIN_TYPE.platformSuper;
  // An owner or super operator holds every permission of its side, as in A; staff hold their role's.
  const permissions = row.type === superType ? [ALL_PERMISSIONS] : row.roleStatus === 1 ? parseRules(row.rules ?? '[]') : [];
  return { id: row.id, account: row.account, realName: row.realName, side, type: row.type, merId: row.merId, roleId: row.roleId, roleName: row.roleName ?? '', permissions, token };
}

function sideOf(permission: string): AdminSide {
  if (permission.startsWith('merchant:')) return 'merchant';
  if (permission.startsWith('platform:')) return 'platform';
  throw new Error(`permission ${permission} names no console`);
}

function holds(principal: Pick<AdminPrincipal, 'permissions'>, permission: string): boolean {
  return principal.permissions.includes(ALL_PERMISSIONS) || principal.permissions.includes(permission);
}

/**
 * The preHandler of every console route: code 401 without a live token of the permission's console, code
 * 403 when the account's role lacks the permission; otherwise `request.admin` names the caller, and on
 * the merchant side `request.admin.merId` is the one shop the call may read or change.
 */
export function requirePermission(ctx: CommerceContext, permission: string): preHandlerAsyncHookHandler {
  const side = sideOf(permission);
  return async (req: FastifyRequest) => {
    const token = readAdminToken(req, side);
    const principal = token ? await loadPrincipal(ctx, side, token) : null;
    if (!principal) throw new NotLoggedInError();
    if (side === 'merchant' && principal.merId <= 0) throw new ForbiddenError();
    if (!holds(principal, permission)) throw new ForbiddenError();
    req.admin = principal;
  };
}

/** The caller a guarded route runs for (the guard has set it). */
export function principalOf(req: FastifyRequest): AdminPrincipal {
  if (!req.admin) throw new NotLoggedInError();
  return req.admin;
}
