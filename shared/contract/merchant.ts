import * as z from 'zod/mini';
import { bool, dateTime, int, list, object, picture, pictureList, text } from './fields';
import { miniProduct } from './catalog';

/** What every view of a shop shows of it: who it is and its pictures. */
const shopFace = {
  id: int,
  name: text,
  categoryId: int,
  typeId: int,
  isSelf: bool,
  backImage: picture,
  avatar: picture,
};

/** A shop card (shop street, store search). */
export const merchantCard = object({
  ...shopFace,
  streetBackImage: picture,
  starLevel: int,
  proList: list(miniProduct),
});

/** How a shop takes questions (customer service). */
export const merchantService = object({
  serviceType: text,
  serviceLink: text,
  servicePhone: text,
  serviceMessage: text,
  serviceEmail: text,
});

/**
 * Whether shoppers can buy from the shop (ours, docs/api-extensions.md "Reviews, coupons and shop settings"): A
 * answers a closed shop's header with an error instead, so a missing value reads as open.
 */
const shopOpen = {
  strict: z.boolean(),
  lenient: z.pipe(z.optional(z.unknown()), z.transform((v: unknown) => !(v === false || v === 0 || v === '0' || v === 'false'))),
};

/** GET /api/front/merchant/index/info/{id}: the shop's home header; `pcBanner` is a JSON array of `{ sattDir }`. */
export const merchantInfo = object({
  ...shopFace,
  starLevel: int,
  isCollect: bool,
  pcBanner: pictureList,
  pcBackImage: picture,
  ...merchantService.shape,
  isSwitch: shopOpen,
});

/** GET /api/front/merchant/detail/{id}: the shop's qualifications tab. */
export const merchantDetail = object({
  id: int,
  realName: text,
  email: text,
  phone: text,
  address: text,
  qualificationPicture: pictureList,
  intro: text,
  createTime: dateTime,
  collectNum: int,
});

/** A shop type or category to choose from. */
export const merchantOption = object({ id: int, name: text });

/** GET /api/front/merchant/all/type/list: a shop type in full. */
export const merchantType = object({ id: int, name: text, info: text, isDel: bool, createTime: dateTime, updateTime: dateTime });

/** GET /api/front/merchant/all/category/list: a shop category in full, with its commission in percent. */
export const shopCategory = object({ id: int, name: text, handlingFee: int, isDel: bool, createTime: dateTime, updateTime: dateTime });

/** A shop's own product category (GET /api/front/product/merchant/{merId}/category/list), a tree. */
export interface MerchantCategoryNode {
  id: number;
  name: string;
  childList: MerchantCategoryNode[];
}
const merchantCategoryStrict: z.ZodMiniType<MerchantCategoryNode> = z.object({
  id: int.strict,
  name: text.strict,
  get childList() {
    return z.array(merchantCategoryStrict);
  },
});
const merchantCategoryLenient: z.ZodMiniType<MerchantCategoryNode, unknown> = z.object({
  id: int.lenient,
  name: text.lenient,
  get childList() {
    return list({ strict: merchantCategoryStrict, lenient: merchantCategoryLenient }).lenient;
  },
});
export const merchantCategory = { strict: merchantCategoryStrict, lenient: merchantCategoryLenient };

/** One of the shopper's shop applications (docs/upstream-contract.md §11). auditStatus: 1 pending, 2 approved, 3 rejected. */
export const settledRecord = object({
  id: int,
  name: text,
  categoryId: int,
  typeId: int,
  realName: text,
  email: text,
  phone: text,
  handlingFee: int,
  keywords: text,
  address: text,
  auditStatus: int,
  denialReason: text,
  qualificationPicture: pictureList,
  createTime: dateTime,
});

/** GET /api/front/merchant/settled/agreement. */
export const settledAgreement = object({ agreement: text });
