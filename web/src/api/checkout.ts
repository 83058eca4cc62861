import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from './client';
import { listOf, money, num, text } from './wire';
import { cartKeys } from './cart';
import { orderKeys } from './orders';

/** Under ['orders'], so placing or paying an order drops the stale checkout answers with the rest. */
export const checkoutKeys = {
  preOrder: (preOrderNo: string) => ['orders', 'pre', preOrderNo] as const,
  computed: (input: PriceInput) => ['orders', 'computed', input] as const,
};

export type PreOrderRequest =
  | { preOrderType: 'shoppingCart'; orderDetails: { shoppingCartId: number }[] }
  | { preOrderType: 'buyNow'; orderDetails: { productId: number; attrValueId: number; productNum: number }[] };

const preOrderNoSchema = z.object({ preOrderNo: z.string().min(1) });

async function createPreOrder(req: PreOrderRequest): Promise<string> {
  return preOrderNoSchema.parse(await apiPost<unknown>('/api/front/order/pre/order', req)).preOrderNo;
}

/**
 * Buy now or check out the cart: checkout then loads the pre-order. A refusal usually means the
 * cart changed under the shopper (stock, a removed product), so the cart reloads.
 */
export function useCreatePreOrder() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createPreOrder, onError: () => qc.invalidateQueries({ queryKey: cartKeys.all }) });
}

const preOrderLineSchema = z.object({
  productId: num,
  productName: text,
  attrValueId: num,
  image: text,
  sku: text,
  price: money,
  payNum: num,
});

const preOrderSchema = z.object({
  proTotalFee: money,
  orderProNum: num,
  freightFee: money,
  totalPrice: money,
  couponFee: money,
  payFee: money,
  addressId: num,
  orderList: listOf(z.object({ merId: num, merName: text, orderInfoList: listOf(preOrderLineSchema) })),
});

export type PreOrder = z.output<typeof preOrderSchema>;

export function usePreOrder(preOrderNo: string) {
  return useQuery({
    queryKey: checkoutKeys.preOrder(preOrderNo),
    queryFn: async ({ signal }) => preOrderSchema.parse(await apiGet<unknown>(`/api/front/order/load/pre/${encodeURIComponent(preOrderNo)}`, undefined, signal)),
    enabled: preOrderNo !== '',
    retry: false,
    staleTime: Infinity,
  });
}

export interface PriceInput {
  preOrderNo: string;
  addressId: number;
  couponId: number;
  isUseIntegral: boolean;
}

const computedSchema = z.object({
  couponFee: money,
  freightFee: money,
  payFee: money,
  proTotalFee: money,
  deductionPrice: money,
  usedIntegral: num,
  surplusIntegral: num,
});

/** The server is the only source of order totals; the page shows exactly what this returns. */
export type ComputedPrice = z.output<typeof computedSchema>;

export function useComputedPrice(input: PriceInput) {
  return useQuery({
    queryKey: checkoutKeys.computed(input),
    queryFn: async () => computedSchema.parse(await apiPost<unknown>('/api/front/order/computed/price', input)),
    enabled: input.preOrderNo !== '' && input.addressId > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export interface CreateOrderInput {
  preOrderNo: string;
  addressId: number;
  couponId: number;
  payType: string;
  payChannel: 'pc';
  mark: string;
  realName: string;
  phone: string;
  email: string;
  isUseIntegral: boolean;
}

const orderNoSchema = z.object({ orderNo: z.string().min(1) });

async function createOrder(input: CreateOrderInput): Promise<string> {
  return orderNoSchema.parse(await apiPost<unknown>('/api/front/order/create', input)).orderNo;
}

/** Place the order (once; payment is a separate step): the cart lines it took leave and the order lists gain it. */
export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: cartKeys.all });
      void qc.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
