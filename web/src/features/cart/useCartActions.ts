import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDeleteCartLines, useMoveToFavourites, type CartLine } from '@/api/cart';
import { useCreatePreOrder } from '@/api/checkout';
import { toast } from '@/components/Toast';
import { confirmDialog } from '@/components/confirmDialog';
import { localePath } from '@/i18n';

/**
 * The cart's actions: delete (after a confirmation), move to favourites, and checkout of the ticked
 * lines. A failure gets the query client's default toast; `working` covers the whole action,
 * through to leaving for checkout.
 */
export function useCartActions() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const del = useDeleteCartLines();
  const move = useMoveToFavourites();
  const preOrder = useCreatePreOrder();
  const [working, setWorking] = useState(false);

  const remove = async (lineIds: number[], ask = true) => {
    if (lineIds.length === 0) return void toast.error(t('cart.selectFirst'));
    if (ask && !(await confirmDialog({ message: t('cart.deleteConfirm', { n: lineIds.length }), confirmLabel: t('cart.delete'), danger: true }))) return;
    setWorking(true);
    try {
      await del.mutateAsync(lineIds);
      toast.success(t('cart.deleted'));
    } catch {
      // The query client has shown the failure.
    } finally {
      setWorking(false);
    }
  };

  const moveToFavourites = async (lines: CartLine[]) => {
    if (lines.length === 0) return void toast.error(t('cart.selectFirst'));
    if (!(await confirmDialog({ message: t('cart.favouriteConfirm', { n: lines.length }), confirmLabel: t('cart.moveToFavourites') }))) return;
    setWorking(true);
    try {
      await move.mutateAsync({ productIds: [...new Set(lines.map((l) => l.productId))], lineIds: lines.map((l) => l.id) });
      toast.success(t('cart.movedToFavourites'));
    } catch {
      // The query client has shown the failure.
    } finally {
      setWorking(false);
    }
  };

  const checkout = (lineIds: number[]) => {
    if (lineIds.length === 0) return void toast.error(t('cart.selectFirst'));
    setWorking(true);
    preOrder.mutate(
      { preOrderType: 'shoppingCart', orderDetails: lineIds.map((id) => ({ shoppingCartId: id })) },
      {
        onSuccess: (no) => navigate(localePath(`/order/order_confirm?preOrderNo=${encodeURIComponent(no)}`)),
        onError: () => setWorking(false),
      },
    );
  };

  return { working, remove, moveToFavourites, checkout };
}
