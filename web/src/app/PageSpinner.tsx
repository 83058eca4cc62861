import { Spinner } from '../components/Spinner';
import styles from './PageSpinner.module.css';

/** The placeholder while a guard waits for the session probe. */
export function PageSpinner() {
  return (
    <div className={styles.wrap}>
      <Spinner size="lg" />
    </div>
  );
}
