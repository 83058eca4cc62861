import { sql, type Selectable } from 'kysely';
import type { CommerceContext } from '../context.js';
import { BusinessError, type PageArgs } from '../http/envelope.js';
import { bool, money } from '../http/render.js';
import { addSeconds, now } from '../db/time.js';
import { USE_TYPE_MERCHANT, USE_TYPE_PLATFORM, USE_TYPE_PRODUCT } from './scope.js';
import type { UserCouponsTable } from '../db/schema.js';

/** Only hand-collected coupons (type 1) appear in the collect lists; new-user and gift ones are issued. */
const TYPE_MANUAL = 1;

export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(err?.message ?? '');
}

function collectable(ctx: CommerceContext) {
  const stamp = now();
  return ctx.db
    .selectFrom('coupons')
    .where('status', '=', 1)
    .where('isDel', '=', 0)
    .where('type', '=', TYPE_MANUAL)
    .where((eb) => eb.or([eb('isTimeReceive', '=', 0), eb.and([eb('receiveStartTime', '<=', stamp), eb('receiveEndTime', '>', stamp)])]))
    .where((eb) => eb.or([eb('isFixedTime', '=', 0), eb('useEndTime', '>', stamp)]))
    .where((eb) => eb.or([eb('isLimited', '=', 0), eb('lastTotal', '>', 0)]));
}

/** GET /api/front/coupons: coupons open for collection in a scope; isUse = this shopper has one. */
export async function collectList(ctx: CommerceContext, uid: number | null, q: { useType: number; merId?: number; productId?: number }, page: PageArgs) {
  let base = collectable(ctx).where('useType', '=', q.useType);
  if (q.useType === USE_TYPE_PLATFORM) base = base.where('merId', '=', 0);
  else if (q.merId !== undefined) base = base.where('merId', '=', q.merId);
  if (q.useType === USE_TYPE_PRODUCT && q.productId !== undefined) {
    base = base.where(sql<boolean>`(',' || product_ids || ',') like ${`%,${q.productId},%`}`);
  }
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const mine =
    uid !== null && rows.length > 0
      ? new Set((await ctx.db.selectFrom('userCoupons').select('couponId').where('uid', '=', uid).where('couponId', 'in', rows.map((r) => r.id)).execute()).map((r) => r.couponId))
      : new Set<number>();
  const list = rows.map((c) => ({
    id: c.id,
    name: c.name,
    money: money(c.money),
    isLimited: bool(c.isLimited),
    lastTotal: c.lastTotal,
    primaryKey: c.useType === USE_TYPE_PRODUCT ? c.productIds : c.useType === USE_TYPE_MERCHANT ? String(c.merId) : c.categoryId > 0 ? String(c.categoryId) : '',
    minPrice: money(c.minPrice),
    receiveStartTime: c.receiveStartTime ?? '',
    receiveEndTime: c.receiveEndTime ?? '',
    isFixedTime: bool(c.isFixedTime),
    day: c.day,
    type: c.type,
    isUse: mine.has(c.id),
    useType: c.useType,
    merId: c.merId,
    useStartTimeStr: c.isFixedTime ? (c.useStartTime ?? '') : '',
    useEndTimeStr: c.isFixedTime ? (c.useEndTime ?? '') : '',
  }));
  return { list, total: Number(total?.n ?? 0) };
}

/**
 * POST /coupon/receive: one per shopper per coupon (unique index), stock of a limited coupon taken
 * with a conditional decrement, all in one transaction so a refused insert gives the stock back.
 */
export async function receiveCoupon(ctx: CommerceContext, uid: number, couponId: number): Promise<void> {
  const c = await ctx.db.selectFrom('coupons').selectAll().where('id', '=', couponId).where('isDel', '=', 0).executeTakeFirst();
  if (!c || c.status !== 1 || c.type !== TYPE_MANUAL) throw new BusinessError('Coupon not found');
  const stamp = now();
  if (c.isTimeReceive === 1 && (!c.receiveStartTime || c.receiveStartTime > stamp)) throw new BusinessError('This coupon cannot be collected yet');
  if (c.isTimeReceive === 1 && (!c.receiveEndTime || c.receiveEndTime <= stamp)) throw new BusinessError('Collection of this coupon has ended');
  if (c.isFixedTime === 1 && (!c.useEndTime || c.useEndTime <= stamp)) throw new BusinessError('This coupon has expired');
  const already = await ctx.db.selectFrom('userCoupons').select('id').where('uid', '=', uid).where('couponId', '=', couponId).executeTakeFirst();
  if (already) throw new BusinessError('You have already collected this coupon');
  const startTime = c.isFixedTime === 1 ? (c.useStartTime ?? stamp) : stamp;
  const endTime = c.isFixedTime === 1 ? c.useEndTime! : addSeconds(stamp, Math.max(1, c.day) * 86_400);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (c.isLimited === 1) {
        const res = await trx
          .updateTable('coupons')
          .set((eb) => ({ lastTotal: eb('lastTotal', '-', 1) }))
          .where('id', '=', couponId)
          .where('lastTotal', '>', 0)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw new BusinessError('This coupon has all been collected');
      }
      await trx
        .insertInto('userCoupons')
        .values({
          uid,
          couponId,
          name: c.name,
          merId: c.merId,
          useType: c.useType,
          productIds: c.productIds,
          categoryId: c.categoryId,
          money: c.money,
          minPrice: c.minPrice,
          startTime,
          endTime,
          useTime: null,
          status: 0,
          orderNo: '',
          createdAt: stamp,
        })
        .execute();
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new BusinessError('You have already collected this coupon');
    throw e;
  }
}

/** Coupons past their end are stored as expired (status 2) the next time the shopper looks. */
export async function expireOld(ctx: CommerceContext, uid: number): Promise<void> {
  await ctx.db.updateTable('userCoupons').set({ status: 2 }).where('uid', '=', uid).where('status', '=', 0).where('endTime', '<=', now()).execute();
}

function validStr(status: number, startTime: string, stamp: string): string {
  if (status === 1) return 'unusable';
  if (status === 2) return 'overdue';
  return startTime > stamp ? 'notStart' : 'usable';
}

/** A shopper's coupon as the contract sends it, in the coupon list and among the coupons that fit an order. */
export function userCouponRow(c: Selectable<UserCouponsTable>) {
  return {
    id: c.id,
    couponId: c.couponId,
    name: c.name,
    merId: c.merId,
    useType: c.useType,
    money: money(c.money),
    minPrice: money(c.minPrice),
    status: c.status,
    startTime: c.startTime,
    endTime: c.endTime,
    useTime: c.useTime ?? '',
  };
}

/** GET /coupon/list: usable = unused (including not yet started); unusable = used or expired. */
export async function myCoupons(ctx: CommerceContext, uid: number, type: 'usable' | 'unusable', page: PageArgs) {
  await expireOld(ctx, uid);
  const base = ctx.db.selectFrom('userCoupons').where('uid', '=', uid).where('status', type === 'usable' ? '=' : '!=', 0);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const stamp = now();
  const list = rows.map((c) => ({ ...userCouponRow(c), uid: c.uid, validStr: validStr(c.status, c.startTime, stamp) }));
  return { list, total: Number(total?.n ?? 0) };
}
