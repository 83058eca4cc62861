import type { CommerceContext } from '../context.js';
import { BusinessError, type PageArgs } from '../http/envelope.js';
import { now } from '../db/time.js';
import { STATUS_TO_RECEIVE, STATUS_TO_SHIP } from './lifecycle.js';
import { shopOrderViews } from './queries.js';

export interface TrackingEventInput {
  station: string;
  time: string; // 'yyyy-MM-dd HH:mm:ss'
}

export interface ShipInput {
  deliveryName: string;
  deliveryCode: string;
  deliveryId: string;
  courier?: string;
  courierPhone?: string;
  events?: TrackingEventInput[];
}

async function appendEvents(ctx: CommerceContext, merOrderNo: string, events: TrackingEventInput[], db = ctx.db): Promise<void> {
  if (events.length === 0) return;
  const last = await db.selectFrom('orderTracking').select((eb) => eb.fn.max<number>('sort').as('s')).where('merOrderNo', '=', merOrderNo).executeTakeFirst();
  let sort = Number(last?.s ?? 0);
  await db
    .insertInto('orderTracking')
    .values(events.map((e) => ({ merOrderNo, station: e.station, time: e.time, sort: ++sort })))
    .execute();
}

/**
 * Ships a paid shop order (status 0 → 1) with its courier and tracking number, records the first
 * tracking events and tells the shopper. The status claim keeps a second ship call from re-shipping,
 * and an order with an open or finished refund is not shipped.
 */
export async function shipOrder(ctx: CommerceContext, merOrderNo: string, input: ShipInput): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const stamp = now();
    const res = await trx
      .updateTable('merchantOrders')
      .set({
        status: STATUS_TO_RECEIVE,
        deliveryName: input.deliveryName,
        deliveryCode: input.deliveryCode,
        deliveryId: input.deliveryId,
        courier: input.courier ?? '',
        courierPhone: input.courierPhone ?? '',
        shipTime: stamp,
        updatedAt: stamp,
      })
      .where('orderNo', '=', merOrderNo)
      .where('paid', '=', 1)
      .where('status', '=', STATUS_TO_SHIP)
      .where('refundStatus', 'not in', [1, 2, 3])
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      const o = await trx.selectFrom('merchantOrders').select(['paid', 'status', 'refundStatus']).where('orderNo', '=', merOrderNo).executeTakeFirst();
      if (!o) throw new BusinessError('Order not found');
      if (o.paid !== 1) throw new BusinessError('The order is not paid');
      if (o.refundStatus !== 0) throw new BusinessError('The order has a refund in progress or done');
      throw new BusinessError('Only an order waiting for shipment can be shipped');
    }
    const events = input.events?.length ? input.events : [{ station: `Handed to ${input.deliveryName}, tracking number ${input.deliveryId}`, time: stamp }];
    await appendEvents(ctx, merOrderNo, events, trx);
    const o = await trx.selectFrom('merchantOrders').select(['uid']).where('orderNo', '=', merOrderNo).executeTakeFirstOrThrow();
    await trx
      .insertInto('notifications')
      .values({
        uid: o.uid,
        type: 'order',
        title: 'Your order has shipped',
        // Virtual goods are marked sent with no carrier: the shopper is told it is done, not given an empty tracking number.
        content: input.deliveryCode
          ? `Order ${merOrderNo} is on its way with ${input.deliveryName} (tracking number ${input.deliveryId}).`
          : `Order ${merOrderNo} has been sent by the shop; it needs no delivery.`,
        linkUrl: `/user_center/order/detail?orderNo=${merOrderNo}`,
        isRead: 0,
        createdAt: stamp,
      })
      .execute();
  });
}

/** Adds tracking events to a shipped order. */
export async function addTracking(ctx: CommerceContext, merOrderNo: string, events: TrackingEventInput[]): Promise<void> {
  const o = await ctx.db.selectFrom('merchantOrders').select(['shipTime']).where('orderNo', '=', merOrderNo).executeTakeFirst();
  if (!o) throw new BusinessError('Order not found');
  if (o.shipTime === null) throw new BusinessError('The order has not been shipped');
  await appendEvents(ctx, merOrderNo, events);
}

/** The merchant side's order list, optionally by status (0 to ship once paid, 1 to receive, 3 completed, 9 cancelled), shop and paid. */
export async function adminOrderList(ctx: CommerceContext, q: { status?: number; merId?: number; paid?: boolean }, page: PageArgs) {
  let base = ctx.db.selectFrom('merchantOrders');
  if (q.status !== undefined) base = base.where('status', '=', q.status);
  if (q.merId !== undefined) base = base.where('merId', '=', q.merId);
  if (q.paid !== undefined) base = base.where('paid', '=', q.paid ? 1 : 0);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const views = await shopOrderViews(ctx, rows);
  return { list: views.map((v, i) => ({ ...v, uid: rows[i]!.uid, userRemark: rows[i]!.userRemark, isUserDel: rows[i]!.isUserDel === 1 })), total: Number(total?.n ?? 0) };
}
