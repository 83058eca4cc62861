import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../features/layout/PageSkeleton';
import { stripLanguagePrefix } from '../i18n';

/** The titles of the signed-in pages that show one before their data (each page's own usePageTitle text). */
const TITLES: Record<string, string> = {
  '/cart': 'shop:cart.title',
  '/cart/index2': 'shop:cart.title',
  '/order/shopping_cart': 'shop:cart.title',
  '/order/order_confirm': 'shop:confirm.title',
  '/order/order_confirm2': 'shop:confirm.title',
  '/order/stripe_payment': 'shop:stripe.title',
  '/order/payment_result': 'shop:result.title',
};

/**
 * What a signed-in page shows while the session is checked, in the browser and in the page the BFF
 * draws (which never knows the shopper): the page's title and placeholders for its lines, inside the
 * site's header and footer. The same markup both times, so React takes the drawing over unchanged.
 */
export function RouteShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = stripLanguagePrefix(pathname).replace(/(.)\/+$/, '$1').toLowerCase();
  const key = TITLES[path];
  return <PageSkeleton title={key ? t(key) : undefined} />;
}
