// zod/mini, as every contract shape: the merchant console types its catalogue calls from these and the service parses with them.
import * as z from 'zod/mini';
import { bool, decimal, int, list, money, object, picture, pictureList, text } from './fields';
import { commonPage } from './common';
import { requiredText, splitList } from './request-fields';
import { isMoneyString, parseMoney } from '../money';

/**
 * The merchant console's catalogue (docs/api-extensions.md "Admin side (consoles)", "Catalogue"): source A's
 * MerchantProductController and StoreProductCategoryController, with A's field names from
 * StoreProductSearchRequest, StoreProductAddRequest, StoreProductAttrAddRequest, StoreProductAttrValueAddRequest,
 * AdminProductListResponse, StoreProductInfoResponse, StoreProductTabsHeader, StoreProductCategoryRequest and
 * StoreProductCategory. Our additions are named where they appear: `version` (the edit check), `sales` on a
 * SKU of an update (the stock delta), `isRecycle`, `productCount`.
 *
 * Every answer is A's envelope `{code, message, data}`. Codes: 200 done; 400 a field is wrong (the message
 * names it); 401 signed out; 403 the role lacks the permission; 404-style "not found" comes as code 500 with
 * its message, as A does (a product or category of another shop reads as not found); 409 the product changed
 * since the form was loaded (the stale `version`): reload, keep your input, save again.
 */

// ---- Paths and permissions (A's, exactly) ----

const PRODUCT = '/api/admin/merchant/product';
const CATEGORY = '/api/admin/merchant/store/product/category';

/** The calls' paths; `{id}` is the product's or category's id. */
export const MERCHANT_PRODUCT_PATHS = {
  /** GET, query `adminProductSearchRequest` + `page`, `limit` → CommonPage of `adminProductListItem`. */
  list: `${PRODUCT}/list`,
  /** GET → `productTabsHeaders` (a count per tab). */
  tabsHeaders: `${PRODUCT}/tabs/headers`,
  /** GET `${info}/{id}` → `storeProductInfo`. */
  info: `${PRODUCT}/info`,
  /** POST body `storeProductAddRequest` (no `id`, no `version`) → data null. The new product is on sale at once, or waits for the platform's review while its switch is on (admin-platform-catalogue.ts). */
  save: `${PRODUCT}/save`,
  /** POST body `storeProductAddRequest` with `id` and `version` → data null; code 409 when `version` is stale. */
  update: `${PRODUCT}/update`,
  /** GET `${putOnShell}/{id}` → data null (A's spelling). Refused for a product in the recycle bin. */
  putOnShell: `${PRODUCT}/putOnShell`,
  /** GET `${offShell}/{id}` → data null. */
  offShell: `${PRODUCT}/offShell`,
  /** GET `${delete}/{id}?type=recycle|delete` → data null. `recycle` (the default) moves it to the recycle bin (and off the shelf); `delete` deletes for good, only from the recycle bin. */
  delete: `${PRODUCT}/delete`,
  /** GET `${restore}/{id}` → data null: out of the recycle bin, into the warehouse (off shelf). */
  restore: `${PRODUCT}/restore`,
  /** GET → list of `storeProductCategory` (the shop's own two-level tree, flat, by sort then id). */
  categoryList: `${CATEGORY}/list`,
  /** POST body `storeProductCategoryRequest` (no `id`) → data null. */
  categoryAdd: `${CATEGORY}/add`,
  /** POST body `storeProductCategoryRequest` with `id` → data null. Renames, moves or reorders (`sort`). */
  categoryUpdate: `${CATEGORY}/update`,
  /** POST `${categoryDelete}/{id}` → data null; refused (code 500 with its message) while it holds products or sub-categories. */
  categoryDelete: `${CATEGORY}/delete`,
  /** POST `${categoryShow}/{id}` → data null: switches whether the shop's pages show it. */
  categoryShow: `${CATEGORY}/update/show`,
} as const;

/** A's permission strings, one per call. */
export const MERCHANT_PRODUCT_PERMISSIONS = {
  list: 'merchant:product:page:list',
  tabsHeaders: 'merchant:product:tabs:headers',
  info: 'merchant:product:info',
  save: 'merchant:product:save',
  update: 'merchant:product:update',
  putOnShell: 'merchant:product:up',
  offShell: 'merchant:product:down',
  delete: 'merchant:product:delete',
  restore: 'merchant:product:restore',
  categoryList: 'merchant:store:product:category:list',
  categoryAdd: 'merchant:store:product:category:add',
  categoryUpdate: 'merchant:store:product:category:update',
  categoryDelete: 'merchant:store:product:category:delete',
  categoryShow: 'merchant:store:product:category:show:status',
} as const;

