import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCartList, type CartLine } from '../../api/cart';
import { localePath } from '../../i18n';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSkeleton } from '../../features/layout/PageSkeleton';
import { cartTotals, allLineIds } from '../../features/cart/totals';
import { CartGroups } from '../../features/cart/CartGroups';
import { CartFooter } from '../../features/cart/CartFooter';
import { InvalidLines } from '../../features/cart/InvalidLines';
import { ReselectDialog } from '../../features/cart/ReselectDialog';
import { useBusyLines } from '../../features/cart/useBusyLines';
import { useCartActions } from '../../features/cart/useCartActions';
import { useCartSelection } from '../../features/cart/useCartSelection';
import { usePageTitle } from '../../features/catalog/usePageTitle';
import styles from './CartPage.module.css';

export default function CartPage() {
  const { t } = useTranslation('shop');
  const valid = useCartList(true);
  const invalid = useCartList(false);
  usePageTitle(t('cart.title'));
  const groups = useMemo(() => (valid.data ?? []).filter((g) => g.cartInfoList.length > 0), [valid.data]);
  const invalidLines = useMemo(() => (invalid.data ?? []).flatMap((g) => g.cartInfoList), [invalid.data]);
  const ids = useMemo(() => allLineIds(groups), [groups]);
  const { selected, allSelected, setSelected } = useCartSelection(ids);
  const { anyBusy, onBusyChange } = useBusyLines();
  const actions = useCartActions();
  const [manage, setManage] = useState(false);
  const [reselect, setReselect] = useState<CartLine | null>(null);

  const offline = (valid.isPending && valid.fetchStatus === 'paused') || (invalid.isPending && invalid.fetchStatus === 'paused');
  if (valid.isError || offline) {
    // The cart did not arrive: say so inside the page, and ask again when the shopper wants.
    return (
      <div className={styles.page}>
        <div className={styles.head}>
          <h1 className={styles.title}>{t('cart.title')}</h1>
        </div>
        <LoadFailed error={valid.error} offline={offline} onRetry={() => Promise.all([valid.refetch(), invalid.refetch()])} />
      </div>
    );
  }
  // The same frame as the page the BFF drew before the session was known, so nothing jumps.
  if (valid.isPending || invalid.isPending) return <PageSkeleton title={t('cart.title')} />;

  const totals = cartTotals(groups, selected);
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
          {groups.length > 0 && <CartGroups groups={groups} selected={selected} onSelect={setSelected} onDelete={(line) => void actions.remove([line.id])} onBusyChange={onBusyChange} />}
          {invalidLines.length > 0 && <InvalidLines lines={invalidLines} onRemove={(lineIds) => void actions.remove(lineIds)} onReselect={setReselect} />}
          {groups.length > 0 && (
            <CartFooter
              allSelected={allSelected}
              onSelectAll={(on) => setSelected(ids, on)}
              manage={manage}
              selectedCount={selected.size}
              quantity={totals.quantity}
              amount={totals.amount}
              working={actions.working}
              linesBusy={anyBusy}
              onMoveToFavourites={() => void actions.moveToFavourites(groups.flatMap((g) => g.cartInfoList).filter((l) => selected.has(l.id)))}
              onDeleteSelected={() => void actions.remove([...selected])}
              onCheckout={() => actions.checkout([...selected])}
            />
          )}
        </>
      )}
      {reselect && <ReselectDialog line={reselect} onClose={() => setReselect(null)} />}
    </div>
  );
}
