import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from './client';
import { fetchAwaitPay, fetchOrders, fetchReplyList, orderKeys, type MasterOrder, type MerchantOrder, type ReplyLine } from './orders';
import { fetchRefunds, type RefundOrder } from './refund';

/** The order-list tabs of docs/storefront-spec.md §4, in display order; each maps to exactly one upstream call (docs/upstream-contract.md §5-§7). */
export const ORDER_TABS = ['unpaid', 'unshipped', 'receiving', 'evaluate', 'aftersale', 'completed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export function isOrderTab(v: unknown): v is OrderTab {
  return typeof v === 'string' && (ORDER_TABS as readonly string[]).includes(v);
}

export type TabPage =
  | { kind: 'master'; page: Page<MasterOrder> }
  | { kind: 'merchant'; page: Page<MerchantOrder> }
  | { kind: 'reply'; page: Page<ReplyLine> }
  | { kind: 'refund'; page: Page<RefundOrder> };

export async function fetchOrderTab(tab: OrderTab, page: number, signal?: AbortSignal): Promise<TabPage> {
  switch (tab) {
    case 'unpaid':
      return { kind: 'master', page: await fetchAwaitPay(page, signal) };
    case 'unshipped':
      return { kind: 'merchant', page: await fetchOrders(1, page, signal) };
    case 'receiving':
      return { kind: 'merchant', page: await fetchOrders(2, page, signal) };
    case 'evaluate':
      return { kind: 'reply', page: await fetchReplyList(page, signal) };
    case 'aftersale':
      return { kind: 'refund', page: await fetchRefunds(page, signal) };
    case 'completed':
      return { kind: 'merchant', page: await fetchOrders(3, page, signal) };
  }
}

/** One tab's page; the previous page stays on screen while the next loads. */
export function useOrderTab(tab: OrderTab, page: number) {
  return useQuery({
    queryKey: orderKeys.list(tab, page),
    queryFn: ({ signal }) => fetchOrderTab(tab, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Which counter of GET /order/center/data belongs to a tab (completed has none). */
export const TAB_COUNT_FIELD = {
  unpaid: 'unPaidCount',
  unshipped: 'unShippedCount',
  receiving: 'receivedCount',
  evaluate: 'commentCount',
  aftersale: 'refundCount',
  completed: null,
} as const;
