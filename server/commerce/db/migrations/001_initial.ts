import { sql, type Kysely } from 'kysely';

/**
 * The whole schema in one table of column specs, so SQLite and PostgreSQL get the same shape.
 * Column spec: 'id' (auto primary key), 'int' (not null default 0), 'text' (not null default ''),
 * 'int?' / 'text?' (nullable), 'longtext' (text, not null default '').
 * Names are camelCase here and become snake_case columns.
 */
type Col = 'id' | 'int' | 'text' | 'int?' | 'text?' | 'pk-text';

const tables: Record<string, Record<string, Col>> = {
  users: { id: 'id', email: 'text?', phone: 'text?', countryCode: 'text?', passwordHash: 'text?', nickname: 'text', avatar: 'text', userType: 'text', identity: 'text?', balance: 'int', integral: 'int', frozenIntegral: 'int', experience: 'int', status: 'int', createdAt: 'text', updatedAt: 'text' },
  userTokens: { tokenHash: 'pk-text', uid: 'int', expiresAt: 'text', createdAt: 'text' },
  verificationCodes: { id: 'id', purpose: 'text', target: 'text', codeHash: 'text', tries: 'int', sentAt: 'text', expiresAt: 'text', consumedAt: 'text?' },
  languages: { id: 'id', code: 'text', name: 'text', isDefault: 'int', state: 'int', sort: 'int' },
  pageTexts: { id: 'id', languageCode: 'text', url: 'text', code: 'text', content: 'text' },
  siteConfig: { key: 'pk-text', value: 'text' },
  groupData: { id: 'id', groupKey: 'text', sort: 'int', value: 'text', status: 'int' },
  categories: { id: 'id', pid: 'int', name: 'text', icon: 'text', level: 'int', sort: 'int', isShow: 'int' },
  merchantTypes: { id: 'id', name: 'text', info: 'text', isDel: 'int', createdAt: 'text', updatedAt: 'text' },
  merchantCategories: { id: 'id', name: 'text', handlingFee: 'int', isDel: 'int', createdAt: 'text', updatedAt: 'text' },
  merchants: { id: 'id', name: 'text', realName: 'text', email: 'text', phone: 'text', address: 'text', categoryId: 'int', typeId: 'int', isSelf: 'int', avatar: 'text', backImage: 'text', streetBackImage: 'text', pcBanner: 'text', pcBackImage: 'text', starLevel: 'int', intro: 'text', qualificationPicture: 'text', keywords: 'text', serviceType: 'text', serviceLink: 'text', servicePhone: 'text', serviceMessage: 'text', serviceEmail: 'text', freightFee: 'int', freeFreightThreshold: 'int', isShow: 'int', createdAt: 'text', updatedAt: 'text' },
  merchantProductCategories: { id: 'id', merId: 'int', pid: 'int', name: 'text', icon: 'text', level: 'int', sort: 'int', isShow: 'int' },
  products: { id: 'id', merId: 'int', image: 'text', sliderImage: 'text', storeName: 'text', storeInfo: 'text', keyword: 'text', cateId: 'int', merCateIds: 'text', price: 'int', otPrice: 'int', stock: 'int', sales: 'int', ficti: 'int', unitName: 'text', browse: 'int', content: 'text', guaranteeIds: 'text', isShow: 'int', isDel: 'int', sort: 'int', createdAt: 'text', updatedAt: 'text' },
  productAttrs: { id: 'id', productId: 'int', attrName: 'text', attrValues: 'text', type: 'int', isDel: 'int' },
  productAttrValues: { id: 'id', productId: 'int', sku: 'text', stock: 'int', sales: 'int', price: 'int', otPrice: 'int', image: 'text', weight: 'int', volume: 'int', quota: 'int', attrValue: 'text', vipPrice: 'int', isDel: 'int' },
  guarantees: { id: 'id', name: 'text', icon: 'text', content: 'text', sort: 'int', isShow: 'int' },
  productReplies: { id: 'id', uid: 'int', productId: 'int', merId: 'int', orderInfoId: 'int', merOrderNo: 'text', star: 'int', serviceStar: 'int', comment: 'text', pics: 'text', sku: 'text', nickname: 'text', avatar: 'text', merchantReplyContent: 'text', merchantReplyTime: 'text?', isDel: 'int', createdAt: 'text' },
  addresses: { id: 'id', uid: 'int', realName: 'text', phone: 'text', countryCode: 'text', country: 'text', province: 'text', city: 'text', cityId: 'int', district: 'text', detail: 'text', postCode: 'int', email: 'text', longitude: 'text', latitude: 'text', isDefault: 'int', isDel: 'int', createdAt: 'text', updatedAt: 'text' },
  productCollects: { id: 'id', uid: 'int', productId: 'int', category: 'text', createdAt: 'text' },
  merchantCollects: { id: 'id', uid: 'int', merId: 'int', createdAt: 'text' },
  merchantApplications: { id: 'id', uid: 'int', name: 'text', categoryId: 'int', typeId: 'int', realName: 'text', email: 'text', phone: 'text', handlingFee: 'int', keywords: 'text', address: 'text', qualificationPicture: 'text', auditStatus: 'int', denialReason: 'text', merId: 'int', createdAt: 'text', updatedAt: 'text' },
  uploads: { id: 'id', uid: 'int', fileName: 'text', extName: 'text', fileSize: 'int', path: 'text', model: 'text', createdAt: 'text' },
  cartItems: { id: 'id', uid: 'int', productId: 'int', productAttrUnique: 'int', cartNum: 'int', createdAt: 'text', updatedAt: 'text' },
  preOrders: { preOrderNo: 'pk-text', uid: 'int', preOrderType: 'text', payload: 'text', expiresAt: 'text', orderNo: 'text?', createdAt: 'text' },
  orders: { id: 'id', orderNo: 'text', preOrderNo: 'text', uid: 'int', totalNum: 'int', proTotalPrice: 'int', totalPostage: 'int', couponId: 'int', couponPrice: 'int', useIntegral: 'int', integralPrice: 'int', payPrice: 'int', payType: 'text', payChannel: 'text', paid: 'int', payTime: 'text?', isCancel: 'int', realName: 'text', userPhone: 'text', userAddress: 'text', email: 'text', mark: 'text', createdAt: 'text', updatedAt: 'text' },
  merchantOrders: { id: 'id', orderNo: 'text', masterOrderNo: 'text', uid: 'int', merId: 'int', totalNum: 'int', proTotalPrice: 'int', totalPostage: 'int', couponPrice: 'int', integralPrice: 'int', useIntegral: 'int', payPrice: 'int', status: 'int', refundStatus: 'int', paid: 'int', payTime: 'text?', userRemark: 'text', deliveryName: 'text', deliveryCode: 'text', deliveryId: 'text', courier: 'text', courierPhone: 'text', shipTime: 'text?', receiveTime: 'text?', isUserDel: 'int', createdAt: 'text', updatedAt: 'text' },
  orderItems: { id: 'id', merOrderNo: 'text', masterOrderNo: 'text', uid: 'int', merId: 'int', productId: 'int', productName: 'text', image: 'text', attrValueId: 'int', sku: 'text', price: 'int', payNum: 'int', weight: 'int', volume: 'int', isReply: 'int' },
  orderTracking: { id: 'id', merOrderNo: 'text', station: 'text', time: 'text', sort: 'int' },
  payments: { id: 'id', masterOrderNo: 'text', uid: 'int', provider: 'text', providerRef: 'text', amount: 'int', currency: 'text', status: 'text', createdAt: 'text', updatedAt: 'text' },
  webhookEvents: { eventId: 'pk-text', provider: 'text', createdAt: 'text' },
  refunds: { id: 'id', refundOrderNo: 'text', merOrderNo: 'text', masterOrderNo: 'text', uid: 'int', merId: 'int', totalNum: 'int', refundPrice: 'int', refundStatus: 'int', refundReasonWap: 'text', refundReasonWapImg: 'text', refundReasonWapExplain: 'text', refundReason: 'text', refundTime: 'text?', providerRefundRef: 'text', createdAt: 'text', updatedAt: 'text' },
  coupons: { id: 'id', merId: 'int', name: 'text', money: 'int', minPrice: 'int', useType: 'int', productIds: 'text', categoryId: 'int', isLimited: 'int', total: 'int', lastTotal: 'int', isTimeReceive: 'int', receiveStartTime: 'text?', receiveEndTime: 'text?', isFixedTime: 'int', useStartTime: 'text?', useEndTime: 'text?', day: 'int', type: 'int', status: 'int', isDel: 'int', createdAt: 'text' },
  userCoupons: { id: 'id', uid: 'int', couponId: 'int', name: 'text', merId: 'int', useType: 'int', productIds: 'text', categoryId: 'int', money: 'int', minPrice: 'int', startTime: 'text', endTime: 'text', useTime: 'text?', status: 'int', orderNo: 'text', createdAt: 'text' },
  integralRecords: { id: 'id', uid: 'int', title: 'text', integral: 'int', type: 'int', balance: 'int', linkId: 'text', createdAt: 'text' },
  balanceRecords: { id: 'id', uid: 'int', title: 'text', amount: 'int', balance: 'int', linkId: 'text', createdAt: 'text' },
  notifications: { id: 'id', uid: 'int', type: 'text', title: 'text', content: 'text', linkUrl: 'text', isRead: 'int', createdAt: 'text' },
};

