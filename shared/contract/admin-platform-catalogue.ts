// zod/mini, as every contract shape: the platform console types its catalogue-oversight calls from these and the service parses with them.
import * as z from 'zod/mini';
import { bool, dateTime, int, list, money, object, picture, text } from './fields';
import { commonPage } from './common';
import { formText, id, requiredText } from './request-fields';

/**
 * The platform console's catalogue oversight (docs/api-extensions.md "Catalogue oversight (platform console)"),
 * at source A's paths and permission strings: ProductCategoryController (`/api/admin/platform/product/category`,
 * the storefront's three-level category tree), ProductController (`/api/admin/platform/product`: the product
 * list by state, audit, forcing a product off the shelf), PlatformConfigController's `getuniq`/`saveuniq` (the
 * product-audit switch), PlatformGroupDataController (`/api/admin/platform/group/data`: hot search keywords,
 * home banners and activities) and PlatformUploadController (the banners' pictures). A's field names:
 * ProductCategory, ProductCategoryRequest, ProductSearchRequest, PlatformProductListResponse,
 * StoreProductAuditRequest, ProductForceDownRequest, SystemConfigSaveRequest, SystemGroupData,
 * SystemGroupDataRequest. Extensions are marked "ours".
 */

const CATEGORY = '/api/admin/platform/product/category';
const PRODUCT = '/api/admin/platform/product';
const CONFIG = '/api/admin/platform/config';
const GROUP = '/api/admin/platform/group/data';

export const PLATFORM_CATALOGUE_PATHS = {
  /** GET → list of `platformCategory` (every category, flat, by level, then sort descending, then id). */
  categoryList: `${CATEGORY}/list`,
  /** POST body `productCategoryRequest` (no `id`) → data null. */
  categoryAdd: `${CATEGORY}/add`,
  /** POST body `productCategoryRequest` with `id` → data null. */
  categoryUpdate: `${CATEGORY}/update`,
  /** POST `${categoryDelete}/{id}` → data null; refused (code 500 naming the count and the shops) while it holds products or sub-categories. */
  categoryDelete: `${CATEGORY}/delete`,
  /** POST `${categoryShow}/{id}` → data null: shows or hides it (and its branch) in the storefront. */
  categoryShow: `${CATEGORY}/update/show`,
  /** GET, query `platformProductSearchRequest` + `page`, `limit` → CommonPage of `platformProductListItem`. */
  productList: `${PRODUCT}/list`,
  /** GET → list of `{ type, count }` for PLATFORM_PRODUCT_TABS. */
  productTabs: `${PRODUCT}/tabs/headers`,
  /** POST body `productAuditRequest` → data null. */
  productAudit: `${PRODUCT}/audit`,
  /** POST body `productForceDownRequest` → data null. */
  productForceDown: `${PRODUCT}/force/down`,
  /** GET `?key=product_audit_switch` (or `cod_switch`) → the value as text, `"1"` on or `"0"` off. */
  configGet: `${CONFIG}/getuniq`,
  /** POST body `configSaveRequest` → data true. */
  configSave: `${CONFIG}/saveuniq`,
  /** GET, query `gid`, `page`, `limit` → CommonPage of `groupDataItem`. */
  groupList: `${GROUP}/list`,
  /** POST body `groupDataRequest` → data null. */
  groupSave: `${GROUP}/save`,
  /** POST `?id=` with body `groupDataRequest` → data null. */
  groupUpdate: `${GROUP}/update`,
  /** GET `?id=` → data null. */
  groupDelete: `${GROUP}/delete`,
  /** POST multipart (field `multipart`) → FileResultVo. */
  upload: '/api/admin/platform/upload/image',
} as const;

/** A's permission strings, one per call. */
export const PLATFORM_CATALOGUE_PERMISSIONS = {
  categoryList: 'platform:product:category:list',
  categoryAdd: 'platform:product:category:add',
  categoryUpdate: 'platform:product:category:update',
  categoryDelete: 'platform:product:category:delete',
  categoryShow: 'platform:product:category:show:status',
  productList: 'platform:product:page:list',
  productTabs: 'platform:product:tabs:headers',
  productAudit: 'platform:product:audit',
  productForceDown: 'platform:product:force:down',
  configGet: 'platform:config:getuniq',
  configSave: 'platform:config:saveuniq',
  groupList: 'platform:config:group:data:list',
  groupSave: 'platform:config:group:data:save',
  groupUpdate: 'platform:config:group:data:update',
  groupDelete: 'platform:config:group:data:delete',
  upload: 'platform:upload:image',
} as const;

// ---- The platform category tree ----

/** One category (A's ProductCategory); `productCount` (live products filed under it) is ours. */
export const platformCategory = object({
  id: int,
  pid: int,
  name: text,
  icon: picture,
  level: int,
  sort: int,
  isShow: bool,
  productCount: int,
});
export const platformCategoryList = list(platformCategory);

