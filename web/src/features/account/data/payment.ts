import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PAY_CHANNEL } from '../../../../../shared/constants';
import { apiGet, apiPost } from '../../../api/client';
import { localePath } from '../../../i18n';
import { bool, text } from '@/api/wire';

/** Pay-now from the order list (contract §5/§13); the routing mirrors checkout's (spec §4). */
const methodSchema = z.object({ yueStatus: bool, stripeStatus: bool, paypalStatus: bool });
export type PayType = 'yue' | 'stripe' | 'paypal';

export function usePayMethods() {
  return useQuery({
    queryKey: ['site', 'pay-methods'],
    queryFn: async ({ signal }) => {
      const m = methodSchema.parse(await apiGet('/api/front/pay/method', undefined, signal));
      const list: PayType[] = [];
      if (m.yueStatus) list.push('yue');
      if (m.stripeStatus) list.push('stripe');
      if (m.paypalStatus) list.push('paypal');
      return list;
    },
    staleTime: 5 * 60_000,
  });
}

const paymentSchema = z.object({ status: z.unknown().optional(), payType: text, orderNo: text, redirect: text, stripeClientSecret: text });

export type PayTarget = { kind: 'external'; url: string } | { kind: 'route'; path: string };

/** Where the shopper goes after POST /pay/payment: paypal → its approval url, stripe → card page, others → result. */
export function payTarget(payType: PayType, orderNo: string, res: { redirect: string; stripeClientSecret: string }): PayTarget {
  if (payType === 'paypal' && res.redirect) return { kind: 'external', url: res.redirect };
  if (payType === 'stripe' && res.stripeClientSecret) {
    return { kind: 'route', path: `/order/stripe_payment?clientSecret=${encodeURIComponent(res.stripeClientSecret)}&orderNo=${encodeURIComponent(orderNo)}` };
  }
  return { kind: 'route', path: `/order/payment_result?orderNo=${encodeURIComponent(orderNo)}&payType=${payType}` };
}

export async function payOrder(orderNo: string, payType: PayType): Promise<PayTarget> {
  const res = paymentSchema.parse(await apiPost('/api/front/pay/payment', { orderNo, payType, payChannel: PAY_CHANNEL }));
  return payTarget(payType, orderNo, res);
}

export function goTo(target: PayTarget, navigate: (path: string) => void): void {
  if (target.kind === 'external') window.location.assign(target.url);
  else navigate(localePath(target.path));
}
