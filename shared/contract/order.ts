import * as z from 'zod/mini';
import { bool, dateTime, dateTimeOrEmpty, extend, int, list, money, object, optional, picture, text, unknown } from './fields';
import { id, optionalFlag, requiredText } from './request-fields';

/** An order line (OrderInfoResponse). `id` is the orderInfoId reviews and refunds name. */
export const orderLine = object({
  id: int,
  merOrderNo: text,
  productId: int,
  productName: text,
  image: picture,
  attrValueId: int,
  sku: text,
  price: money,
  payNum: int,
  isReply: bool,
});

/** A shop's order: the level for detail, receipt, delete, refund and review (GET /order/list). */
export const merchantOrder = object({
  id: int,
  orderNo: text,
  masterOrderNo: text,
  merId: int,
  merName: text,
  createTime: dateTime,
  paid: bool,
  payTime: dateTimeOrEmpty,
  payPrice: money,
  status: int,
  totalNum: int,
  payPostage: money,
  refundStatus: int,
  deliveryName: text,
  deliveryId: text,
  orderInfoList: list(orderLine),
});

/** An unpaid order before it splits per shop (GET /await/pay/list): the level to pay and cancel. */
export const masterOrder = object({
  id: int,
  orderNo: text,
  totalNum: int,
  payPrice: money,
  paid: bool,
  payType: text,
  payChannel: text,
  createTime: dateTime,
  redirect: text,
  orderList: list(merchantOrder),
});

/** GET /order/detail/{merchantOrderNo}. */
export const orderDetail = extend(merchantOrder, {
  email: text,
  realName: text,
  userPhone: text,
  userAddress: text,
  proTotalPrice: money,
  totalPostage: money,
  totalPrice: money,
  couponId: int,
  couponPrice: money,
  integralPrice: money,
  useIntegral: int,
  payType: text,
  userRemark: text,
  mark: text,
  shippingType: int,
  deliveryType: text,
  expressName: text,
  trackingNumber: text,
  deliveryCode: text,
  // The courier's name: `courier` on some upstreams, `courierName` on ours.
  courier: optional(text),
  courierName: text,
  courierPhone: text,
  shipTime: dateTimeOrEmpty,
  refundOrderNo: text,
  refundReasonTime: dateTimeOrEmpty,
  refundTime: dateTimeOrEmpty,
  refundPrice: money,
  receiveTime: dateTimeOrEmpty,
});

/** GET /order/master/detail/{masterOrderNo}: an order as placed, before it splits per shop. */
export const masterDetail = object({
  id: int,
  orderNo: text,
  email: text,
  realName: text,
  userPhone: text,
  userAddress: text,
  totalNum: int,
  proTotalPrice: money,
  totalPostage: money,
  totalPrice: money,
  payPrice: money,
  payPostage: money,
  couponPrice: money,
  integralPrice: money,
  paid: bool,
  payType: text,
  payTime: dateTimeOrEmpty,
  createTime: dateTime,
  mark: text,
  isCancel: bool,
  redirect: text,
  orderList: list(merchantOrder),
});

/** GET /order/express/{orderNo}; `logisticsInfo` is a JSON string of tracking events. */
export const express = object({
  expNo: text,
  expCode: text,
  expName: text,
  courier: text,
  courierPhone: text,
  trackTime: text,
  // A JSON string of tracking events; the SPA reads it whatever form it comes in.
  logisticsInfo: { strict: text.strict, lenient: unknown.lenient },
  state: int,
  reason: text,
});

/** GET /order/visitor/detail: a visitor's look at one shop's order, with its tracking. */
export const visitorOrderDetail = extend(orderDetail, { expressInfo: express });

/** GET /order/center/data: counts per tab of the shopper's orders. */
export const orderCounts = object({ unPaidCount: int, unShippedCount: int, receivedCount: int, commentCount: int, refundCount: int });

/** A line waiting for a review (GET /order/reply/list); `id` is the orderInfoId. */
export const replyLine = object({
  id: int,
  merOrderNo: text,
  merId: int,
  merName: text,
  productId: int,
  productName: text,
  image: picture,
  sku: text,
  price: money,
  payNum: int,
});