/**
 * A's product list tabs (StoreProductSearchRequest.type). The tabs overlap as in A: a sold-out product is
 * also counted on sale or in the warehouse. A's 4 (stock alert), 6 and 7 (platform review) are not served.
 */
export const PRODUCT_TAB = {
  onSale: 1,
  offShelf: 2,
  soldOut: 3,
  recycleBin: 5,
} as const;
export const PRODUCT_TABS = [PRODUCT_TAB.onSale, PRODUCT_TAB.offShelf, PRODUCT_TAB.soldOut, PRODUCT_TAB.recycleBin] as const;

/**
 * The largest product form body (save, update) the service and the BFF take, in bytes: the SKU matrix and a
 * description of PRODUCT_RULES.content characters, which written in a non-Latin script takes up to three bytes
 * each, and more once escaped in JSON.
 */
export const PRODUCT_BODY_MAX_BYTES = 512 * 1024;

/** The form's limits; the service checks the same numbers and names them in its code-400 messages. */
export const PRODUCT_RULES = {
  storeName: 128,
  storeInfo: 256,
  keyword: 255,
  unitName: 32,
  /** Slider pictures besides the main one. */
  sliderImages: 10,
  /** Price, original price and cost: two decimals, at most this (minor units: 999,999.99). */
  maxPrice: 99_999_999,
  /** Stock per SKU: a whole number from 0. */
  maxStock: 9_999_999,
  /** Weight per SKU in kg, three decimals. */
  maxWeight: 9999,
  /** Specs of a multi-spec product and values per spec; the matrix is their product. */
  maxSpecs: 3,
  maxSpecValues: 20,
  maxSkus: 200,
  specName: 32,
  specValue: 32,
  /** The description's length after the service has sanitised it. */
  content: 100_000,
  categoryName: 100,
  categorySort: 9999,
} as const;

// ---- Requests ----

/** GET .../product/list query (A's StoreProductSearchRequest); paging is `page` and `limit`. */
export const adminProductSearchRequest = z.object({
  type: z.coerce.number<number | string>({ error: 'type is required' }).check(z.refine((t) => (PRODUCT_TABS as readonly number[]).includes(t), 'Unknown product type: type is 1 (on sale), 2 (off shelf), 3 (sold out) or 5 (recycle bin)')),
  /** Platform category id (any level: a level-1 or level-2 id takes its whole subtree). */
  categoryId: z._default(z.optional(z.coerce.number<number | string>({ error: 'categoryId must be a number' }).check(z.int('categoryId must be an integer'), z.minimum(0, 'categoryId must not be negative'))), 0),
  /** One shop category id (A types it as text). */
  cateId: z.optional(z.string()),
  /** Name or keywords contain it. */
  keywords: z.optional(z.string().check(z.trim(), z.maxLength(64, 'keywords is at most 64 characters'))),
});

/** Money on a form: a number or a string with at most two decimals, from `min` to PRODUCT_RULES.maxPrice, read as minor units. */
function price(name: string, min: number) {
  const shape = `${name} must be an amount with at most two decimals, like "19.90"`;
  return z.pipe(
    z.union([z.string(), z.number()], { error: shape }).check(z.refine((v) => isMoneyString(String(v)), shape)),
    z.pipe(
      z.transform((v: string | number) => parseMoney(String(v))),
      z.number().check(
        z.minimum(min, `${name} must be at least ${(min / 100).toFixed(2)}`),
        z.maximum(PRODUCT_RULES.maxPrice, `${name} must be at most ${(PRODUCT_RULES.maxPrice / 100).toFixed(2)}`),
      ),
    ),
  );
}

const stock = z.coerce.number({ error: 'stock must be a whole number from 0' }).check(
  z.int('stock must be a whole number from 0'),
  z.minimum(0, 'stock must be a whole number from 0'),
  z.maximum(PRODUCT_RULES.maxStock, `stock must be at most ${PRODUCT_RULES.maxStock}`),
);

/** One spec of the product (A's StoreProductAttrAddRequest): its name and its values as a comma list. */
export const storeProductAttrAddRequest = z.object({
  id: z.optional(z.coerce.number()),
  attrName: requiredText('attrName', PRODUCT_RULES.specName, 'Each spec needs a name', `A spec name is at most ${PRODUCT_RULES.specName} characters`),
  attrValues: requiredText('attrValues', PRODUCT_RULES.maxSpecValues * (PRODUCT_RULES.specValue + 1), 'Each spec needs at least one value'),
});

