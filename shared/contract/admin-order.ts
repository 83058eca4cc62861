// zod/mini, as every contract shape: the merchant console types its order and refund calls from these and the service parses with them.
import * as z from 'zod/mini';
import { bool, dateTime, dateTimeOrEmpty, decimal, extend, int, list, money, object, picture, text } from './fields';
import { commonPage } from './common';
import { requiredText } from './request-fields';
import { express } from './order';

/**
 * The merchant console's orders and after-sales (docs/api-extensions.md "Admin side (consoles)", "Orders and
 * after-sales"): source A's StoreOrderController, StoreOrderStatusController, StoreRefundOrderController and
 * MerchantExpressController, with A's field names from StoreOrderSearchRequest, StoreOrderSendRequest,
 * OrderRemarkRequest, MerchantOrderPageResponse, StoreOrderCountItemResponse, StoreOrderInfoResponse,
 * StoreOrderInfoVo, OrderLogistics, StoreOrderStatus, RefundOrderSearchRequest, StoreOrderRefundRequest,
 * MerchantRefundOrderPageResponse, RefundOrderCountItemResponse, RefundOrderInfoResponse and Express. Our
 * additions are named where they appear.
 *
 * Every answer is A's envelope `{code, message, data}`: 200 done; 400 a field is wrong (the message names it);
 * 401 signed out; 403 the role lacks the permission; "not found" is code 500 with its message, as A does (an
 * order or refund of another shop reads exactly as a missing one).
 */

// ---- Paths and permissions (A's, exactly; ours marked) ----

const ORDER = '/api/admin/merchant/order';
const REFUND = '/api/admin/merchant/refund/order';

export const MERCHANT_ORDER_PATHS = {
  /** GET, query `storeOrderSearchRequest` + `page`, `limit` → CommonPage of `merchantOrderPageItem`, newest first. */
  list: `${ORDER}/list`,
  /** GET, query `dateLimit` (and ours: `orderNo`, `keywords`) → `storeOrderCountItem`. */
  statusNum: `${ORDER}/status/num`,
  /** GET `?orderNo=` → `storeOrderInfo`. */
  info: `${ORDER}/info`,
  /** POST body `storeOrderSendRequest` → data null: ships the order (type 1) or marks it sent without logistics (type 3). */
  send: `${ORDER}/send`,
  /** POST body `orderRemarkRequest` → data null: the merchant's own note on the order. */
  mark: `${ORDER}/mark`,
  /** GET `?orderNo=` → `orderLogistics`. */
  logistics: `${ORDER}/getLogisticsInfo`,
  /** Ours: POST body `orderTrackingAddRequest` → data null: more tracking events of a shipped order. */
  trackingAdd: `${ORDER}/logistics/add`,
  /** GET `?orderNo=` + `page`, `limit` → CommonPage of `storeOrderStatus`, oldest first. */
  statusList: `${ORDER}/status/list`,
  /** GET → list of `expressCompany`: the carriers a shipment may name. */
  expressAll: '/api/admin/merchant/express/all',
} as const;

export const MERCHANT_ORDER_PERMISSIONS = {
  list: 'merchant:order:page:list',
  statusNum: 'merchant:order:status:num',
  info: 'merchant:order:info',
  send: 'merchant:order:send',
  mark: 'merchant:order:mark',
  logistics: 'merchant:order:logistics:info',
  /** Ours, in A's style. */
  trackingAdd: 'merchant:order:logistics:add',
  statusList: 'merchant:order:status:list',
  expressAll: 'merchant:express:all',
} as const;

