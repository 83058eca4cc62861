import { Outlet, Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMerchantDetail, useMerchantInfo } from '../../api/merchant';
import { localePath, formatNumber } from '../../i18n';
import { Stars } from '../../components/Stars';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '@/api/errors';
import { FollowButton } from '../../features/goods/FollowButton';
import { useMerchantId } from '../../features/merchant/useMerchantId';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import styles from './MerchantPages.module.css';
import { pictureSources } from '@/components/pictureSources';

const TABS = ['home', 'category', 'coupon', 'qualification'] as const;

export default function MerchantLayout() {
  const { t } = useTranslation('shop');
  const id = useMerchantId();
  const info = useMerchantInfo(id);
  const detail = useMerchantDetail(id);
  const { pathname } = useLocation();
  const activeTab = TABS.find((k) => pathname.endsWith(`/${k}`)) ?? 'home';
  usePageTitle(info.data?.name);
  if (id === 0 || info.isError) {
    return (
      <div className={styles.page}>
        <EmptyState
          title={id === 0 ? t('merchant.notFound') : errorMessage(info.error, t)}
          action={<Link to={localePath('/merchant/merchant_street')} className={styles.textLink}>{t('home.shopStreet')}</Link>}
        />
      </div>
    );
  }
  if (!info.data) {
    return (
      <div className={`${styles.page} ${styles.center}`}>
        <Spinner label={t('common:action.loading')} />
      </div>
    );
  }
  const m = info.data;
  return (
    <div className={styles.page}>
      {/* The shop's artwork carries its own text, so it runs as the home tab's carousel; this bar stays plain. */}
      <header className={styles.banner}>
        <div className={styles.bannerInner}>
          {m.avatar ? <img {...pictureSources(m.avatar, 80)} alt="" width={80} height={80} className={styles.avatar} /> : <span className={styles.avatar} aria-hidden="true" />}
          <div className={styles.bannerText}>
            <h1 className={styles.name}>
              {m.name}
              {m.isSelf && <span className={styles.self}>{t('merchant.self')}</span>}
            </h1>
            <div className={styles.rating}>
              <span>{t('merchant.rating')}</span>
              <Stars value={m.starLevel} size={16} />
              {detail.data && <span>{t('merchant.followers', { formatted: formatNumber(detail.data.collectNum) })}</span>}
            </div>
          </div>
          <FollowButton merId={m.id || id} following={m.isCollect} name={m.name} size="md" />
        </div>
      </header>
      {/* A closed shop (its own switch or the marketplace's) says so instead of showing goods that cannot be bought. */}
      {!m.isSwitch ? (
        <section className={styles.closedNotice} role="status" aria-labelledby="shop-closed-title">
          <h2 className={styles.closedTitle} id="shop-closed-title">
            {t('merchant.closedTitle')}
          </h2>
          <p className={styles.closedText}>{t('merchant.closedText')}</p>
        </section>
      ) : (
        <>
          <nav aria-label={t('merchant.sections')}>
            <ul className={styles.tabList}>
              {TABS.map((k) => (
                <li key={k}>
                  <Link
                    to={localePath(`/merchant/merchant/${k}?id=${id}`)}
                    className={`${styles.tab} ${activeTab === k ? styles.tabOn : ''}`}
                    aria-current={activeTab === k ? 'page' : undefined}
                  >
                    {t(`merchant.tab.${k}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.body}>
            <Outlet />
          </div>
        </>
      )}
    </div>
  );
}