/**
 * One SKU (A's StoreProductAttrValueAddRequest). `attrValue` names its value of each spec as a JSON object
 * text (`{"Colour":"Red","Size":"M"}`; `{}` or empty for a single-spec product). `weight` and `volume` are
 * A's decimals (kg, m³). `sales` is ours: on an update, the SKU's sales as the form loaded them (from
 * `storeProductInfo`); the new `stock` is then reduced by what sold since, so a purchase made while the
 * form was open is never sold twice. Without it the stock is taken as given.
 */
export const storeProductAttrValueAddRequest = z.object({
  id: z.optional(z.coerce.number()),
  productId: z.optional(z.coerce.number()),
  stock,
  price: price('price', 1),
  otPrice: z._default(price('otPrice', 0), 0),
  cost: z._default(price('cost', 0), 0),
  image: z._default(z.string().check(z.trim(), z.maxLength(255, 'A SKU picture address is at most 255 characters')), ''),
  weight: z._default(
    z.coerce.number({ error: 'weight must be a number of kg' }).check(z.minimum(0, 'weight must not be negative'), z.maximum(PRODUCT_RULES.maxWeight, `weight must be at most ${PRODUCT_RULES.maxWeight} kg`)),
    0,
  ),
  volume: z._default(z.coerce.number({ error: 'volume must be a number' }).check(z.minimum(0, 'volume must not be negative')), 0),
  attrValue: z._default(z.string().check(z.maxLength(1000, 'attrValue is at most 1000 characters')), ''),
  sales: z.optional(z.coerce.number({ error: 'sales must be a whole number' }).check(z.int('sales must be a whole number'), z.minimum(0, 'sales must not be negative'))),
});

/**
 * POST .../product/save and .../product/update (A's StoreProductAddRequest). `sliderImage` is A's picture
 * list text (a JSON array of URLs or a comma list), at most 10; `cateId` the shop category ids as a comma
 * list (may be empty); `categoryId` a level-3 platform category; `postage` the product's freight; `content`
 * the description's HTML, sanitised by the service before it is stored. `brandId`, `couponIds`,
 * `guaranteeIds`, `giveIntegral` and `flatPattern` are accepted as A sends them; brands and gifts are not
 * kept. `version` is ours and required on update: the `version` of `storeProductInfo` the form was loaded with.
 */
export const storeProductAddRequest = z.object({
  id: z.optional(z.coerce.number({ error: 'id must be a number' })),
  version: z.optional(z.coerce.number({ error: 'version must be a number' }).check(z.int('version must be a whole number'))),
  image: requiredText('image', 255, 'The main picture is required', 'The main picture address is at most 255 characters'),
  sliderImage: z._default(z.string().check(z.maxLength(4000, 'sliderImage is too long')), ''),
  storeName: requiredText('storeName', PRODUCT_RULES.storeName, 'The product name is required', `The product name is at most ${PRODUCT_RULES.storeName} characters`),
  storeInfo: requiredText('storeInfo', PRODUCT_RULES.storeInfo, 'The intro is required', `The intro is at most ${PRODUCT_RULES.storeInfo} characters`),
  keyword: requiredText('keyword', PRODUCT_RULES.keyword, 'Keywords are required', `Keywords are at most ${PRODUCT_RULES.keyword} characters`),
  cateId: z._default(z.string().check(z.maxLength(64, 'cateId is at most 64 characters')), ''),
  unitName: requiredText('unitName', PRODUCT_RULES.unitName, 'The unit is required', `The unit is at most ${PRODUCT_RULES.unitName} characters`),
  sort: z._default(z.coerce.number({ error: 'sort must be a number' }).check(z.int('sort must be a whole number'), z.minimum(0, 'sort is 0 to 9999'), z.maximum(9999, 'sort is 0 to 9999')), 0),
  giveIntegral: z.optional(z.unknown()),
  specType: z.pipe(z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])], { error: 'specType is required: false for a single spec, true for several' }), z.transform((v) => v === true || v === 1 || v === 'true' || v === '1')),
  attr: z._default(z.array(storeProductAttrAddRequest, { error: 'attr must be a list of specs' }), []),
  attrValue: z.array(storeProductAttrValueAddRequest, { error: 'attrValue must be a list of SKUs' }).check(z.minLength(1, 'At least one SKU is required')),
  content: z._default(z.string({ error: 'content must be text' }), ''),
  couponIds: z.optional(z.unknown()),
  postage: z._default(price('postage', 0), 0),
  brandId: z.optional(z.unknown()),
  categoryId: z.coerce.number({ error: 'Choose a platform category' }).check(z.int('Choose a platform category'), z.positive('Choose a platform category')),
  guaranteeIds: z._default(z.string(), ''),
  flatPattern: z.optional(z.string()),
});