export const MERCHANT_REFUND_PATHS = {
  /** GET, query `refundOrderSearchRequest` + `page`, `limit` → CommonPage of `merchantRefundOrderPageItem`, newest first. */
  list: `${REFUND}/list`,
  /** GET, query `dateLimit` → `refundOrderCountItem`. */
  statusNum: `${REFUND}/status/num`,
  /** Ours: GET `?refundOrderNo=` → `refundOrderInfo`. */
  detail: `${REFUND}/detail`,
  /** GET `?refundOrderNo=` → data true: approves the refund and returns the money by the way it was paid (A's GET). */
  refund: `${REFUND}/refund`,
  /** GET `?refundOrderNo=&reason=` → data null: refuses it; the shopper reads the reason (A's GET). */
  refuse: `${REFUND}/refund/refuse`,
} as const;

export const MERCHANT_REFUND_PERMISSIONS = {
  list: 'merchant:refund:order:page:list',
  statusNum: 'merchant:refund:order:status:num',
  /** Ours, in A's style. */
  detail: 'merchant:refund:order:detail',
  refund: 'merchant:refund:order:refund',
  refuse: 'merchant:refund:order:refund:refuse',
} as const;

/**
 * A's order list tabs (StoreOrderSearchRequest.status), plus ours: `refunding` (a refund applied for or being
 * paid back) and `cancelled` (closed without payment).
 */
export const ORDER_TABS = ['all', 'unPaid', 'notShipped', 'spike', 'complete', 'refunding', 'refunded', 'cancelled', 'deleted'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** A's order states (MerchantOrderPageResponse.status) and refund states (refundStatus). */
export const ORDER_STATUS = { toShip: 0, toReceive: 1, received: 2, complete: 3, cancelled: 9 } as const;
export const REFUND_STATUS = { none: 0, applied: 1, refunding: 2, refunded: 3 } as const;

/** A's refund order states (RefundOrderSearchRequest.refundStatus); 9 is every state. */
export const REFUND_TABS = [9, 0, 1, 2, 3] as const;
export type RefundTab = (typeof REFUND_TABS)[number];
export const REFUND_ORDER_STATUS = { await: 0, reject: 1, refunding: 2, refunded: 3, all: 9 } as const;

/** A's StoreOrderSendRequest.type: 1 by carrier, 3 without logistics (virtual goods). */
export const SEND_TYPE = { express: '1', noLogistics: '3' } as const;

/** The limits the forms and the service share. */
export const ORDER_RULES = {
  orderNo: 64,
  keywords: 64,
  expressNumber: 64,
  remark: 500,
  refuseReason: 255,
  station: 255,
  trackingEvents: 20,
} as const;

/**
 * A's `dateLimit`: `today`, `yesterday`, `lately7`, `lately30`, `month`, `year`, or two dates
 * `yyyy-MM-dd,yyyy-MM-dd` (both days included), read in the service's zone (SERVER_TIME_ZONE).
 */
export const DATE_LIMIT_WORDS = ['today', 'yesterday', 'lately7', 'lately30', 'month', 'year'] as const;
const DATE_RANGE_RE = /^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/;
const dateLimit = z.optional(
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || (DATE_LIMIT_WORDS as readonly string[]).includes(v) || DATE_RANGE_RE.test(v), 'dateLimit is today, yesterday, lately7, lately30, month, year or "yyyy-MM-dd,yyyy-MM-dd"'),
  ),
);
const optionalText = (name: string, max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `${name} is at most ${max} characters`)));

// ---- Requests ----

/** GET .../order/list query (A's StoreOrderSearchRequest); `keywords` is ours: the buyer's nickname, phone or email, or the consignee's name, phone or email. */
export const storeOrderSearchRequest = z.object({
  status: z._default(z.enum(ORDER_TABS, { error: `status is one of ${ORDER_TABS.join(', ')}` }), 'all'),
  orderNo: optionalText('orderNo', ORDER_RULES.orderNo),
  dateLimit,
  keywords: optionalText('keywords', ORDER_RULES.keywords),
});

/** GET .../order/status/num query: A's `dateLimit`, and ours: the list's other filters, so the counts match the list. */
export const orderStatusNumRequest = z.object({
  dateLimit,
  orderNo: optionalText('orderNo', ORDER_RULES.orderNo),
  keywords: optionalText('keywords', ORDER_RULES.keywords),
});

