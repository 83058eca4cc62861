// zod/mini, as every contract shape: the merchant console types its review, coupon and shop-settings calls from these and the service parses with them.
import * as z from 'zod/mini';
import { bool, dateTimeOrEmpty, extend, int, list, money, object, pick, picture, pictureArray, pictureList, text } from './fields';
import { commonPage } from './common';
import { flag, requiredText, splitList } from './request-fields';
import { isMoneyString, parseMoney } from '../money';

/**
 * The merchant console's reviews, coupons and shop settings (docs/api-extensions.md "Reviews, coupons and
 * shop settings (merchant console)"): source A's StoreProductReplyController, StoreCouponController,
 * StoreCouponUserController and MerchantInfoController, with A's field names from ProductReplySearchRequest,
 * StoreProductReplyResponse, StoreProductReplyCommentRequest, StoreCouponSearchRequest, StoreCouponRequest,
 * StoreCoupon, StoreCouponInfoResponse, StoreCouponUserSearchRequest, StoreCouponUserResponse and
 * MerchantConfigInfoVo. Our additions are named where they appear.
 *
 * Every answer is A's envelope `{code, message, data}`: 200 done; 400 a field is wrong (the message names it);
 * 401 signed out; 403 the role lacks the permission; "not found" comes as code 500 with its message, as A does
 * (a review or coupon of another shop reads exactly as a missing one).
 */

// ---- Paths and permissions (A's, exactly; ours marked) ----

const REPLY = '/api/admin/merchant/product/reply';
const COUPON = '/api/admin/merchant/coupon';
const MERCHANT = '/api/admin/merchant';

export const MERCHANT_REVIEW_PATHS = {
  /** GET, query `productReplySearchRequest` + `page`, `limit` → CommonPage of `storeProductReplyResponse`, newest first. */
  list: `${REPLY}/list`,
  /** POST body `storeProductReplyCommentRequest` → data null. Answers a review, or replaces the shop's earlier answer. */
  comment: `${REPLY}/comment`,
} as const;

export const MERCHANT_REVIEW_PERMISSIONS = {
  list: 'merchant:product:reply:page:list',
  comment: 'merchant:product:reply:comment',
} as const;

export const MERCHANT_COUPON_PATHS = {
  /** GET, query `storeCouponSearchRequest` + `page`, `limit` → CommonPage of `storeCoupon`, newest first. */
  list: `${COUPON}/list`,
  /** POST body `storeCouponRequest` → data null. */
  save: `${COUPON}/save`,
  /** POST `${updateStatus}/{id}` → data null: switches the coupon on or off for collection. */
  updateStatus: `${COUPON}/update/status`,
  /** GET `${info}/{id}` → `storeCouponInfoResponse`. */
  info: `${COUPON}/info`,
  /** GET, query `storeCouponUserSearchRequest` + `page`, `limit` → CommonPage of `storeCouponUserResponse`: who collected the shop's coupons and whether they used them. */
  userList: `${COUPON}/user/list`,
} as const;

export const MERCHANT_COUPON_PERMISSIONS = {
  list: 'merchant:coupon:page:list',
  save: 'merchant:coupon:save',
  updateStatus: 'merchant:coupon:update:status',
  info: 'merchant:coupon:info',
  userList: 'merchant:coupon:user:page:list',
} as const;

export const MERCHANT_SHOP_PATHS = {
  /** GET → `merchantConfigInfo`. */
  configInfo: `${MERCHANT}/config/info`,
  /** POST body `merchantConfigInfoRequest` → data null. */
  configInfoEdit: `${MERCHANT}/config/info/edit`,
  /** POST, no body → data null: opens the shop if it is closed, closes it if it is open (A's switch). */
  switchUpdate: `${MERCHANT}/switch/update`,
} as const;

export const MERCHANT_SHOP_PERMISSIONS = {
  configInfo: 'merchant:config:info',
  configInfoEdit: 'merchant:config:info:edit',
  switchUpdate: 'merchant:switch:update',
} as const;

// ---- Rules the forms and the service share ----

export const COUPON_USE_TYPE = { shop: 1, product: 2 } as const;

export const SHOP_RULES = {
  name: 50,
  intro: 500,
  keywords: 255,
  address: 255,
  phone: 32,
  serviceLink: 255,
  servicePhone: 32,
  serviceMessage: 255,
  serviceEmail: 100,
  /** Pictures of the shop home's PC carousel (A's `pcBanner`). */
  pcBanners: 5,
} as const;

