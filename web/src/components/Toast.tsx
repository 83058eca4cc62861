import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeToasts, dismissToast, type ToastItem } from '../api/toastStore';
import styles from './Toast.module.css';

export { toast, clearToasts } from '../api/toastStore';

/** Mounted once by App. Errors are announced assertively, the rest politely. */
export function Toaster() {
  const { t } = useTranslation('common');
  const [items, setItems] = useState<ToastItem[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  const polite = items.filter((i) => i.kind !== 'error');
  const urgent = items.filter((i) => i.kind === 'error');
  const render = (list: ToastItem[]) =>
    list.map((item) => (
      <div key={item.id} className={`${styles.toast} ${styles[item.kind]}`}>
        <span className={styles.icon} aria-hidden="true">
          {item.kind === 'success' ? '✓' : item.kind === 'error' ? '!' : 'i'}
        </span>
        <span className={styles.message}>{item.message}</span>
        <button type="button" className={styles.close} onClick={() => dismissToast(item.id)} aria-label={t('action.dismiss')}>
          ×
        </button>
      </div>
    ));
  return (
    <div className={styles.region}>
      <div role="status" aria-live="polite" className={styles.stack}>
        {render(polite)}
      </div>
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {render(urgent)}
      </div>
    </div>
  );
}
