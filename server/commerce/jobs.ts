import type { CommerceContext } from './context.js';
import { addSeconds, now } from './db/time.js';
import { cancelUnpaidOrder } from './orders/lifecycle.js';
import { purgeStaleCodes } from './accounts/codes.js';
import { removeOrphanUploads } from './uploads/service.js';

export const SWEEP_INTERVAL_MS = 30_000;
const SWEEP_BATCH = 200;

/**
 * Cancels orders left unpaid for ORDER_UNPAID_TIMEOUT_MIN and returns their stock, coupon and
 * points. Each order goes through the same conditional claim as a shopper's cancel, so replicas
 * sweeping at once (or a payment arriving meanwhile) cancel it at most once. Returns how many
 * orders this sweep cancelled.
 */
export async function sweepUnpaidOrders(ctx: CommerceContext, at: Date = new Date()): Promise<number> {
  const cutoff = addSeconds(at, -ctx.config.ORDER_UNPAID_TIMEOUT_MIN * 60);
  let cancelled = 0;
  for (;;) {
    const due = await ctx.db
      .selectFrom('orders')
      .select('orderNo')
      .where('paid', '=', 0)
      .where('isCancel', '=', 0)
      .where('createdAt', '<=', cutoff)
      .orderBy('createdAt')
      .limit(SWEEP_BATCH)
      .execute();
    for (const o of due) {
      if (await cancelUnpaidOrder(ctx, o.orderNo, { reason: 'Order expired unpaid' })) cancelled += 1;
    }
    if (due.length < SWEEP_BATCH) break;
  }
  // Pre-orders live five minutes; keep the table small once they can no longer become orders.
  await ctx.db.deleteFrom('preOrders').where('orderNo', 'is', null).where('expiresAt', '<=', addSeconds(now(), -3600)).execute();
  return cancelled;
}

/** Background jobs of the service. Returns a stop function that also waits for a sweep in flight. */
export function startBackgroundJobs(ctx: CommerceContext, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = sweepUnpaidOrders(ctx)
      .then(async (n) => {
        if (n > 0) ctx.log.info({ cancelled: n }, 'unpaid orders expired');
        // Codes for targets nobody comes back for would otherwise stay forever.
        await purgeStaleCodes(ctx);
        const orphans = await removeOrphanUploads(ctx);
        if (orphans > 0) ctx.log.info({ removed: orphans }, 'unused uploads removed');
      })
      .catch((err: unknown) => ctx.log.error({ err }, 'unpaid-order sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    if (running) await running;
  };
}
