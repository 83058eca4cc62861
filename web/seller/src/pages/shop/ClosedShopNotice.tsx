import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShopState } from '../../api/shopState';
import s from './closedShop.module.css';

/**
 * A closed shop sells nothing, so the screens a merchant works in (goods, dashboard) say so up front: who
 * closed it, the marketplace's reason, what shoppers see, and that orders already placed still need them.
 * Nothing shows while the shop is open, while its state loads, or if it cannot be read (the page's own
 * data still works then).
 */
export function ClosedShopNotice() {
  const { t } = useTranslation();
  const { data } = useShopState();
  if (!data || data.isSwitch) return null;
  const byMarketplace = data.closeReason.trim() !== '';
  return (
    <section className={s.notice} role="status" aria-labelledby="closed-shop-title" data-testid="closed-shop-notice">
      <h2 className={s.title} id="closed-shop-title">
        {byMarketplace ? t('closedShop.byMarketplace') : t('closedShop.byShop')}
      </h2>
      {byMarketplace && (
        <p className={s.reason}>
          <span className={s.label}>{t('closedShop.reasonLabel')}</span> {data.closeReason}
        </p>
      )}
      <p className={s.text}>{t('closedShop.meaning')}</p>
      <p className={s.text}>
        {byMarketplace ? t('closedShop.nextMarketplace') : t('closedShop.nextShop')}{' '}
        <Link to="/shop" className={s.link}>
          {t('closedShop.settingsLink')}
        </Link>
      </p>
    </section>
  );
}
