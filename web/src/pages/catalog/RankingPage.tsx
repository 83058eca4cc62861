import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLeaderboard } from '../../api/product';
import { localePath } from '../../i18n';
import { Price } from '../../components/Price';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { LoadFailed } from '../../components/LoadFailed';
import { soldLabel } from '../../../../shared/constants';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import styles from './ListPage.module.css';
import own from './RankingPage.module.css';
import { pictureSources } from '@/components/pictureSources';

/** /goods/top_one: the sales leaderboard. */
export default function RankingPage() {
  const { t } = useTranslation('shop');
  const board = useLeaderboard();
  usePageTitle(t('ranking.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('ranking.title')}</h1>
      <p className={own.lead}>{t('ranking.lead')}</p>
      {board.isPending ? (
        <div className={styles.center}>
          <Spinner label={t('common:action.loading')} />
        </div>
      ) : board.isError ? (
        <LoadFailed error={board.error} onRetry={() => void board.refetch()} />
      ) : board.data.length === 0 ? (
        <EmptyState title={t('ranking.empty')} />
      ) : (
        <ol className={own.list}>
          {board.data.map((p, i) => (
            <li key={p.id} className={own.item}>
              <span className={`${own.rank} ${i < 3 ? own.top : ''}`}>
                {i + 1}
              </span>
              <img {...pictureSources(p.image, 96)} alt="" width={96} height={96} className={own.image} loading={i < 6 ? 'eager' : 'lazy'} />
              <div className={own.info}>
                <h2 className={own.name}>
                  <Link to={localePath(`/goods_detail/${p.id}`)}>{p.storeName}</Link>
                </h2>
                <span className={own.sold}>{t('card.sold', { sold: soldLabel(p.sales, 0) })}</span>
              </div>
              <Price value={p.price} className={own.price} />
              <Link to={localePath(`/goods_detail/${p.id}`)} className={own.buy} aria-label={t('ranking.viewNamed', { name: p.storeName })}>
                {t('ranking.view')}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
