import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import { MERCHANT_PRODUCT_PERMISSIONS, productDeleteQuery } from '../../../shared/contract/admin-product.js';
import { BusinessError, parse } from '../http/envelope.js';
import { now } from '../db/time.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';
import { ownProduct } from './products.js';
import { catalogueOf } from './tables.js';
import { shelfGate, SUBMITTED_FOR_REVIEW } from '../platform-catalogue/audit-gate.js';

type State = { isShow: number; isRecycle: number; isDel: number };

interface Move {
  description: string;
  method: string;
  methodType: string;
  /** Why the product cannot make this move from where it is, or null when it can. */
  refuse: (p: State) => string | null;
  to: (p: State) => Partial<State>;
}

const P = MERCHANT_PRODUCT_PERMISSIONS;
const always = () => null;

const MOVES = {
  putOnShell: { description: 'Put product on the shelf', method: P.putOnShell, methodType: 'update', refuse: (p) => (p.isRecycle === 1 ? 'Restore the product from the recycle bin before putting it on the shelf' : null), to: () => ({ isShow: 1 }) },
  offShell: { description: 'Take product off the shelf', method: P.offShell, methodType: 'update', refuse: always, to: () => ({ isShow: 0 }) },
  // In the bin a product is off the shelf, so shoppers' lists, search and carts drop it at once.
  recycle: { description: 'Move product to the recycle bin', method: P.delete, methodType: 'delete', refuse: always, to: () => ({ isRecycle: 1, isShow: 0 }) },
  delete: {
    description: 'Delete product for good',
    method: P.delete,
    methodType: 'delete',
    refuse: (p) => (p.isRecycle === 1 ? null : 'Only a product in the recycle bin can be deleted for good: move it to the recycle bin first'),
    to: () => ({ isDel: 1, isShow: 0 }),
  },
  // Restored into the warehouse: the merchant puts it on sale when ready.
  restore: { description: 'Restore product from the recycle bin', method: P.restore, methodType: 'update', refuse: (p) => (p.isRecycle === 1 ? null : 'The product is not in the recycle bin'), to: () => ({ isRecycle: 0, isShow: 0 }) },
} satisfies Record<string, Move>;

export type MoveName = keyof typeof MOVES;

/**
 * Moves one of the shop's products between the shelf, the warehouse and the recycle bin, or deletes it for
 * good. The change is conditional on the state it was checked in, and raises the product's version, so an
 * edit form opened before it is told to reload.
 */
export async function moveProduct(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal, id: number, name: MoveName): Promise<void> {
  const move: Move = MOVES[name];
  const p = await ownProduct(ctx, who.merId, id);
  const refused = move.refuse(p);
  if (refused) throw new BusinessError(refused);
  // The platform's review: a forced product (or any, with its switch on) goes to the queue, not the shelf.
  const review = name === 'putOnShell' && (await shelfGate(catalogueOf(ctx), p)) === 'review';
  const before = { isShow: p.isShow, isRecycle: p.isRecycle, isDel: p.isDel, ...(review ? { auditStatus: p.auditStatus, isForced: p.isForced, auditReason: p.auditReason } : {}) };
  const after = review ? { ...before, ...SUBMITTED_FOR_REVIEW } : { ...before, ...move.to(before) };
  const changes = changedFields(before, after);
  if (Object.keys(changes).length === 0) return;
  const res = await catalogueOf(ctx)
    .updateTable('products')
    .set((eb) => ({ ...after, version: eb('version', '+', 1), updatedAt: now() }))
    .where('id', '=', p.id)
    .where('merId', '=', who.merId)
    .where('version', '=', p.version)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new BusinessError('The product changed in the meantime: reload and try again', 409);
  await logOperation(ctx, req, who, { description: move.description, method: move.method, methodType: move.methodType, requestParam: { id: p.id }, changes });
}

/** GET .../product/delete/{id}: A's `type` chooses the recycle bin (the default) or deleting for good. */
export function deleteMove(query: unknown): MoveName {
  return parse(productDeleteQuery, query ?? {}).type === 'delete' ? 'delete' : 'recycle';
}