/** `?orderNo=`: one of the shop's orders (the merchant order number). */
export const orderNoQuery = z.object({ orderNo: requiredText('orderNo', ORDER_RULES.orderNo, 'orderNo is required') });

/**
 * POST .../order/send (A's StoreOrderSendRequest). Type 1 names the carrier (`expressCode`, from
 * `expressAll`) and its tracking number; type 3 (virtual goods) needs neither.
 */
export const storeOrderSendRequest = z
  .object({
    orderNo: requiredText('orderNo', ORDER_RULES.orderNo, 'orderNo is required'),
    type: z.pipe(
      z.union([z.string(), z.number()], { error: 'Choose a delivery type: 1 by carrier, 3 without logistics' }),
      z.pipe(z.transform((v: string | number) => String(v).trim()), z.enum([SEND_TYPE.express, SEND_TYPE.noLogistics], { error: 'Choose a delivery type: 1 by carrier, 3 without logistics' })),
    ),
    expressCode: z._default(z.string().check(z.trim(), z.maxLength(32, 'expressCode is at most 32 characters')), ''),
    expressNumber: z._default(z.string().check(z.trim(), z.maxLength(ORDER_RULES.expressNumber, `The tracking number is at most ${ORDER_RULES.expressNumber} characters`)), ''),
  })
  .check(
    z.refine((b) => b.type !== SEND_TYPE.express || b.expressCode !== '', { message: 'Choose the carrier', path: ['expressCode'] }),
    z.refine((b) => b.type !== SEND_TYPE.express || b.expressNumber !== '', { message: 'Enter the tracking number', path: ['expressNumber'] }),
  );

/** POST .../order/mark (A's OrderRemarkRequest). */
export const orderRemarkRequest = z.object({
  orderNo: requiredText('orderNo', ORDER_RULES.orderNo, 'orderNo is required'),
  remark: requiredText('remark', ORDER_RULES.remark, 'Write the note', `The note is at most ${ORDER_RULES.remark} characters`),
});

/** One tracking event: where the parcel is, and when (wall-clock time in the service's zone; now when left out). */
export const trackingEventRequest = z.object({
  station: requiredText('station', ORDER_RULES.station, 'Describe where the parcel is', `The tracking line is at most ${ORDER_RULES.station} characters`),
  time: z.optional(z.string().check(z.trim(), z.refine((v) => v === '' || /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(v), "time is 'yyyy-MM-dd HH:mm:ss'"))),
});

/** Ours: POST .../order/logistics/add. */
export const orderTrackingAddRequest = z.object({
  orderNo: requiredText('orderNo', ORDER_RULES.orderNo, 'orderNo is required'),
  events: z
    .array(trackingEventRequest, { error: 'events is a list of { station, time }' })
    .check(z.minLength(1, 'Add at least one tracking line'), z.maxLength(ORDER_RULES.trackingEvents, `At most ${ORDER_RULES.trackingEvents} tracking lines at once`)),
});

/** GET .../refund/order/list query (A's RefundOrderSearchRequest); `refundStatus` 9 (the default) is every state. */
export const refundOrderSearchRequest = z.object({
  refundStatus: z._default(
    z.coerce.number<number | string>({ error: 'refundStatus is 0, 1, 2, 3 or 9' }).check(z.refine((v) => (REFUND_TABS as readonly number[]).includes(v), 'refundStatus is 0, 1, 2, 3 or 9')),
    9,
  ),
  refundOrderNo: optionalText('refundOrderNo', ORDER_RULES.orderNo),
  merOrderNo: optionalText('merOrderNo', ORDER_RULES.orderNo),
  dateLimit,
});

/** GET .../refund/order/status/num query. */
export const refundStatusNumRequest = z.object({ dateLimit });

