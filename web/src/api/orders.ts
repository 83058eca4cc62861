import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../shared/constants';
import { apiGet, type Page } from './client';
import { list, pick, type Read } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { express, masterDetail, masterOrder, merchantOrder, orderCounts, orderDetail, orderLine, replyLine } from '../../../shared/contract/order';

/** docs/upstream-contract.md §5: an order line (OrderInfoResponse). `id` is the orderInfoId used by reviews. */
export type OrderLine = Read<typeof orderLine>;

/** A merchant (store) order: the level used for detail, receipt, delete, refund and review. */
const MERCHANT_ORDER_READS = ['id', 'orderNo', 'masterOrderNo', 'merId', 'merName', 'createTime', 'paid', 'payTime', 'payPrice', 'status', 'totalNum', 'payPostage', 'refundStatus', 'deliveryName', 'deliveryId', 'orderInfoList'] as const;
const merchantOrderRead = pick(merchantOrder, MERCHANT_ORDER_READS);
export type MerchantOrder = Read<typeof merchantOrderRead>;

/** An unpaid master order (GET /await/pay/list): the level used to pay and cancel. */
const masterOrderRead = pick(masterOrder, ['id', 'orderNo', 'totalNum', 'payPrice', 'paid', 'payType', 'payChannel', 'createTime'], { orderList: list(merchantOrderRead) });
export type MasterOrder = Read<typeof masterOrderRead>;

/** GET /detail/{merchantOrderNo}; optional fields are rendered only when the upstream sends them. */
const orderDetailRead = pick(orderDetail, [
  ...MERCHANT_ORDER_READS,
  'email', 'realName', 'userPhone', 'userAddress', 'proTotalPrice', 'totalPostage', 'totalPrice', 'couponId', 'couponPrice', 'integralPrice', 'useIntegral', 'payType', 'userRemark', 'mark',
  'shippingType', 'deliveryType', 'expressName', 'trackingNumber', 'deliveryCode', 'courier', 'courierName', 'courierPhone', 'shipTime', 'refundOrderNo', 'receiveTime',
]);
export const orderDetailSchema = orderDetailRead.lenient;
export type OrderDetail = Read<typeof orderDetailRead>;

/** GET /master/detail/{masterOrderNo}: an unpaid order before it splits per shop. */
const masterDetailRead = pick(
  masterDetail,
  ['id', 'orderNo', 'email', 'realName', 'userPhone', 'userAddress', 'totalNum', 'proTotalPrice', 'totalPostage', 'totalPrice', 'payPrice', 'payPostage', 'couponPrice', 'integralPrice', 'paid', 'payType', 'payTime', 'createTime', 'mark', 'isCancel'],
  { orderList: list(merchantOrderRead) },
);
export const masterDetailSchema = masterDetailRead.lenient;
export type MasterDetail = Read<typeof masterDetailRead>;

export const expressSchema = express.lenient;
export interface TrackingEvent {
  station: string;
  time: string;
}
export interface Express {
  expNo: string;
  expName: string;
  courier: string;
  courierPhone: string;
  state: number;
  reason: string;
  events: TrackingEvent[];
}

/**
 * `logisticsInfo` is a JSON string (sometimes already parsed) of AcceptStation/AcceptTime entries,
 * either bare or wrapped as { Traces: [...] }. Newest first reads best in a timeline.
 */
export function parseLogistics(raw: unknown): TrackingEvent[] {
  let value: unknown = raw;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    value = o.Traces ?? o.traces ?? o.list ?? [];
  }
  if (!Array.isArray(value)) return [];
  const events: TrackingEvent[] = [];
  for (const e of value) {
    if (!e || typeof e !== 'object') continue;
    const r = e as Record<string, unknown>;
    const station = r.AcceptStation ?? r.acceptStation ?? r.status ?? '';
    const time = r.AcceptTime ?? r.acceptTime ?? r.time ?? '';
    if (typeof station === 'string' && station) events.push({ station, time: typeof time === 'string' ? time : '' });
  }
  return events.sort((a, b) => b.time.localeCompare(a.time));
}

