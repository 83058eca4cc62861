import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE, REVIEW_TEXT_MAX, MAX_IMAGES } from '../../../shared/constants';
import { apiGet, apiPost, type Page } from './client';
import { fetchReplyList, orderKeys } from './orders';
import { productKeys } from './product';
import type { Read } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { myReply, productReview, type reviewBody } from '../../../shared/contract/review';

export const reviewKeys = {
  all: ['review'] as const,
  pending: (page: number) => ['review', 'pending', page] as const,
  product: (productId: number, page: number) => ['review', 'product', productId, page] as const,
  mine: (nickname: string | null) => ['review', 'mine', nickname] as const,
};

export function usePendingReviews(page: number) {
  return useQuery({ queryKey: reviewKeys.pending(page), queryFn: ({ signal }) => fetchReplyList(page, signal) });
}

/** A product review as listed on the goods page (docs/upstream-contract.md §3), with the seller's reply. */
export type ProductReview = Read<typeof productReview>;

/** One of the shopper's own reviews, found by account (our extension; see docs/api-extensions.md). */
export type MyReply = Read<typeof myReply>;

/** Answers 404 on an upstream without the extension; callers fall back. */
export async function fetchMyReplies(page: number, limit: number, signal?: AbortSignal): Promise<Page<MyReply>> {
  return pageOf(myReply).lenient.parse(await apiGet('/api/front/user/reply/list', { page, limit }, signal));
}

export async function fetchProductReviews(productId: number, page: number, signal?: AbortSignal): Promise<Page<ProductReview>> {
  return pageOf(productReview).lenient.parse(await apiGet(`/api/front/product/reply/list/${productId}`, { type: 0, page, limit: PAGE_SIZE }, signal));
}

/** The review (shared/contract/review.ts) as the form holds it: its pictures as a list, sent as a JSON array string. */
export type ReviewRequest = Omit<z.output<typeof reviewBody>, 'pics'> & { pics: string[] };

/** Checked before sending, so a form slip never reaches the service. */
export const reviewRequestSchema: z.ZodType<Required<ReviewRequest>, ReviewRequest> = z.object({
  orderNo: z.string().min(1),
  orderInfoId: z.number().int().positive(),
  star: z.number().int().min(1).max(5),
  serviceStar: z.number().int().min(1).max(5),
  comment: z.string().trim().min(1).max(REVIEW_TEXT_MAX),
  pics: z.array(z.string()).max(MAX_IMAGES),
});

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
