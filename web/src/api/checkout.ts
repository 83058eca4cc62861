import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { list, pick, type Read } from '../../../shared/contract/fields';
import { computedPrice, orderNo, preOrder, preOrderLine, preOrderNo } from '../../../shared/contract/order';

export type PreOrderRequest =
  | { preOrderType: 'shoppingCart'; orderDetails: { shoppingCartId: number }[] }
  | { preOrderType: 'buyNow'; orderDetails: { productId: number; attrValueId: number; productNum: number }[] };

/** A pre-order or order number must be there: without it there is nothing to load. */
function required(no: string): string {
  if (!no) throw new Error('The answer carries no order number');
  return no;
}

export async function createPreOrder(req: PreOrderRequest): Promise<string> {
  return required(preOrderNo.lenient.parse(await apiPost<unknown>('/api/front/order/pre/order', req)).preOrderNo);
}

const preOrderLineRead = pick(preOrderLine, ['productId', 'productName', 'attrValueId', 'image', 'sku', 'price', 'payNum']);
const preOrderRead = pick(preOrder, ['proTotalFee', 'orderProNum', 'freightFee', 'totalPrice', 'couponFee', 'payFee', 'addressId'], {
  orderList: list(pick(preOrder.shape.orderList.item, ['merId', 'merName'], { orderInfoList: list(preOrderLineRead) })),
});
const preOrderSchema = preOrderRead.lenient;
export type PreOrder = Read<typeof preOrderRead>;

export function usePreOrder(preOrderNo: string) {
  return useQuery({
    queryKey: ['orders', 'pre', preOrderNo],
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

const computedSchema = computedPrice.lenient;
export type ComputedPrice = Read<typeof computedPrice>;

/** The server is the only source of order totals; the page shows exactly what this returns. */
export function useComputedPrice(input: PriceInput) {
  return useQuery({
    queryKey: ['orders', 'computed', input],
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


export async function createOrder(input: CreateOrderInput): Promise<string> {
  return required(orderNo.lenient.parse(await apiPost<unknown>('/api/front/order/create', input)).orderNo);
}
