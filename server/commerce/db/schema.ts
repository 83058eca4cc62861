import type { Generated, Kysely, Transaction } from 'kysely';

/**
 * The commerce database, in camelCase (CamelCasePlugin maps to snake_case columns).
 * Conventions that keep SQLite and PostgreSQL identical:
 * - money is integer minor units (cents); booleans are integers 0/1;
 * - timestamps are text 'yyyy-MM-dd HH:mm:ss' in UTC (see db/time.ts), so they compare as strings;
 * - lists that the contract renders as comma strings are stored as comma strings.
 */
type Id = Generated<number>;

export interface UsersTable {
  id: Id;
  email: string | null;
  phone: string | null; // national number, digits only
  countryCode: string | null; // digits only, no plus
  passwordHash: string | null;
  nickname: string;
  avatar: string;
  userType: string; // email | phone | tourist | twitter | google | facebook
  identity: string | null; // visitor identity for guest order lookup
  /** The email a guest gave without proving it (migration 020): shown and prefilled, never signed in with. */
  contactEmail: Generated<string>;
  balance: number;
  integral: number;
  frozenIntegral: number;
  experience: number;
  status: number;
  createdAt: string;
  updatedAt: string;
}

export interface UserTokensTable {
  tokenHash: string;
  uid: number;
  expiresAt: string;
  createdAt: string;
}

export interface VerificationCodesTable {
  id: Id;
  purpose: string; // login | register | reset | password | settled
  target: string; // lower-cased email, or +<cc><phone>
  codeHash: string;
  tries: number;
  sentAt: string;
  expiresAt: string;
  consumedAt: string | null;
}

export interface LanguagesTable {
  id: Id;
  code: string;
  name: string;
  isDefault: number;
  state: number;
  sort: number;
}

export interface PageTextsTable {
  id: Id;
  languageCode: string;
  url: string;
  code: string;
  content: string;
}

/** How one catalogue text (category name, spec name or value, unit, guarantee, banner text, hot keyword) reads in one language (migration 023). */
export interface CatalogueTextsTable {
  id: Id;
  kind: string;
  source: string;
  languageCode: string;
  text: string;
}

export interface SiteConfigTable {
  key: string;
  value: string; // JSON
}

/** CRMEB "group data": hot keywords, user menus, banners ... one row per item, JSON value. */
export interface GroupDataTable {
  id: Id;
  groupKey: string;
  sort: number;
  value: string; // JSON object
  status: number;
}

export interface CategoriesTable {
  id: Id;
  pid: number;
  name: string;
  icon: string;
  level: number;
  sort: number;
  isShow: number;
}

export interface MerchantTypesTable {
  id: Id;
  name: string;
  info: string;
  isDel: number;
  createdAt: string;
  updatedAt: string;
}

export interface MerchantCategoriesTable {
  id: Id;
  name: string;
  handlingFee: number; // percent
  isDel: number;
  createdAt: string;
  updatedAt: string;
}

export interface MerchantsTable {
  id: Id;
  name: string;
  realName: string;
  email: string;
  phone: string;
  address: string;
  categoryId: number;
  typeId: number;
  isSelf: number;
  avatar: string;
  backImage: string;
  streetBackImage: string;
  pcBanner: string;
  pcBackImage: string;
  starLevel: number;
  intro: string;
  qualificationPicture: string; // comma URLs
  keywords: string;
  serviceType: string; // H5 | phone | message | email
  serviceLink: string;
  servicePhone: string;
  serviceMessage: string;
  serviceEmail: string;
  freightFee: number; // flat per merchant order, cents
  freeFreightThreshold: number; // cents; 0 = never free
  isShow: number;
  createdAt: string;
  updatedAt: string;
}

/** A merchant's own category tree: the platform category's columns and the owning merchant. */
export interface MerchantProductCategoriesTable extends CategoriesTable {
  merId: number;
}

