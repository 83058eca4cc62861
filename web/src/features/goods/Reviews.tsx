import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplies, useReplyConfig, type ReplyType } from '../../api/product';
import { Stars } from '../../components/Stars';
import { Pager } from '../../components/Pager';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../i18n/format';
import styles from './Reviews.module.css';
import { pictureSources } from '@/components/pictureSources';

const FILTERS: { type: ReplyType; key: 'all' | 'good' | 'medium' | 'poor'; count: 'sumCount' | 'goodCount' | 'inCount' | 'poorCount' }[] = [
  { type: 0, key: 'all', count: 'sumCount' },
  { type: 1, key: 'good', count: 'goodCount' },
  { type: 2, key: 'medium', count: 'inCount' },
  { type: 3, key: 'poor', count: 'poorCount' },
];

function goodRate(chance: string): string {
  const s = chance.trim();
  if (!s) return '0%';
  return s.endsWith('%') ? s : `${s}%`;
}

export function Reviews({ productId }: { productId: number }) {
  const { t } = useTranslation('shop');
  const [type, setType] = useState<ReplyType>(0);
  const [page, setPage] = useState(1);
  const config = useReplyConfig(productId);
  const replies = useReplies(productId, type, page);
  const c = config.data;
  return (
    <div className={styles.reviews}>
      <div className={styles.summary}>
        <div className={styles.rate}>
          <span className={styles.rateValue}>{goodRate(c?.replyChance ?? '')}</span>
          <span className={styles.rateLabel}>{t('reviews.goodRate')}</span>
        </div>
        <Stars value={c?.replyStar || 0} size={18} />
        <div className={styles.filters} role="group" aria-label={t('reviews.filter')}>
          {FILTERS.map((f) => (
            <button
              key={f.key}
              type="button"
              className={`${styles.filter} ${type === f.type ? styles.active : ''}`}
              aria-pressed={type === f.type}
              onClick={() => {
                setType(f.type);
                setPage(1);
              }}
            >
              {t(`reviews.${f.key}`)} ({c?.[f.count] ?? 0})
            </button>
          ))}
        </div>
      </div>
      {replies.isPending ? (
        <Spinner label={t('common:action.loading')} />
      ) : !replies.data || replies.data.list.length === 0 ? (
        <EmptyState title={t('reviews.empty')} />
      ) : (
        <>
          <ul className={styles.list}>
            {replies.data.list.map((r) => (
              <li key={r.id} className={styles.item}>
                <div className={styles.who}>
                  {r.avatar ? <img {...pictureSources(r.avatar, 40)} alt="" width={40} height={40} className={styles.avatar} loading="lazy" /> : <span className={styles.avatar} aria-hidden="true" />}
                  <span className={styles.nick}>{r.nickname || t('reviews.anonymous')}</span>
                </div>
                <div className={styles.content}>
                  <div className={styles.line}>
                    <Stars value={r.star} size={14} />
                    {r.sku && <span className={styles.sku}>{r.sku}</span>}
                    <time className={styles.time}>{formatDate(r.createTime)}</time>
                  </div>
                  <p className={styles.comment}>{r.comment}</p>
                  {r.pics.length > 0 && (
                    <ul className={styles.pics}>
                      {r.pics.map((p) => (
                        <li key={p}>
                          <img {...pictureSources(p, 80)} alt={t('reviews.photo')} width={80} height={80} loading="lazy" />
                        </li>
                      ))}
                    </ul>
                  )}
                  {r.merchantReplyContent && (
                    <p className={styles.reply}>
                      <strong>{t('reviews.sellerReply')}</strong> {r.merchantReplyContent}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} total={replies.data.total} limit={10} onChange={setPage} />
        </>
      )}
    </div>
  );
}
