import { useQuery } from '@tanstack/react-query';
import { fetchOrders, type MerchantOrder, type OrderLine } from '../../../api/orders';
import { fetchProductReviews, type ProductReview } from '../../../api/review';

export interface MyReview {
  order: Pick<MerchantOrder, 'orderNo' | 'merName'>;
  line: OrderLine;
  review: ProductReview | null;
}

const MAX_PAGES = 3;

/**
 * The contract has no "my reviews" call, so we rebuild the list: the reviewed lines of the
 * shopper's received orders, each matched to its review in that product's public review list
 * (same author name and same spec). A line whose review is not found still shows, without text.
 */
export async function loadMyReviews(nickname: string, signal?: AbortSignal): Promise<MyReview[]> {
  const reviewed: MyReview[] = [];
  for (const type of [3, 2] as const) {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const p = await fetchOrders(type, page, signal);
      for (const o of p.list) for (const l of o.orderInfoList) if (l.isReply) reviewed.push({ order: { orderNo: o.orderNo, merName: o.merName }, line: l, review: null });
      if (page * p.limit >= p.total) break;
    }
  }
  const byProduct = new Map<number, ProductReview[]>();
  for (const productId of new Set(reviewed.map((r) => r.line.productId))) {
    const mine: ProductReview[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const p = await fetchProductReviews(productId, page, signal);
      mine.push(...p.list.filter((r) => r.nickname === nickname));
      if (page * p.limit >= p.total) break;
    }
    byProduct.set(productId, mine);
  }
  for (const r of reviewed) {
    const candidates = byProduct.get(r.line.productId) ?? [];
    const i = candidates.findIndex((c) => c.sku === r.line.sku || !c.sku || !r.line.sku);
    if (i >= 0) r.review = candidates.splice(i, 1)[0] ?? null;
  }
  return reviewed;
}

export function useMyReviews(nickname: string | null) {
  return useQuery({
    queryKey: ['review', 'mine', nickname],
    queryFn: ({ signal }) => loadMyReviews(nickname ?? '', signal),
    enabled: nickname !== null,
  });
}