/** [table, name, columns, unique] */
const indexes: [string, string, string[], boolean][] = [
  ['users', 'users_email_uq', ['email'], true],
  ['users', 'users_phone_uq', ['countryCode', 'phone'], true],
  ['userTokens', 'user_tokens_uid_idx', ['uid'], false],
  ['verificationCodes', 'verification_codes_target_idx', ['purpose', 'target'], false],
  ['languages', 'languages_code_uq', ['code'], true],
  ['pageTexts', 'page_texts_lookup_idx', ['languageCode', 'url'], false],
  ['groupData', 'group_data_key_idx', ['groupKey', 'sort'], false],
  ['categories', 'categories_pid_idx', ['pid'], false],
  ['merchantProductCategories', 'mpc_mer_idx', ['merId'], false],
  ['products', 'products_cate_idx', ['cateId', 'isShow', 'isDel'], false],
  ['products', 'products_mer_idx', ['merId', 'isShow', 'isDel'], false],
  ['products', 'products_price_idx', ['isShow', 'isDel', 'price'], false],
  ['productAttrs', 'product_attrs_product_idx', ['productId'], false],
  ['productAttrValues', 'pav_product_idx', ['productId'], false],
  ['productReplies', 'product_replies_product_idx', ['productId', 'isDel'], false],
  ['productReplies', 'product_replies_line_uq', ['orderInfoId', 'uid'], false],
  ['addresses', 'addresses_uid_idx', ['uid', 'isDel'], false],
  ['productCollects', 'product_collects_uq', ['uid', 'productId'], true],
  ['merchantCollects', 'merchant_collects_uq', ['uid', 'merId'], true],
  ['merchantApplications', 'merchant_applications_uid_idx', ['uid'], false],
  ['cartItems', 'cart_items_uid_idx', ['uid'], false],
  ['cartItems', 'cart_items_line_uq', ['uid', 'productAttrUnique'], true],
  ['orders', 'orders_order_no_uq', ['orderNo'], true],
  ['orders', 'orders_pre_order_uq', ['preOrderNo'], true],
  ['orders', 'orders_uid_idx', ['uid', 'paid', 'isCancel'], false],
  ['merchantOrders', 'merchant_orders_no_uq', ['orderNo'], true],
  ['merchantOrders', 'merchant_orders_master_idx', ['masterOrderNo'], false],
  ['merchantOrders', 'merchant_orders_uid_idx', ['uid', 'status'], false],
  ['orderItems', 'order_items_mer_order_idx', ['merOrderNo'], false],
  ['orderItems', 'order_items_master_idx', ['masterOrderNo'], false],
  ['orderTracking', 'order_tracking_order_idx', ['merOrderNo'], false],
  ['payments', 'payments_master_idx', ['masterOrderNo'], false],
  ['refunds', 'refunds_no_uq', ['refundOrderNo'], true],
  ['refunds', 'refunds_uid_idx', ['uid'], false],
  ['refunds', 'refunds_mer_order_idx', ['merOrderNo'], false],
  ['coupons', 'coupons_scope_idx', ['useType', 'merId'], false],
  ['userCoupons', 'user_coupons_uid_idx', ['uid', 'status'], false],
  ['integralRecords', 'integral_records_uid_idx', ['uid'], false],
  ['balanceRecords', 'balance_records_uid_idx', ['uid'], false],
  ['notifications', 'notifications_uid_idx', ['uid', 'isRead'], false],
];

