// zod/mini, as every contract shape: the platform console types its calls from these and the service parses with them.
import * as z from 'zod/mini';
import { bool, dateTime, dateTimeOrEmpty, extend, int, list, object, pick, pictureArray, text } from './fields';
import { merchantType, settledRecord, shopCategory } from './merchant';
import { commonPage } from './common';
import { formText, id, requiredText } from './request-fields';
import { isStrongPassword } from '../validation';

/**
 * The platform console's shop calls (docs/api-extensions.md "Shops and applications"), with source A's
 * paths, permission strings and field names: MerchantApplyController (`/api/admin/platform/merchant/apply`),
 * MerchantController (`/api/admin/platform/merchant`), MerchantTypeController and MerchantCategoryController
 * (`.../merchant/type`, `.../merchant/category`); MerchantApply, MerchantPageResponse, MerchantHeaderNumResponse,
 * MerchantUpdateRequest, MerchantType, MerchantCategory and their requests. Extensions are marked "ours".
 *
 * Lists are A's CommonPage (`page`, `limit`, `totalPage`, `total`, `list`); every list takes `page` (from 1)
 * and `limit` (1 to 100, default 20) in its query.
 */

/** A's audit states of an application (MerchantApply.auditStatus). */
export const APPLY_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

/** A's permission strings of these calls (each route's `@PreAuthorize`). */
export const PLATFORM_MERCHANT_PERMISSIONS = {
  applyList: 'platform:merchant:apply:page:list',
  applyAudit: 'platform:merchant:apply:audit',
  list: 'platform:merchant:page:list',
  headerNum: 'platform:merchant:list:header:num',
  detail: 'platform:merchant:detail',
  update: 'platform:merchant:update',
  close: 'platform:merchant:close',
  open: 'platform:merchant:open',
  typeList: 'platform:merchant:type:list',
  typeAll: 'platform:merchant:type:all',
  typeAdd: 'platform:merchant:type:add',
  typeUpdate: 'platform:merchant:type:update',
  typeDelete: 'platform:merchant:type:delete',
  categoryList: 'platform:merchant:category:list',
  categoryAll: 'platform:merchant:category:all',
  categoryAdd: 'platform:merchant:category:add',
  categoryUpdate: 'platform:merchant:category:update',
  categoryDelete: 'platform:merchant:category:delete',
} as const;

// ---- Applications ----

/**
 * GET /api/admin/platform/merchant/apply/list (platform:merchant:apply:page:list): query `auditStatus`
 * (1 pending, 2 approved, 3 rejected; all when left out), `keywords` (shop name, contact, email),
 * `categoryId`, `typeId`, `page`, `limit`. Newest first.
 */
export const merchantApplySearchRequest = z.object({
  auditStatus: z.optional(z.pipe(z.transform(formText), z.union([z.literal(''), z.enum(['1', '2', '3'])], { error: 'auditStatus must be 1, 2 or 3' }))),
  keywords: z.optional(z.pipe(z.transform(formText), z.string({ error: 'keywords must be text' }).check(z.maxLength(64, 'keywords is at most 64 characters')))),
  categoryId: z.optional(z.pipe(z.transform(formText), z.union([z.literal(''), z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'categoryId must be a positive integer'))], { error: 'categoryId must be a positive integer' }))),
  typeId: z.optional(z.pipe(z.transform(formText), z.union([z.literal(''), z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'typeId must be a positive integer'))], { error: 'typeId must be a positive integer' }))),
});

/**
 * One application (A's MerchantApply without the applicant's password, which is never stored here): the
 * storefront's record of it and, ours, the applicant's `uid`, `categoryName` and `typeName`,
 * `qualificationPicture` as a JSON array of absolute URLs (full-size pictures), `merId` (the shop an
 * approval opened, 0 otherwise) and `auditorId` (the operator who decided, 0 while pending).
 */
export const merchantApply = extend(settledRecord, {
  uid: int,
  categoryName: text,
  typeName: text,
  auditorId: int,
  qualificationPicture: pictureArray,
  merId: int,
  updateTime: dateTime,
});

export const merchantApplyPage = commonPage(merchantApply);

/**
 * GET /api/admin/platform/merchant/apply/list/header/num (ours, after A's shop list header): how many
 * applications are in each state, for the list's tabs (platform:merchant:apply:page:list).
 */
export const merchantApplyHeaderNum = object({ pendingNum: int, approvedNum: int, rejectedNum: int });