export interface ProductsTable {
  id: Id;
  merId: number;
  image: string;
  sliderImage: string; // JSON string array, as the contract renders it
  storeName: string;
  storeInfo: string;
  keyword: string;
  cateId: number; // platform category (level 3)
  merCateIds: string; // comma list of merchant category ids
  price: number;
  otPrice: number;
  stock: number;
  sales: number;
  ficti: number;
  unitName: string;
  browse: number;
  content: string; // HTML
  guaranteeIds: string; // comma list
  isShow: number;
  isDel: number;
  sort: number;
  createdAt: string;
  updatedAt: string;
  /** A's audit state (migration 017): 0 waiting, 1 approved (the default), 2 rejected. */
  auditStatus: Generated<number>;
  /** 1 while the platform has forced the product off the shelf. */
  isForced: Generated<number>;
  /** Why the platform rejected it or forced it off the shelf (A's `reason`); the merchant reads it. */
  auditReason: Generated<string>;
}

export interface ProductAttrsTable {
  id: Id;
  productId: number;
  attrName: string;
  attrValues: string; // comma list
  type: number;
  isDel: number;
}

export interface ProductAttrValuesTable {
  id: Id;
  productId: number;
  sku: string; // option values joined by ',' in attr order; '' when no attrs
  stock: number;
  sales: number;
  price: number;
  otPrice: number;
  image: string;
  weight: number; // grams
  volume: number;
  quota: number;
  attrValue: string; // JSON {attrName: value}
  vipPrice: number;
  isDel: number;
}

export interface GuaranteesTable {
  id: Id;
  name: string;
  icon: string;
  content: string;
  sort: number;
  isShow: number;
}

/** Migration 027: one row per spec value a product offers, kept by triggers on product_attrs (facets). */
export interface ProductFacetValuesTable {
  productId: number;
  name: string;
  value: string;
}

/** Migration 027: the shown reviews' count, star sum and the card's rounded average times ten, kept by triggers on product_replies. */
export interface ProductRatingsTable {
  productId: number;
  replyNum: number;
  starSum: number;
  starTenths: number;
}

export interface ProductRepliesTable {
  id: Id;
  uid: number;
  productId: number;
  merId: number;
  orderInfoId: number; // 0 for seeded reviews
  merOrderNo: string;
  star: number;
  serviceStar: number;
  comment: string;
  pics: string; // comma URLs
  sku: string;
  nickname: string;
  avatar: string;
  merchantReplyContent: string;
  merchantReplyTime: string | null;
  isDel: number;
  createdAt: string;
}

