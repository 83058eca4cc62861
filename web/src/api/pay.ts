import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from './client';
import { bool, listOf, money, num, text } from './wire';

const methodSchema = z.object({
  yueStatus: bool,
  paypalStatus: bool,
  stripeStatus: bool,
  stripePublishableKey: text,
});
export type PayMethods = z.output<typeof methodSchema>;

export function usePayMethods() {
  return useQuery({
    queryKey: ['site', 'payMethods'],
    queryFn: async ({ signal }) => methodSchema.parse(await apiGet<unknown>('/api/front/pay/method', undefined, signal)),
    staleTime: 5 * 60_000,
  });
}

const balanceSchema = z.object({ userBalance: money });

export function useBalance(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'balance'],
    queryFn: async ({ signal }) => balanceSchema.parse(await apiGet<unknown>('/api/front/pay/balance', undefined, signal)).userBalance,
    enabled,
  });
}

export type PayType = 'yue' | 'stripe' | 'paypal';

const paymentSchema = z.object({
  status: bool,
  payType: text,
  orderNo: text,
  redirect: text,
  stripeClientSecret: text,
});
export type PaymentAnswer = z.output<typeof paymentSchema>;

export async function startPayment(orderNo: string, payType: PayType): Promise<PaymentAnswer> {
  return paymentSchema.parse(await apiPost<unknown>('/api/front/pay/payment', { orderNo, payType, payChannel: 'pc' }));
}

const paypalSchema = z.object({ status: bool, payPrice: money, orderNo: text });

export async function capturePaypal(token: string, payerID: string) {
  return paypalSchema.parse(await apiPost<unknown>('/api/front/pay/paypal/success', { token, payerID }));
}

const masterOrderSchema = z.object({
  orderNo: text,
  paid: bool,
  payType: text,
  payTime: text,
  createTime: text,
  payPrice: money,
  totalNum: num,
  isCancel: bool,
  orderList: listOf(z.object({ orderNo: text, merName: text })),
});
export type MasterOrder = z.output<typeof masterOrderSchema>;

/** The master order behind a payment, for the result page (contract §5 /order/master/detail). */
export function useMasterOrder(orderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'master', orderNo],
    queryFn: async ({ signal }) =>
      masterOrderSchema.parse(await apiGet<unknown>(`/api/front/order/master/detail/${encodeURIComponent(orderNo)}`, undefined, signal)),
    enabled: enabled && orderNo !== '',
    retry: false,
  });
}
