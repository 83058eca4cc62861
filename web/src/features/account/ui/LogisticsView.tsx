import { useTranslation } from 'react-i18next';
import { useExpress } from '../../../api/orders';
import { formatDate } from '../../../i18n/format';
import { DefinitionList } from '@/components/DefinitionList';
import { QueryState } from '@/components/QueryState';
import styles from './LogisticsView.module.css';

/** Courier, tracking number and the tracking events of one merchant order (docs/upstream-contract.md §5 express). */
export function LogisticsView({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('account');
  const q = useExpress(orderNo, true);
  const e = q.data;
  return (
    <QueryState query={q}>
      {e && (
        <div className={styles.wrap}>
          <DefinitionList
            rows={[
              [t('logistics.company'), e.expName || t('logistics.unknown')],
              [t('logistics.number'), e.expNo || t('logistics.unknown')],
              [t('logistics.courier'), e.courier ? `${e.courier}${e.courierPhone ? ` · ${e.courierPhone}` : ''}` : null],
              [t('logistics.state'), t(`logistics.states.${stateKey(e.state)}`)],
              [t('logistics.reason'), e.reason || null],
            ]}
          />
          {e.events.length === 0 ? (
            <p className={styles.none}>{t('logistics.noEvents')}</p>
          ) : (
            <ol className={styles.timeline} aria-label={t('logistics.events')}>
              {e.events.map((ev, i) => (
                <li key={i} className={i === 0 ? styles.latest : undefined}>
                  <span className={styles.dot} aria-hidden="true" />
                  <p className={styles.station}>{ev.station}</p>
                  {ev.time && <time className={styles.time}>{formatDate(ev.time)}</time>}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </QueryState>
  );
}

/** docs/upstream-contract.md §5 express `state`: −1 error, 0 none, 1 picked up, 2 in transit, 3 signed, 4–6 problem/returned. */
export function stateKey(state: number): 'error' | 'none' | 'picked' | 'transit' | 'signed' | 'problem' {
  if (state < 0) return 'error';
  if (state === 1) return 'picked';
  if (state === 2) return 'transit';
  if (state === 3) return 'signed';
  if (state >= 4) return 'problem';
  return 'none';
}