/** `?refundOrderNo=` (A's StoreOrderRefundRequest for the approval). */
export const refundOrderNoQuery = z.object({ refundOrderNo: requiredText('refundOrderNo', ORDER_RULES.orderNo, 'refundOrderNo is required') });

/** GET .../refund/order/refund/refuse (A's StoreOrderRefundRequest, `reason` required to refuse). */
export const refundRefuseRequest = z.object({
  refundOrderNo: requiredText('refundOrderNo', ORDER_RULES.orderNo, 'refundOrderNo is required'),
  reason: requiredText('reason', ORDER_RULES.refuseReason, 'Give the shopper a reason', `The reason is at most ${ORDER_RULES.refuseReason} characters`),
});

// ---- Answers ----

/** The shopper an order or refund of either console names (A's order and refund responses). */
export const buyerFields = { uid: int, email: text, realName: text, userPhone: text, userAddress: text };

/** What the shopper asked back, why, and where the refund stands: the same in every refund answer of A's. */
export const refundRequestFields = {
  totalNum: int,
  refundReasonWap: text,
  refundReasonWapImg: text,
  refundReasonWapExplain: text,
  refundStatus: int,
  refundReason: text,
  refundPrice: money,
  refundTime: dateTimeOrEmpty,
};

/** What the order cost and whether and when it was paid, in both consoles' order details. */
export const orderPaymentFields = {
  paid: bool,
  payTime: dateTimeOrEmpty,
  totalNum: int,
  totalPrice: money,
  proTotalPrice: money,
  payPrice: money,
  payPostage: money,
  couponPrice: money,
};

/** One order line (A's StoreOrderInfoVo / OrderInfoResponse). */
export const storeOrderInfoLine = object({
  id: int,
  merOrderNo: text,
  productId: int,
  productName: text,
  image: picture,
  attrValueId: int,
  sku: text,
  price: money,
  payNum: int,
  weight: decimal,
  volume: decimal,
  isReply: bool,
});

/**
 * One row of GET .../order/list (A's MerchantOrderPageResponse). Ours: `totalNum`, `nickname` (the buyer's),
 * `deliveryName`, `deliveryId`, `orderInfo` (the lines, for the goods column).
 */
export const merchantOrderPageItem = object({
  orderNo: text,
  masterOrderNo: text,
  realName: text,
  payPrice: money,
  paid: bool,
  payType: text,
  status: int,
  refundStatus: int,
  userRemark: text,
  isUserDel: bool,
  createTime: dateTime,
  merRemark: text,
  totalNum: int,
  nickname: text,
  deliveryName: text,
  deliveryId: text,
  orderInfo: list(storeOrderInfoLine),
});
export const merchantOrderPage = commonPage(merchantOrderPageItem);

/** GET .../order/status/num (A's StoreOrderCountItemResponse); `refunding` and `cancelled` are ours. */
export const storeOrderCountItem = object({
  all: int,
  unPaid: int,
  notShipped: int,
  spike: int,
  complete: int,
  refunding: int,
  refunded: int,
  cancelled: int,
  deleted: int,
});

/**
 * GET .../order/info (A's StoreOrderInfoResponse). Ours: `uid`, `buyerPhone`, `useIntegral` and
 * `integralPrice` (the points deduction), `deliveryCode`, `shipTime`, `receiveTime`, `refundOrderNo` (the
 * latest refund of the order, empty when none) and `isUserDel`. `deliveryType` is `express` or `noNeed`
 * (shipped without logistics). `platformRemark` is always empty: the platform console keeps no note.
 */
export const storeOrderInfo = object({
  orderNo: text,
  masterOrderNo: text,
  merId: int,
  ...buyerFields,
  ...orderPaymentFields,
  useIntegral: int,
  integralPrice: money,
  payType: text,
  deliveryName: text,
  deliveryType: text,
  deliveryCode: text,
  deliveryId: text,
  shipTime: dateTimeOrEmpty,
  receiveTime: dateTimeOrEmpty,
  status: int,
  refundStatus: int,
  refundOrderNo: text,
  isReply: bool,
  userRemark: text,
  merRemark: text,
  platformRemark: text,
  createTime: dateTime,
  nikeName: text,
  userEmail: text,
  buyerPhone: text,
  isUserDel: bool,
  orderInfo: list(storeOrderInfoLine),
});

