import { bool, dateTime, dateTimeOrEmpty, extend, int, list, money, object, pictureList, text } from './fields';
import { orderLine } from './order';

/** A refund order (contract §6). refundStatus: 0 pending review, 1 rejected, 2 refunding, 3 refunded. */
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