export const COUPON_RULES = {
  name: 64,
  /** A's ceiling for the amount and the threshold: 99,999.99 (minor units). */
  maxMoney: 9_999_999,
  /** A limited coupon's quantity. */
  maxTotal: 999_999,
  /** Days a coupon stays valid after it is collected (A's `day`, at most 999). */
  maxDay: 999,
  /** Products a product coupon may name. */
  maxProducts: 100,
} as const;

export const REVIEW_RULES = { reply: 512 } as const;

export const SERVICE_TYPES = ['H5', 'phone', 'message', 'email'] as const;

// ---- Requests ----

const optionalStar = z.optional(z.coerce.number<number | string>({ error: 'star is 1 to 5' }).check(z.int('star is 1 to 5'), z.minimum(1, 'star is 1 to 5'), z.maximum(5, 'star is 1 to 5')));
const optionalFlag = (name: string) => z.optional(flag(name));

/**
 * GET .../product/reply/list query (A's ProductReplySearchRequest): `productSearch` (the product's name or id),
 * `star`, `isReply` (false: not yet answered), `nickname`; `hasPics` is ours (true: only reviews with pictures).
 */
export const productReplySearchRequest = z.object({
  productSearch: z.optional(z.string().check(z.trim(), z.maxLength(64, 'productSearch is at most 64 characters'))),
  star: optionalStar,
  isReply: optionalFlag('isReply'),
  hasPics: optionalFlag('hasPics'),
  nickname: z.optional(z.string().check(z.trim(), z.maxLength(64, 'nickname is at most 64 characters'))),
});

/** POST .../product/reply/comment (A's StoreProductReplyCommentRequest). */
export const storeProductReplyCommentRequest = z.object({
  id: z.coerce.number({ error: 'id is required' }).check(z.int('id is required'), z.positive('id is required')),
  merchantReplyContent: requiredText('merchantReplyContent', REVIEW_RULES.reply, 'Please write the reply', `The reply is at most ${REVIEW_RULES.reply} characters`),
});

/** GET .../coupon/list query (A's StoreCouponSearchRequest). */
export const storeCouponSearchRequest = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(64, 'name is at most 64 characters'))),
  useType: z.optional(z.coerce.number<number | string>({ error: 'useType is 1 (shop) or 2 (product)' }).check(z.refine((v) => v === 1 || v === 2, 'useType is 1 (shop) or 2 (product)'))),
  status: optionalFlag('status'),
});

/** Money on the coupon form: a number or a two-decimal string, read as minor units, 0 to 99,999.99. */
function couponMoney(name: string) {
  const shape = `${name} must be an amount with at most two decimals, like "5.00"`;
  return z.pipe(
    z.union([z.string(), z.number()], { error: shape }).check(z.refine((v) => isMoneyString(String(v)), shape)),
    z.pipe(z.transform((v: string | number) => parseMoney(String(v))), z.number().check(z.minimum(0, `${name} must not be negative`), z.maximum(COUPON_RULES.maxMoney, `${name} must be at most 99999.99`))),
  );
}

/** A time on the coupon form: `yyyy-MM-dd HH:mm:ss` (or without seconds) in the server's zone; empty reads as none. */
const wallTime = (name: string) =>
  z.optional(z.string({ error: `${name} must be a time like "2026-12-01 00:00:00"` }).check(z.refine((s) => s === '' || /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(s), `${name} must be a time like "2026-12-01 00:00:00"`)));

const count = (name: string, max: number) =>
  z._default(z.coerce.number<number | string>({ error: `${name} must be a whole number` }).check(z.int(`${name} must be a whole number`), z.minimum(0, `${name} must not be negative`), z.maximum(max, `${name} must be at most ${max}`)), 0);

/**
 * POST .../coupon/save (A's StoreCouponRequest). `useType` 1 is a shop coupon, 2 a product coupon whose
 * `primaryKey` lists the shop's product ids (comma list). `isForever` is A's "collection is time-limited":
 * true needs `receiveStartTime` before `receiveEndTime`. `isFixedTime` true needs `useStartTime` before
 * `useEndTime`; false needs `day` (valid days after collection, 1–999). `isLimited` true needs `total` ≥ 1.
 * Times are wall-clock in the server's zone. `type` is 1 (shoppers collect it); `sort` is accepted, not kept.
 */
