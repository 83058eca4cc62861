/** The user-centre side menu: the three spec entries first, then the other account pages. */
export interface UserMenuEntry {
  key: string;
  to: string;
  /** Paths (without language prefix) on which this entry is the active one. */
  match: string[];
  primary?: boolean;
}

export const USER_MENU: UserMenuEntry[] = [
  {
    key: 'my_order',
    to: '/user_center/order/list',
    match: ['/user_center', '/user_center/order/list', '/user_center/order/detail', '/users', '/users/order_list', '/order/order_detail'],
    primary: true,
  },
  { key: 'wish_list', to: '/user_center/wish_list', match: ['/user_center/wish_list', '/users/collection_list'], primary: true },
  {
    key: 'address',
    to: '/user_center/address/list',
    match: ['/user_center/address/list', '/user_center/address/edit', '/users/address_list', '/users/address_edit'],
    primary: true,
  },
  { key: 'coupons', to: '/users/coupon_list', match: ['/users/coupon_list'] },
  { key: 'points', to: '/users/integral', match: ['/users/integral'] },
  { key: 'refunds', to: '/users/refund_list', match: ['/users/refund_list', '/users/refund_confirm', '/order/refund_detail'] },
  { key: 'reviews', to: '/users/evaluation_list', match: ['/users/evaluation_list', '/users/evaluation_confirm'] },
  { key: 'settlement', to: '/users/merchant_settled', match: ['/users/merchant_settled', '/users/application_record'] },
  { key: 'notifications', to: '/notification', match: ['/notification'] },
  { key: 'settings', to: '/users/user_info', match: ['/users/user_info'] },
];

export function activeMenuKey(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return USER_MENU.find((e) => e.match.includes(path))?.key ?? null;
}
