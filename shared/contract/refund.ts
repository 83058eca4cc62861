import * as z from 'zod/mini';
import { MAX_IMAGES, REFUND_NOTE_MAX } from '../constants';
import { bool, dateTime, dateTimeOrEmpty, extend, int, list, money, object, pictureList, text } from './fields';
import { orderLine } from './order';
import { splitList } from './request-fields';

/** A refund order (docs/upstream-contract.md §6). refundStatus: 0 pending review, 1 rejected, 2 refunding, 3 refunded. */
export const refundOrder = object({
  id: int,
  refundOrderNo: text,
  merOrderNo: text,
  masterOrderNo: text,
  merId: int,
  merName: text,
  totalNum: int,
  refundStatus: int,
  refundPrice: money,
  createTime: dateTime,
  orderInfoList: list(orderLine),
});

/** GET /order/refund/detail/{refundOrderNo}. */
export const refundDetail = extend(refundOrder, {
  refundReasonWap: text,
  refundReasonWapImg: pictureList,
  refundReasonWapExplain: text,
  refundReason: text,
  refundTime: dateTimeOrEmpty,
});

/** GET /order/apply/refund/{orderNo}: the order a refund is asked for. */
export const refundApplyInfo = object({
  id: int,
  orderNo: text,
  paid: bool,
  payPrice: money,
  totalNum: int,
  orderInfoList: list(orderLine),
});

// ---- Requests (what the SPA sends, what the service reads) ----------------------------------

/**
 * POST /api/front/order/refund: ask for a shop order's refund (docs/upstream-contract.md §6). The snake_case keys are
 * the upstream's own names; the pictures are a comma list or a JSON array string of uploaded pictures.
 */
export const refundBody = z.object({
  orderNo: z.string({ error: 'Please provide the order number' }).check(z.trim(), z.minLength(1, 'Please provide the order number'), z.maxLength(64)),
  text: z.string({ error: 'Please choose a refund reason' }).check(z.trim(), z.minLength(1, 'Please choose a refund reason'), z.maxLength(255, 'The refund reason is at most 255 characters')),
  refund_reason_wap_img: z
    ._default(z.optional(z.string().check(z.maxLength(2000))), '')
    .check(z.refine((s) => splitList(s).length <= MAX_IMAGES, `At most ${MAX_IMAGES} images`)),
  refund_reason_wap_explain: z._default(
    z.optional(z.string().check(z.trim(), z.maxLength(REFUND_NOTE_MAX, `The refund note is at most ${REFUND_NOTE_MAX} characters`))),
    '',
  ),
});
