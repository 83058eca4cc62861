import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBffConfig, useSiteIndex } from '../../api/site';
import { useUnreadCount } from '@/api/unreadCount';
import { useCartCount } from './useCartCount';
import { useLoginDialog, useUser } from '../auth/session';
import { localePath } from '../../i18n';
import { HEADER_FIXED_AFTER_PX } from '../../../../shared/constants';
import { SearchBox } from './SearchBox';
import { LanguageSelect } from './LanguageSelect';
import { CategoryBar } from './CategoryMenu';
import { Badge } from './Badge';
import { useSiteName } from './siteName';
import { useScrolledPast } from './useScrolledPast';
import { BellIcon, CartIcon, HeartIcon, StoreIcon, UserIcon } from './icons';
import styles from './Header.module.css';

/** The merchant console the BFF serves itself (server/bff/console-pages.ts), a separate app: a full page load. */
const EMBEDDED_CONSOLE_LOGIN = '/seller/login';

function AccountLink({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { user, isSignedIn } = useUser();
  const dialog = useLoginDialog();
  if (isSignedIn && user) {
    const name = user.nickname || user.email || user.phone;
    return (
      <Link to={localePath('/user_center')} className={className} aria-label={t('header.accountOf', { name })}>
        <UserIcon />
        <span className={styles.accountName}>{name}</span>
      </Link>
    );
  }
  // A real link (works without script, middle-click) that opens the dialog in place.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    dialog.open();
  };
  return (
    <a href={localePath('/login')} className={className} onClick={onClick}>
      <UserIcon />
      <span>{t('header.signIn')}</span>
    </a>
  );
}

function TopBar() {
  const { t } = useTranslation('common');
  const { data: cfg } = useBffConfig();
  const { isSignedIn } = useUser();
  const unread = useUnreadCount(isSignedIn);
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.topInner}`}>
        <ul className={styles.topLinks}>
          {cfg && (
            <li>
              {/* A console elsewhere (MERCHANT_ADMIN_URL) opens apart; the embedded one is this site's /seller. */}
              {cfg.merchantAdminUrl ? (
                <a href={cfg.merchantAdminUrl} className={styles.topLink} target="_blank" rel="noopener noreferrer">
                  <StoreIcon />
                  {t('header.merchantLogin')}
                </a>
              ) : (
                <a href={EMBEDDED_CONSOLE_LOGIN} className={styles.topLink}>
                  <StoreIcon />
                  {t('header.merchantLogin')}
                </a>
              )}
            </li>
          )}
          <li>
            <Link to={localePath('/register/merchant')} className={styles.topLink}>
              {t('header.merchantRegister')}
            </Link>
          </li>
        </ul>
        <ul className={styles.topLinks}>
          {isSignedIn && (
            <li>
              <Link
                to={localePath('/notification')}
                className={styles.topLink}
                aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
              >
                <span className={styles.bell}>
                  <BellIcon />
                  <Badge count={unread} />
                </span>
                <span aria-hidden="true">{t('header.notifications')}</span>
              </Link>
            </li>
          )}
          <li>
            <LanguageSelect />
          </li>
        </ul>
      </div>
    </div>
  );
}

function MainBar() {
  const { t } = useTranslation('common');
  const { data: site } = useSiteIndex();
  const siteName = useSiteName();
  const cartCount = useCartCount();
  return (
    <div className={styles.mainBar}>
      <div className={`container ${styles.mainInner}`}>
        {/* The server's logo is usually a wordmark, so the name is written out only when there is no logo. */}
        <Link to={localePath('/')} className={styles.brand} aria-label={t('header.home', { site: siteName })}>
          {site?.logoUrl ? (
            <img src={site.logoUrl} alt="" className={styles.logo} height="40" />
          ) : (
            <>
              <span className={styles.logoMark} aria-hidden="true">
                {siteName.slice(0, 1).toUpperCase()}
              </span>
              <span className={styles.siteName}>{siteName}</span>
            </>
          )}
        </Link>
        <SearchBox />
        <div className={styles.actions}>
          <Link to={localePath('/user_center/wish_list')} className={styles.action}>
            <HeartIcon />
            <span>{t('header.wishList')}</span>
          </Link>
          <Link to={localePath('/cart')} className={styles.action} aria-label={t('header.cartWithCount', { count: cartCount })}>
            <span className={styles.iconWrap}>
              <CartIcon />
              <Badge count={cartCount} />
            </span>
            <span aria-hidden="true">{t('header.cart')}</span>
          </Link>
          <AccountLink className={styles.action} />
        </div>
      </div>
    </div>
  );
}

/**
 * The site header. Past 120 px of scroll the main bar and category bar pin to the top; a spacer
 * of the same height stays in the flow so nothing below jumps.
 */
export function Header() {
  const pinned = useScrolledPast(HEADER_FIXED_AFTER_PX);
  const sticky = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const el = sticky.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setHeight(el.offsetHeight));
    ro.observe(el);
    setHeight(el.offsetHeight);
    return () => ro.disconnect();
  }, []);
  return (
    <header className={styles.header}>
      <TopBar />
      <div style={pinned && height ? { blockSize: height } : undefined}>
        <div ref={sticky} className={`${styles.sticky} ${pinned ? styles.pinned : ''}`} data-pinned={pinned || undefined}>
          <MainBar />
          <CategoryBar />
        </div>
      </div>
    </header>
  );
}