/** POST /order/pre/order and the buy-again call. */
export const preOrderNo = object({ preOrderNo: text });
/** POST /order/create. */
export const orderNo = object({ orderNo: text });

/** A line of a pre-order (checkout). */
export const preOrderLine = object({
  productId: int,
  productName: text,
  attrValueId: int,
  image: picture,
  sku: text,
  price: money,
  payNum: int,
  weight: int,
  volume: int,
  postage: money,
});

/** GET /order/load/pre/{preOrderNo}: what checkout shows before the shopper confirms. */
export const preOrder = object({
  proTotalFee: money,
  orderProNum: int,
  freightFee: money,
  totalPrice: money,
  userCouponId: int,
  couponFee: money,
  payFee: money,
  addressId: int,
  realName: text,
  phone: text,
  detail: text,
  country: text,
  email: text,
  remark: text,
  cartIdList: list(int),
  orderList: list(object({ merId: int, merName: text, orderInfoList: list(preOrderLine) })),
});

/**
 * One shop's part of a computed price (our extension, docs/api-extensions.md "Part of the points, shop by shop"):
 * A's PreStoreOrderVo keys (`merId`, `merName`) plus the money of that shop's order. The parts add up to the
 * order's totals to the cent.
 */
export const computedShopPrice = object({
  merId: int,
  merName: text,
  orderProNum: int,
  proTotalFee: money,
  freightFee: money,
  couponFee: money,
  deductionPrice: money,
  usedIntegral: int,
  payFee: money,
});

/** POST /order/computed/price: the server's totals for the chosen address, coupon and points. */
export const computedPrice = object({
  couponFee: money,
  freightFee: money,
  payFee: money,
  proTotalFee: money,
  deductionPrice: money,
  usedIntegral: int,
  surplusIntegral: int,
  // Our extension: the points the shopper may choose from, and the order shop by shop.
  /** The shopper's points before this order. */
  userIntegral: int,
  /** Points are spent in multiples of this. */
  integralStep: int,
  /** The most points this order can take (balance, cap and share, rounded down to the step). */
  maxIntegral: int,
  /** Points worth 1.00 of the shop's currency. */
  integralPerUnit: int,
  orderList: list(computedShopPrice),
});

/**
 * The refusals a checkout price or order can meet, as the service words them; the SPA shows its own
 * translation for each (features/checkout/priceRefusal.ts), so the shopper reads their language.
 */
export const CHECKOUT_REFUSALS = {
  pointsStep: 'Points can only be used in the steps the shop allows',
  pointsPerOrder: 'That is more points than one order may use',
  pointsBalance: 'You do not have that many points',
  pointsOrder: 'That is more points than this order can take',
  preOrderMissing: 'Pre-order not found',
  preOrderExpired: 'The pre-order has expired, please place the order again',
  preOrderStale: 'The pre-order is out of date, please place the order again',
  addressMissing: 'Address not found',
  couponMissing: 'Coupon not found',
  couponUsed: 'This coupon has already been used or has expired',
  couponNotYet: 'This coupon is not valid yet',
  couponExpired: 'This coupon has expired',
  couponMinimum: 'This coupon needs',
} as const;

// ---- Requests (what the SPA sends, what the service reads) ----------------------------------

/** An order or pre-order number in a path or body. */
const orderNumber = (name: string) => requiredText(name, 64, `${name} is required`, `${name} is too long`);

/** `:orderNo` of the order paths (detail, cancel, take, delete, express). */
export const orderNoParam = z.object({ orderNo: z.string().check(z.trim(), z.minLength(1, 'orderNo is required'), z.maxLength(64, 'orderNo is too long')) });
/** `:preOrderNo` of the pre-order paths. */
export const preOrderNoParam = z.object({ preOrderNo: orderNumber('preOrderNo') });

/**
 * The payment methods an order can be placed with (yue: the shopper's balance; cod: cash on delivery, the
 * PC client's name for it, offered while the operator's `codSwitch` is on; docs/api-extensions.md).
 */
export const PAY_TYPES = ['yue', 'cod', 'stripe', 'paypal'] as const;
export const PAY_CHANNELS = ['pc', 'mobile'] as const;