export interface AddressesTable {
  id: Id;
  uid: number;
  realName: string;
  phone: string;
  countryCode: string;
  country: string;
  province: string;
  city: string;
  cityId: number;
  district: string;
  detail: string;
  /** Text: letters, spaces and leading zeros are part of real post codes. */
  postCode: string;
  email: string;
  longitude: string;
  latitude: string;
  isDefault: number;
  isDel: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProductCollectsTable {
  id: Id;
  uid: number;
  productId: number;
  category: string;
  createdAt: string;
}

export interface MerchantCollectsTable {
  id: Id;
  uid: number;
  merId: number;
  createdAt: string;
}

export interface MerchantApplicationsTable {
  id: Id;
  uid: number;
  name: string;
  categoryId: number;
  typeId: number;
  realName: string;
  email: string;
  phone: string;
  handlingFee: number;
  keywords: string;
  address: string;
  qualificationPicture: string;
  auditStatus: number; // 1 pending, 2 approved, 3 rejected
  denialReason: string;
  merId: number; // shop created on approval, 0 before
  createdAt: string;
  updatedAt: string;
}

export interface UploadsTable {
  id: Id;
  uid: number; // 0 when anonymous
  fileName: string;
  extName: string;
  fileSize: number;
  path: string; // relative to DATA_DIR/uploads
  model: string;
  createdAt: string;
}

export interface CartItemsTable {
  id: Id;
  uid: number;
  productId: number;
  productAttrUnique: number; // product_attr_values.id
  cartNum: number;
  createdAt: string;
  updatedAt: string;
}

export interface PreOrdersTable {
  preOrderNo: string;
  uid: number;
  preOrderType: string; // shoppingCart | buyNow
  payload: string; // JSON of the resolved lines
  expiresAt: string;
  orderNo: string | null; // master order created from it (double-submit guard)
  createdAt: string;
}

/** Master order: what the shopper pays once. */
export interface OrdersTable {
  id: Id;
  orderNo: string;
  preOrderNo: string;
  uid: number;
  totalNum: number;
  proTotalPrice: number;
  totalPostage: number;
  couponId: number; // user coupon id, 0 none
  couponPrice: number;
  useIntegral: number;
  integralPrice: number;
  payPrice: number;
  payType: string;
  payChannel: string;
  paid: number;
  payTime: string | null;
  isCancel: number;
  realName: string;
  userPhone: string;
  userAddress: string;
  email: string;
  mark: string;
  createdAt: string;
  updatedAt: string;
}

/** One per shop within a master order; ships, receives and refunds on its own. */
export interface MerchantOrdersTable {
  id: Id;
  orderNo: string;
  masterOrderNo: string;
  uid: number;
  merId: number;
  totalNum: number;
  proTotalPrice: number;
  totalPostage: number;
  couponPrice: number;
  integralPrice: number;
  useIntegral: number;
  payPrice: number;
  status: number; // 0 to ship, 1 to receive, 2 received, 3 completed, 9 cancelled
  refundStatus: number; // 0 none, 1 applied, 2 refunding, 3 refunded
  paid: number;
  payTime: string | null;
  userRemark: string;
  deliveryName: string;
  deliveryCode: string;
  deliveryId: string;
  courier: string;
  courierPhone: string;
  shipTime: string | null;
  receiveTime: string | null;
  isUserDel: number;
  /** The shop's own note on the order (A's merRemark; migration 014), never shown to the shopper. */
  merRemark: Generated<string>;
  /** The shop's commission rate when the order was paid, whole percent (migration 022); null while unpaid. */
  handlingFee: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderItemsTable {
  id: Id;
  merOrderNo: string;
  masterOrderNo: string;
  uid: number;
  merId: number;
  productId: number;
  productName: string;
  image: string;
  attrValueId: number;
  sku: string;
  price: number;
  payNum: number;
  weight: number;
  volume: number;
  isReply: number;
}

export interface OrderTrackingTable {
  id: Id;
  merOrderNo: string;
  station: string;
  time: string;
  sort: number;
}

export interface PaymentsTable {
  id: Id;
  masterOrderNo: string;
  uid: number;
  provider: string; // yue | stripe | paypal
  providerRef: string; // PaymentIntent id, PayPal order id, ledger id
  amount: number;
  currency: string;
  status: string; // pending | succeeded | failed | cancelled | refunded
  /** Why it was cancelled or refunded (another method won, order already paid or cancelled). */
  reason: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookEventsTable {
  eventId: string;
  provider: string;
  createdAt: string;
}

export interface RefundsTable {
  id: Id;
  refundOrderNo: string;
  merOrderNo: string;
  masterOrderNo: string;
  uid: number;
  merId: number;
  totalNum: number;
  refundPrice: number;
  refundStatus: number; // 0 pending review, 1 rejected, 2 refunding, 3 refunded
  refundReasonWap: string;
  refundReasonWapImg: string;
  refundReasonWapExplain: string;
  refundReason: string; // merchant's rejection note
  refundTime: string | null;
  providerRefundRef: string;
  createdAt: string;
  updatedAt: string;
}

export interface CouponsTable {
  id: Id;
  merId: number; // 0 = platform
  name: string;
  money: number;
  minPrice: number;
  useType: number; // 1 merchant, 2 product, 3 platform
  productIds: string; // comma list when useType = 2
  categoryId: number; // platform category scope, 0 none
  isLimited: number;
  total: number;
  lastTotal: number;
  isTimeReceive: number;
  receiveStartTime: string | null;
  receiveEndTime: string | null;
  isFixedTime: number;
  useStartTime: string | null;
  useEndTime: string | null;
  day: number;
  type: number; // 1 manual, 2 new user, 3 gift
  status: number;
  isDel: number;
  createdAt: string;
}

export interface UserCouponsTable {
  id: Id;
  uid: number;
  couponId: number;
  name: string;
  merId: number;
  useType: number;
  productIds: string;
  categoryId: number;
  money: number;
  minPrice: number;
  startTime: string;
  endTime: string;
  useTime: string | null;
  status: number; // 0 unused, 1 used, 2 expired
  orderNo: string;
  createdAt: string;
}

export interface IntegralRecordsTable {
  id: Id;
  uid: number;
  title: string;
  integral: number;
  type: number; // 1 add, 2 deduct
  balance: number;
  linkId: string;
  createdAt: string;
}

export interface BalanceRecordsTable {
  id: Id;
  uid: number;
  title: string;
  amount: number; // signed cents
  balance: number;
  linkId: string;
  createdAt: string;
}

export interface NotificationsTable {
  id: Id;
  uid: number;
  type: string; // order | refund | merchant | system
  title: string;
  content: string;
  linkUrl: string;
  isRead: number;
  createdAt: string;
}

/** A signed-in shopper's latest visit to a product page. */
export interface ProductBrowsesTable {
  uid: number;
  productId: number;
  browsedAt: string;
}

/** An operator's internal note on an order (`kind` order, `refNo` the shop order's number) or a refund. */
export interface PlatformNotesTable {
  id: Id;
  kind: string; // order | refund
  refNo: string;
  adminId: number;
  adminAccount: string;
  remark: string;
  createdAt: string;
}

/** A shopper who opened one of a shop's product pages on a day (SERVER_TIME_ZONE's calendar), once per day. */
export interface ShopVisitsTable {
  merId: number;
  uid: number;
  day: string; // yyyy-MM-dd
}

/** The visible catalogue's words with how many visible products hold each (migration 026, typo tolerance). */
export interface SearchWordsTable {
  word: string;
  n: number;
}

export interface Database {
  users: UsersTable;
  userTokens: UserTokensTable;
  verificationCodes: VerificationCodesTable;
  languages: LanguagesTable;
  pageTexts: PageTextsTable;
  catalogueTexts: CatalogueTextsTable;
  siteConfig: SiteConfigTable;
  groupData: GroupDataTable;
  categories: CategoriesTable;
  merchantTypes: MerchantTypesTable;
  merchantCategories: MerchantCategoriesTable;
  merchants: MerchantsTable;
  merchantProductCategories: MerchantProductCategoriesTable;
  products: ProductsTable;
  productAttrs: ProductAttrsTable;
  productAttrValues: ProductAttrValuesTable;
  guarantees: GuaranteesTable;
  productReplies: ProductRepliesTable;
  productFacetValues: ProductFacetValuesTable;
  productRatings: ProductRatingsTable;
  addresses: AddressesTable;
  productCollects: ProductCollectsTable;
  merchantCollects: MerchantCollectsTable;
  merchantApplications: MerchantApplicationsTable;
  uploads: UploadsTable;
  cartItems: CartItemsTable;
  preOrders: PreOrdersTable;
  orders: OrdersTable;
  merchantOrders: MerchantOrdersTable;
  orderItems: OrderItemsTable;
  orderTracking: OrderTrackingTable;
  payments: PaymentsTable;
  webhookEvents: WebhookEventsTable;
  refunds: RefundsTable;
  coupons: CouponsTable;
  userCoupons: UserCouponsTable;
  integralRecords: IntegralRecordsTable;
  balanceRecords: BalanceRecordsTable;
  notifications: NotificationsTable;
  productBrowses: ProductBrowsesTable;
  platformNotes: PlatformNotesTable;
  shopVisits: ShopVisitsTable;
  searchWords: SearchWordsTable;
}

/** The connection or a transaction on it: what a step that may run inside a larger write takes. */
export type Db = Kysely<Database> | Transaction<Database>;
