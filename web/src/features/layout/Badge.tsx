import { formatNumber } from '../../i18n';
import styles from './Header.module.css';

/** A count bubble; the number is already in the link's accessible name, so this is decorative. */
export function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {count > 99 ? '99+' : formatNumber(count)}
    </span>
  );
}
