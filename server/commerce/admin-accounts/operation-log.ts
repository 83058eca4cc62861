import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import { now } from '../db/time.js';
import type { AdminPrincipal } from './guard.js';
import { adminDb } from './tables.js';

/** A changed field's value before and after; a secret is written as SECRET, never as itself. */
type Changes = Record<string, { before: unknown; after: unknown }>;

export const SECRET = '••••••';

interface LoggedAction {
  /** What was done, in words (A's `description`). */
  description: string;
  /** The permission the call needed (A logs the handler's name here). */
  method: string;
  /** A's methodType: the kind of change (`update`, `create`, `delete`, ...). */
  methodType: string;
  /** The request's fields as JSON, with any secret left out. */
  requestParam?: Record<string, unknown>;
  changes: Changes;
}

/** Only the fields whose value really changed. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const out: Changes = {};
  for (const [k, v] of Object.entries(after)) if (before[k] !== v) out[k] = { before: before[k], after: v };
  return out;
}

/**
 * Writes one entry of the operation log: who (account and shop), what, when, from where, and the
 * before and after of what changed. Every state-changing console call writes one after it succeeds.
 */
export async function logOperation(
  ctx: CommerceContext,
  req: Pick<FastifyRequest, 'method' | 'url' | 'ip'>,
  who: Pick<AdminPrincipal, 'side' | 'id' | 'merId' | 'account'>,
  action: LoggedAction,
): Promise<void> {
  await adminDb(ctx)
    .insertInto('adminOperationLogs')
    .values({
      side: who.side,
      adminId: who.id,
      merId: who.merId,
      adminAccount: who.account,
      description: action.description,
      methodType: action.methodType,
      method: action.method,
      requestMethod: req.method,
      url: req.url.split('?')[0] ?? '',
      ip: req.ip,
      requestParam: JSON.stringify(action.requestParam ?? {}),
      changes: JSON.stringify(action.changes),
      result: 'success',
      status: 1,
      errorMsg: '',
      createdAt: now(),
    })
    .execute();
}
