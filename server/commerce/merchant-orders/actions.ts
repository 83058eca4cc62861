import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import {
  EXPRESS_COMPANIES,
  MERCHANT_ORDER_PERMISSIONS as P,
  orderRemarkRequest,
  orderTrackingAddRequest,
  SEND_TYPE,
  storeOrderSendRequest,
} from '../../../shared/contract/admin-order.js';
import { BusinessError, parse } from '../http/envelope.js';
import { addSeconds, now } from '../db/time.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';
import { addTracking, shipOrder } from '../orders/shipping.js';
import { ownOrder, sentWithoutLogistics } from './orders.js';
import { storedTimeOf } from './date-limit.js';

/** GET .../express/all: the carriers a shipment may name (A's Express rows; ours are a fixed list). */
export const expressCompanies = () => EXPRESS_COMPANIES.map((c, i) => ({ id: i + 1, code: c.code, name: c.name, sort: EXPRESS_COMPANIES.length - i, isShow: true, status: true }));

/** The shipment an order already has matches what is being sent again: a double submit, not a second shipment. */
function sameShipment(o: { shipTime: string | null; deliveryCode: string; deliveryId: string }, b: { type: string; expressCode: string; expressNumber: string }): boolean {
  if (o.shipTime === null) return false;
  return b.type === SEND_TYPE.noLogistics ? sentWithoutLogistics(o) : o.deliveryCode === b.expressCode && o.deliveryId === b.expressNumber;
}

/**
 * POST .../order/send: ships one of the shop's paid orders with a carrier and tracking number, or marks it sent
 * without logistics (virtual goods). The shopper's order moves to "to receive", with the tracking events and a
 * notification (orders/shipping.ts does the move, once: its status claim refuses a second shipment). Sending the
 * same shipment again answers success and changes nothing, so a double submit never errs or logs twice.
 */
export async function sendOrder(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  const b = parse(storeOrderSendRequest, req.body);
  const o = await ownOrder(ctx, who.merId, b.orderNo);
  if (sameShipment(o, b)) return;
  if (o.shipTime !== null || o.status !== 0) throw new BusinessError(o.paid === 1 && o.shipTime !== null ? 'The order has already been shipped' : 'Only an order waiting for shipment can be shipped');
  const carrier = b.type === SEND_TYPE.express ? EXPRESS_COMPANIES.find((c) => c.code === b.expressCode) : undefined;
  if (b.type === SEND_TYPE.express && !carrier) throw new BusinessError('Choose a carrier from the list');
  const input = carrier
    ? { deliveryName: carrier.name, deliveryCode: carrier.code, deliveryId: b.expressNumber }
    : { deliveryName: '', deliveryCode: '', deliveryId: '', events: [{ station: 'Sent by the shop without logistics (no delivery needed)', time: now() }] };
  try {
    await shipOrder(ctx, o.orderNo, input);
  } catch (e) {
    // Two submits at once: the other one shipped it exactly so, which is what this one asked for.
    const again = await ownOrder(ctx, who.merId, o.orderNo);
    if (sameShipment(again, b)) return;
    throw e;
  }
  await logOperation(ctx, req, who, {
    description: carrier ? 'Ship order' : 'Mark order as sent without logistics',
    method: P.send,
    methodType: 'update',
    requestParam: { orderNo: o.orderNo, type: b.type, expressCode: b.expressCode, expressNumber: b.expressNumber },
    changes: changedFields(
      { status: o.status, deliveryName: o.deliveryName, deliveryId: o.deliveryId },
      { status: 1, deliveryName: input.deliveryName, deliveryId: input.deliveryId },
    ),
  });
}

/** POST .../order/mark: the shop's own note on the order (A's merRemark), never shown to the shopper. */
export async function markOrder(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  const b = parse(orderRemarkRequest, req.body);
  const o = await ownOrder(ctx, who.merId, b.orderNo);
  const changes = changedFields({ merRemark: o.merRemark }, { merRemark: b.remark });
  if (Object.keys(changes).length === 0) return;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('merchantOrders').set({ merRemark: b.remark, updatedAt: now() }).where('orderNo', '=', o.orderNo).where('merId', '=', who.merId).execute();
    await logOperation({ ...ctx, db: trx }, req, who, { description: 'Note on order', method: P.mark, methodType: 'update', requestParam: { orderNo: o.orderNo }, changes });
  });
}

/** How long an identical tracking line without its own time counts as the same line sent twice. */
const DOUBLE_SUBMIT_SECONDS = 120;

/**
 * Ours: POST .../order/logistics/add: more tracking events of a shipped order, which the shopper's tracking
 * page shows at once. Times are the merchant's wall clock (SERVER_TIME_ZONE); a line without one is now. A
 * line the order already has (the same words at the same time, or the same words just now) is not added again.
 */
export async function addOrderTracking(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  const b = parse(orderTrackingAddRequest, req.body);
  const o = await ownOrder(ctx, who.merId, b.orderNo);
  if (o.shipTime === null) throw new BusinessError('The order has not been shipped');
  const stamp = now();
  const events = b.events.map((e, i) => {
    const time = e.time ? storedTimeOf(e.time, ctx.config.SERVER_TIME_ZONE) : stamp;
    if (!time) throw new BusinessError(`Tracking line ${i + 1}: the time is not a valid date and time`, 400);
    if (time > addSeconds(stamp, 300)) throw new BusinessError(`Tracking line ${i + 1}: the time is in the future`, 400);
    return { station: e.station, time, given: Boolean(e.time) };
  });
  const existing = await ctx.db.selectFrom('orderTracking').select(['station', 'time']).where('merOrderNo', '=', o.orderNo).execute();
  const recent = addSeconds(stamp, -DOUBLE_SUBMIT_SECONDS);
  const fresh = events.filter((e) => !existing.some((x) => x.station === e.station && (x.time === e.time || (!e.given && x.time >= recent))));
  if (fresh.length === 0) return;
  await addTracking(ctx, o.orderNo, fresh.map(({ station, time }) => ({ station, time })));
  await logOperation(ctx, req, who, {
    description: 'Add tracking to order',
    method: P.trackingAdd,
    methodType: 'update',
    requestParam: { orderNo: o.orderNo },
    changes: { tracking: { before: existing.length, after: fresh.map((e) => e.station) } },
  });
}