/** GET .../order/getLogisticsInfo (A's OrderLogistics, as the shopper's express answer with the order number). */
export const orderLogistics = extend(express, { orderNo: text });

/** A tracking event inside `orderLogistics.logisticsInfo` (a JSON array text of these). */
export const logisticsEvent = object({ AcceptStation: text, AcceptTime: text });

/**
 * One entry of GET .../order/status/list (A's StoreOrderStatus): `changeType` is A's `create`, `pay`,
 * `express`, `receipt`, `cancel`, `apply_refund`, `refund_refuse`, `refund` and ours `delivery` (sent without
 * logistics), `tracking` and `mark`.
 */
export const storeOrderStatus = object({
  merOrderNo: text,
  changeType: text,
  changeMessage: text,
  createTime: dateTime,
});
export const storeOrderStatusPage = commonPage(storeOrderStatus);

/** A carrier (A's Express). */
const expressCompany = object({ id: int, code: text, name: text, sort: int, isShow: bool, status: bool });
export const expressCompanyList = list(expressCompany);

/** One row of GET .../refund/order/list (A's MerchantRefundOrderPageResponse); `nickname` is ours. */
export const merchantRefundOrderPageItem = object({
  refundOrderNo: text,
  merOrderNo: text,
  ...buyerFields,
  ...refundRequestFields,
  createTime: dateTime,
  nickname: text,
});
export const merchantRefundOrderPage = commonPage(merchantRefundOrderPageItem);

/** GET .../refund/order/status/num (A's RefundOrderCountItemResponse). */
export const refundOrderCountItem = object({ all: int, await: int, reject: int, refunding: int, refunded: int });

/**
 * Ours: GET .../refund/order/detail (A's RefundOrderInfoResponse, with the buyer and the order it refunds:
 * `uid`, `nickname`, `userEmail`, `realName`, `userPhone`, `userAddress`, `payType`, `orderPayPrice`,
 * `orderStatus`). `refundReasonWapImg` is the shopper's pictures as a comma list of absolute URLs.
 */
export const refundOrderInfo = object({
  id: int,
  refundOrderNo: text,
  merOrderNo: text,
  masterOrderNo: text,
  merId: int,
  ...refundRequestFields,
  createTime: dateTime,
  orderInfoList: list(storeOrderInfoLine),
  merName: text,
  uid: int,
  nickname: text,
  userEmail: text,
  realName: text,
  userPhone: text,
  userAddress: text,
  payType: text,
  orderPayPrice: money,
  orderStatus: int,
});

/** The fixed carrier list `expressAll` serves (A keeps it in a table the platform edits; ours is this list). */
export const EXPRESS_COMPANIES: readonly { code: string; name: string }[] = [
  { code: 'dhl', name: 'DHL Express' },
  { code: 'fedex', name: 'FedEx' },
  { code: 'ups', name: 'UPS' },
  { code: 'usps', name: 'USPS' },
  { code: 'royalmail', name: 'Royal Mail' },
  { code: 'dpd', name: 'DPD' },
  { code: 'gls', name: 'GLS' },
  { code: 'tnt', name: 'TNT' },
  { code: 'aramex', name: 'Aramex' },
  { code: 'ems', name: 'EMS' },
  { code: 'sfexpress', name: 'SF Express' },
  { code: 'yunexpress', name: 'YunExpress' },
  { code: 'cainiao', name: 'Cainiao' },
  { code: 'thailandpost', name: 'Thailand Post' },
  { code: 'laopost', name: 'Lao Post' },
];
