import { useTranslation } from 'react-i18next';
import { useMerchantDetail } from '../../api/merchant';
import { formatNumber } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '@/api/errors';
import { useMerchantId } from '../../features/merchant/useMerchantId';
import { Grid } from '../../components/Grid';
import { Section } from '../../components/Section';
import styles from './MerchantPages.module.css';
import { pictureSources } from '@/components/pictureSources';

export default function MerchantQualification() {
  const { t } = useTranslation('shop');
  const id = useMerchantId();
  const detail = useMerchantDetail(id);
  if (detail.isPending) return <Spinner label={t('common:action.loading')} />;
  if (detail.isError) return <EmptyState title={errorMessage(detail.error, t)} />;
  const d = detail.data;
  return (
    <Grid columns={2} gap={5}>
      <Section id="shop-intro" title={t('merchant.intro')} panel>
        <p className={styles.introText}>{d.intro || t('merchant.noIntro')}</p>
        <dl className={styles.facts}>
          <dt>{t('merchant.address')}</dt>
          <dd>{d.address || '—'}</dd>
          <dt>{t('merchant.phone')}</dt>
          <dd>{d.phone ? <a href={`tel:${d.phone.replace(/[^\d+]/g, '')}`}>{d.phone}</a> : '—'}</dd>
          <dt>{t('merchant.email')}</dt>
          <dd>{d.email ? <a href={`mailto:${d.email}`}>{d.email}</a> : '—'}</dd>
          <dt>{t('merchant.joined')}</dt>
          <dd>{d.createTime ? formatDate(d.createTime, { dateStyle: 'long' }) : '—'}</dd>
          <dt>{t('merchant.followersLabel')}</dt>
          <dd>{formatNumber(d.collectNum)}</dd>
        </dl>
      </Section>
      <Section id="shop-licence" title={t('merchant.licence')} panel>
        {d.qualificationPicture.length === 0 ? (
          <p className={styles.introText}>{t('merchant.noLicence')}</p>
        ) : (
          <ul className={styles.licences}>
            {d.qualificationPicture.map((src, i) => (
              <li key={`${src}-${i}`}>
                <a href={src} target="_blank" rel="noopener noreferrer">
                  <img {...pictureSources(src, 240)} alt={t('merchant.licenceN', { n: i + 1 })} width={240} height={170} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Grid>
  );
}
