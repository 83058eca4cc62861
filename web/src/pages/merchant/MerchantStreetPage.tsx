import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMerchantStreet } from '../../api/merchant';
import { Pager } from '../../components/Pager';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { Button } from '../../components/Button';
import { errorMessage } from '@/api/errors';
import { MerchantCard } from '../../features/catalog/MerchantCard';
import { positiveInt } from '../../features/catalog/searchState';
import { usePcHome } from '@/api/home';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import { Grid } from '../../components/Grid';
import styles from './MerchantPages.module.css';

const STREET_LIMIT = 12;

/** /merchant/merchant_street and /merchant/merchant_more: every shop, 12 a page. */
export default function MerchantStreetPage() {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) || 1;
  const street = useMerchantStreet(page, STREET_LIMIT);
  const home = usePcHome();
  const header = home.data?.shopStreetHeaderImag ?? '';
  usePageTitle(t('street.title'));
  return (
    <div className={styles.page}>
      <header className={styles.streetHead} style={header ? { backgroundImage: `url("${header}")` } : undefined}>
        <h1 className={styles.streetTitle}>{t('street.title')}</h1>
        <p className={styles.streetSub}>{t('street.subtitle')}</p>
      </header>
      {street.isPending ? (
        <Spinner label={t('common:action.loading')} />
      ) : street.isError ? (
        <EmptyState title={errorMessage(street.error, t)} action={<Button variant="secondary" onClick={() => void street.refetch()}>{t('common:action.retry')}</Button>} />
      ) : street.data.list.length === 0 ? (
        <EmptyState title={t('street.empty')} />
      ) : (
        <>
          <Grid as="ul" columns={3} gap={5}>
            {street.data.list.map((m, i) => (
              <li key={m.id}>
                <MerchantCard merchant={m} eager={i < 3} />
              </li>
            ))}
          </Grid>
          <Pager
            className={styles.pager}
            page={page}
            total={street.data.total}
            limit={STREET_LIMIT}
            onChange={(p) => {
              setParams((prev) => {
                const next = new URLSearchParams(prev);
                if (p > 1) next.set('page', String(p));
                else next.delete('page');
                return next;
              });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </div>
  );
}
