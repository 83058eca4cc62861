import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLoginDialog, useUser } from '../auth/session';
import { localePath } from '../../i18n';
import styles from './Home.module.css';

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/**
 * The right-hand panel of the hero: greeting / sign-in, the apply-for-settlement entry and the
 * bookmark tip. Browsers no longer let a page add a bookmark, so the tip tells the shopper the keys.
 */
export function HeroSide() {
  const { t } = useTranslation('shop');
  const { user, isSignedIn } = useUser();
  const dialog = useLoginDialog();
  const [tip, setTip] = useState(false);
  return (
    <aside className={styles.heroSide} aria-label={t('home.welcomePanel')}>
      <div className={styles.welcome}>
        <p className={styles.hello}>{isSignedIn ? t('home.helloName', { name: user?.nickname || '' }) : t('home.hello')}</p>
        {isSignedIn ? (
          <Link to={localePath('/user_center/order/list')} className={styles.sideBtn}>
            {t('home.myOrders')}
          </Link>
        ) : (
          <button type="button" className={styles.sideBtn} onClick={() => dialog.open()}>
            {t('home.signIn')}
          </button>
        )}
      </div>
      <Link to={localePath('/users/merchant_settled')} className={styles.settle}>
        <strong>{t('home.settleTitle')}</strong>
        <span>{t('home.settleText')}</span>
      </Link>
      <div className={styles.bookmark}>
        <button type="button" className={styles.bookmarkBtn} aria-expanded={tip} aria-controls="bookmark-tip" onClick={() => setTip((v) => !v)}>
          ☆ {t('home.bookmark')}
        </button>
        <p id="bookmark-tip" className={styles.bookmarkTip} hidden={!tip} role="status">
          {/* Written only once opened: the page drawn by the server cannot know the shopper's keyboard. */}
          {tip && `${isMac() ? t('home.bookmarkTipMac') : t('home.bookmarkTip')} ${t('home.bookmarkNote')}`}
        </p>
      </div>
    </aside>
  );
}
