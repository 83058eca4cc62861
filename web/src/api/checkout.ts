import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { list, pick, type Read } from '../../../shared/contract/fields';
import type { z } from 'zod/mini';
import { computedPrice, orderNo, preOrder, preOrderLine, preOrderNo, type computedPriceBody, type orderCreateBody, type preOrderBody } from '../../../shared/contract/order';
import { cartKeys } from './cart';
import { orderKeys } from './orders';

/** Under ['orders'], so placing or paying an order drops the stale checkout answers with the rest. */
export const checkoutKeys = {
  preOrder: (preOrderNo: string) => ['orders', 'pre', preOrderNo] as const,
  computed: (input: PriceInput) => ['orders', 'computed', input] as const,
};

export type PreOrderRequest = z.output<typeof preOrderBody>;

/** A pre-order or order number must be there: without it there is nothing to load. */
function required(no: string): string {
  if (!no) throw new Error('The answer carries no order number');
  return no;
}

async function createPreOrder(req: PreOrderRequest): Promise<string> {
  return required(preOrderNo.lenient.parse(await apiPost<unknown>('/api/front/order/pre/order', req)).preOrderNo);
}

/**
 * Buy now or check out the cart: checkout then loads the pre-order. A refusal usually means the
 * cart changed under the shopper (stock, a removed product), so the cart reloads.
 */
export function useCreatePreOrder() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createPreOrder, onError: () => qc.invalidateQueries({ queryKey: cartKeys.all }) });
}


const preOrderLineRead = pick(preOrderLine, ['productId', 'productName', 'attrValueId', 'image', 'sku', 'price', 'payNum']);
const preOrderRead = pick(preOrder, ['proTotalFee', 'orderProNum', 'freightFee', 'totalPrice', 'couponFee', 'payFee', 'addressId'], {
  orderList: list(pick(preOrder.shape.orderList.item, ['merId', 'merName'], { orderInfoList: list(preOrderLineRead) })),
});
const preOrderSchema = preOrderRead.lenient;
export type PreOrder = Read<typeof preOrderRead>;

export function usePreOrder(preOrderNo: string) {
  return useQuery({
    queryKey: checkoutKeys.preOrder(preOrderNo),
    queryFn: async ({ signal }) => preOrderSchema.parse(await apiGet<unknown>(`/api/front/order/load/pre/${encodeURIComponent(preOrderNo)}`, undefined, signal)),
    enabled: preOrderNo !== '',
    retry: false,
    staleTime: Infinity,
  });
}

export type PriceInput = z.output<typeof computedPriceBody>;

const computedSchema = computedPrice.lenient;
export type ComputedPrice = Read<typeof computedPrice>;

/** The server is the only source of order totals; the page shows exactly what this returns. */
export function useComputedPrice(input: PriceInput) {
  return useQuery({
    queryKey: checkoutKeys.computed(input),
    queryFn: async () => computedSchema.parse(await apiPost<unknown>('/api/front/order/computed/price', input)),
    enabled: input.preOrderNo !== '' && input.addressId > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export type CreateOrderInput = z.output<typeof orderCreateBody>;


async function createOrder(input: CreateOrderInput): Promise<string> {
  return required(orderNo.lenient.parse(await apiPost<unknown>('/api/front/order/create', input)).orderNo);
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