/**
 * POST .../category/add and .../update (A's ProductCategoryRequest): `pid` 0 for level 1, else a category one
 * level up; `level` 1 to 3 and matching the parent; `name` ≤ 100; `icon` a picture of this marketplace
 * (`/crmebimage/…`, or an absolute URL on its image domain) or empty; `sort` 0 to 9999 (larger first).
 */
export const productCategoryRequest = z.object({
  id: z.optional(id('id')),
  pid: z.coerce.number({ error: 'pid is required' }).check(z.int('pid must be an integer'), z.minimum(0, 'pid must not be negative')),
  name: requiredText('name', 100, 'Please enter the category name', 'The category name is at most 100 characters'),
  icon: z._default(z.optional(z.pipe(z.transform(formText), z.string({ error: 'icon must be text' }).check(z.maxLength(500, 'icon is at most 500 characters')))), ''),
  level: z.coerce.number({ error: 'level is required' }).check(z.int('level must be 1, 2 or 3'), z.minimum(1, 'level must be 1, 2 or 3'), z.maximum(3, 'level must be 1, 2 or 3')),
  sort: z.coerce.number({ error: 'sort is required' }).check(z.int('sort must be 0 to 9999'), z.minimum(0, 'sort must be 0 to 9999'), z.maximum(9999, 'sort must be 0 to 9999')),
});

// ---- Products: list, audit, force off the shelf ----

/** A's audit states (ProductConstants): 0 waiting, 1 approved, 2 rejected. */
export const AUDIT_STATUS = { waiting: 0, approved: 1, rejected: 2 } as const;

/** The tabs the platform serves of A's ProductSearchRequest `type`: 1 on sale, 2 off shelf, 6 waiting for review, 7 rejected. */
export const PLATFORM_PRODUCT_TAB = { onSale: 1, offShelf: 2, waiting: 6, rejected: 7 } as const;
export const PLATFORM_PRODUCT_TABS = [1, 2, 6, 7] as const;

/** The product-audit switch's key in A's `getuniq`/`saveuniq` (ours; off unless set to "1"). */
export const PRODUCT_AUDIT_SWITCH_KEY = 'product_audit_switch';
/** Cash on delivery at checkout (`codSwitch` of `pay/method`), by the same calls (ours; on in the demo seed, off unless set to "1"). */
export const COD_SWITCH_KEY = 'cod_switch';
/** The platform switches `getuniq`/`saveuniq` read and write here. */
export const PLATFORM_SWITCH_KEYS = [PRODUCT_AUDIT_SWITCH_KEY, COD_SWITCH_KEY] as const;

const positiveIdText = (name: string) =>
  z.optional(z.pipe(z.transform(formText), z.union([z.literal(''), z.string().check(z.regex(/^[1-9]\d{0,9}$/, `${name} must be a positive integer`))], { error: `${name} must be a positive integer` })));

/** GET .../product/list (A's ProductSearchRequest): `type` (1, 2, 6, 7; default 6), `categoryId` (with its branch), `merId`, `keywords` (name or keywords). */
export const platformProductSearchRequest = z.object({
  type: z._default(z.optional(z.pipe(z.transform(formText), z.enum(['', '1', '2', '6', '7'], { error: 'type must be 1, 2, 6 or 7' }))), '6'),
  categoryId: positiveIdText('categoryId'),
  merId: positiveIdText('merId'),
  keywords: z.optional(z.pipe(z.transform(formText), z.string({ error: 'keywords must be text' }).check(z.maxLength(64, 'keywords is at most 64 characters')))),
});

/**
 * One product of the platform's list (A's PlatformProductListResponse). `auditStatus` 0 waiting, 1 approved,
 * 2 rejected; `reason` why it was rejected or forced off the shelf; `isForced` true while forced off. Ours:
 * `merId`, `isShow`, `categoryName`, `updateTime`.
 */
export const platformProductListItem = object({
  id: int,
  image: picture,
  storeName: text,
  keyword: text,
  categoryId: int,
  categoryName: text,
  price: money,
  sales: int,
  stock: int,
  isForced: bool,
  isShow: bool,
  auditStatus: int,
  reason: text,
  merId: int,
  merchantName: text,
  isSelf: bool,
  updateTime: dateTime,
});
export const platformProductPage = commonPage(platformProductListItem);
export const platformProductTabs = list(object({ type: int, count: int }));

/** POST .../product/audit (A's StoreProductAuditRequest): `auditStatus` `success` or `fail`; `reason` required to fail, ≤ 100. */
export const productAuditRequest = z.object({
  id: id('id', 'Product id is required'),
  auditStatus: z.enum(['success', 'fail'], { error: 'auditStatus must be success or fail' }),
  reason: z._default(z.optional(z.pipe(z.transform(formText), z.string({ error: 'reason must be text' }).check(z.maxLength(100, 'The reason is at most 100 characters')))), ''),
});

