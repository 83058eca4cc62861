import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { CHECKOUT_REFUSALS, type preOrderBody } from '../../../shared/contract/order.js';
import { BusinessError } from '../http/envelope.js';
import { money } from '../http/render.js';
import { addSeconds, now } from '../db/time.js';
import { eligibleFlags } from '../coupons/scope.js';
import { SHOP_CLOSED } from '../merchants/open.js';
import { priceOrder, type OrderTotals, type PointsRefusal, type PointsRule, type PricingShop } from './pricing.js';
import { pointsRule } from '../points/settings.js';
import { PRE_ORDER_TTL_SECONDS } from '../../../shared/constants.js';

/** One resolved line of a pre-order, as the shopper saw it (price snapshot included). */
const preOrderLine = z.object({
  cartId: z.number().int(),
  productId: z.number().int(),
  attrValueId: z.number().int(),
  payNum: z.number().int().positive(),
  merId: z.number().int(),
  productName: z.string(),
  image: z.string(),
  sku: z.string(),
  price: z.number().int(),
  weight: z.number(),
  volume: z.number(),
  cateId: z.number().int(),
});
export type PreOrderLine = z.output<typeof preOrderLine>;
const payloadSchema = z.object({ lines: z.array(preOrderLine).min(1) });

export type PreOrderRequest = z.output<typeof preOrderBody>;

export interface PreOrder {
  preOrderNo: string;
  uid: number;
  preOrderType: 'shoppingCart' | 'buyNow';
  lines: PreOrderLine[];
  expiresAt: string;
  orderNo: string | null;
}

