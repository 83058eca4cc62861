import type { CommerceContext } from '../context.js';
import { parse, readPage } from '../http/envelope.js';
import { pageInfo } from '../http/envelope.js';
import { addTracking, adminOrderList, shipOrder } from '../orders/shipping.js';
import { setShelf, updateSku } from '../orders/inventory.js';
import { createCoupon, couponInput } from '../coupons/admin.js';
import { topUpBalance } from '../points/balance.js';
import { sweepUnpaidOrders } from '../jobs.js';
import { orderPayments } from '../payments/single.js';
import { adminOrderQuery, balanceBody, eventsInZone, orderNoParam, productParam, shelfBody, shipBody, skuBody, skuParams, trackingBody, uidParam } from '../orders/admin-schemas.js';

/** Flags as given on the command line: `--name value` or `--name=value`, JSON values already parsed. */
export type Flags = Record<string, unknown>;

export interface Command {
  summary: string;
  usage: string;
  run(ctx: CommerceContext, flags: Flags): Promise<unknown>;
}

/**
 * Every `npm run admin -- <command>` command. Other domains add theirs with registerCommands()
 * from their own file (cli.ts imports and registers them).
 */
export const commands: Record<string, Command> = {
  'orders:list': {
    summary: 'List shop orders, optionally by status (0 to ship, 1 to receive, 3 completed, 9 cancelled)',
    usage: '[--status 0] [--paid true] [--merId 1] [--page 1] [--limit 20]',
    async run(ctx, f) {
      const page = readPage(f);
      const { list, total } = await adminOrderList(ctx, parse(adminOrderQuery, f), page);
      return pageInfo(list, total, page);
    },
  },
  'orders:payments': {
    summary: 'Show every payment attempt of an order with its outcome and reason (cancelled, refunded automatically)',
    usage: '--orderNo PT...|SH...',
    async run(ctx, f) {
      const { orderNo } = parse(orderNoParam, f);
      return orderPayments(ctx, orderNo);
    },
  },
  'orders:ship': {
    summary: 'Ship a paid shop order (status 0 → 1) and notify the shopper',
    usage: '--orderNo SH... --deliveryName DHL --deliveryCode dhl --deliveryId 1234 [--courier Name] [--courierPhone 555] [--events \'[{"station":"...","time":"2026-01-01 10:00:00"}]\']',
    async run(ctx, f) {
      const { orderNo } = parse(orderNoParam, f);
      const body = parse(shipBody, f);
      await shipOrder(ctx, orderNo, { ...body, events: body.events && eventsInZone(body.events, ctx.config.SERVER_TIME_ZONE) });
      return { orderNo, shipped: true };
    },
  },
  'orders:track': {
    summary: 'Add tracking events to a shipped order',
    usage: '--orderNo SH... --events \'[{"station":"Arrived at hub","time":"2026-01-02 08:00:00"}]\'',
    async run(ctx, f) {
      const { orderNo } = parse(orderNoParam, f);
      const events = eventsInZone(parse(trackingBody, f).events, ctx.config.SERVER_TIME_ZONE);
      await addTracking(ctx, orderNo, events);
      return { orderNo, added: events.length };
    },
  },
  'orders:expire': {
    summary: 'Cancel every order left unpaid past ORDER_UNPAID_TIMEOUT_MIN now (the background sweep, once)',
    usage: '',
    async run(ctx) {
      return { cancelled: await sweepUnpaidOrders(ctx) };
    },
  },
  'sku:update': {
    summary: "Set a SKU's stock and/or price; the product's stock and price follow",
    usage: '--id 12 --attrValueId 40 [--stock 100] [--price 19.90]',
    async run(ctx, f) {
      const p = parse(skuParams, f);
      return updateSku(ctx, p.id, p.attrValueId, parse(skuBody, f));
    },
  },
  'product:shelf': {
    summary: 'Put a product on (true) or off (false) the shelf',
    usage: '--id 12 --isShow false',
    async run(ctx, f) {
      return setShelf(ctx, parse(productParam, f).id, parse(shelfBody, f).isShow);
    },
  },
  'coupon:create': {
    summary: 'Create a coupon (useType 1 shop, 2 product, 3 platform)',
    usage: '--name "5 off" --money 5.00 --useType 3 [--minPrice 30.00] [--merId 1] [--productIds "[1,2]"] [--categoryId 0] [--isLimited true --total 100] [--day 30 | --isFixedTime true --useStartTime "..." --useEndTime "..."] [--receiveStartTime "..." --receiveEndTime "..."]',
    async run(ctx, f) {
      return createCoupon(ctx, parse(couponInput, f));
    },
  },
  'balance:topup': {
    summary: "Top up a shopper's balance (ledger row included)",
    usage: '--uid 7 --amount 10.00 [--title "Welcome credit"]',
    async run(ctx, f) {
      const { uid } = parse(uidParam, f);
      const b = parse(balanceBody, f);
      return topUpBalance(ctx, uid, b.amount, b.title);
    },
  },
};

export function registerCommands(more: Record<string, Command>): void {
  for (const [name, cmd] of Object.entries(more)) {
    if (commands[name]) throw new Error(`Admin command ${name} is defined twice`);
    commands[name] = cmd;
  }
}

/** `--a 1 --b=x --flag` → { a: 1?, ... }: JSON-looking values are parsed, true/false become booleans. */
export function parseFlags(argv: string[]): Flags {
  const out: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument: ${arg}`);
    const eq = arg.indexOf('=');
    let key: string;
    let raw: string;
    if (eq > 0) {
      key = arg.slice(2, eq);
      raw = arg.slice(eq + 1);
    } else {
      key = arg.slice(2);
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) raw = 'true';
      else {
        raw = next;
        i++;
      }
    }
    out[key] = decode(raw);
  }
  return out;
}

function decode(raw: string): unknown {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  const t = raw.trim();
  if (t.startsWith('[') || t.startsWith('{')) {
    try {
      return JSON.parse(t);
    } catch {
      return raw;
    }
  }
  return raw;
}
