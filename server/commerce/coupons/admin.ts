import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { money } from '../http/render.js';
import { now } from '../db/time.js';
import { DATE_TIME_RE } from '../../../shared/contract/fields.js';
import { amount } from '../../../shared/contract/request-fields.js';
import { USE_TYPE_MERCHANT, USE_TYPE_PLATFORM, USE_TYPE_PRODUCT } from './scope.js';

const dateTime = (name: string) => z.string({ message: `${name} must be 'yyyy-MM-dd HH:mm:ss'` }).regex(DATE_TIME_RE, `${name} must be 'yyyy-MM-dd HH:mm:ss'`);
/** What the merchant side sends to create a coupon (admin API and CLI share it). */
export const couponInput = z
  .object({
    name: z.string({ message: 'name is required' }).trim().min(1, 'name is required').max(64, 'name is at most 64 characters'),
    money: amount('money', '5.00').check(z.refine((v) => v > 0, 'money must be more than 0')),
    minPrice: z.optional(amount('minPrice', '5.00').check(z.refine((v) => v >= 0, 'minPrice must not be negative'))).default(0),
    useType: z.coerce.number().int().refine((v) => [USE_TYPE_MERCHANT, USE_TYPE_PRODUCT, USE_TYPE_PLATFORM].includes(v), 'useType must be 1 (shop), 2 (product) or 3 (platform)'),
    merId: z.coerce.number().int().min(0).optional().default(0),
    productIds: z.array(z.coerce.number().int().positive(), { message: 'productIds must be a list of product ids' }).optional().default([]),
    categoryId: z.coerce.number().int().min(0).optional().default(0),
    isLimited: z.boolean().optional().default(false),
    total: z.coerce.number().int().min(0).optional().default(0),
    receiveStartTime: dateTime('receiveStartTime').optional(),
    receiveEndTime: dateTime('receiveEndTime').optional(),
    isFixedTime: z.boolean().optional().default(false),
    useStartTime: dateTime('useStartTime').optional(),
    useEndTime: dateTime('useEndTime').optional(),
    day: z.coerce.number().int().min(0).max(3650).optional().default(0),
    type: z.coerce.number().int().min(1).max(3).optional().default(1),
  })
  .superRefine((c, issue) => {
    const fail = (path: string, message: string) => issue.addIssue({ code: 'custom', path: [path], message });
    if (c.useType === USE_TYPE_MERCHANT && c.merId <= 0) fail('merId', 'A shop coupon needs merId');
    if (c.useType === USE_TYPE_PRODUCT && c.productIds.length === 0) fail('productIds', 'A product coupon needs productIds');
    if (c.useType === USE_TYPE_PLATFORM && c.merId !== 0) fail('merId', 'A platform coupon has merId 0');
    if (c.isLimited && c.total <= 0) fail('total', 'A limited coupon needs a total above 0');
    if (Boolean(c.receiveStartTime) !== Boolean(c.receiveEndTime)) fail('receiveEndTime', 'Give both receiveStartTime and receiveEndTime, or neither');
    if (c.receiveStartTime && c.receiveEndTime && c.receiveStartTime >= c.receiveEndTime) fail('receiveEndTime', 'receiveEndTime must be after receiveStartTime');
    if (c.isFixedTime && (!c.useStartTime || !c.useEndTime || c.useStartTime >= c.useEndTime)) fail('useEndTime', 'A fixed-time coupon needs useStartTime before useEndTime');
    if (!c.isFixedTime && c.day < 1) fail('day', 'A coupon without fixed times needs day (valid days after collection) of at least 1');
  });
export type CouponInput = z.output<typeof couponInput>;

export async function createCoupon(ctx: CommerceContext, c: CouponInput) {
  if (c.merId > 0) {
    const shop = await ctx.db.selectFrom('merchants').select('id').where('id', '=', c.merId).executeTakeFirst();
    if (!shop) throw new BusinessError('Shop not found');
  }
  if (c.productIds.length > 0) {
    const found = await ctx.db.selectFrom('products').select(['id', 'merId']).where('id', 'in', c.productIds).where('isDel', '=', 0).execute();
    if (found.length !== new Set(c.productIds).size) throw new BusinessError('A product of productIds does not exist');
    if (c.merId > 0 && found.some((p) => p.merId !== c.merId)) throw new BusinessError('Every product of a shop coupon must belong to that shop');
  }
  const row = await ctx.db
    .insertInto('coupons')
    .values({
      merId: c.merId,
      name: c.name,
      money: c.money,
      minPrice: c.minPrice,
      useType: c.useType,
      productIds: [...new Set(c.productIds)].join(','),
      categoryId: c.categoryId,
      isLimited: c.isLimited ? 1 : 0,
      total: c.total,
      lastTotal: c.total,
      isTimeReceive: c.receiveStartTime ? 1 : 0,
      receiveStartTime: c.receiveStartTime ?? null,
      receiveEndTime: c.receiveEndTime ?? null,
      isFixedTime: c.isFixedTime ? 1 : 0,
      useStartTime: c.useStartTime ?? null,
      useEndTime: c.useEndTime ?? null,
      day: c.isFixedTime ? 0 : c.day,
      type: c.type,
      status: 1,
      isDel: 0,
      createdAt: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name: c.name, money: money(c.money), minPrice: money(c.minPrice), useType: c.useType };
}
