import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n';
import { pagerItems } from './pagerItems';
import styles from './Pager.module.css';

export interface PagerProps {
  page: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
  className?: string;
}

/** prev, pages, next (docs/storefront-spec.md §9). Nothing is drawn when everything fits on one page. */
export function Pager({ page, total, limit, onChange, className }: PagerProps) {
  const { t } = useTranslation('common');
  const pages = limit > 0 ? Math.ceil(total / limit) : 0;
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const go = (p: number) => {
    if (p !== current && p >= 1 && p <= pages) onChange(p);
  };
  return (
    <nav className={`${styles.pager} ${className ?? ''}`} aria-label={t('pager.label')}>
      <button type="button" className={styles.step} onClick={() => go(current - 1)} disabled={current <= 1}>
        <span aria-hidden="true">‹</span> {t('pager.prev')}
      </button>
      <ul className={styles.list}>
        {pagerItems(current, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`${styles.num} ${item === current ? styles.current : ''}`}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pager.page', { page: item })}
                onClick={() => go(item)}
              >
                {formatNumber(item)}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={styles.step} onClick={() => go(current + 1)} disabled={current >= pages}>
        {t('pager.next')} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
