import * as z from 'zod/mini';
import { MAX_IMAGES, REVIEW_TEXT_MAX } from '../constants';
import { dateTime, int, money, object, picture, pictureArray, text } from './fields';

export { productReply as productReview } from './catalog';

/** One of the shopper's own reviews, found by account (our extension; docs/api-extensions.md). */
export const myReply = object({
  id: int,
  productId: int,
  orderInfoId: int,
  merOrderNo: text,
  merName: text,
  productName: text,
  image: picture,
  sku: text,
  attrValueId: int,
  price: money,
  payNum: int,
  star: int,
  serviceStar: int,
  comment: text,
  pics: pictureArray,
  merchantReplyContent: text,
  createTime: dateTime,
});

// ---- Requests (what the SPA sends, what the service reads) ----------------------------------

const stars = (message: string) => z.coerce.number({ error: message }).check(z.int(), z.minimum(1, 'The rating is 1 to 5 stars'), z.maximum(5, 'The rating is 1 to 5 stars'));

/**
 * POST /api/front/order/comment: review one received order line (`orderInfoId`, docs/upstream-contract.md §7).
 * `serviceStar` is optional (the product rating stands in); `pics` is a JSON array string as the PC
 * client sends it, a comma list, or an array.
 */
export const reviewBody = z.object({
  orderNo: z.string({ error: 'Please provide the order number' }).check(z.trim(), z.minLength(1, 'Please provide the order number'), z.maxLength(64)),
  orderInfoId: z.coerce.number({ error: 'Please choose the product to review' }).check(z.int(), z.positive('Please choose the product to review')),
  star: stars('Please rate the product'),
  serviceStar: z.optional(z.coerce.number().check(z.int(), z.minimum(1, 'The service rating is 1 to 5 stars'), z.maximum(5, 'The service rating is 1 to 5 stars'))),
  comment: z
    .string({ error: 'Please write your review' })
    .check(z.trim(), z.minLength(1, 'Please write your review'), z.maxLength(REVIEW_TEXT_MAX, `The review is at most ${REVIEW_TEXT_MAX} characters`)),
  pics: z.optional(z.union([z.string().check(z.maxLength(3000)), z.array(z.string().check(z.maxLength(300))).check(z.maxLength(MAX_IMAGES))])),
});
