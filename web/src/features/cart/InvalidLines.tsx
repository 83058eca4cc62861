import { useTranslation } from 'react-i18next';
import type { CartLine } from '@/api/cart';
import { Button } from '@/components/Button';
import styles from './Cart.module.css';
import { pictureSources } from '@/components/pictureSources';
import { lineInvalidReason, REASON_TEXT } from './invalidReason';

export interface InvalidLinesProps {
  lines: CartLine[];
  onRemove: (lineIds: number[]) => void;
  onReselect: (line: CartLine) => void;
}

/**
 * Lines that can no longer be bought, each saying why: off sale or sold out can only be removed; a spec
 * the shop changed can be chosen again. All of them can be cleared at once.
 */
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
        {lines.map((l) => {
          const reason = lineInvalidReason(l);
          const text = REASON_TEXT[reason];
          const whyId = `cart-invalid-why-${l.id}`;
          return (
            <li key={l.id} className={styles.invalidLine} data-testid="invalid-line" data-reason={reason}>
              <img {...pictureSources(l.image, 88)} alt="" width={88} height={88} loading="lazy" className={styles.invalidImg} />
              <div className={styles.lineInfo}>
                <span className={styles.invalidTag}>{t(text.tag)}</span>
                <span className={styles.lineName}>{l.storeName}</span>
                {l.suk && <span className={styles.lineSku}>{l.suk}</span>}
                <span id={whyId} className={styles.invalidReason}>
                  {t(text.why)}
                </span>
              </div>
              <div className={styles.invalidActions}>
                {/* A spec that is gone or sold out can be swapped for another of the same product; an off-sale product has none to offer. */}
                {reason !== 'offSale' && (
                  <Button variant="secondary" size="sm" className={styles.wrapBtn} onClick={() => onReselect(l)} aria-describedby={whyId}>
                    {t('cart.reselect')}
                  </Button>
                )}
                <button type="button" className={styles.textBtn} onClick={() => onRemove([l.id])} aria-label={t('cart.deleteNamed', { name: l.storeName })}>
                  {t('cart.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
