import { formatNumber } from '../../i18n';
import styles from './Header.module.css';

/**
 * A count bubble. The number is already in the link's accessible name, so it is drawn with CSS
 * generated content: it is then not part of the link's visible text, and the accessible name
 * ("Notifications, 3 unread") still contains everything the link visibly says.
 */
export function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className={styles.badge} aria-hidden="true" data-count={count > 99 ? '99+' : formatNumber(count)} />;
}
