import type { PayType } from '@/api/pay';
import { localePath } from '@/i18n';

/** Pay-now from the order list (docs/upstream-contract.md §5/§13); the routing mirrors checkout's (docs/storefront-spec.md §4). */
export type PayTarget = { kind: 'external'; url: string } | { kind: 'route'; path: string };

/** Where the shopper goes after POST /pay/payment: paypal → its approval url, stripe → card page, others → result. */
export function payTarget(payType: PayType, orderNo: string, res: { redirect: string; stripeClientSecret: string }): PayTarget {
  if (payType === 'paypal' && res.redirect) return { kind: 'external', url: res.redirect };
  if (payType === 'stripe' && res.stripeClientSecret) {
    return { kind: 'route', path: `/order/stripe_payment?clientSecret=${encodeURIComponent(res.stripeClientSecret)}&orderNo=${encodeURIComponent(orderNo)}` };
  }
  return { kind: 'route', path: `/order/payment_result?orderNo=${encodeURIComponent(orderNo)}&payType=${payType}` };
}

export function goTo(target: PayTarget, navigate: (path: string) => void): void {
  if (target.kind === 'external') window.location.assign(target.url);
  else navigate(localePath(target.path));
}
