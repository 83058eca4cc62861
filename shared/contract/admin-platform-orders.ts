// zod/mini, as every contract shape: the platform console types its calls from these and the service parses with them.
import * as z from 'zod/mini';
import { bool, dateTime, dateTimeOrEmpty, extend, int, list, money, object, pick, text } from './fields';
import { commonPage, page } from './common';
import { buyerFields, orderPaymentFields, refundRequestFields, storeOrderInfoLine } from './admin-order';
import { formText, requiredText } from './request-fields';

/**
 * The platform console's order and refund lookup (docs/api-extensions.md "Orders, refunds, finance and
 * dashboards"), with source A's paths, permission strings and field names: PlatformOrderController
 * (`/api/admin/platform/order`) and PlatformRefundOrderController (`/api/admin/platform/refund/order`);
 * PlatformOrderSearchRequest, PlatformOrderPageResponse, PlatformOrderInfoResponse, StoreOrderInfoVo,
 * StoreOrderCountItemResponse, OrderRemarkRequest, OrderLogistics, PlatformRefundOrderSearchRequest,
 * PlatformRefundOrderPageResponse, RefundOrderCountItemResponse and RefundOrderRemarkRequest. Extensions are
 * marked "ours". The operator reads; the only write is an internal note, which no shop or shopper call shows.
 */

/** A's permission strings of these calls (each route's `@PreAuthorize`). */
export const PLATFORM_ORDER_PERMISSIONS = {
  list: 'platform:order:page:list',
  statusNum: 'platform:order:status:num',
  mark: 'platform:order:mark',
  info: 'platform:order:info',
  logistics: 'platform:order:logistics:info',
  refundList: 'platform:refund:order:page:list',
  refundStatusNum: 'platform:refund:order:status:num',
  refundMark: 'platform:refund:order:mark',
} as const;

export const PLATFORM_ORDER_PATHS = {
  list: '/api/admin/platform/order/list',
  statusNum: '/api/admin/platform/order/status/num',
  mark: '/api/admin/platform/order/mark',
  info: '/api/admin/platform/order/info',
  logistics: '/api/admin/platform/order/getLogisticsInfo',
  refundList: '/api/admin/platform/refund/order/list',
  refundStatusNum: '/api/admin/platform/refund/order/status/num',
  refundMark: '/api/admin/platform/refund/order/mark',
} as const;

/** A's order states of a shop order (PlatformOrderPageResponse.status). */
export const ORDER_STATUS = { toShip: 0, toReceive: 1, received: 2, completed: 3, cancelled: 9 } as const;
/** A's refund states (PlatformRefundOrderPageResponse.refundStatus). */
export const REFUND_STATUS = { await: 0, rejected: 1, refunding: 2, refunded: 3 } as const;
/** A's order list tabs (PlatformOrderSearchRequest.status). */
export const ORDER_TABS = ['all', 'unPaid', 'notShipped', 'spike', 'complete', 'refunded', 'deleted'] as const;

/**
 * A's `dateLimit`: `today`, `yesterday`, `lately7`, `lately30`, `week`, `preWeek`, `month`, `preMonth`,
 * `year`, `preYear`, or two calendar dates `yyyy-MM-dd,yyyy-MM-dd` (both included), read in SERVER_TIME_ZONE.
 */
export const DATE_LIMIT_KEYWORDS = ['today', 'yesterday', 'lately7', 'lately30', 'week', 'preWeek', 'month', 'preMonth', 'year', 'preYear'] as const;
export const DATE_RANGE_RE = /^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/;

export const dateLimitField = z.optional(
  z.pipe(
    z.transform(formText),
    z.string({ error: 'dateLimit must be a period or two dates' }).check(
      z.refine((v) => v === '' || (DATE_LIMIT_KEYWORDS as readonly string[]).includes(v) || DATE_RANGE_RE.test(v), 'dateLimit must be a period (today, lately30, month, …) or two dates yyyy-MM-dd,yyyy-MM-dd'),
    ),
  ),
);

const optionalId = (name: string) =>
  z.optional(z.pipe(z.transform(formText), z.union([z.literal(''), z.string().check(z.regex(/^[1-9]\d{0,9}$/, `${name} must be a positive integer`))], { error: `${name} must be a positive integer` })));