export const storeCouponRequest = z.object({
  name: requiredText('name', COUPON_RULES.name, 'Please enter the coupon name', `The coupon name is at most ${COUPON_RULES.name} characters`),
  money: couponMoney('money'),
  minPrice: z._default(couponMoney('minPrice'), 0),
  isLimited: flag('isLimited'),
  total: count('total', COUPON_RULES.maxTotal),
  useType: z.coerce.number({ error: 'useType is 1 (shop) or 2 (product)' }).check(z.refine((v) => v === 1 || v === 2, 'useType is 1 (shop) or 2 (product)')),
  primaryKey: z._default(z.string().check(z.trim(), z.maxLength(2000, 'primaryKey is too long')), ''),
  isForever: flag('isForever'),
  receiveStartTime: wallTime('receiveStartTime'),
  receiveEndTime: wallTime('receiveEndTime'),
  isFixedTime: flag('isFixedTime'),
  useStartTime: wallTime('useStartTime'),
  useEndTime: wallTime('useEndTime'),
  day: count('day', COUPON_RULES.maxDay),
  type: z._default(z.coerce.number({ error: 'type is 1' }).check(z.refine((v) => v === 1, 'type is 1: shoppers collect shop coupons')), 1),
  sort: z.optional(z.unknown()),
  status: z._default(flag('status'), true),
});

/** The product ids of a product coupon's `primaryKey`. */
export const couponProductIds = (primaryKey: string): number[] => [...new Set(splitList(primaryKey).map(Number).filter((n) => Number.isInteger(n) && n > 0))];

/** GET .../coupon/user/list query (A's StoreCouponUserSearchRequest); `couponId` is ours (one coupon's collectors). */
export const storeCouponUserSearchRequest = z.object({
  uid: z.optional(z.coerce.number<number | string>({ error: 'uid must be a number' }).check(z.int('uid must be a number'), z.positive('uid must be a number'))),
  name: z.optional(z.string().check(z.trim(), z.maxLength(64, 'name is at most 64 characters'))),
  status: z.optional(z.coerce.number<number | string>({ error: 'status is 0 (unused), 1 (used) or 2 (expired)' }).check(z.refine((v) => v === 0 || v === 1 || v === 2, 'status is 0 (unused), 1 (used) or 2 (expired)'))),
  couponId: z.optional(z.coerce.number<number | string>({ error: 'couponId must be a number' }).check(z.int('couponId must be a number'), z.positive('couponId must be a number'))),
});

const shopText = (name: string, max: number) => z._default(z.string({ error: `${name} must be text` }).check(z.trim(), z.maxLength(max, `${name} is at most ${max} characters`)), '');

/**
 * POST .../config/info/edit (A's MerchantConfigInfoVo). `avatar` is the shop's logo; `pcBanner` A's picture
 * list text (a JSON array of `{ sattDir }` or of URLs, or a comma list; at most 5); `serviceType` which contact
 * the storefront's service button opens (H5 link, phone, message, email), whose field must then be filled.
 * `name` is ours (A leaves the name to the platform). `alertStock` is accepted, not kept.
 */
