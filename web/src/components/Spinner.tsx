import { useTranslation } from 'react-i18next';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Inside a control that already says it is busy: no second announcement. */
  decorative?: boolean;
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', decorative = false, label, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  const ring = <span className={`${styles.ring} ${styles[size]}`} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status" className={`${styles.wrap} ${className ?? ''}`}>
      {ring}
      <span className="visually-hidden">{label ?? t('action.loading')}</span>
    </span>
  );
}
