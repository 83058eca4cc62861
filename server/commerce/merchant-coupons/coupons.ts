import { sql, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import {
  COUPON_RULES,
  COUPON_USE_TYPE,
  couponProductIds,
  MERCHANT_COUPON_PERMISSIONS,
  storeCouponRequest,
  storeCouponSearchRequest,
  storeCouponUserSearchRequest,
  type storeCoupon,
  type storeCouponInfoResponse,
  type storeCouponUserResponse,
} from '../../../shared/contract/admin-shop.js';
import { parseWireTime } from '../../../shared/time-zone.js';
import { BusinessError, ValidationError, commonPage, parse, readPage, type CommonPage } from '../http/envelope.js';
import { readPageOf } from '../http/page-query.js';
import { money } from '../http/render.js';
import { likeContains } from '../catalog/query.js';
import { formatDateTime, now } from '../db/time.js';
import { consoleTime } from '../platform-merchants/tables.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';
import { createCoupon } from '../coupons/admin.js';

const COUPON_NOT_FOUND = 'Coupon not found';

type CouponRow = Wire<typeof storeCoupon>;

/** The shop's coupons (a deleted one never shows again). */
function shopCoupons(ctx: CommerceContext, merId: number) {
  return ctx.db.selectFrom('coupons as c').where('c.merId', '=', merId).where('c.isDel', '=', 0);
}

const nameLike = (column: string, term: string) => sql<SqlBool>`lower(${sql.ref(column)}) like lower(${likeContains(term)}) escape '\\'`;

/** How many shoppers collected each coupon and how many used theirs. */
async function claimCounts(ctx: CommerceContext, ids: number[]): Promise<Map<number, { receivedNum: number; usedNum: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('userCoupons')
    .select(['couponId', sql<number>`count(*)`.as('received'), sql<number>`coalesce(sum(case when status = 1 then 1 else 0 end), 0)`.as('used')])
    .where('couponId', 'in', ids)
    .groupBy('couponId')
    .execute();
  return new Map(rows.map((r) => [r.couponId, { receivedNum: Number(r.received), usedNum: Number(r.used) }]));
}

/** GET .../coupon/list: the shop's coupons, newest first, by name, kind and on/off. */
export async function couponPage(ctx: CommerceContext, merId: number, query: unknown): Promise<CommonPage<CouponRow>> {
  const args = readPage(query);
  const f = parse(storeCouponSearchRequest, query ?? {});
  let q = shopCoupons(ctx, merId);
  if (f.name) q = q.where(nameLike('c.name', f.name));
  if (f.useType !== undefined) q = q.where('c.useType', '=', f.useType);
  if (f.status !== undefined) q = q.where('c.status', '=', f.status ? 1 : 0);
  const { rows, total } = await readPageOf(q, args, (base) => base.selectAll('c').orderBy('c.id', 'desc'));
  const counts = await claimCounts(ctx, rows.map((r) => r.id));
  const list = rows.map((c) => ({
    id: c.id,
    merId: c.merId,
    ...couponTerms(ctx, c),
    isDel: false,
    createTime: consoleTime(ctx, c.createdAt),
    ...(counts.get(c.id) ?? { receivedNum: 0, usedNum: 0 }),
  }));
  return commonPage(list, total, args);
}

async function ownCoupon(ctx: CommerceContext, merId: number, id: number) {
  const row = id > 0 ? await shopCoupons(ctx, merId).selectAll('c').where('c.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new BusinessError(COUPON_NOT_FOUND);
  return row;
}

/** A coupon's terms as both the list and the detail answer them (A's StoreCoupon fields, times in the console's form). */
function couponTerms(ctx: CommerceContext, c: Awaited<ReturnType<typeof ownCoupon>>) {
  return {
    name: c.name,
    money: money(c.money),
    isLimited: c.isLimited === 1,
    total: c.total,
    lastTotal: c.lastTotal,
    useType: c.useType,
    primaryKey: c.productIds,
    minPrice: money(c.minPrice),
    isForever: c.isTimeReceive === 1,
    receiveStartTime: consoleTime(ctx, c.receiveStartTime ?? ''),
    receiveEndTime: consoleTime(ctx, c.receiveEndTime ?? ''),
    isFixedTime: c.isFixedTime === 1,
    useStartTime: consoleTime(ctx, c.useStartTime ?? ''),
    useEndTime: consoleTime(ctx, c.useEndTime ?? ''),
    day: c.day,
    type: c.type,
    status: c.status === 1,
  };
}

/** GET .../coupon/info/{id}: the coupon as created, with the products a product coupon names. */
export async function couponInfo(ctx: CommerceContext, merId: number, id: number): Promise<Wire<typeof storeCouponInfoResponse>> {
  const c = await ownCoupon(ctx, merId, id);
  const ids = couponProductIds(c.productIds);
  const [products, counts] = await Promise.all([
    ids.length === 0 ? [] : ctx.db.selectFrom('products').select(['id', 'image', 'storeName', 'price']).where('id', 'in', ids).where('merId', '=', merId).orderBy('id').execute(),
    claimCounts(ctx, [c.id]),
  ]);
  return {
    id: c.id,
    ...couponTerms(ctx, c),
    productList: products.map((p) => ({ id: p.id, image: p.image, storeName: p.storeName, price: money(p.price) })),
    ...(counts.get(c.id) ?? { receivedNum: 0, usedNum: 0 }),
  };
}

/** A form time (wall-clock in SERVER_TIME_ZONE) as the stored UTC text; a malformed or impossible date is refused naming the field. */
function storedTime(ctx: CommerceContext, name: string, wire: string | undefined): string | undefined {
  if (wire === undefined || wire === '') return undefined;
  const at = parseWireTime(wire, ctx.config.SERVER_TIME_ZONE);
  if (!at) throw new ValidationError(`${name} is not a real date and time`);
  return formatDateTime(at);
}

/**
 * POST .../coupon/save: a shop coupon (any of the shop's goods) or a product coupon (the listed goods of the
 * shop), with A's rules for the amount, threshold, quantity, collection window and validity. Stored through
 * the coupons domain's `createCoupon`, so the shoppers' collect and checkout rules apply to it unchanged.
 */
export async function saveCoupon(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  const f = parse(storeCouponRequest, req.body ?? {});
  const fail = (message: string) => {
    throw new ValidationError(message);
  };
  if (f.money <= 0) fail('money must be more than 0');
  if (f.minPrice > 0 && f.minPrice < f.money) fail('minPrice (the minimum spend) must be 0 or at least the coupon amount');
  if (f.isLimited && f.total < 1) fail('Please enter the quantity: a limited coupon needs at least 1');
  const productIds = f.useType === COUPON_USE_TYPE.product ? couponProductIds(f.primaryKey) : [];
  if (f.useType === COUPON_USE_TYPE.product && productIds.length === 0) fail('Please choose the products of a product coupon (primaryKey)');
  if (productIds.length > COUPON_RULES.maxProducts) fail(`A product coupon names at most ${COUPON_RULES.maxProducts} products`);
  const stamp = now();
  const receiveStartTime = f.isForever ? storedTime(ctx, 'receiveStartTime', f.receiveStartTime) : undefined;
  const receiveEndTime = f.isForever ? storedTime(ctx, 'receiveEndTime', f.receiveEndTime) : undefined;
  if (f.isForever && (!receiveStartTime || !receiveEndTime)) fail('Please choose when collection starts and ends');
  if (receiveStartTime && receiveEndTime && receiveStartTime >= receiveEndTime) fail('receiveEndTime must be after receiveStartTime');
  if (receiveEndTime && receiveEndTime <= stamp) fail('receiveEndTime must be in the future');
  const useStartTime = f.isFixedTime ? storedTime(ctx, 'useStartTime', f.useStartTime) : undefined;
  const useEndTime = f.isFixedTime ? storedTime(ctx, 'useEndTime', f.useEndTime) : undefined;
  if (f.isFixedTime && (!useStartTime || !useEndTime)) fail('Please choose when the coupon can be used from and until');
  if (useStartTime && useEndTime && useStartTime >= useEndTime) fail('useEndTime must be after useStartTime');
  if (useEndTime && useEndTime <= stamp) fail('useEndTime must be in the future');
  if (useEndTime && receiveStartTime && useEndTime <= receiveStartTime) fail('useEndTime must be after receiveStartTime, or no one could use the coupon');
  if (!f.isFixedTime && f.day < 1) fail('Please enter the days the coupon stays valid after it is collected (1 to 999)');
  if (productIds.length > 0) {
    const own = await ctx.db.selectFrom('products').select('id').where('id', 'in', productIds).where('merId', '=', who.merId).where('isDel', '=', 0).execute();
    if (own.length !== productIds.length) fail('Every product of a product coupon must be one of this shop\'s products');
  }
  const input = {
    name: f.name,
    money: f.money,
    minPrice: f.minPrice,
    useType: f.useType,
    merId: who.merId,
    productIds,
    categoryId: 0,
    isLimited: f.isLimited,
    total: f.isLimited ? f.total : 0,
    receiveStartTime,
    receiveEndTime,
    isFixedTime: f.isFixedTime,
    useStartTime,
    useEndTime,
    day: f.isFixedTime ? 0 : f.day,
    type: f.type,
  };
  await ctx.db.transaction().execute(async (trx) => {
    const scoped = { ...ctx, db: trx };
    const created = await createCoupon(scoped, input);
    if (!f.status) await trx.updateTable('coupons').set({ status: 0 }).where('id', '=', created.id).where('merId', '=', who.merId).execute();
    const after = { name: f.name, money: money(f.money), minPrice: money(f.minPrice), useType: f.useType, primaryKey: productIds.join(','), isLimited: f.isLimited, total: input.total, receiveStartTime: f.receiveStartTime ?? null, receiveEndTime: f.receiveEndTime ?? null, isFixedTime: f.isFixedTime, useStartTime: f.useStartTime ?? null, useEndTime: f.useEndTime ?? null, day: input.day, status: f.status };
    await logOperation(scoped, req, who, { description: `Create coupon "${f.name}"`, method: MERCHANT_COUPON_PERMISSIONS.save, methodType: 'add', requestParam: { id: created.id }, changes: changedFields({}, after) });
  });
}

/** POST .../coupon/update/status/{id}: on (shoppers may collect it) or off; coupons already collected stay usable. */
export async function switchCoupon(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const scoped = { ...ctx, db: trx };
    const c = await ownCoupon(scoped, who.merId, id);
    const status = c.status === 1 ? 0 : 1;
    const res = await trx.updateTable('coupons').set({ status }).where('id', '=', c.id).where('merId', '=', who.merId).where('status', '=', c.status).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new BusinessError('The coupon changed in the meantime: reload and try again');
    await logOperation(scoped, req, who, { description: status === 1 ? `Switch on coupon "${c.name}"` : `Switch off coupon "${c.name}"`, method: MERCHANT_COUPON_PERMISSIONS.updateStatus, methodType: 'update', requestParam: { id: c.id }, changes: changedFields({ status: c.status === 1 }, { status: status === 1 }) });
  });
}

