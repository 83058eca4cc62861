import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import type { CartLine } from '../../api/cart';
import { showErrorToast } from '../../api/queryClient';
import { localePath } from '../../i18n';
import { Price } from '../../components/Price';
import { QuantityStepper } from './QuantityStepper';
import { useLineQuantity } from './useLineQuantity';
import styles from './Cart.module.css';
import { pictureSources } from '@/components/pictureSources';

export interface CartLineRowProps {
  line: CartLine;
  selected: boolean;
  onSelect: (id: number, on: boolean) => void;
  onDelete: (line: CartLine) => void;
  onBusyChange: (id: number, busy: boolean) => void;
}

export function CartLineRow({ line, selected, onSelect, onDelete, onBusyChange }: CartLineRowProps) {
  const { t } = useTranslation('shop');
  const qty = useLineQuantity(line.id, line.cartNum, showErrorToast, onBusyChange);
  const href = localePath(`/goods_detail/${line.productId}`);
  // The subtotal is the server's price times the server's count; a pending change shows as pending.
  const subtotal = new Decimal(line.price || '0').times(line.cartNum).toFixed(2);
  return (
    <li className={styles.line} data-testid="cart-line" data-line-id={line.id}>
      <input
        type="checkbox"
        className={styles.check}
        checked={selected}
        onChange={(e) => onSelect(line.id, e.target.checked)}
        aria-label={t('cart.selectLine', { name: line.storeName })}
      />
      <Link to={href} className={styles.lineImage} tabIndex={-1} aria-hidden="true">
        <img {...pictureSources(line.image, 88)} alt="" width={88} height={88} loading="lazy" />
      </Link>
      <div className={styles.lineInfo}>
        <Link to={href} className={styles.lineName}>
          {line.storeName}
        </Link>
        {line.suk && <span className={styles.lineSku}>{line.suk}</span>}
      </div>
      <Price value={line.price} className={styles.linePrice} />
      <div className={styles.lineQty}>
        <QuantityStepper value={qty.value} max={Math.max(1, Math.min(line.stock, 99))} onChange={qty.change} label={t('cart.quantityOf', { name: line.storeName })} size="sm" />
        {line.stock > 0 && line.stock < 10 && <span className={styles.lowStock}>{t('cart.lowStock', { stock: line.stock })}</span>}
      </div>
      <span className={styles.lineTotal} aria-busy={qty.busy}>
        {qty.busy ? <span className={styles.pending}>{t('cart.updating')}</span> : <Price value={subtotal} />}
      </span>
      <button type="button" className={styles.textBtn} onClick={() => onDelete(line)} aria-label={t('cart.deleteNamed', { name: line.storeName })}>
        {t('cart.delete')}
      </button>
    </li>
  );
}
