import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/constants';
import { apiGet, type Page } from './client';
import { bool, money, num, pageOf, text } from './wire';

/** Contract §5: an order line (OrderInfoResponse). `id` is the orderInfoId used by reviews. */
export const orderLineSchema = z.object({
  id: num,
  merOrderNo: text,
  productId: num,
  productName: text,
  image: text,
  attrValueId: num,
  sku: text,
  price: money,
  payNum: num,
  isReply: bool,
});
export type OrderLine = z.output<typeof orderLineSchema>;

/** A merchant (store) order: the level used for detail, receipt, delete, refund and review. */
export const merchantOrderSchema = z.object({
  id: num,
  orderNo: text,
  masterOrderNo: text,
  merId: num,
  merName: text,
  createTime: text,
  paid: bool,
  payTime: text,
  payPrice: money,
  status: num,
  totalNum: num,
  payPostage: money,
  refundStatus: num,
  deliveryName: text,
  deliveryId: text,
  orderInfoList: z.array(orderLineSchema).nullish().transform((l) => l ?? []),
});
export type MerchantOrder = z.output<typeof merchantOrderSchema>;

/** An unpaid master order (GET /await/pay/list): the level used to pay and cancel. */
export const masterOrderSchema = z.object({
  id: num,
  orderNo: text,
  totalNum: num,
  payPrice: money,
  paid: bool,
  payType: text,
  payChannel: text,
  createTime: text,
  orderList: z.array(merchantOrderSchema).nullish().transform((l) => l ?? []),
});
export type MasterOrder = z.output<typeof masterOrderSchema>;

/** GET /detail/{merchantOrderNo}; optional fields are rendered only when the upstream sends them. */
export const orderDetailSchema = merchantOrderSchema.extend({
  email: text,
  realName: text,
  userPhone: text,
  userAddress: text,
  proTotalPrice: money,
  totalPostage: money,
  totalPrice: money,
  couponId: num,
  couponPrice: money,
  integralPrice: money,
  useIntegral: num,
  payType: text,
  userRemark: text,
  mark: text,
  shippingType: num,
  deliveryType: text,
  expressName: text,
  trackingNumber: text,
  deliveryCode: text,
  courier: text,
  courierName: text,
  courierPhone: text,
  shipTime: text,
  refundOrderNo: text,
  receiveTime: text,
});
export type OrderDetail = z.output<typeof orderDetailSchema>;

/** GET /master/detail/{masterOrderNo}: an unpaid order before it splits per shop. */
export const masterDetailSchema = z.object({
  id: num,
  orderNo: text,
  email: text,
  realName: text,
  userPhone: text,
  userAddress: text,
  totalNum: num,
  proTotalPrice: money,
  totalPostage: money,
  totalPrice: money,
  payPrice: money,
  payPostage: money,
  couponPrice: money,
  integralPrice: money,
  paid: bool,
  payType: text,
  payTime: text,
  createTime: text,
  mark: text,
  isCancel: bool,
  orderList: z.array(merchantOrderSchema).nullish().transform((l) => l ?? []),
});
export type MasterDetail = z.output<typeof masterDetailSchema>;

export const expressSchema = z.object({
  expNo: text,
  expCode: text,
  expName: text,
  courier: text,
  courierPhone: text,
  trackTime: text,
  logisticsInfo: z.unknown(),
  state: num,
  reason: text,
});
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

const centerDataSchema = z.object({
  unPaidCount: num,
  unShippedCount: num,
  receivedCount: num,
  commentCount: num,
  refundCount: num,
});
export type OrderCounts = z.output<typeof centerDataSchema>;

/** A line waiting for a review (GET /reply/list); `id` is the orderInfoId. */
export const replyLineSchema = z.object({
  id: num,
  merOrderNo: text,
  merId: num,
  merName: text,
  productId: num,
  productName: text,
  image: text,
  sku: text,
  price: money,
  payNum: num,
});
export type ReplyLine = z.output<typeof replyLineSchema>;

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
  return pageOf(masterOrderSchema).parse(await apiGet('/api/front/order/await/pay/list', pq(page), signal));
}

/** type: 1 to ship, 2 to receive, 3 completed (contract §5). */
export async function fetchOrders(type: 1 | 2 | 3, page: number, signal?: AbortSignal): Promise<Page<MerchantOrder>> {
  return pageOf(merchantOrderSchema).parse(await apiGet('/api/front/order/list', { type, ...pq(page) }, signal));
}

export async function fetchReplyList(page: number, signal?: AbortSignal): Promise<Page<ReplyLine>> {
  return pageOf(replyLineSchema).parse(await apiGet('/api/front/order/reply/list', pq(page), signal));
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