const searchText = (name: string, max = 64) => z.optional(z.pipe(z.transform(formText), z.string({ error: `${name} must be text` }).check(z.maxLength(max, `${name} is at most ${max} characters`))));

// ---- Orders ----

/**
 * GET /api/admin/platform/order/list (platform:order:page:list), A's PlatformOrderSearchRequest: `orderNo`
 * (a shop order's number, whole or a part), `masterOrderNo`, `dateLimit` (placed within), `status` (one of
 * ORDER_TABS; all when left out), `merId`; ours: `keywords`, the buyer (email, name, phone, or the shopper's
 * id). `page`, `limit`. Newest first.
 */
export const platformOrderSearchRequest = z.object({
  orderNo: searchText('orderNo'),
  masterOrderNo: searchText('masterOrderNo'),
  dateLimit: dateLimitField,
  status: z.optional(z.pipe(z.transform(formText), z.union([z.literal(''), z.enum(ORDER_TABS)], { error: `status must be one of ${ORDER_TABS.join(', ')}` }))),
  merId: optionalId('merId'),
  keywords: searchText('keywords'),
});

/**
 * One shop order of the list (A's PlatformOrderPageResponse). `merRemark` is the shop's own note (the
 * operator reads it; the shop never reads `platformRemark`, the newest internal note). Ours: `merId`, `uid`,
 * `email` (the buyer's), `payTime`.
 */
export const platformOrderPage = object({
  orderNo: text,
  masterOrderNo: text,
  merId: int,
  merName: text,
  uid: int,
  email: text,
  realName: text,
  payPrice: money,
  paid: bool,
  payType: text,
  payTime: dateTimeOrEmpty,
  status: int,
  refundStatus: int,
  userRemark: text,
  merRemark: text,
  platformRemark: text,
  isUserDel: bool,
  isMerchantDel: bool,
  createTime: dateTime,
});

export const platformOrderPageList = page(platformOrderPage);

/** GET /api/admin/platform/order/status/num (platform:order:status:num), A's StoreOrderCountItemResponse; query `dateLimit`. */
export const storeOrderCountItem = object({ all: int, unPaid: int, notShipped: int, spike: int, complete: int, refunded: int, deleted: int });

/** A line of the order (A's StoreOrderInfoVo). */
export const storeOrderInfoVo = pick(storeOrderInfoLine, ['id', 'merOrderNo', 'productId', 'productName', 'image', 'sku', 'price', 'payNum', 'isReply']);

/** A payment attempt of the order's master order (ours): its method, amount, outcome and why. */
export const orderPaymentRecord = object({
  id: int,
  provider: text,
  providerRef: text,
  amount: money,
  currency: text,
  status: text,
  reason: text,
  createTime: dateTime,
  updateTime: dateTime,
});

/** A tracking event as the carrier reported it (ours, A's OrderLogistics' AcceptStation and AcceptTime). */
export const orderTrackingEvent = object({ station: text, time: text });

/** An operator's internal note (ours): who wrote it and when. The shop and the shopper never see it. */
export const platformNote = object({ id: int, adminAccount: text, remark: text, createTime: dateTime });

/** An operation-log entry about the order or one of its refunds (ours), from either console. */
export const orderLogEntry = object({ id: int, side: text, merId: int, adminAccount: text, description: text, method: text, createTime: dateTime });

/**
 * One refund of the list (A's PlatformRefundOrderPageResponse). `refundReasonWapImg` is the shopper's
 * pictures as a comma list of absolute URLs; `merRemark` is always empty here; `platformRemark` is the
 * newest internal note. Ours: `notes` (every internal note, newest first) on the order's detail only.
 */
export const platformRefundOrderPage = object({
  refundOrderNo: text,
  merOrderNo: text,
  merId: int,
  merName: text,
  ...buyerFields,
  ...refundRequestFields,
  merRemark: text,
  platformRemark: text,
  createTime: dateTime,
});

export const platformRefundOrderPageList = commonPage(platformRefundOrderPage);

const refundWithNotes = extend(platformRefundOrderPage, { notes: list(platformNote) });