async function resolveLine(ctx: CommerceContext, want: { cartId: number; productId: number; attrValueId: number; payNum: number }): Promise<PreOrderLine> {
  const r = await ctx.db
    .selectFrom('productAttrValues as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .innerJoin('merchants as m', 'm.id', 'p.merId')
    .select(['v.id', 'v.productId', 'v.sku', 'v.stock', 'v.price', 'v.image', 'v.weight', 'v.volume', 'v.isDel as skuDel', 'p.storeName', 'p.image as productImage', 'p.merId', 'p.cateId', 'p.isShow', 'p.isDel', 'm.isShow as shopShow'])
    .where('v.id', '=', want.attrValueId)
    .executeTakeFirst();
  if (!r || r.productId !== want.productId || r.skuDel === 1 || r.isDel === 1) throw new BusinessError('A product in this order no longer exists');
  if (r.shopShow !== 1) throw new BusinessError(SHOP_CLOSED);
  if (r.isShow !== 1) throw new BusinessError(`${r.storeName} is off the shelf`);
  if (r.stock < want.payNum) throw new BusinessError(r.stock > 0 ? `Not enough stock for ${r.storeName}: ${r.stock} left` : `${r.storeName} is out of stock`);
  return {
    cartId: want.cartId,
    productId: r.productId,
    attrValueId: r.id,
    payNum: want.payNum,
    merId: r.merId,
    productName: r.storeName,
    image: r.image || r.productImage,
    sku: r.sku,
    price: r.price,
    weight: r.weight,
    volume: r.volume,
    cateId: r.cateId,
  };
}

/** Validates stock and shelf state and keeps the resolved lines for five minutes. */
export async function createPreOrder(ctx: CommerceContext, uid: number, req: PreOrderRequest): Promise<string> {
  const wants: { cartId: number; productId: number; attrValueId: number; payNum: number }[] = [];
  if (req.preOrderType === 'shoppingCart') {
    const ids = [...new Set(req.orderDetails.map((d) => d.shoppingCartId))];
    const rows = await ctx.db.selectFrom('cartItems').select(['id', 'productId', 'productAttrUnique', 'cartNum']).where('uid', '=', uid).where('id', 'in', ids).execute();
    if (rows.length !== ids.length) throw new BusinessError('Cart line not found');
    for (const id of ids) {
      const r = rows.find((x) => x.id === id)!;
      wants.push({ cartId: r.id, productId: r.productId, attrValueId: r.productAttrUnique, payNum: r.cartNum });
    }
  } else {
    // The same SKU twice in one buyNow is one line with the quantities added.
    const merged = new Map<number, { cartId: number; productId: number; attrValueId: number; payNum: number }>();
    for (const d of req.orderDetails) {
      const prev = merged.get(d.attrValueId);
      if (prev && prev.productId !== d.productId) throw new BusinessError('A product in this order no longer exists');
      merged.set(d.attrValueId, { cartId: 0, productId: d.productId, attrValueId: d.attrValueId, payNum: (prev?.payNum ?? 0) + d.productNum });
    }
    wants.push(...merged.values());
  }
  const lines: PreOrderLine[] = [];
  for (const w of wants) lines.push(await resolveLine(ctx, w));
  const preOrderNo = `pre${Date.now().toString(36)}${randomBytes(8).toString('hex')}`;
  await ctx.db
    .insertInto('preOrders')
    .values({ preOrderNo, uid, preOrderType: req.preOrderType, payload: JSON.stringify({ lines }), expiresAt: addSeconds(new Date(), PRE_ORDER_TTL_SECONDS), orderNo: null, createdAt: now() })
    .execute();
  return preOrderNo;
}

/** The shopper's own pre-order; an expired one is refused unless it already became an order. */
export async function loadPreOrder(ctx: CommerceContext, uid: number, preOrderNo: string): Promise<PreOrder> {
  const row = await ctx.db.selectFrom('preOrders').selectAll().where('preOrderNo', '=', preOrderNo).where('uid', '=', uid).executeTakeFirst();
  if (!row) throw new BusinessError(CHECKOUT_REFUSALS.preOrderMissing, 404);
  // Checkout asks for its price again when the shopper comes back to the tab: after five minutes that is a
  // state the shopper must act on (409), not a failure of the service.
  if (row.orderNo === null && row.expiresAt <= now()) throw new BusinessError(CHECKOUT_REFUSALS.preOrderExpired, 409);
  // A pre-order kept by an earlier release may lack a field this one reads: the shopper starts again, no crash.
  const payload = payloadSchema.safeParse(safeJson(row.payload));
  if (!payload.success) throw new BusinessError(CHECKOUT_REFUSALS.preOrderStale, 409);
  return { preOrderNo: row.preOrderNo, uid: row.uid, preOrderType: row.preOrderType as PreOrder['preOrderType'], lines: payload.data.lines, expiresAt: row.expiresAt, orderNo: row.orderNo };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface ShopGroup {
  merId: number;
  merName: string;
  freightFee: number;
  freeFreightThreshold: number;
  lines: PreOrderLine[];
}

/** Lines grouped by shop, in first-seen order, with each shop's freight rule. */
export async function groupByShop(ctx: CommerceContext, lines: PreOrderLine[]): Promise<ShopGroup[]> {
  const merIds = [...new Set(lines.map((l) => l.merId))];
  const shops = await ctx.db.selectFrom('merchants').select(['id', 'name', 'freightFee', 'freeFreightThreshold']).where('id', 'in', merIds).execute();
  return merIds.map((merId) => {
    const s = shops.find((x) => x.id === merId);
    return {
      merId,
      merName: s?.name ?? '',
      freightFee: s?.freightFee ?? 0,
      freeFreightThreshold: s?.freeFreightThreshold ?? 0,
      lines: lines.filter((l) => l.merId === merId),
    };
  });
}

export interface UsableCoupon {
  id: number;
  couponId: number;
  name: string;
  money: number;
  minPrice: number;
  useType: number;
  merId: number;
  productIds: string;
  categoryId: number;
  status: number;
  startTime: string;
  endTime: string;
  useTime: string | null;
}

/** The shopper's user-coupon when it is unused and inside its validity window now. */
export async function usableUserCoupon(ctx: CommerceContext, uid: number, userCouponId: number): Promise<UsableCoupon> {
  const stamp = now();
  const c = await ctx.db
    .selectFrom('userCoupons')
    .select(['id', 'couponId', 'name', 'money', 'minPrice', 'useType', 'merId', 'productIds', 'categoryId', 'status', 'startTime', 'endTime', 'useTime'])
    .where('id', '=', userCouponId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!c) throw new BusinessError(CHECKOUT_REFUSALS.couponMissing, 404);
  // A coupon can be used up by another order or run out while checkout is open: the shopper chooses again (409).
  if (c.status !== 0) throw new BusinessError(CHECKOUT_REFUSALS.couponUsed, 409);
  if (c.startTime > stamp) throw new BusinessError(CHECKOUT_REFUSALS.couponNotYet, 409);
  if (c.endTime <= stamp) throw new BusinessError(CHECKOUT_REFUSALS.couponExpired, 409);
  return c;
}

export interface Quote {
  shops: ShopGroup[];
  totals: OrderTotals;
  coupon: UsableCoupon | null;
  userPoints: number;
  rule: Required<PointsRule>;
}

const POINTS_REFUSAL_TEXT: Record<PointsRefusal, string> = {
  step: CHECKOUT_REFUSALS.pointsStep,
  perOrder: CHECKOUT_REFUSALS.pointsPerOrder,
  balance: CHECKOUT_REFUSALS.pointsBalance,
  order: CHECKOUT_REFUSALS.pointsOrder,
};

interface QuoteChoices {
  userCouponId: number;
  useIntegral: boolean;
  /** The points the shopper chose; left out, the most the order can take. */
  integral?: number | undefined;
}

/** Prices a pre-order with an optional coupon and points, exactly as create will charge it. */
export async function quote(ctx: CommerceContext, uid: number, pre: PreOrder, opts: QuoteChoices): Promise<Quote> {
  const shops = await groupByShop(ctx, pre.lines);
  const coupon = opts.userCouponId > 0 ? await usableUserCoupon(ctx, uid, opts.userCouponId) : null;
  const flat = shops.flatMap((s) => s.lines);
  const flags = coupon ? await eligibleFlags(ctx.db, coupon, flat) : flat.map(() => false);
  const user = await ctx.db.selectFrom('users').select('integral').where('id', '=', uid).executeTakeFirst();
  const userPoints = user?.integral ?? 0;
  let k = 0;
  const pricingShops: PricingShop[] = shops.map((s) => ({
    merId: s.merId,
    freightFee: s.freightFee,
    freeFreightThreshold: s.freeFreightThreshold,
    lines: s.lines.map((l) => ({ price: l.price, payNum: l.payNum, couponEligible: flags[k++] ?? false })),
  }));
  const rule = await pointsRule(ctx);
  const totals = priceOrder({
    shops: pricingShops,
    coupon: coupon ? { money: coupon.money, minPrice: coupon.minPrice } : null,
    // The balance always goes in, so the answer can say how many points the shopper could choose.
    availablePoints: userPoints,
    ...(opts.useIntegral ? (opts.integral === undefined ? {} : { wantPoints: opts.integral }) : { wantPoints: 0 }),
    points: rule,
  });
  if (coupon && !totals.couponApplies) {
    throw new BusinessError(`${CHECKOUT_REFUSALS.couponMinimum} ${money(coupon.minPrice)} of eligible goods in the order`, 409);
  }
  // A refused amount deducts nothing: the shopper is told why and chooses again.
  if (totals.pointsRefusal) throw new BusinessError(POINTS_REFUSAL_TEXT[totals.pointsRefusal], 400);
  return { shops, totals, coupon, userPoints, rule };
}

/** PreOrderVo (docs/upstream-contract.md §5), with the shopper's default address filled in. */
export async function preOrderView(ctx: CommerceContext, uid: number, pre: PreOrder) {
  const q = await quote(ctx, uid, pre, { userCouponId: 0, useIntegral: false });
  const address = await ctx.db
    .selectFrom('addresses')
    .selectAll()
    .where('uid', '=', uid)
    .where('isDel', '=', 0)
    .orderBy('isDefault', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const t = q.totals;
  return {
    preOrderNo: pre.preOrderNo,
    preOrderType: pre.preOrderType,
    proTotalFee: money(t.proTotal),
    orderProNum: t.totalNum,
    freightFee: money(t.freight),
    totalPrice: money(t.proTotal + t.freight),
    userCouponId: 0,
    couponFee: money(0),
    payFee: money(t.pay),
    addressId: address?.id ?? 0,
    realName: address?.realName ?? '',
    phone: address?.phone ?? '',
    detail: address ? [address.province, address.city, address.district, address.detail].filter(Boolean).join(' ') : '',
    country: address?.country ?? '',
    email: address?.email ?? '',
    remark: '',
    userIntegral: q.userPoints,
    cartIdList: pre.lines.filter((l) => l.cartId > 0).map((l) => l.cartId),
    orderList: q.shops.map((s, i) => ({
      merId: s.merId,
      merName: s.merName,
      proTotalFee: money(t.shops[i]?.proTotal ?? 0),
      freightFee: money(t.shops[i]?.freight ?? 0),
      orderInfoList: s.lines.map((l) => ({
        productId: l.productId,
        productName: l.productName,
        attrValueId: l.attrValueId,
        image: l.image,
        sku: l.sku,
        price: money(l.price),
        payNum: l.payNum,
        weight: l.weight,
        volume: l.volume,
        postage: money(0),
      })),
    })),
  };
}
