import { useTranslation } from 'react-i18next';
import type { CartLine } from '@/api/cart';
import { Button } from '@/components/Button';
import styles from './Cart.module.css';
import { pictureSources } from '@/components/pictureSources';

export interface InvalidLinesProps {
  lines: CartLine[];
  onRemove: (lineIds: number[]) => void;
  onReselect: (line: CartLine) => void;
}

/** Lines whose specification is gone: choose another specification, delete one, or clear them all. */
export function InvalidLines({ lines, onRemove, onReselect }: InvalidLinesProps) {
  const { t } = useTranslation('shop');
  return (
    <section className={styles.invalid} aria-labelledby="cart-invalid">
      <div className={styles.groupHead}>
        <h2 id="cart-invalid" className={styles.groupName}>
          {t('cart.invalidTitle', { n: lines.length })}
        </h2>
        <button type="button" className={styles.textBtn} onClick={() => onRemove(lines.map((l) => l.id))}>
          {t('cart.clearInvalid')}
        </button>
      </div>
      <ul className={styles.lines}>
        {lines.map((l) => (
          <li key={l.id} className={`${styles.line} ${styles.invalidLine}`} data-testid="invalid-line">
            <span className={styles.invalidTag}>{t('cart.invalid')}</span>
            <img {...pictureSources(l.image, 88)} alt="" width={88} height={88} loading="lazy" className={styles.invalidImg} />
            <div className={styles.lineInfo}>
              <span className={styles.lineName}>{l.storeName}</span>
              {l.suk && <span className={styles.lineSku}>{l.suk}</span>}
              <span className={styles.invalidReason}>{t('cart.invalidReason')}</span>
            </div>
            <span />
            <span />
            <Button variant="secondary" size="sm" onClick={() => onReselect(l)}>
              {t('cart.reselect')}
            </Button>
            <button type="button" className={styles.textBtn} onClick={() => onRemove([l.id])} aria-label={t('cart.deleteNamed', { name: l.storeName })}>
              {t('cart.delete')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
