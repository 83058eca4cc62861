import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '@/api/address';
import { useCreateOrder } from '@/api/checkout';
import { usePayment } from '@/api/pay';
import { userKeys } from '@/api/user';
import { localePath } from '@/i18n';
import { ORDER_NOTE_MAX } from '../../../../shared/constants';
import { SubmitOnce } from './submitOnce';
import { refusalMessage } from './priceRefusal';
import type { CheckoutChoices } from './useCheckoutChoices';

/**
 * Place the order and start its payment. The order is created once (a retry after a failed payment
 * pays the same order); the shopper then leaves for PayPal, the card page or the result page. A
 * failure shows inline under the button as well as in the query client's default toast.
 */
export function usePlaceOrder(preOrderNo: string) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const createOrder = useCreateOrder();
  const payment = usePayment();
  const guard = useRef(new SubmitOnce());
  const [submitting, setSubmitting] = useState(false);
  const [createdOrderNo, setCreatedOrderNo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (c: CheckoutChoices, chosenAddress: Address | null) => {
    setFormError(null);
    if (!chosenAddress) return setFormError(t('confirm.errAddress'));
    const payType = c.payType;
    if (!payType) return setFormError(t('confirm.errPayment'));
    if (c.note.length > ORDER_NOTE_MAX) return setFormError(t('confirm.errNote', { max: ORDER_NOTE_MAX }));
    if (guard.current.isRunning) return;
    setSubmitting(true);
    try {
      const answer = await guard.current.submit(
        async () => {
          const no = await createOrder.mutateAsync({
            preOrderNo,
            addressId: chosenAddress.id,
            couponId: c.couponId,
            payType,
            payChannel: 'pc',
            mark: c.note.trim(),
            realName: chosenAddress.realName,
            phone: chosenAddress.phone,
            email: chosenAddress.email,
            isUseIntegral: c.useIntegral,
            // The amount the shopper chose; left out, the most the order can take (as the price showed).
            ...(c.useIntegral && c.integral !== undefined ? { integral: c.integral } : {}),
          });
          setCreatedOrderNo(no);
          return no;
        },
        (orderNo) => payment.mutateAsync({ orderNo, payType }),
      );
      if (!answer) return;
      const orderNo = answer.orderNo || guard.current.createdOrderNo || '';
      if (payType === 'paypal' && answer.redirect) {
        window.location.assign(answer.redirect);
        return;
      }
      if (payType === 'stripe' && answer.stripeClientSecret) {
        navigate(localePath(`/order/stripe_payment?clientSecret=${encodeURIComponent(answer.stripeClientSecret)}&orderNo=${encodeURIComponent(orderNo)}`));
        return;
      }
      // Paid from the balance: the account card shows the new balance.
      void qc.invalidateQueries({ queryKey: userKeys.all });
      navigate(localePath(`/order/payment_result?orderNo=${encodeURIComponent(orderNo)}&payType=${payType}`), { replace: true });
    } catch (e) {
      setFormError(refusalMessage(e, t));
      setSubmitting(false);
    }
  };

  return { submit, busy: submitting || guard.current.isRunning, createdOrderNo, formError };
}
