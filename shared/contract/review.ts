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
