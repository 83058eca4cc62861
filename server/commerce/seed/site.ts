/** Site texts, languages and page texts of the demo marketplace. */

export const SITE_NAME = 'Storefront Market';

export const LANGUAGES = [
  { code: 'en', name: 'English', isDefault: 1, sort: 60 },
  { code: 'zh-CN', name: '简体中文', isDefault: 0, sort: 50 },
  { code: 'es', name: 'Español', isDefault: 0, sort: 40 },
  { code: 'fr', name: 'Français', isDefault: 0, sort: 30 },
  { code: 'th', name: 'ไทย', isDefault: 0, sort: 20 },
  { code: 'lao', name: 'ລາວ', isDefault: 0, sort: 10 },
];

export const USER_CENTER_CODES = ['balance', 'phone_number', 'email', 'logout', 'my_order', 'wish_list', 'address'] as const;

/** Page texts for /user_center, in USER_CENTER_CODES order. */
export const USER_CENTER_TEXTS: Record<string, string[]> = {
  en: ['Balance', 'Phone number', 'Email', 'Log out', 'My Order', 'Wish List', 'Address'],
  'zh-CN': ['余额', '手机号码', '邮箱', '退出登录', '我的订单', '心愿单', '收货地址'],
  es: ['Saldo', 'Número de teléfono', 'Correo electrónico', 'Cerrar sesión', 'Mis pedidos', 'Lista de deseos', 'Dirección'],
  fr: ['Solde', 'Numéro de téléphone', 'E-mail', 'Se déconnecter', 'Mes commandes', 'Liste de souhaits', 'Adresse'],
  th: ['ยอดเงินคงเหลือ', 'หมายเลขโทรศัพท์', 'อีเมล', 'ออกจากระบบ', 'คำสั่งซื้อของฉัน', 'รายการที่อยากได้', 'ที่อยู่'],
  lao: ['ຍອດເງິນ', 'ເບີໂທລະສັບ', 'ອີເມວ', 'ອອກຈາກລະບົບ', 'ຄຳສັ່ງຊື້ຂອງຂ້ອຍ', 'ລາຍການທີ່ຢາກໄດ້', 'ທີ່ຢູ່'],
};

/** Stored in the site's default language; each reads in the shopper's own (translations/catalogue.ts). */
export const HOT_KEYWORDS = ['headphones', 'sneakers', 'coffee', 'yoga mat', 'smartwatch', 'sunscreen', 'tea', 't-shirt'];

export const USER_MENUS = [
  { name: 'My Order', pc_url: '/users/order_list', url: '/pages/users/order_list/index', icon: 'bag' },
  { name: 'Wish List', pc_url: '/users/collection_list', url: '/pages/users/user_goods_collection/index', icon: 'gift' },
  { name: 'Address', pc_url: '/users/address_list', url: '/pages/users/user_address_list/index', icon: 'store' },
  { name: 'My Coupons', pc_url: '/users/coupon_list', url: '/pages/users/user_coupon/index', icon: 'gift' },
  { name: 'Returns', pc_url: '/users/refund_list', url: '/pages/users/user_return_list/index', icon: 'bag' },
  { name: 'My Reviews', pc_url: '/users/evaluation_list', url: '/pages/users/evaluation_list/index', icon: 'book' },
  { name: 'Open a Shop', pc_url: '/users/merchant_settled', url: '/pages/users/settled/index', icon: 'store' },
  { name: 'Application Record', pc_url: '/users/application_record', url: '/pages/users/application_record/index', icon: 'book' },
] as const;

export const CUSTOMER_SERVICE = {
  consumerType: 'hotline',
  consumerHotline: '+44 20 7946 0958',
  // No chat service comes with the demo: the link is the deployment's SUPPORT_CHAT_URL (content/site.ts).
  consumerH5Url: '',
  consumerMessage: 'Our support team answers within 24 hours, Monday to Saturday.',
  consumerEmail: 'support@storefront.test',
};

export const REFUND_REASONS = [
  'No longer needed',
  'Item arrived damaged',
  'Item not as described',
  'Wrong item, size or colour received',
  'Item missing from the parcel',
  'Quality problem',
  'Delivery took too long',
  'Other',
];

export const SETTLED_AGREEMENT = `Storefront Market — Merchant Settlement Agreement

1. Eligibility. You confirm that you run a lawful business, that the information and qualification documents you submit are true, and that you may sell the goods you list.
2. Review. The platform reviews every application, usually within three working days, and may ask for more documents or decline an application with a reason.
3. Listings. You keep your product information, prices and stock accurate, and you only sell goods that are genuine, safe and legal in the countries you ship to.
4. Orders and delivery. You ship paid orders within the promised time, provide tracking where available, and handle returns and refunds under the platform's after-sales rules.
5. Fees. The platform charges the handling fee of your merchant category on each completed sale; it is deducted at settlement.
6. Customer data. You use shoppers' personal data only to fulfil their orders and keep it secure.
7. Suspension. The platform may suspend a shop that breaks these rules, after notice, except where the law or shopper safety requires immediate action.`;

export const PRIVACY_AGREEMENT = `Storefront Market — Privacy Policy

We collect the information you give us (name, email, phone number, delivery addresses) and what we need to run your orders (order history, payments, reviews). We use it to provide the service, deliver your orders, prevent fraud and, if you agree, to tell you about offers.

Payments are processed by our payment providers; we never store full card numbers. Sellers receive only the details they need to ship your order.

You can see and edit your details in your account, ask for a copy of your data, or ask us to delete your account at support@storefront.test. We keep order records as long as tax law requires.

We use strictly necessary cookies to keep you signed in and to remember your language.`;