export const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const [table, cols] of Object.entries(tables)) {
    let t = db.schema.createTable(snake(table)).ifNotExists();
    for (const [name, col] of Object.entries(cols)) {
      const c = snake(name);
      switch (col) {
        case 'id':
          t = pg ? t.addColumn(c, 'serial', (b) => b.primaryKey()) : t.addColumn(c, 'integer', (b) => b.primaryKey().autoIncrement());
          break;
        case 'pk-text':
          t = t.addColumn(c, 'text', (b) => b.primaryKey());
          break;
        case 'int':
          t = t.addColumn(c, 'integer', (b) => b.notNull().defaultTo(0));
          break;
        case 'text':
          t = t.addColumn(c, 'text', (b) => b.notNull().defaultTo(''));
          break;
        case 'int?':
          t = t.addColumn(c, 'integer');
          break;
        case 'text?':
          t = t.addColumn(c, 'text');
          break;
      }
    }
    await t.execute();
  }
  for (const [table, name, cols, unique] of indexes) {
    let ix = db.schema.createIndex(name).ifNotExists().on(snake(table)).columns(cols.map(snake));
    if (unique) ix = ix.unique();
    await ix.execute();
  }
  // Case-insensitive keyword search: an expression index keeps lower(name) lookups cheap on PostgreSQL.
  if (pg) {
    await sql`CREATE INDEX IF NOT EXISTS products_sales_idx ON products ((sales + ficti))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(tables).reverse()) await db.schema.dropTable(snake(table)).ifExists().execute();
}
