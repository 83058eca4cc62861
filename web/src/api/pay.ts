import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { PAY_CHANNEL } from '../../../shared/constants';
import { apiGet, apiPost } from './client';
import type { Read } from '../../../shared/contract/fields';
import type { z } from 'zod/mini';
import { balance, payMethods, payment, paypalCapture, type paymentBody } from '../../../shared/contract/pay';
import type { PAY_TYPES } from '../../../shared/contract/order';
import { userKeys } from './user';
import { orderKeys } from './orders';

const methodSchema = payMethods.lenient;
export type PayMethods = Read<typeof payMethods>;
export type PayType = (typeof PAY_TYPES)[number];

/** The enabled methods in the order the pay dialogs offer them. */
export function enabledPayTypes(m: PayMethods): PayType[] {
  const list: PayType[] = [];
  if (m.yueStatus) list.push('yue');
  // Cash on delivery needs no outside service: the operator's `codSwitch` (docs/api-extensions.md).
  if (m.codSwitch) list.push('cod');
  if (m.stripeStatus) list.push('stripe');
  if (m.paypalStatus) list.push('paypal');
  return list;
}

export const payKeys = {
  methods: ['site', 'payMethods'] as const,
};

export const payMethodsQuery = queryOptions({
  queryKey: payKeys.methods,
  queryFn: async ({ signal }) => methodSchema.parse(await apiGet<unknown>('/api/front/pay/method', undefined, signal)),
  staleTime: 5 * 60_000,
});

export function usePayMethods() {
  return useQuery(payMethodsQuery);
}

/** Same cache as usePayMethods, read as the list of enabled methods. */
export function usePayTypes() {
  return useQuery({ ...payMethodsQuery, select: enabledPayTypes });
}

const balanceSchema = balance.lenient;

export function useBalance(enabled: boolean) {
  return useQuery({
    queryKey: userKeys.balance,
    queryFn: async ({ signal }) => balanceSchema.parse(await apiGet<unknown>('/api/front/pay/balance', undefined, signal)).userBalance,
    enabled,
  });
}


const paymentSchema = payment.lenient;
export type PaymentAnswer = Read<typeof payment>;

async function startPayment(orderNo: string, payType: PayType): Promise<PaymentAnswer> {
  return paymentSchema.parse(await apiPost<unknown>('/api/front/pay/payment', { orderNo, payType, payChannel: PAY_CHANNEL } satisfies z.output<typeof paymentBody>));
}

/** Pay for a placed order with the chosen method; the answer says where the shopper goes next. */
export function usePayment() {
  return useMutation({ mutationFn: ({ orderNo, payType }: { orderNo: string; payType: PayType }) => startPayment(orderNo, payType) });
}

const paypalSchema = paypalCapture.lenient;

export async function capturePaypal(token: string, payerID: string) {
  return paypalSchema.parse(await apiPost<unknown>('/api/front/pay/paypal/success', { token, payerID }));
}

/** PayPal's return: capture once per token; a second capture would be refused, so never retry or refetch. */
export function usePaypalCapture(token: string, payerId: string) {
  return useQuery({
    queryKey: orderKeys.paypalCapture(token, payerId),
    queryFn: () => capturePaypal(token, payerId),
    enabled: token !== '' && payerId !== '',
    retry: false,
    staleTime: Infinity,
  });
}
