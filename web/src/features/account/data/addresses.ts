import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../api/client';
import { addressSchema } from '../../../api/address';
import { pageOf } from '@/api/wire';

/**
 * The account area's address calls (contract §9). Shop owns api/address.ts for checkout; these
 * share its ['address'] key prefix so a change here refreshes checkout's picker and vice versa.
 */
export { addressSchema, type Address } from '../../../api/address';

export const addressKeys = {
  all: ['address'] as const,
  book: (page: number) => ['address', 'book', page] as const,
  one: (id: number) => ['address', 'one', id] as const,
};

export function useAddressBook(page: number) {
  return useQuery({
    queryKey: addressKeys.book(page),
    queryFn: async ({ signal }) => pageOf(addressSchema).parse(await apiGet('/api/front/address/list', { page, limit: 20 }, signal)),
  });
}

export function useAddress(id: number) {
  return useQuery({
    queryKey: addressKeys.one(id),
    queryFn: async ({ signal }) => addressSchema.parse(await apiGet(`/api/front/address/detail/${id}`, undefined, signal)),
    enabled: id > 0,
  });
}

export interface AddressPayload {
  id?: number;
  realName: string;
  email: string;
  country: string;
  detail: string;
  postCode: string;
  countryCode: string;
  phone: string;
  isDefault: boolean;
}

function useAddressMutation<A>(fn: (a: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: addressKeys.all }) });
}

export const useSaveAddress = () => useAddressMutation((p: AddressPayload) => apiPost<unknown>('/api/front/address/edit', p));
export const useDeleteAddress = () => useAddressMutation((id: number) => apiPost<unknown>('/api/front/address/del', { id }));
export const useSetDefaultAddress = () => useAddressMutation((id: number) => apiPost<unknown>('/api/front/address/default/set', { id }));
