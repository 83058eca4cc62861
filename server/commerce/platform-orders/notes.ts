import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { logOperation } from '../admin-accounts/operation-log.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';

/**
 * The operators' internal notes on an order or a refund (A's platformRemark, kept as a history so a note
 * never overwrites a colleague's). Only the platform's calls read them: no shop or shopper answer does.
 */

export type NoteKind = 'order' | 'refund';

export async function notesOf(ctx: CommerceContext, kind: NoteKind, refNos: string[]) {
  if (refNos.length === 0) return [];
  return ctx.db.selectFrom('platformNotes').select(['id', 'refNo', 'adminAccount', 'remark', 'createdAt']).where('kind', '=', kind).where('refNo', 'in', refNos).orderBy('id', 'desc').execute();
}

export async function addNote(ctx: CommerceContext, req: Pick<FastifyRequest, 'method' | 'url' | 'ip'>, who: AdminPrincipal, kind: NoteKind, refNo: string, remark: string, permission: string): Promise<void> {
  const exists =
    kind === 'order'
      ? await ctx.db.selectFrom('merchantOrders').select('id').where('orderNo', '=', refNo).executeTakeFirst()
      : await ctx.db.selectFrom('refunds').select('id').where('refundOrderNo', '=', refNo).executeTakeFirst();
  if (!exists) throw new BusinessError(kind === 'order' ? 'Order not found' : 'Refund not found');
  const before = await ctx.db.selectFrom('platformNotes').select('remark').where('kind', '=', kind).where('refNo', '=', refNo).orderBy('id', 'desc').executeTakeFirst();
  await ctx.db.insertInto('platformNotes').values({ kind, refNo, adminId: who.id, adminAccount: who.account, remark, createdAt: now() }).execute();
  await logOperation(ctx, req, who, {
    description: kind === 'order' ? `Noted the order ${refNo}` : `Noted the refund ${refNo}`,
    method: permission,
    methodType: 'update',
    requestParam: kind === 'order' ? { orderNo: refNo, remark } : { refundOrderNo: refNo, remark },
    changes: { platformRemark: { before: before?.remark ?? '', after: remark } },
  });
}
