import { useTranslation } from 'react-i18next';
import { useMerchantInfo } from '@/api/merchant';
import { useAdminInfo } from '../../../console/api';
import { NAV_ICONS, Shell, type NavItem } from '../../../console/Shell';

/** The catalogue's icons: a box for products, a tag for the shop's categories. */
const CATALOGUE_ICONS = {
  products: 'M21 8 12 3 3 8v8l9 5 9-5V8ZM3 8l9 5 9-5M12 13v8',
  categories: 'M3 12V4h8l10 10-8 8L3 12Zm5-4h.01',
};

const NAV: NavItem[] = [
  { to: '/products', label: 'nav.products', icon: CATALOGUE_ICONS.products },
  { to: '/categories', label: 'nav.categories', icon: CATALOGUE_ICONS.categories },
  { to: '/account', label: 'nav.account', icon: NAV_ICONS.account },
  { to: '/log', label: 'nav.log', icon: NAV_ICONS.log },
];

/** The merchant console's frame: the shop's name and logo at the top of the side nav. */
export function SellerShell() {
  const { t } = useTranslation();
  const me = useAdminInfo();
  const shop = useMerchantInfo(me.data?.merId ?? 0);
  return <Shell brand={{ name: shop.data?.name || t('nav.shop'), avatar: shop.data?.avatar || undefined }} nav={NAV} />;
}
