import { z } from 'zod';
import { page as pageOf } from '../../../shared/contract/common.js';
import { bool, extend, int, list, text } from '../../../shared/contract/fields.js';
import { merchantOrder, orderLine } from '../../../shared/contract/order.js';

/*
 * Answers of the bearer-token admin API and the development outbox: the merchant side and the test
 * machinery read them, the storefront never does, so they are not part of `shared/contract/`.
 */

/**
 * GET /api/admin/orders: a shop's order as the shopper sees it, plus who placed it and what they
 * asked; its pictures are the stored paths, since only the shopper API writes them absolute.
 */
export const adminOrderPage = pageOf(
  extend(merchantOrder, { orderInfoList: list(extend(orderLine, { image: text })), uid: int, userRemark: text, isUserDel: bool }),
).strict;

/** The answer of an admin call that creates something (a coupon). */
export const created = z.object({ id: z.number().int().positive() });

/** A message of the development outbox (GET /api/admin/outbox): a code sent by email or SMS. */
export const outboxEntry = z.object({
  id: z.string().regex(/^\d+-[0-9a-f]+$/),
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string().min(1),
  text: z.string().min(1),
  code: z.string().regex(/^\d{6}$/),
  purpose: z.enum(['login', 'register', 'reset', 'password', 'settled']),
  createdAt: z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
});
