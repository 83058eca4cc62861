import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useCartList, deleteCartLines, cartKeys, type CartLine } from '../../api/cart';
import { batchCollectProducts } from '../../api/collect';
import { createPreOrder } from '../../api/checkout';
import { localePath } from '../../i18n';
import { Price } from '../../components/Price';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../components/Toast';
import { confirmDialog } from '../../components/confirmDialog';
import { errorMessage } from '@/api/errors';
import { cartTotals, allLineIds } from '../../features/cart/totals';
import { CartLineRow } from '../../features/cart/CartLineRow';
import { ReselectDialog } from '../../features/cart/ReselectDialog';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import styles from '../../features/cart/Cart.module.css';
import { collectKeys } from '@/api/collect';

export default function CartPage() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const valid = useCartList(true);
  const invalid = useCartList(false);
  usePageTitle(t('cart.title'));
  const groups = useMemo(() => (valid.data ?? []).filter((g) => g.cartInfoList.length > 0), [valid.data]);
  const invalidLines = useMemo(() => (invalid.data ?? []).flatMap((g) => g.cartInfoList), [invalid.data]);
  const ids = useMemo(() => allLineIds(groups), [groups]);

  // Selection is "everything except what the shopper unticked", so new lines arrive ticked.
  const [unselected, setUnselected] = useState<Set<number>>(new Set());
  const selected = useMemo(() => new Set(ids.filter((id) => !unselected.has(id))), [ids, unselected]);
  const [manage, setManage] = useState(false);
  const [busyLines, setBusyLines] = useState<Set<number>>(new Set());
  const [working, setWorking] = useState(false);
  const [reselect, setReselect] = useState<CartLine | null>(null);

  const totals = cartTotals(groups, selected);
  const allSelected = ids.length > 0 && selected.size === ids.length;

  const setSelected = (lineIds: number[], on: boolean) =>
    setUnselected((prev) => {
      const next = new Set(prev);
      for (const id of lineIds) {
        if (on) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  const onBusyChange = useCallback(
    (id: number, busy: boolean) =>
      setBusyLines((prev) => {
        if (prev.has(id) === busy) return prev;
        const next = new Set(prev);
        if (busy) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const refresh = () => qc.invalidateQueries({ queryKey: cartKeys.all });

  const remove = async (lineIds: number[], ask = true) => {
    if (lineIds.length === 0) return void toast.error(t('cart.selectFirst'));
    if (ask && !(await confirmDialog({ message: t('cart.deleteConfirm', { n: lineIds.length }), confirmLabel: t('cart.delete'), danger: true }))) return;
    setWorking(true);
    try {
      await deleteCartLines(lineIds);
      toast.success(t('cart.deleted'));
    } catch (e) {
      toast.error(errorMessage(e, t));
    } finally {
      setWorking(false);
      await refresh();
    }
  };

  const moveToFavourites = async () => {
    const lines = groups.flatMap((g) => g.cartInfoList).filter((l) => selected.has(l.id));
    if (lines.length === 0) return void toast.error(t('cart.selectFirst'));
    if (!(await confirmDialog({ message: t('cart.favouriteConfirm', { n: lines.length }), confirmLabel: t('cart.moveToFavourites') }))) return;
    setWorking(true);
    try {
      await batchCollectProducts([...new Set(lines.map((l) => l.productId))]);
      await deleteCartLines(lines.map((l) => l.id));
      toast.success(t('cart.movedToFavourites'));
      void qc.invalidateQueries({ queryKey: collectKeys.all });
    } catch (e) {
      toast.error(errorMessage(e, t));
    } finally {
      setWorking(false);
      await refresh();
    }
  };

  const checkout = async () => {
    if (selected.size === 0) return void toast.error(t('cart.selectFirst'));
    setWorking(true);
    try {
      const no = await createPreOrder({ preOrderType: 'shoppingCart', orderDetails: [...selected].map((id) => ({ shoppingCartId: id })) });
      navigate(localePath(`/order/order_confirm?preOrderNo=${encodeURIComponent(no)}`));
    } catch (e) {
      toast.error(errorMessage(e, t));
      setWorking(false);
      await refresh();
    }
  };

  if (valid.isPending || invalid.isPending) {
    return (
      <div className={`${styles.page} ${styles.center}`}>
        <Spinner label={t('common:action.loading')} />
      </div>
    );
  }
  if (valid.isError) {
    return (
      <div className={styles.page}>
        <EmptyState title={errorMessage(valid.error, t)} action={<Button variant="secondary" onClick={() => void valid.refetch()}>{t('common:action.retry')}</Button>} />
      </div>
    );
  }

  const empty = groups.length === 0 && invalidLines.length === 0;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          {t('cart.title')} <span className={styles.titleCount}>({ids.length})</span>
        </h1>
        {!empty && (
          <Button variant="ghost" size="sm" aria-pressed={manage} onClick={() => setManage((m) => !m)}>
            {manage ? t('cart.done') : t('cart.manage')}
          </Button>
        )}
      </div>
      {empty ? (
        <EmptyState
          title={t('cart.empty')}
          action={
            <Link to={localePath('/')} className={styles.shopLink}>
              {t('cart.goShopping')}
            </Link>
          }
        />
      ) : (
        <>
          {groups.length > 0 && (
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
                        onChange={(e) => setSelected(gIds, e.target.checked)}
                        aria-label={t('cart.selectShop', { name: g.merName })}
                      />
                      <h2 id={`cart-shop-${g.merId}`} className={styles.groupName}>
                        <Link to={localePath(`/merchant/merchant/home?id=${g.merId}`)}>{g.merName}</Link>
                      </h2>
                    </div>
                    <ul className={styles.lines}>
                      {g.cartInfoList.map((l) => (
                        <CartLineRow
                          key={l.id}
                          line={l}
                          selected={selected.has(l.id)}
                          onSelect={(id, on) => setSelected([id], on)}
                          onDelete={(line) => void remove([line.id])}
                          onBusyChange={onBusyChange}
                        />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          )}
          {invalidLines.length > 0 && (
            <section className={styles.invalid} aria-labelledby="cart-invalid">
              <div className={styles.groupHead}>
                <h2 id="cart-invalid" className={styles.groupName}>
                  {t('cart.invalidTitle', { n: invalidLines.length })}
                </h2>
                <button type="button" className={styles.textBtn} onClick={() => void remove(invalidLines.map((l) => l.id))}>
                  {t('cart.clearInvalid')}
                </button>
              </div>
              <ul className={styles.lines}>
                {invalidLines.map((l) => (
                  <li key={l.id} className={`${styles.line} ${styles.invalidLine}`} data-testid="invalid-line">
                    <span className={styles.invalidTag}>{t('cart.invalid')}</span>
                    <img src={l.image} alt="" width={88} height={88} loading="lazy" className={styles.invalidImg} />
                    <div className={styles.lineInfo}>
                      <span className={styles.lineName}>{l.storeName}</span>
                      {l.suk && <span className={styles.lineSku}>{l.suk}</span>}
                      <span className={styles.invalidReason}>{t('cart.invalidReason')}</span>
                    </div>
                    <span />
                    <span />
                    <Button variant="secondary" size="sm" onClick={() => setReselect(l)}>
                      {t('cart.reselect')}
                    </Button>
                    <button type="button" className={styles.textBtn} onClick={() => void remove([l.id])} aria-label={t('cart.deleteNamed', { name: l.storeName })}>
                      {t('cart.delete')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {groups.length > 0 && (
            <div className={styles.footer}>
              <label className={styles.selectAll}>
                <input type="checkbox" className={styles.check} checked={allSelected} onChange={(e) => setSelected(ids, e.target.checked)} />
                {t('cart.selectAll')}
              </label>
              {manage ? (
                <div className={styles.footerActions}>
                  <Button variant="secondary" onClick={() => void moveToFavourites()} disabled={working || selected.size === 0}>
                    {t('cart.moveToFavourites')}
                  </Button>
                  <Button variant="danger" onClick={() => void remove([...selected])} disabled={working || selected.size === 0}>
                    {t('cart.deleteSelected')}
                  </Button>
                </div>
              ) : (
                <div className={styles.footerActions}>
                  <span className={styles.summary} aria-live="polite">
                    {t('cart.selectedCount', { n: totals.quantity })}
                    <span className={styles.totalLabel}>{t('cart.total')}</span>
                    <Price value={totals.amount} className={styles.total} />
                  </span>
                  <Button size="lg" onClick={() => void checkout()} loading={working} disabled={selected.size === 0 || busyLines.size > 0}>
                    {t('cart.checkout')}
                  </Button>
                </div>
              )}
            </div>
          )}
        </>
      )}
      {reselect && <ReselectDialog line={reselect} onClose={() => setReselect(null)} />}
    </div>
  );
}
