import { useQuery } from '@tanstack/react-query';
import { fetchOrders, type MerchantOrder, type OrderLine } from './orders';
import { ApiError } from './client';
import { fetchMyReplies, fetchProductReviews, reviewKeys, type MyReply, type ProductReview } from './review';

export interface MyReview {
  order: Pick<MerchantOrder, 'orderNo' | 'merName'>;
  line: OrderLine;
  review: ProductReview | null;
}

const MAX_PAGES = 3;
const MINE_PAGE = 50;

function fromReply(r: MyReply): MyReview {
  return {
    order: { orderNo: r.merOrderNo, merName: r.merName },
    line: { id: r.orderInfoId, merOrderNo: r.merOrderNo, productId: r.productId, productName: r.productName, image: r.image, attrValueId: r.attrValueId, sku: r.sku, price: r.price, payNum: r.payNum, isReply: true },
    review: { id: r.id, uid: 0, star: r.star, serviceStar: r.serviceStar, comment: r.comment, pics: r.pics, merchantReplyContent: r.merchantReplyContent, nickname: '', avatar: '', createTime: r.createTime, sku: r.sku },
  };
}

/**
 * The shopper's reviews, by account, so a nickname change never hides them. An upstream without
 * that call (404) gets the rebuilt list instead.
 */
export async function loadMyReviews(nickname: string, signal?: AbortSignal): Promise<MyReview[]> {
  try {
    const mine: MyReview[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const p = await fetchMyReplies(page, MINE_PAGE, signal);
      mine.push(...p.list.map(fromReply));
      if (page * MINE_PAGE >= p.total) break;
    }
    return mine;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return rebuildMyReviews(nickname, signal);
    throw err;
  }
}

/**
 * For an upstream without the by-account call: the reviewed lines of the shopper's received
 * orders, each matched to its review in that product's public review list (same author name and
 * same spec). A line whose review is not found still shows, without text.
 */
export async function rebuildMyReviews(nickname: string, signal?: AbortSignal): Promise<MyReview[]> {
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
    // The nickname only matters to the fallback; the by-account list does not depend on it.
    queryKey: reviewKeys.mine(nickname),
    queryFn: ({ signal }) => loadMyReviews(nickname ?? '', signal),
    enabled: nickname !== null,
  });
}
