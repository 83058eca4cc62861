import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Pager } from '../../../components/Pager';
import { toast } from '../../../components/Toast';
import { PAGE_SIZE } from '../../../../../shared/constants';
import { localePath } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { useMarkRead, useNotifications, type Notification } from '../../../api/notification';
import { StatusBadge } from '@/components/StatusBadge';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import s from '../AccountPages.module.css';
import styles from './NotificationPage.module.css';

/** Only same-site relative links are followed (docs/storefront-spec.md §4: redirect targets must be safe relative paths). */
function safeLink(url: string): string | null {
  return /^\/(?!\/)[^\s\\]*$/.test(url) ? url : null;
}

/** /notification: the shopper's messages, mark one or all as read (the header badge follows). */
export default function NotificationPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useNotifications(page);
  const mark = useMarkRead();
  const hasUnread = q.data?.list.some((n) => !n.isRead) ?? false;

  const read = async (ids: number[]) => {
    try {
      await mark.mutateAsync(ids);
      if (ids.length === 0) toast.success(t('notice.allRead'));
    } catch {
      // The query client's default error toast has told the shopper.
    }
  };

  return (
    <div className={s.page}>
      <PageHead
        title={t('notice.title')}
        actions={
          <Button variant="secondary" size="sm" onClick={() => void read([])} disabled={!hasUnread || mark.isPending}>
            {t('notice.markAll')}
          </Button>
        }
      />
      <QueryState query={q} empty={q.data?.list.length === 0} emptyTitle={t('notice.empty')}>
        <ul className={styles.list}>
          {q.data?.list.map((n) => (
            <Item key={n.id} n={n} onRead={() => void read([n.id])} busy={mark.isPending} />
          ))}
        </ul>
        {(q.data?.total ?? 0) > PAGE_SIZE && <Pager page={page} total={q.data!.total} limit={PAGE_SIZE} onChange={(p) => setParams({ page: String(p) })} />}
      </QueryState>
    </div>
  );
}

function Item({ n, onRead, busy }: { n: Notification; onRead: () => void; busy: boolean }) {
  const { t } = useTranslation('account');
  const link = safeLink(n.linkUrl);
  const type = ['order', 'refund', 'merchant', 'system'].includes(n.type) ? n.type : 'system';
  return (
    <li className={`${styles.item} ${n.isRead ? '' : styles.unread}`}>
      <span className={styles.dot} aria-hidden="true" />
      <div className={styles.body}>
        <div className="row">
          <StatusBadge tone={type === 'refund' ? 'warn' : type === 'merchant' ? 'success' : 'info'}>{t(`notice.types.${type}`)}</StatusBadge>
          <h2 className={styles.title}>
            {n.title}
            {!n.isRead && <span className="visually-hidden"> ({t('notice.unread')})</span>}
          </h2>
          <span className={s.grow} />
          {n.createTime && <time className={s.muted}>{formatDate(n.createTime)}</time>}
        </div>
        <p className={styles.content}>{n.content}</p>
        <div className="row">
          {link && (
            <Link className={s.link} to={localePath(link)} onClick={() => !n.isRead && onRead()}>
              {t('notice.open')}
            </Link>
          )}
          {!n.isRead && (
            <Button variant="ghost" size="sm" onClick={onRead} disabled={busy}>
              {t('notice.markRead')}
              <span className="visually-hidden"> ({n.title})</span>
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
