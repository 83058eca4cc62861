import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartGroup, CartLine } from '@/api/cart';
import { localePath } from '@/i18n';
import { CartLineRow } from './CartLineRow';
import styles from './Cart.module.css';

export interface CartGroupsProps {
  groups: CartGroup[];
  selected: Set<number>;
  onSelect: (lineIds: number[], on: boolean) => void;
  onDelete: (line: CartLine) => void;
  onBusyChange: (id: number, busy: boolean) => void;
}

/** The valid lines as a table, one section per shop with a tick box for the whole shop. */
export function CartGroups({ groups, selected, onSelect, onDelete, onBusyChange }: CartGroupsProps) {
  const { t } = useTranslation('shop');
  return (
    <div className={styles.table}>
      <div className={styles.tableHead} aria-hidden="true">
        <span />
        <span>{t('cart.colGoods')}</span>
        <span>{t('cart.colPrice')}</span>
        <span>{t('cart.colQty')}</span>
        <span>{t('cart.colSubtotal')}</span>
        <span>{t('cart.colAction')}</span>
      </div>
      {groups.map((g) => {
        const gIds = g.cartInfoList.map((l) => l.id);
        const gAll = gIds.every((id) => selected.has(id));
        return (
          <section key={g.merId} className={styles.group} aria-labelledby={`cart-shop-${g.merId}`}>
            <div className={styles.groupHead}>
              <input
                type="checkbox"
                className={styles.check}
                checked={gAll}
                onChange={(e) => onSelect(gIds, e.target.checked)}
                aria-label={t('cart.selectShop', { name: g.merName })}
              />
              <h2 id={`cart-shop-${g.merId}`} className={styles.groupName}>
                <Link to={localePath(`/merchant/merchant/home?id=${g.merId}`)}>{g.merName}</Link>
              </h2>
            </div>
            <ul className={styles.lines}>
              {g.cartInfoList.map((l) => (
                <CartLineRow key={l.id} line={l} selected={selected.has(l.id)} onSelect={(id, on) => onSelect([id], on)} onDelete={onDelete} onBusyChange={onBusyChange} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