/**
 * GET /api/admin/platform/order/info?orderNo= (platform:order:info), A's PlatformOrderInfoResponse with its
 * lines (`orderInfo`); ours: `uid`, `shipTime`, `receiveTime`, and the order's history: `payments` (every
 * attempt on its master order, oldest first), `tracking` (newest first), `refunds` (each with its notes),
 * `notes` (the order's internal notes, newest first) and `logs` (operation-log entries naming the order or
 * its refunds, newest first).
 */
export const platformOrderInfo = object({
  orderNo: text,
  masterOrderNo: text,
  merId: int,
  merName: text,
  merIsSelf: bool,
  uid: int,
  email: text,
  nikeName: text,
  userEmail: text,
  realName: text,
  userPhone: text,
  userAddress: text,
  ...orderPaymentFields,
  payType: text,
  deliveryName: text,
  deliveryType: text,
  deliveryId: text,
  shipTime: dateTimeOrEmpty,
  receiveTime: dateTimeOrEmpty,
  status: int,
  refundStatus: int,
  isReply: bool,
  userRemark: text,
  merRemark: text,
  platformRemark: text,
  createTime: dateTime,
  orderInfo: list(storeOrderInfoVo),
  payments: list(orderPaymentRecord),
  tracking: list(orderTrackingEvent),
  refunds: list(refundWithNotes),
  notes: list(platformNote),
  logs: list(orderLogEntry),
});

/**
 * GET /api/admin/platform/order/getLogisticsInfo?orderNo= (platform:order:logistics:info), A's
 * OrderLogistics: the carrier, the tracking number and the events as A's JSON text
 * (`[{"AcceptStation":…,"AcceptTime":…}]`, newest first); `state` 0 no events yet, 2 in transit, 3 signed for.
 */
export const orderLogistics = object({
  orderNo: text,
  expNo: text,
  expCode: text,
  expName: text,
  courier: text,
  courierPhone: text,
  trackTime: text,
  logisticsInfo: text,
  state: int,
});

/** The query of `info` and `getLogisticsInfo`. */
export const orderNoQuery = z.object({ orderNo: requiredText('orderNo', 64, 'orderNo is required') });

/** POST /api/admin/platform/order/mark (platform:order:mark), A's OrderRemarkRequest: adds an internal note. */
export const orderRemarkRequest = z.object({
  orderNo: requiredText('orderNo', 64, 'orderNo is required'),
  remark: requiredText('remark', 500, 'Please write the note', 'The note is at most 500 characters'),
});

// ---- Refunds ----

/**
 * GET /api/admin/platform/refund/order/list (platform:refund:order:page:list), A's
 * PlatformRefundOrderSearchRequest: `merId`, `refundOrderNo`, `merOrderNo` (whole or a part), `dateLimit`
 * (applied within), `refundStatus` (0 awaiting the shop, 1 rejected, 2 refunding, 3 refunded, 9 or left out
 * all); ours: `keywords`, the buyer (email, name, phone or id). `page`, `limit`. Newest first.
 */
export const platformRefundOrderSearchRequest = z.object({
  merId: optionalId('merId'),
  refundOrderNo: searchText('refundOrderNo'),
  merOrderNo: searchText('merOrderNo'),
  dateLimit: dateLimitField,
  refundStatus: z.optional(z.pipe(z.transform(formText), z.union([z.literal(''), z.enum(['0', '1', '2', '3', '9'])], { error: 'refundStatus must be 0, 1, 2, 3 or 9' }))),
  keywords: searchText('keywords'),
});

/** GET /api/admin/platform/refund/order/status/num (platform:refund:order:status:num), A's RefundOrderCountItemResponse; query `dateLimit`. */
export const refundOrderCountItem = object({ all: int, await: int, reject: int, refunding: int, refunded: int });

/** POST /api/admin/platform/refund/order/mark (platform:refund:order:mark), A's RefundOrderRemarkRequest. */
export const refundOrderRemarkRequest = z.object({
  refundOrderNo: requiredText('refundOrderNo', 64, 'refundOrderNo is required'),
  remark: orderRemarkRequest.shape.remark,
});
