import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../components/confirmDialog';
import { toast } from '../../components/Toast';
import { localePath } from '../../i18n';
import { type OrderLine } from '../../api/orders';
import { buyAgain, cancelOrder, deleteOrder, takeOrder, useOrderAction } from '../../api/orderActions';

/** The order actions of docs/storefront-spec.md §4, each behind its confirmation where the spec asks for one. */
export function useOrderActions(after?: { onDeleted?: () => void; onCancelled?: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const cancel = useOrderAction(cancelOrder);
  const remove = useOrderAction(deleteOrder);
  const take = useOrderAction(takeOrder);
  const again = useOrderAction(buyAgain);

  const run = async <A>(m: { mutateAsync: (a: A) => Promise<unknown> }, arg: A, ok: string): Promise<boolean> => {
    try {
      await m.mutateAsync(arg);
      toast.success(ok);
      return true;
    } catch {
      // The query client has shown the failure.
      return false;
    }
  };

  return {
    busy: cancel.isPending || remove.isPending || take.isPending || again.isPending,
    /** Cancel takes the master order number. */
    cancel: async (masterOrderNo: string) => {
      if (!(await confirmDialog({ title: t('orders.cancelTitle'), message: t('orders.cancelConfirm'), confirmLabel: t('orders.actions.cancel'), danger: true }))) return;
      if (await run(cancel, masterOrderNo, t('orders.cancelled'))) after?.onCancelled?.();
    },
    /** Delete takes the merchant order number. */
    remove: async (orderNo: string) => {
      if (!(await confirmDialog({ title: t('orders.deleteTitle'), message: t('orders.deleteConfirm'), confirmLabel: t('orders.actions.delete'), danger: true }))) return;
      if (await run(remove, orderNo, t('orders.deleted'))) after?.onDeleted?.();
    },
    take: async (orderNo: string) => {
      if (!(await confirmDialog({ title: t('orders.takeTitle'), message: t('orders.takeWarning'), confirmLabel: t('orders.actions.take') }))) return;
      await run(take, orderNo, t('orders.taken'));
    },
    again: async (lines: Pick<OrderLine, 'productId' | 'attrValueId' | 'payNum'>[]) => {
      try {
        const preOrderNo = await again.mutateAsync(lines);
        navigate(localePath(`/order/order_confirm?preOrderNo=${encodeURIComponent(preOrderNo)}`));
      } catch {
        // The query client has shown the failure.
      }
    },
  };
}