/** GET /api/admin/platform/merchant/apply/detail/{id} (ours; platform:merchant:apply:page:list): one `merchantApply`. */

/**
 * POST /api/admin/platform/merchant/apply/audit (platform:merchant:apply:audit), A's MerchantApplyAuditRequest:
 * `auditStatus` 2 approves, 3 rejects; `denialReason` is required to reject (the applicant reads it).
 */
export const merchantApplyAuditRequest = z.object({
  id: id('id', 'Application id is required'),
  auditStatus: z.coerce.number({ error: 'auditStatus is required' }).check(z.refine((v) => v === 2 || v === 3, 'auditStatus must be 2 (approve) or 3 (reject)')),
  denialReason: z.optional(z.pipe(z.transform(formText), z.string({ error: 'denialReason must be text' }).check(z.maxLength(255, 'denialReason is at most 255 characters')))),
});

/**
 * The audit's answer (ours; A answers null): the application after the decision, and on approval the new
 * shop's id (`merId`) and its owner's console account (`account`, the applicant's email), whose
 * set-password link went to that email.
 */
export const merchantApplyAuditResponse = object({ id: int, auditStatus: int, merId: int, account: text });

// ---- Shops ----

/**
 * GET /api/admin/platform/merchant/list (platform:merchant:page:list), A's MerchantSearchRequest: `keywords`
 * (shop name or keywords), `categoryId`, `typeId`, `isSelf` and `isSwitch` (`true`/`false`, or `1`/`0`;
 * both when left out), `page`, `limit`. Ordered by id, newest first.
 */
export const merchantSearchRequest = z.object({
  keywords: merchantApplySearchRequest.shape.keywords,
  categoryId: merchantApplySearchRequest.shape.categoryId,
  typeId: merchantApplySearchRequest.shape.typeId,
  isSelf: z.optional(z.pipe(z.transform(formText), z.enum(['', 'true', 'false', '1', '0'], { error: 'isSelf must be true or false' }))),
  isSwitch: z.optional(z.pipe(z.transform(formText), z.enum(['', 'true', 'false', '1', '0'], { error: 'isSwitch must be true or false' }))),
});

/**
 * One shop of the list (A's MerchantPageResponse). `isSelf` true is a self-operated shop, `isSwitch` true an
 * open one. Ours: `handlingFee` (commission, whole percent), `closeReason` (why it was closed; empty when
 * open), `categoryName`, `typeName`, `phone`, and `createType` as A: `apply` (from an application) or `admin`.
 */
export const merchantPage = object({
  id: int,
  name: text,
  categoryId: int, categoryName: text, typeId: int, typeName: text,
  realName: text, email: text, phone: text,
  isSelf: bool, isSwitch: bool, handlingFee: int, starLevel: int, closeReason: text, createType: text,
  createTime: dateTime,
});

export const merchantPageList = commonPage(merchantPage);

/** GET /api/admin/platform/merchant/list/header/num (platform:merchant:list:header:num), A's MerchantHeaderNumResponse. */
export const merchantHeaderNum = object({ openNum: int, closeNum: int });

/**
 * GET /api/admin/platform/merchant/detail/{id} (platform:merchant:detail), after A's
 * MerchantPlatformDetailResponse: the list's fields and the shop's contact, keywords, qualification
 * pictures (absolute URLs) and its owner's console account.
 */
export const merchantPlatformDetail = extend(merchantPage, {
  address: text,
  keywords: text,
  qualificationPicture: pictureArray,
  adminAccount: text,
  updateTime: dateTime,
});

const percent = (name: string) =>
  z.coerce.number({ error: `${name} must be a whole percent` }).check(z.int(`${name} must be a whole percent`), z.minimum(0, `${name} must be between 0 and 100`), z.maximum(100, `${name} must be between 0 and 100`));

/**
 * POST /api/admin/platform/merchant/update (platform:merchant:update), A's MerchantUpdateRequest read as a
 * partial update: `id` and any of the fields below; a field left out keeps its value (A's client sends them
 * all; A's other fields are accepted and not read). `handlingFee` is the shop's commission in whole percent,
 * `isSelf` true marks a self-operated shop.
 */
