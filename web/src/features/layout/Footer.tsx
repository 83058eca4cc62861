import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localePath } from '../../i18n';
import { useSiteName } from './siteName';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation('common');
  const site = useSiteName();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <p className={styles.name}>{site}</p>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <ul className={styles.links}>
          <li>
            <Link to={localePath('/merchant/merchant_street')}>{t('footer.shops')}</Link>
          </li>
          <li>
            <Link to={localePath('/register/merchant')}>{t('footer.becomeMerchant')}</Link>
          </li>
          <li>
            <a href={localePath('/middlewares/privacy_agreement')} target="_blank" rel="noopener">
              {t('footer.privacy')}
            </a>
          </li>
        </ul>
      </div>
      <div className={styles.copyright}>
        <p className="container">{t('footer.copyright', { year: new Date().getFullYear(), site })}</p>
      </div>
    </footer>
  );
}
