import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteIndex } from '../../api/site';
import styles from './Home.module.css';

/** The site's customer-service channel (consumerType h5 / hotline / message / email, docs/upstream-contract.md §12). */
export function CustomerService() {
  const { t } = useTranslation('shop');
  const site = useSiteIndex();
  const d = site.data;
  const type = (d?.consumerType ?? '').toLowerCase();
  let body: ReactNode = <p>{t('home.serviceNone')}</p>;
  // Only a web address is a chat link; anything else (or nothing configured) shows another channel.
  if (type === 'h5' && d?.consumerH5Url && /^https?:\/\//i.test(d.consumerH5Url.trim())) {
    body = (
      <a href={d.consumerH5Url} target="_blank" rel="noopener noreferrer" className={styles.serviceLink}>
        {t('home.serviceChat')}
      </a>
    );
  } else if ((type === 'hotline' || type === 'phone') && d?.consumerHotline) {
    body = (
      <a href={`tel:${d.consumerHotline.replace(/[^\d+]/g, '')}`} className={styles.serviceLink}>
        {t('home.serviceCall', { phone: d.consumerHotline })}
      </a>
    );
  } else if (type === 'email' && d?.consumerEmail) {
    body = (
      <a href={`mailto:${d.consumerEmail}`} className={styles.serviceLink}>
        {t('home.serviceEmail', { email: d.consumerEmail })}
      </a>
    );
  } else if (type === 'message' && d?.consumerMessage) {
    body = <p>{d.consumerMessage}</p>;
  } else if (d?.consumerHotline) {
    body = (
      <a href={`tel:${d.consumerHotline.replace(/[^\d+]/g, '')}`} className={styles.serviceLink}>
        {t('home.serviceCall', { phone: d.consumerHotline })}
      </a>
    );
  }
  return (
    <div className={styles.service}>
      <h3 className={styles.serviceTitle}>{t('home.service')}</h3>
      <p className={styles.serviceText}>{t('home.serviceText')}</p>
      {body}
    </div>
  );
}