/** POST .../product/force/down (A's ProductForceDownRequest): `ids` a comma list; ours: `reason`, required (the merchant reads it). */
export const productForceDownRequest = z.object({
  ids: z.string({ error: 'ids is required' }).check(z.trim(), z.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, 'ids must be a comma list of product ids')),
  reason: requiredText('reason', 100, 'Please give the reason for taking the product off the shelf', 'The reason is at most 100 characters'),
});

/** POST .../config/saveuniq (A's SystemConfigSaveRequest): only PLATFORM_SWITCH_KEYS, value "1" or "0", are accepted here. */
export const configSaveRequest = z.object({
  key: z.enum(PLATFORM_SWITCH_KEYS, { error: 'This setting cannot be changed here' }),
  value: z.pipe(z.transform(formText), z.enum(['0', '1'], { error: 'value must be 1 (on) or 0 (off)' })),
});

export const configGetQuery = z.object({ key: z.enum(PLATFORM_SWITCH_KEYS, { error: 'This setting cannot be read here' }) });

// ---- Group data: hot keywords, home banners, activities ----

/**
 * The lists the storefront's home and search read (A's system group data), by our `gid`: 1 hot search keywords
 * (`/api/front/search/keyword`), 2 the desktop home's carousel (`/api/pc/home/index` `banner`), 3 the home's
 * promotion banners (`bastBanner`), 4 the mobile home's carousel (`/api/front/index` `banner`), 5 the home's
 * activities (`/api/front/activity/index/list`). Each list's fields are GROUP_FIELDS of its gid.
 */
export const PLATFORM_GROUPS = { hotKeywords: 1, pcBanner: 2, bestBanner: 3, indexBanner: 4, activity: 5 } as const;
export type PlatformGroupId = (typeof PLATFORM_GROUPS)[keyof typeof PLATFORM_GROUPS];

/** The form fields each list stores: `title` a keyword; `name`, `pic`, `url` a banner; an activity's `name`, `info`, `type` (1 to 3), `banner` and `productIds`. */
export const GROUP_FIELDS: Record<PlatformGroupId, readonly string[]> = {
  1: ['title'],
  2: ['name', 'pic', 'url'],
  3: ['name', 'pic', 'url'],
  4: ['name', 'pic', 'url'],
  5: ['name', 'info', 'type', 'banner', 'productIds'],
};

/**
 * One item (A's SystemGroupData): `value` is A's JSON text of the form `{ fields: [{ name, value }] }`; ours:
 * `values`, the same as an object (`pic` an absolute URL, an activity's `banner` a comma list of absolute URLs,
 * `productIds` a comma list). The storefront's rows carry no times, so A's `createTime` and `updateTime` are left out.
 */
export const groupDataItem = object({
  id: int,
  gid: int,
  value: text,
  values: object({ title: text, name: text, pic: picture, url: text, info: text, type: int, banner: text, productIds: text }),
  sort: int,
  status: bool,
});
export const groupDataPage = commonPage(groupDataItem);

export const groupListQuery = z.object({
  gid: z.coerce.number({ error: 'gid is required' }).check(z.int('gid must be 1 to 5'), z.minimum(1, 'gid must be 1 to 5'), z.maximum(5, 'gid must be 1 to 5')),
});

/** One field of A's SystemFormCheckRequest. */
const formItem = z.object({
  name: z.string({ error: 'Each field needs its name' }).check(z.trim(), z.minLength(1, 'Each field needs its name'), z.maxLength(32, 'A field name is at most 32 characters')),
  value: z.pipe(z.transform(formText), z.string({ error: 'A field value must be text' }).check(z.maxLength(2000, 'A field value is at most 2000 characters'))),
  title: z.optional(z.string()),
});

/** POST .../group/data/save and .../update?id= (A's SystemGroupDataRequest): `gid` and the `form` with its `fields`, `sort` (0–9999) and `status`. */
export const groupDataRequest = z.object({
  gid: groupListQuery.shape.gid,
  form: z.object({
    fields: z.array(formItem).check(z.minLength(1, 'The form has no fields'), z.maxLength(10, 'The form has too many fields')),
    sort: z._default(z.optional(z.coerce.number({ error: 'sort must be 0 to 9999' }).check(z.int('sort must be 0 to 9999'), z.minimum(0, 'sort must be 0 to 9999'), z.maximum(9999, 'sort must be 0 to 9999'))), 0),
    status: z._default(z.optional(z.union([z.boolean(), z.literal(1), z.literal(0)], { error: 'status must be true or false' })), true),
  }),
});

export const groupIdQuery = z.object({ id: id('id', 'The item id is required') });
