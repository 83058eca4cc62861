import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabPanel } from '../../../components/Tabs';
import { Pager } from '../../../components/Pager';
import { Stars } from '../../../components/Stars';
import { PAGE_SIZE } from '../../../../../shared/constants';
import { localePath } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { usePendingReviews } from '../../../api/review';
import { useUser } from '../../../features/auth/session';
import { ReplyLineCard } from '../../../features/account/orders/OrderCards';
import { useMyReviews } from '@/api/myReviews';
import { Gallery, OrderLines } from '../../../features/account/ui/parts';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import s from '../AccountPages.module.css';
import styles from './EvaluationListPage.module.css';

type Tab = 'pending' | 'mine';

/** /users/evaluation_list: lines waiting for a review, and the shopper's reviews with the seller's replies. */
export default function EvaluationListPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'pending';
  return (
    <div className={s.page}>
      <PageHead title={t('review.listTitle')} />
      <Tabs
        items={[
          { key: 'pending', label: t('review.tabs.pending') },
          { key: 'mine', label: t('review.tabs.mine') },
        ]}
        active={tab}
        idPrefix="reviews"
        label={t('review.listTitle')}
        onChange={(k) => setParams({ tab: k })}
      />
      <TabPanel idPrefix="reviews" active={tab}>
        {tab === 'pending' ? <Pending /> : <Mine />}
      </TabPanel>
    </div>
  );
}

function Pending() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = usePendingReviews(page);
  return (
    <QueryState query={q} empty={q.data?.list.length === 0} emptyTitle={t('review.emptyPending')}>
      <div className="stack">{q.data?.list.map((l) => <ReplyLineCard key={`${l.merOrderNo}-${l.id}`} line={l} />)}</div>
      {(q.data?.total ?? 0) > PAGE_SIZE && <Pager page={page} total={q.data!.total} limit={PAGE_SIZE} onChange={(p) => setParams({ tab: 'pending', page: String(p) })} />}
    </QueryState>
  );
}

function Mine() {
  const { t } = useTranslation('account');
  const { user } = useUser();
  const q = useMyReviews(user ? user.nickname : null);
  return (
    <QueryState query={q} empty={q.data?.length === 0} emptyTitle={t('review.emptyMine')}>
      <ul className={styles.list}>
        {q.data?.map(({ order, line, review }) => (
          <li key={`${order.orderNo}-${line.id}`} className={s.card}>
            <div className={s.cardHead}>
              <strong>{order.merName}</strong>
              <Link className={s.link} to={localePath(`/order/order_detail?orderNo=${encodeURIComponent(order.orderNo)}`)}>
                {order.orderNo}
              </Link>
              <span className={s.grow} />
              {review?.createTime && <span>{formatDate(review.createTime)}</span>}
            </div>
            <div className={`${s.cardBody} stack`}>
              <OrderLines lines={[line]} />
              {review ? (
                <div className={styles.review}>
                  <div className="row">
                    <span className={s.muted}>{t('review.productScore')}</span>
                    <Stars value={review.star} />
                    <span className={s.muted}>{t('review.serviceScore')}</span>
                    <Stars value={review.serviceStar || review.star} />
                  </div>
                  <p className={styles.comment}>{review.comment}</p>
                  <Gallery urls={review.pics} label={(n) => t('upload.imageN', { n })} />
                  {review.merchantReplyContent ? (
                    <div className={styles.reply}>
                      <strong>{t('review.sellerReply')}</strong> {review.merchantReplyContent}
                    </div>
                  ) : (
                    <p className={s.muted}>{t('review.noReplyYet')}</p>
                  )}
                </div>
              ) : (
                <p className={s.muted}>{t('review.notListed')}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
