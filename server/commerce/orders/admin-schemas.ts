import { z } from 'zod';
import { DATE_TIME_RE } from '../../../shared/contract/fields.js';
import { amount, id, requiredText as text } from '../../../shared/contract/request-fields.js';
import { parseWireTime } from '../../../shared/time-zone.js';
import { formatDateTime } from '../db/time.js';
import { ValidationError } from '../http/envelope.js';

/** Inputs of the merchant side, shared by the admin API and the CLI so both validate alike. */

export const trackingEvent = z.object({
  station: text('station', 255),
  time: z.string({ message: "time must be 'yyyy-MM-dd HH:mm:ss'" }).regex(DATE_TIME_RE, "time must be 'yyyy-MM-dd HH:mm:ss'"),
});

/**
 * Tracking events as the admin side gives them: wall-clock times in the deployment's zone (SERVER_TIME_ZONE), as
 * A reads every time it accepts, turned into the stored UTC times. An impossible date (2026-02-30) is refused.
 */
export function eventsInZone<E extends { time: string }>(events: E[], zone: string): E[] {
  return events.map((e) => {
    const at = parseWireTime(e.time, zone);
    if (!at) throw new ValidationError(`time ${e.time} is not a real date and time`);
    return { ...e, time: formatDateTime(at) };
  });
}

export const orderNoParam = z.object({ orderNo: text('orderNo', 64) });

export const shipBody = z.object({
  deliveryName: text('deliveryName', 64),
  deliveryCode: text('deliveryCode', 32),
  deliveryId: text('deliveryId', 64),
  courier: z.string().trim().max(64, 'courier is at most 64 characters').optional(),
  courierPhone: z.string().trim().max(32, 'courierPhone is at most 32 characters').optional(),
  events: z.array(trackingEvent, { message: 'events must be a list of {station, time}' }).max(50, 'At most 50 events').optional(),
});

export const trackingBody = z.object({
  events: z.array(trackingEvent, { message: 'events must be a list of {station, time}' }).min(1, 'Give at least one event').max(50, 'At most 50 events'),
});

export const skuParams = z.object({ id: id('product id'), attrValueId: id('attrValueId') });
export const skuBody = z.object({
  stock: z.coerce.number({ message: 'stock must be a number' }).int('stock must be an integer').min(0, 'stock must not be negative').max(10_000_000, 'stock is too large').optional(),
  price: z.optional(amount('price').check(z.refine((v) => v >= 0, 'price must not be negative'))),
});

export const productParam = z.object({ id: id('product id') });
export const shelfBody = z.object({
  isShow: z.union([z.boolean(), z.enum(['true', 'false'])], { message: 'isShow must be true or false' }).transform((v) => v === true || v === 'true'),
});

export const uidParam = z.object({ uid: id('uid') });
export const balanceBody = z.object({
  amount: amount('amount').check(z.refine((v) => v > 0, 'amount must be more than 0')),
  title: z.string().trim().max(64, 'title is at most 64 characters').optional().default('Balance top-up'),
});

export const adminOrderQuery = z.object({
  status: z.coerce.number({ message: 'status must be 0, 1, 2, 3 or 9' }).int().refine((v) => [0, 1, 2, 3, 9].includes(v), 'status must be 0, 1, 2, 3 or 9').optional(),
  merId: z.coerce.number().int().positive('merId must be positive').optional(),
  paid: z
    .union([z.boolean(), z.enum(['true', 'false'])], { message: 'paid must be true or false' })
    .transform((v) => v === true || v === 'true')
    .optional(),
});
