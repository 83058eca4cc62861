import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Price } from '@/components/Price';
import styles from './Cart.module.css';

export interface CartFooterProps {
  allSelected: boolean;
  onSelectAll: (on: boolean) => void;
  /** Managing: bulk move to favourites and delete instead of the total and checkout. */
  manage: boolean;
  selectedCount: number;
  quantity: number;
  amount: string;
  working: boolean;
  /** A quantity write is still pending: checkout waits so it orders what the shopper sees. */
  linesBusy: boolean;
  onMoveToFavourites: () => void;
  onDeleteSelected: () => void;
  onCheckout: () => void;
}

/** Select all, then either the bulk actions (managing) or the total of the ticked lines and checkout. */
export function CartFooter(p: CartFooterProps) {
  const { t } = useTranslation('shop');
  return (
    <div className={styles.footer}>
      <label className={styles.selectAll}>
        <input type="checkbox" className={styles.check} checked={p.allSelected} onChange={(e) => p.onSelectAll(e.target.checked)} />
        {t('cart.selectAll')}
      </label>
      {p.manage ? (
        <div className={styles.footerActions}>
          <Button variant="secondary" onClick={p.onMoveToFavourites} disabled={p.working || p.selectedCount === 0}>
            {t('cart.moveToFavourites')}
          </Button>
          <Button variant="danger" onClick={p.onDeleteSelected} disabled={p.working || p.selectedCount === 0}>
            {t('cart.deleteSelected')}
          </Button>
        </div>
      ) : (
        <div className={styles.footerActions}>
          <span className={styles.summary} aria-live="polite">
            {t('cart.selectedCount', { n: p.quantity })}
            <span className={styles.totalLabel}>{t('cart.total')}</span>
            <Price value={p.amount} className={styles.total} />
          </span>
          <Button size="lg" onClick={p.onCheckout} loading={p.working} disabled={p.selectedCount === 0 || p.linesBusy}>
            {t('cart.checkout')}
          </Button>
        </div>
      )}
    </div>
  );
}
