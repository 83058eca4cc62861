import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Stars.module.css';

export interface StarsProps {
  value: number;
  max?: number;
  size?: number;
  className?: string;
}

/** A read-only rating; partial stars are drawn to the nearest half. */
export function Stars({ value, max = 5, size = 16, className }: StarsProps) {
  const { t } = useTranslation('common');
  const safe = Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
  const rounded = Math.round(safe * 2) / 2;
  // Whole and empty stars are flat colours; only the one half star needs a gradient, with an id of its
  // own (React's, so the drawn page and the browser agree), since a listing shows many ratings.
  const halfId = useId();
  return (
    <span role="img" aria-label={t('stars.label', { value: rounded, max })} className={`${styles.stars} ${className ?? ''}`}>
      {Array.from({ length: max }, (_, i) => {
        const fill = Math.min(Math.max(rounded - i, 0), 1);
        return (
          <svg key={i} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" data-fill={fill}>
            {fill > 0 && fill < 1 && (
              <defs>
                <linearGradient id={halfId}>
                  <stop offset={`${fill * 100}%`} stopColor="var(--color-star)" />
                  <stop offset={`${fill * 100}%`} stopColor="var(--color-border-strong)" />
                </linearGradient>
              </defs>
            )}
            <path
              fill={fill === 1 ? 'var(--color-star)' : fill === 0 ? 'var(--color-border-strong)' : `url(#${halfId})`}
              d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            />
          </svg>
        );
      })}
    </span>
  );
}
