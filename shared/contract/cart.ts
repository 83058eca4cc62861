import { bool, int, list, money, object, picture, text, type Wire } from './fields';

/**
 * A cart line (contract §4 CartInfoResponse). `productAttrUnique` and `attrId` are both the SKU id;
 * `attrStatus` is false when the line can no longer be bought (off the shelf, shop closed, sold out).
 */
export const cartLine = object({
  id: int,
  productId: int,
  productAttrUnique: int,
  cartNum: int,
  image: picture,
  storeName: text,
  attrId: int,
  suk: text,
  price: money,
  attrStatus: bool,
  stock: int,
});

/** GET /api/front/cart/list: lines grouped by shop. */
export const cartGroup = object({ merId: int, merName: text, cartInfoList: list(cartLine) });
export type CartGroupWire = Wire<typeof cartGroup>;
export const cartList = list(cartGroup);

/** GET /api/front/cart/count, and the unread notifications count: the same `{ count }` shape. */
export const cartCount = object({ count: int });
