import * as z from 'zod/mini';
import { bool, dateTime, decimal, int, list, money, nullable, object, optional, picture, pictureArray, pictureList, pick, record, text } from './fields';

/** A product card (docs/upstream-contract.md §3 IndexProductResponse): lists, search, the leaderboard. */
export const productCard = object({
  id: int,
  image: picture,
  storeName: text,
  price: money,
  otPrice: money,
  sales: int,
  ficti: int,
  unitName: text,
  stock: int,
  // Our extension (docs/api-extensions.md "Ratings on product cards"): A's card has no rating, so a card could
  // only show a made-up one. The number of shown reviews and their average star (one decimal, 0 when none),
  // as A's reply/config names them for one product (sumCount, replyStar). A backend without them reads as 0.
  replyNum: optional(int),
  replyStar: optional(decimal),
});

/** A product the shopper viewed (GET /api/front/product/browse/list, our extension; docs/api-extensions.md), latest visit first. */
export const browsedProduct = object({ ...productCard.shape, merId: int, browseTime: dateTime });

/** A product the shopper bought (GET /api/front/product/purchased/list, our extension), with the latest payment. */
export const purchasedProduct = object({ ...productCard.shape, merId: int, payTime: dateTime });

/** A product in a shop's short list (shop cards, the goods page's "more from this shop"). */
export const miniProduct = pick(productCard, ['id', 'storeName', 'image', 'price', 'sales', 'ficti']);

/** A spec of a product (`attrValues` is a comma list of its options). */
export const productAttr = object({ id: int, productId: int, attrName: text, attrValues: text, type: int, isDel: bool });

/** One sellable SKU (ProductAttrValue). */
export const sku = object({
  id: int,
  productId: int,
  sku: text,
  stock: int,
  sales: int,
  price: money,
  otPrice: money,
  image: picture,
  weight: text,
  volume: text,
  quota: int,
  attrValue: text,
  vipPrice: money,
});

export const guarantee = object({ id: int, name: text, icon: picture, content: text, sort: int, isShow: bool });

/** GET /api/front/product/detail/{id}. */
export const productDetail = object({
  productInfo: object({
    id: int,
    merId: int,
    image: picture,
    storeName: text,
    sliderImage: pictureList,
    otPrice: money,
    price: money,
    stock: int,
    sales: int,
    ficti: int,
    storeInfo: text,
    unitName: text,
    guaranteeIds: text,
    content: text,
    browse: int,
  }),
  productAttr: list(productAttr),
  productValue: record(sku),
  merchantInfo: nullable(
    object({
      // Not sent by every backend; the shop's id is also `productInfo.merId`.
      id: optional(int),
      name: text,
      avatar: picture,
      isSelf: bool,
      typeId: int,
      starLevel: int,
      isCollect: bool,
      proList: list(miniProduct),
    }),
  ),
  userCollect: bool,
  guaranteeList: list(guarantee),
});

/** A product review as listed on the goods page, with the seller's reply. */
export const productReply = object({
  id: int,
  uid: int,
  star: int,
  serviceStar: int,
  comment: text,
  pics: pictureArray,
  merchantReplyContent: text,
  nickname: text,
  avatar: picture,
  createTime: dateTime,
  sku: text,
});

/** GET /api/front/product/reply/config/{id}: counts per rating band. */
export const replyConfig = object({ sumCount: int, goodCount: int, inCount: int, poorCount: int, replyChance: text, replyStar: decimal });

/** ProCategoryCacheVo: platform categories, up to three levels, children in `childList`. */
export interface CategoryWire {
  id: number;
  pid: number;
  name: string;
  icon: string;
  level: number;
  sort: number;
  isShow: boolean;
  childList: CategoryWire[];
}
export const categoryNode: z.ZodMiniType<CategoryWire> = z.object({
  id: z.int(),
  pid: z.int(),
  name: z.string(),
  icon: picture.strict,
  level: z.int(),
  sort: z.int(),
  isShow: z.boolean(),
  get childList() {
    return z.array(categoryNode);
  },
});
/** The lenient reading of a category node (the BFF's page tags and sitemap read the tree through it). */
const categoryNodeLenient: z.ZodMiniType<CategoryWire, unknown> = z.object({
  id: int.lenient,
  pid: int.lenient,
  name: text.lenient,
  icon: picture.lenient,
  level: int.lenient,
  sort: int.lenient,
  isShow: bool.lenient,
  get childList() {
    return list({ strict: categoryNode, lenient: categoryNodeLenient }).lenient;
  },
});
/** A platform category in both forms; the tree is an array of them. */
export const category = { strict: categoryNode, lenient: categoryNodeLenient };

/** A hot search term (GET /api/front/search/keyword). */
export const keyword = object({ id: int, title: text });

