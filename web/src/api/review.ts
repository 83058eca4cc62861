import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE, REVIEW_TEXT_MAX, MAX_IMAGES } from '../../../shared/constants';
import { apiGet, apiPost, type Page } from './client';
import { fetchReplyList, orderKeys } from './orders';
import { productKeys } from './product';
import { images, money, num, pageOf, text } from './wire';

export const reviewKeys = {
  all: ['review'] as const,
  pending: (page: number) => ['review', 'pending', page] as const,
  product: (productId: number, page: number) => ['review', 'product', productId, page] as const,
  mine: (nickname: string | null) => ['review', 'mine', nickname] as const,
};

export function usePendingReviews(page: number) {
  return useQuery({ queryKey: reviewKeys.pending(page), queryFn: ({ signal }) => fetchReplyList(page, signal) });
}

/** A product review as listed on the goods page (contract §3), with the seller's reply. */
export const productReviewSchema = z.object({
  id: num,
  uid: num,
  star: num,
  serviceStar: num,
  comment: text,
  pics: images,
  merchantReplyContent: text,
  nickname: text,
  avatar: text,
  createTime: text,
  sku: text,
});
export type ProductReview = z.output<typeof productReviewSchema>;

/** One of the shopper's own reviews, found by account (our extension; see docs/api-extensions.md). */
export const myReplySchema = z.object({
  id: num,
  productId: num,
  orderInfoId: num,
  merOrderNo: text,
  merName: text,
  productName: text,
  image: text,
  sku: text,
  attrValueId: num,
  price: money,
  payNum: num,
  star: num,
  serviceStar: num,
  comment: text,
  pics: images,
  merchantReplyContent: text,
  createTime: text,
});
export type MyReply = z.output<typeof myReplySchema>;

/** Answers 404 on an upstream without the extension; callers fall back. */
export async function fetchMyReplies(page: number, limit: number, signal?: AbortSignal): Promise<Page<MyReply>> {
  return pageOf(myReplySchema).parse(await apiGet('/api/front/user/reply/list', { page, limit }, signal));
}

export async function fetchProductReviews(productId: number, page: number, signal?: AbortSignal): Promise<Page<ProductReview>> {
  return pageOf(productReviewSchema).parse(await apiGet(`/api/front/product/reply/list/${productId}`, { type: 0, page, limit: PAGE_SIZE }, signal));
}

export const reviewRequestSchema = z.object({
  orderNo: z.string().min(1),
  orderInfoId: z.number().int().positive(),
  star: z.number().int().min(1).max(5),
  serviceStar: z.number().int().min(1).max(5),
  comment: z.string().trim().min(1).max(REVIEW_TEXT_MAX),
  pics: z.array(z.string()).max(MAX_IMAGES),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/** POST /api/front/order/comment; `pics` travels as a JSON array string, as the PC client sends it. */
export function useSubmitReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: ReviewRequest) => {
      const r = reviewRequestSchema.parse(req);
      return apiPost<unknown>('/api/front/order/comment', { ...r, pics: JSON.stringify(r.pics) });
    },
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: reviewKeys.all }), qc.invalidateQueries({ queryKey: orderKeys.all }), qc.invalidateQueries({ queryKey: productKeys.all })]);
    },
  });
}