const centerDataSchema = orderCounts.lenient;
export type OrderCounts = Read<typeof orderCounts>;

/** A line waiting for a review (GET /reply/list); `id` is the orderInfoId. */
export type ReplyLine = Read<typeof replyLine>;

export const orderKeys = {
  all: ['orders'] as const,
  list: (tab: string, page: number) => ['orders', 'list', tab, page] as const,
  counts: ['orders', 'counts'] as const,
  detail: (orderNo: string) => ['orders', 'detail', orderNo] as const,
  master: (orderNo: string) => ['orders', 'masterDetail', orderNo] as const,
  express: (orderNo: string) => ['orders', 'express', orderNo] as const,
  paypalCapture: (token: string, payerId: string) => ['orders', 'paypalCapture', token, payerId] as const,
};

const pq = (page: number) => ({ page, limit: PAGE_SIZE });

export async function fetchAwaitPay(page: number, signal?: AbortSignal): Promise<Page<MasterOrder>> {
  return pageOf(masterOrderRead).lenient.parse(await apiGet('/api/front/order/await/pay/list', pq(page), signal));
}

/** type: 1 to ship, 2 to receive, 3 completed (docs/upstream-contract.md §5). */
export async function fetchOrders(type: 1 | 2 | 3, page: number, signal?: AbortSignal): Promise<Page<MerchantOrder>> {
  return pageOf(merchantOrderRead).lenient.parse(await apiGet('/api/front/order/list', { type, ...pq(page) }, signal));
}

export async function fetchReplyList(page: number, signal?: AbortSignal): Promise<Page<ReplyLine>> {
  return pageOf(replyLine).lenient.parse(await apiGet('/api/front/order/reply/list', pq(page), signal));
}

export async function fetchOrderDetail(orderNo: string, signal?: AbortSignal): Promise<OrderDetail> {
  return orderDetailSchema.parse(await apiGet(`/api/front/order/detail/${encodeURIComponent(orderNo)}`, undefined, signal));
}

export async function fetchMasterDetail(orderNo: string, signal?: AbortSignal): Promise<MasterDetail> {
  return masterDetailSchema.parse(await apiGet(`/api/front/order/master/detail/${encodeURIComponent(orderNo)}`, undefined, signal));
}

export async function fetchExpress(orderNo: string, signal?: AbortSignal): Promise<Express> {
  const e = expressSchema.parse(await apiGet(`/api/front/order/express/${encodeURIComponent(orderNo)}`, undefined, signal));
  return { expNo: e.expNo, expName: e.expName, courier: e.courier, courierPhone: e.courierPhone, state: e.state, reason: e.reason, events: parseLogistics(e.logisticsInfo) };
}

export async function fetchOrderCounts(signal?: AbortSignal): Promise<OrderCounts> {
  return centerDataSchema.parse(await apiGet('/api/front/order/center/data', undefined, signal));
}

export function useOrderCounts() {
  return useQuery({ queryKey: orderKeys.counts, queryFn: ({ signal }) => fetchOrderCounts(signal) });
}

export function useOrderDetail(orderNo: string, enabled = true) {
  return useQuery({ queryKey: orderKeys.detail(orderNo), queryFn: ({ signal }) => fetchOrderDetail(orderNo, signal), enabled: enabled && orderNo !== '' });
}

/** One master order, for its detail page and the payment result (which polls it and shows a failure at once, hence `retry`). */
export function useMasterDetail(orderNo: string, enabled = true, retry = true) {
  return useQuery({
    queryKey: orderKeys.master(orderNo),
    queryFn: ({ signal }) => fetchMasterDetail(orderNo, signal),
    enabled: enabled && orderNo !== '',
    ...(retry ? {} : { retry: false }),
  });
}

export function useExpress(orderNo: string, enabled: boolean) {
  return useQuery({ queryKey: orderKeys.express(orderNo), queryFn: ({ signal }) => fetchExpress(orderNo, signal), enabled: enabled && orderNo !== '' });
}