/**
 * GET .../coupon/user/list: who collected the shop's coupons and what became of each: 0 unused, 1 used (with
 * the order), 2 expired. A coupon past its end reads as expired even before the shopper's own list stores it so.
 */
export async function couponUserPage(ctx: CommerceContext, merId: number, query: unknown): Promise<CommonPage<Wire<typeof storeCouponUserResponse>>> {
  const args = readPage(query);
  const f = parse(storeCouponUserSearchRequest, query ?? {});
  const stamp = now();
  let q = ctx.db.selectFrom('userCoupons as uc').innerJoin('coupons as c', 'c.id', 'uc.couponId').where('c.merId', '=', merId).where('uc.merId', '=', merId);
  if (f.uid !== undefined) q = q.where('uc.uid', '=', f.uid);
  if (f.couponId !== undefined) q = q.where('uc.couponId', '=', f.couponId);
  if (f.name) q = q.where(nameLike('uc.name', f.name));
  if (f.status === 1) q = q.where('uc.status', '=', 1);
  if (f.status === 0) q = q.where('uc.status', '=', 0).where('uc.endTime', '>', stamp);
  if (f.status === 2) q = q.where((eb) => eb.or([eb('uc.status', '=', 2), eb.and([eb('uc.status', '=', 0), eb('uc.endTime', '<=', stamp)])]));
  const { rows, total } = await readPageOf(q, args, (base) =>
    base
      .leftJoin('users as u', 'u.id', 'uc.uid')
      .select(['uc.id', 'uc.couponId', 'uc.uid', 'uc.name', 'uc.useType', 'uc.money', 'uc.minPrice', 'uc.status', 'uc.startTime', 'uc.endTime', 'uc.useTime', 'uc.orderNo', 'uc.createdAt'])
      .select(['u.nickname', 'u.avatar'])
      .orderBy('uc.id', 'desc'),
  );
  const list = rows.map((r) => ({
    id: r.id,
    couponId: r.couponId,
    uid: r.uid,
    name: r.name,
    useType: r.useType,
    money: money(r.money),
    minPrice: money(r.minPrice),
    status: r.status === 0 && r.endTime <= stamp ? 2 : r.status,
    startTime: consoleTime(ctx, r.startTime),
    endTime: consoleTime(ctx, r.endTime),
    useTime: consoleTime(ctx, r.useTime ?? ''),
    nickname: r.nickname ?? '',
    avatar: r.avatar ?? '',
    orderNo: r.orderNo,
    createTime: consoleTime(ctx, r.createdAt),
  }));
  return commonPage(list, total, args);
}