const orderLines = <T extends z.core.$ZodType>(line: T) =>
  z.array(line, { error: 'orderDetails is required' }).check(z.minLength(1, 'orderDetails is required'), z.maxLength(100, 'At most 100 lines per order'));

/** POST /api/front/order/pre/order: check out cart lines, or buy one SKU now (docs/upstream-contract.md §5). */
export const preOrderBody = z.discriminatedUnion(
  'preOrderType',
  [
    z.object({ preOrderType: z.literal('shoppingCart'), orderDetails: orderLines(z.object({ shoppingCartId: id('shoppingCartId') })) }),
    z.object({
      preOrderType: z.literal('buyNow'),
      orderDetails: orderLines(
        z.object({
          productId: id('productId'),
          attrValueId: id('attrValueId'),
          productNum: id('productNum').check(z.maximum(999, 'productNum must be at most 999')),
        }),
      ),
    }),
  ],
  { error: "preOrderType must be 'shoppingCart' or 'buyNow'" },
);

/** Row ids are 32-bit in the database: a larger number is refused as input, never sent to a query. */
const ROW_ID_MAX = 2_147_483_647;
/** A row id that may be left out (0: none chosen yet). */
const optionalRowId = (name: string) =>
  z._default(
    z.optional(
      z.coerce
        .number({ error: `${name} must be a number` })
        .check(z.int(`${name} must be an integer`), z.minimum(0, `${name} must not be negative`), z.maximum(ROW_ID_MAX, `${name} is not a valid id`)),
    ),
    0,
  );
/** The points the shopper chose (our extension); left out, the most the order can take. */
const chosenPoints = z.optional(
  z.coerce
    .number({ error: 'integral must be a number' })
    .check(z.int('integral must be a whole number of points'), z.minimum(0, 'integral must not be negative'), z.maximum(1_000_000_000, CHECKOUT_REFUSALS.pointsBalance)),
);

/** POST /api/front/order/computed/price: the totals for the shopper's choices; 0 is "none chosen yet". */
export const computedPriceBody = z.object({
  preOrderNo: orderNumber('preOrderNo'),
  addressId: optionalRowId('addressId'),
  couponId: optionalRowId('couponId'),
  isUseIntegral: optionalFlag('isUseIntegral'),
  integral: chosenPoints,
});

/**
 * POST /api/front/order/create. `couponId` is the user coupon's id (0: none). A blank `payType` is
 * a client that knows none of the enabled methods: the service reads it as balance payment when that
 * is on, before this shape checks it. `realName`, `phone` and `email` are a guest's contact.
 */
export const orderCreateBody = z.object({
  preOrderNo: orderNumber('preOrderNo'),
  addressId: id('addressId', 'Please choose a delivery address').check(z.maximum(ROW_ID_MAX, 'addressId is not a valid id')),
  couponId: optionalRowId('couponId'),
  payType: z.enum(PAY_TYPES, { error: `payType must be one of ${PAY_TYPES.join(', ')}` }),
  payChannel: z.enum(PAY_CHANNELS, { error: "payChannel must be 'pc' or 'mobile'" }),
  mark: z._default(z.optional(z.string({ error: 'mark must be text' }).check(z.maxLength(150, 'The order note can be at most 150 characters'))), ''),
  isUseIntegral: optionalFlag('isUseIntegral'),
  integral: chosenPoints,
  realName: z.optional(z.string().check(z.maxLength(64, 'realName is too long'))),
  phone: z.optional(z.string().check(z.maxLength(32, 'phone is too long'))),
  email: z.optional(z.string().check(z.maxLength(128, 'email is too long'))),
});

/** GET /api/front/order/list?type=: 1 unpaid, 2 to ship, 3 to receive (with page and limit). */
export const orderListQuery = z.object({
  type: z.coerce.number({ error: 'type is required (1, 2 or 3)' }).check(z.int(), z.minimum(1, 'type must be 1, 2 or 3'), z.maximum(3, 'type must be 1, 2 or 3')),
});

/** GET /api/front/order/visitor/(master/)detail: a guest's order, found by its number and the guest's identity. */
export const visitorOrderQuery = z.object({
  orderNo: orderNumber('orderNo'),
  identity: requiredText('identity', 128, 'identity is required', 'identity is too long'),
});