export const merchantUpdateRequest = z.object({
  id: id('id', 'Shop id is required'),
  name: z.optional(requiredText('name', 50, 'Please enter the shop name', 'The shop name is at most 50 characters')),
  categoryId: z.optional(id('categoryId', 'Please choose a shop category')),
  typeId: z.optional(id('typeId', 'Please choose a shop type')),
  realName: z.optional(requiredText('realName', 64)),
  email: z.optional(requiredText('email', 255)),
  phone: z.optional(z.pipe(z.transform(formText), z.string({ error: 'phone must be text' }).check(z.maxLength(32, 'phone is at most 32 characters')))),
  handlingFee: z.optional(percent('handlingFee')),
  keywords: z.optional(z.pipe(z.transform(formText), z.string({ error: 'keywords must be text' }).check(z.maxLength(255, 'keywords is at most 255 characters')))),
  address: z.optional(z.pipe(z.transform(formText), z.string({ error: 'address must be text' }).check(z.maxLength(255, 'address is at most 255 characters')))),
  isSelf: z.optional(z.boolean({ error: 'isSelf must be true or false' })),
  starLevel: z.optional(z.coerce.number({ error: 'starLevel must be 1 to 5' }).check(z.int('starLevel must be 1 to 5'), z.minimum(1, 'starLevel must be 1 to 5'), z.maximum(5, 'starLevel must be 1 to 5'))),
});

/**
 * POST /api/admin/platform/merchant/close/{id} (platform:merchant:close). Ours: the body's `reason`, required;
 * the shop's staff read it in GET /api/admin/merchant/base/info. A closed shop's pages, cart and checkout
 * refuse new purchases; its orders already placed go on to the end. POST .../open/{id} (platform:merchant:open)
 * takes no body and clears the reason.
 */
export const merchantCloseRequest = z.object({
  reason: requiredText('reason', 255, 'Please give the reason for closing the shop', 'The reason is at most 255 characters'),
});

// ---- Shop types and categories (the storefront's settlement form and shop street filters read them) ----

/**
 * Shop types (A's MerchantType) and shop categories (A's MerchantCategory, with its default commission in
 * whole percent), the same rows the storefront lists: the console reads GET .../merchant/type/list as a
 * CommonPage of types and .../category/all/list as a plain list of categories.
 */
export const platformMerchantTypePage = commonPage(merchantType);
export const platformMerchantCategoryList = list(shopCategory);

const kindName = (kind: 'type' | 'category') => requiredText('name', 50, `Please enter the ${kind} name`, `The ${kind} name is at most 50 characters`);

/** POST .../merchant/type/add and .../type/update (`id` required there), A's MerchantTypeRequest. */
export const merchantTypeRequest = z.object({
  id: z.optional(id('id')),
  name: kindName('type'),
  info: requiredText('info', 500, 'Please enter the type requirements', 'The type requirements are at most 500 characters'),
});

/** POST .../merchant/category/add and .../category/update (`id` required there), A's MerchantCategoryRequest. */
export const merchantCategoryRequest = z.object({ id: z.optional(id('id')), name: kindName('category'), handlingFee: percent('handlingFee') });

/*
 * POST .../merchant/type/delete/{id} and .../category/delete/{id}: refused (code 500, with the count) while
 * a shop or a pending application still uses it.
 */

// ---- The merchant side (ours) ----

/**
 * POST /api/admin/merchant/login/invitation/password (ours, no session): the token of the set-password link
 * an approval emails to the new shop's owner (`{PUBLIC_URL}/seller/invitation?token=…`) and the password to
 * set. The link works once and for INVITATION_TTL_HOURS; a used or expired one is refused with a message
 * that points to "Forgot password" on the sign-in page. Answers the account to sign in with.
 */
export const INVITATION_TTL_HOURS = 72;

export const merchantInvitationPasswordRequest = z.object({
  token: requiredText('token', 128, 'The link is incomplete: open it again from the email', 'The link is malformed: open it again from the email'),
  password: z.string({ error: 'password is required' }).check(z.refine(isStrongPassword, 'password must be 8-20 characters with three of: upper case, lower case, digits, symbols')),
});

export const merchantInvitationPasswordResponse = object({ account: text });

/**
 * GET /api/admin/merchant/base/info (merchant:base:info), A's MerchantBaseInfoResponse for the signed-in
 * staff's shop, with `closeReason` (ours): why the platform closed the shop, empty while it is open.
 */
export const merchantBaseInfo = extend(
  pick(merchantPage, ['id', 'name', 'categoryId', 'typeId', 'realName', 'email', 'phone', 'handlingFee', 'isSelf', 'isSwitch', 'closeReason', 'starLevel']),
  { merCategory: text, merType: text, createTime: dateTimeOrEmpty },
);
