import * as z from 'zod/mini';
import { bool, idText, int, list, money, object, picture, text, type Wire } from './fields';
import { flag, id, qty } from './request-fields';

/**
 * Why a line can no longer be bought (our extension, docs/api-extensions.md "Why a cart line is invalid"):
 * `offSale` (taken off the shelf, deleted, or its shop closed), `outOfStock` (the spec is sold out), `specChanged`
 * (the spec was removed or replaced); empty on a buyable line. A has no such field, so an upstream without it
 * sends nothing and the SPA reads the line from its other fields.
 */
export const INVALID_REASONS = ['offSale', 'outOfStock', 'specChanged'] as const;
export type InvalidReason = (typeof INVALID_REASONS)[number];
const invalidReason = { strict: z.enum(['', ...INVALID_REASONS]), lenient: text.lenient };

/**
 * A cart line (docs/upstream-contract.md §4 CartInfoResponse). `productAttrUnique` and `attrId` are both the SKU id;
 * A declares `productAttrUnique` a String, so it goes out as digits and is read back as a number from either;
 * `attrStatus` is false when the line can no longer be bought (off the shelf, shop closed, sold out).
 */
export const cartLine = object({
  id: int,
  productId: int,
  productAttrUnique: idText,
  cartNum: int,
  image: picture,
  storeName: text,
  attrId: int,
  suk: text,
  price: money,
  attrStatus: bool,
  stock: int,
  invalidReason,
});

/** GET /api/front/cart/list: lines grouped by shop. */
export const cartGroup = object({ merId: int, merName: text, cartInfoList: list(cartLine) });
export type CartGroupWire = Wire<typeof cartGroup>;
export const cartList = list(cartGroup);

/** GET /api/front/cart/count, and the unread notifications count: the same `{ count }` shape. */
export const cartCount = object({ count: int });

// ---- Requests (what the SPA sends, what the service reads) ----------------------------------

/** The most of one SKU a cart line holds. */
export const CART_LINE_MAX = 999;

/** POST /api/front/cart/save: a JSON array of lines, each added to the line of its SKU (docs/upstream-contract.md §4). */
export const cartSaveBody = z
  .array(
    z.object({
      productId: id('productId'),
      productAttrUnique: id('productAttrUnique'),
      cartNum: qty('cartNum', CART_LINE_MAX).check(z.maximum(99, 'cartNum must be at most 99')),
    }),
    { error: 'The body must be a JSON array of cart lines' },
  )
  .check(z.minLength(1, 'Add at least one cart line'), z.maxLength(50, 'At most 50 lines at once'));

/** POST /api/front/cart/num: a line's new quantity. */
export const cartNumBody = z.object({ id: id('id'), number: qty('number', CART_LINE_MAX) });

/** POST /api/front/cart/delete. */
export const cartDeleteBody = z.object({
  ids: z.array(id('ids'), { error: 'ids must be a list of cart ids' }).check(z.minLength(1, 'Choose at least one cart line'), z.maxLength(200, 'At most 200 lines at once')),
});

/** POST /api/front/cart/resetcart: a line moved to another SKU (`unique`) with a new quantity. */
export const cartResetBody = z.object({ id: id('id'), num: qty('num', CART_LINE_MAX), productId: id('productId'), unique: id('unique') });

/** GET /api/front/cart/list?isValid=: the buyable lines, or the ones that can no longer be bought. */
export const cartListQuery = z.object({ isValid: flag('isValid') });

/** GET /api/front/cart/count: `total` counts lines, `sum` their quantities; `numType` true counts buyable lines only. */
export const cartCountQuery = z.object({
  numType: flag('numType'),
  type: z.enum(['total', 'sum'], { error: "type must be 'total' or 'sum'" }),
});