/** GET .../product/delete/{id} query: A's `type`. */
export const productDeleteQuery = z.object({
  type: z._default(z.enum(['recycle', 'delete'], { error: 'type is recycle or delete' }), 'recycle'),
});

/** POST .../store/product/category/add and /update (A's StoreProductCategoryRequest). `pid` 0 is a top-level category. */
export const storeProductCategoryRequest = z.object({
  id: z.optional(z.coerce.number({ error: 'id must be a number' })),
  pid: z.coerce.number({ error: 'pid is required (0 for a top-level category)' }).check(z.int('pid must be a whole number'), z.minimum(0, 'pid is required (0 for a top-level category)')),
  name: requiredText('name', PRODUCT_RULES.categoryName, 'The category name is required', `The category name is at most ${PRODUCT_RULES.categoryName} characters`),
  icon: z._default(z.string().check(z.maxLength(255, 'icon is at most 255 characters')), ''),
  sort: z.coerce.number({ error: 'sort is required' }).check(z.int('sort must be a whole number'), z.minimum(0, 'sort is 0 to 9999'), z.maximum(PRODUCT_RULES.categorySort, 'sort is 0 to 9999')),
});

/** The shop category ids of a product's `cateId` text. */
export const shopCategoryIds = (cateId: string): number[] =>
  splitList(cateId)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

// ---- Answers ----

/** One row of GET .../product/list (A's AdminProductListResponse); `isRecycle` and `version` are ours. */
export const adminProductListItem = object({
  id: int,
  image: picture,
  storeName: text,
  keyword: text,
  cateId: text,
  categoryId: int,
  price: money,
  postage: money,
  sort: int,
  sales: int,
  stock: int,
  isShow: bool,
  ficti: int,
  collectCount: int,
  reason: text,
  isRecycle: bool,
  version: int,
  /** A's platform review (admin-platform-catalogue.ts AUDIT_STATUS): 0 waiting, 1 approved, 2 rejected; `reason` says why. */
  auditStatus: int,
  /** True while the platform has forced it off the shelf (`reason` says why). */
  isForced: bool,
});

/** GET .../product/list: A's CommonPage. */
export const adminProductPage = commonPage(adminProductListItem);

/** One tab's count (A's StoreProductTabsHeader). */
export const productTabsHeader = object({ count: int, type: int });
/** GET .../product/tabs/headers: one entry per tab of PRODUCT_TABS, in that order. */
export const productTabsHeaders = list(productTabsHeader);

/** A spec of `storeProductInfo` (A's StoreProductAttr). */
export const storeProductAttr = object({
  id: int,
  productId: int,
  attrName: text,
  attrValues: text,
  type: int,
  isDel: bool,
});

/** A SKU of `storeProductInfo` (A's AttrValueResponse); `sales` is what the update's stock delta needs. */
export const attrValueResponse = object({
  id: int,
  productId: int,
  suk: text,
  stock: int,
  sales: int,
  price: money,
  image: picture,
  cost: money,
  otPrice: money,
  weight: decimal,
  volume: decimal,
  type: int,
  attrValue: text,
});

/** GET .../product/info/{id} (A's StoreProductInfoResponse); `version`, `isShow` and `isRecycle` are ours. */
export const storeProductInfo = object({
  id: int,
  image: picture,
  sliderImage: pictureList,
  storeName: text,
  storeInfo: text,
  keyword: text,
  cateId: text,
  brandId: int,
  categoryId: int,
  guaranteeIds: text,
  unitName: text,
  sort: int,
  giveIntegral: int,
  ficti: int,
  specType: bool,
  attr: list(storeProductAttr),
  attrValue: list(attrValueResponse),
  content: text,
  couponIds: list(int),
  flatPattern: text,
  postage: money,
  version: int,
  isShow: bool,
  isRecycle: bool,
  /** The platform's review of it (ours on this answer): 0 waiting, 1 approved, 2 rejected; `isForced`; the platform's `reason`. */
  auditStatus: int,
  isForced: bool,
  reason: text,
});

/** One shop category of GET .../store/product/category/list (A's StoreProductCategory); `productCount` is ours. */
export const storeProductCategory = object({
  id: int,
  merId: int,
  pid: int,
  name: text,
  icon: text,
  sort: int,
  isShow: bool,
  isDel: bool,
  productCount: int,
});
export const storeProductCategoryList = list(storeProductCategory);
