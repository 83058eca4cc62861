import { bool, dateTime, dateTimeOrEmpty, extend, int, list, money, object, optional, picture, text, unknown } from './fields';

/** An order line (OrderInfoResponse). `id` is the orderInfoId reviews and refunds name. */
export const orderLine = object({
  id: int,
  merOrderNo: text,
  productId: int,
  productName: text,
  image: picture,
  attrValueId: int,
  sku: text,
  price: money,
  payNum: int,
  isReply: bool,
});

/** A shop's order: the level for detail, receipt, delete, refund and review (GET /order/list). */
export const merchantOrder = object({
  id: int,
  orderNo: text,
  masterOrderNo: text,
  merId: int,
  merName: text,
  createTime: dateTime,
  paid: bool,
  payTime: dateTimeOrEmpty,
  payPrice: money,
  status: int,
  totalNum: int,
  payPostage: money,
  refundStatus: int,
  deliveryName: text,
  deliveryId: text,
  orderInfoList: list(orderLine),
});

/** An unpaid order before it splits per shop (GET /await/pay/list): the level to pay and cancel. */
export const masterOrder = object({
  id: int,
  orderNo: text,
  totalNum: int,
  payPrice: money,
  paid: bool,
  payType: text,
  payChannel: text,
  createTime: dateTime,
  redirect: text,
  orderList: list(merchantOrder),
});

/** GET /order/detail/{merchantOrderNo}. */
export const orderDetail = extend(merchantOrder, {
  email: text,
  realName: text,
  userPhone: text,
  userAddress: text,
  proTotalPrice: money,
  totalPostage: money,
  totalPrice: money,
  couponId: int,
  couponPrice: money,
  integralPrice: money,
  useIntegral: int,
  payType: text,
  userRemark: text,
  mark: text,
  shippingType: int,
  deliveryType: text,
  expressName: text,
  trackingNumber: text,
  deliveryCode: text,
  // The courier's name: `courier` on some upstreams, `courierName` on ours.
  courier: optional(text),
  courierName: text,
  courierPhone: text,
  shipTime: dateTimeOrEmpty,
  refundOrderNo: text,
  refundReasonTime: dateTimeOrEmpty,
  refundTime: dateTimeOrEmpty,
  refundPrice: money,
  receiveTime: dateTimeOrEmpty,
});

/** GET /order/master/detail/{masterOrderNo}: an order as placed, before it splits per shop. */
export const masterDetail = object({
  id: int,
  orderNo: text,
  email: text,
  realName: text,
  userPhone: text,
  userAddress: text,
  totalNum: int,
  proTotalPrice: money,
  totalPostage: money,
  totalPrice: money,
  payPrice: money,
  payPostage: money,
  couponPrice: money,
  integralPrice: money,
  paid: bool,
  payType: text,
  payTime: dateTimeOrEmpty,
  createTime: dateTime,
  mark: text,
  isCancel: bool,
  redirect: text,
  orderList: list(merchantOrder),
});

/** GET /order/express/{orderNo}; `logisticsInfo` is a JSON string of tracking events. */
export const express = object({
  expNo: text,
  expCode: text,
  expName: text,
  courier: text,
  courierPhone: text,
  trackTime: text,
  // A JSON string of tracking events; the SPA reads it whatever form it comes in.
  logisticsInfo: { strict: text.strict, lenient: unknown.lenient },
  state: int,
  reason: text,
});

/** GET /order/center/data: counts per tab of the shopper's orders. */
export const orderCounts = object({ unPaidCount: int, unShippedCount: int, receivedCount: int, commentCount: int, refundCount: int });

/** A line waiting for a review (GET /order/reply/list); `id` is the orderInfoId. */
export const replyLine = object({
  id: int,
  merOrderNo: text,
  merId: int,
  merName: text,
  productId: int,
  productName: text,
  image: picture,
  sku: text,
  price: money,
  payNum: int,
});

/** POST /order/pre/order and the buy-again call. */
export const preOrderNo = object({ preOrderNo: text });
/** POST /order/create. */
export const orderNo = object({ orderNo: text });

/** A line of a pre-order (checkout). */
export const preOrderLine = object({
  productId: int,
  productName: text,
  attrValueId: int,
  image: picture,
  sku: text,
  price: money,
  payNum: int,
  weight: int,
  volume: int,
  postage: money,
});

/** GET /order/load/pre/{preOrderNo}: what checkout shows before the shopper confirms. */
export const preOrder = object({
  proTotalFee: money,
  orderProNum: int,
  freightFee: money,
  totalPrice: money,
  userCouponId: int,
  couponFee: money,
  payFee: money,
  addressId: int,
  realName: text,
  phone: text,
  detail: text,
  country: text,
  email: text,
  remark: text,
  cartIdList: list(int),
  orderList: list(object({ merId: int, merName: text, orderInfoList: list(preOrderLine) })),
});

/** POST /order/computed/price: the server's totals for the chosen address, coupon and points. */
export const computedPrice = object({
  couponFee: money,
  freightFee: money,
  payFee: money,
  proTotalFee: money,
  deductionPrice: money,
  usedIntegral: int,
  surplusIntegral: int,
});