export const merchantConfigInfoRequest = z.object({
  name: z.optional(requiredText('name', SHOP_RULES.name, 'Please enter the shop name', `The shop name is at most ${SHOP_RULES.name} characters`)),
  phone: shopText('phone', SHOP_RULES.phone),
  keywords: shopText('keywords', SHOP_RULES.keywords),
  address: shopText('address', SHOP_RULES.address),
  backImage: shopText('backImage', 255),
  avatar: requiredText('avatar', 255, 'Please upload the shop logo', 'The logo address is at most 255 characters'),
  streetBackImage: shopText('streetBackImage', 255),
  intro: requiredText('intro', SHOP_RULES.intro, 'Please write the shop intro', `The intro is at most ${SHOP_RULES.intro} characters`),
  alertStock: z.optional(z.unknown()),
  serviceType: z.enum(SERVICE_TYPES, { error: 'serviceType is H5, phone, message or email' }),
  serviceLink: shopText('serviceLink', SHOP_RULES.serviceLink).check(z.refine((s) => s === '' || /^https?:\/\/[^\s"'<>]+$/.test(s), 'serviceLink must be a link starting with http:// or https://')),
  servicePhone: shopText('servicePhone', SHOP_RULES.servicePhone).check(z.refine((s) => s === '' || /^\+?[\d\s()-]{5,}$/.test(s), 'servicePhone must be a phone number')),
  serviceMessage: shopText('serviceMessage', SHOP_RULES.serviceMessage),
  serviceEmail: shopText('serviceEmail', SHOP_RULES.serviceEmail).check(z.refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'serviceEmail must be an email address')),
  pcBanner: shopText('pcBanner', 4000),
  pcBackImage: shopText('pcBackImage', 255),
});

/** Which contact field the chosen `serviceType` needs filled. */
export const SERVICE_FIELD = { H5: 'serviceLink', phone: 'servicePhone', message: 'serviceMessage', email: 'serviceEmail' } as const satisfies Record<(typeof SERVICE_TYPES)[number], string>;

// ---- Answers ----

/** One review of GET .../product/reply/list (A's StoreProductReplyResponse); `serviceStar` and `merOrderNo` are ours. */
export const storeProductReplyResponse = object({
  id: int,
  productId: int,
  sku: text,
  star: int,
  serviceStar: int,
  comment: text,
  pics: pictureArray,
  merchantReplyContent: text,
  merchantReplyTime: dateTimeOrEmpty,
  isReply: bool,
  nickname: text,
  avatar: picture,
  createTime: dateTimeOrEmpty,
  productName: text,
  productImage: picture,
  merName: text,
  merOrderNo: text,
});
export const storeProductReplyPage = commonPage(storeProductReplyResponse);

/** One coupon of GET .../coupon/list (A's StoreCoupon); `receivedNum` and `usedNum` are ours. */
export const storeCoupon = object({
  id: int,
  merId: int,
  name: text,
  money: money,
  isLimited: bool,
  total: int,
  lastTotal: int,
  useType: int,
  primaryKey: text,
  minPrice: money,
  isForever: bool,
  receiveStartTime: dateTimeOrEmpty,
  receiveEndTime: dateTimeOrEmpty,
  isFixedTime: bool,
  useStartTime: dateTimeOrEmpty,
  useEndTime: dateTimeOrEmpty,
  day: int,
  type: int,
  status: bool,
  isDel: bool,
  createTime: dateTimeOrEmpty,
  receivedNum: int,
  usedNum: int,
});
export const storeCouponPage = commonPage(storeCoupon);

/** A product a product coupon names (A's SimpleProductVo); `price` is ours. */
const simpleProduct = object({ id: int, image: picture, storeName: text, price: money });

/** GET .../coupon/info/{id} (A's StoreCouponInfoResponse); `lastTotal`, `receivedNum` and `usedNum` are ours. */
export const storeCouponInfoResponse = extend(
  pick(storeCoupon, ['id', 'name', 'money', 'isLimited', 'total', 'lastTotal', 'useType', 'primaryKey', 'minPrice', 'isForever', 'receiveStartTime', 'receiveEndTime', 'isFixedTime', 'useStartTime', 'useEndTime', 'day', 'type', 'status']),
  { productList: list(simpleProduct), receivedNum: int, usedNum: int },
);

/** One collected coupon of GET .../coupon/user/list (A's StoreCouponUserResponse); `couponId`, `orderNo` and `createTime` are ours. */
export const storeCouponUserResponse = object({
  id: int,
  couponId: int,
  uid: int,
  name: text,
  useType: int,
  money: money,
  minPrice: money,
  status: int,
  startTime: dateTimeOrEmpty,
  endTime: dateTimeOrEmpty,
  useTime: dateTimeOrEmpty,
  nickname: text,
  avatar: picture,
  orderNo: text,
  createTime: dateTimeOrEmpty,
});
export const storeCouponUserPage = commonPage(storeCouponUserResponse);

/**
 * GET .../config/info (A's MerchantConfigInfoVo). Ours: `name`, `isSwitch` (open to shoppers), `closeReason`
 * (why the platform closed it; empty when the shop closed itself or is open). `pcBanner` comes as A's JSON
 * array of `{ sattDir }` with absolute URLs.
 */
export const merchantConfigInfo = object({
  name: text,
  phone: text,
  keywords: text,
  address: text,
  backImage: picture,
  avatar: picture,
  streetBackImage: picture,
  intro: text,
  serviceType: text,
  serviceLink: text,
  servicePhone: text,
  serviceMessage: text,
  serviceEmail: text,
  pcBanner: pictureList,
  pcBackImage: picture,
  isSwitch: bool,
  closeReason: text,
});
