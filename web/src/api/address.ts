import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { list, pick, type Read } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { address, type addressBody } from '../../../shared/contract/address';
import type { Send } from '../../../shared/contract/request-fields';

const addressRead = pick(address, ['id', 'realName', 'phone', 'countryCode', 'country', 'province', 'city', 'district', 'detail', 'postCode', 'email', 'isDefault']);
export const addressSchema = addressRead.lenient;
export type Address = Read<typeof addressRead>;

/** The full list the PC checkout uses (docs/upstream-contract.md §9). */
/** Checkout's picker and the account's address book read one cache, so an edit in either shows in both. */
export const addressKeys = {
  all: ['address'] as const,
  everything: ['address', 'all'] as const,
  book: (page: number) => ['address', 'book', page] as const,
  one: (id: number) => ['address', 'one', id] as const,
};

export function useAllAddresses(enabled = true) {
  return useQuery({
    queryKey: addressKeys.everything,
    queryFn: async ({ signal }) => list(addressRead).lenient.parse(await apiGet<unknown>('/api/pc/address/all/list', undefined, signal)),
    enabled,
  });
}

/** The save call's body: the service's address request, the fields the SPA may leave out optional. */
export type AddressInput = Send<typeof addressBody, 'postCode' | 'countryCode' | 'phone' | 'province' | 'city' | 'district'>;

export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddressInput) => addressSchema.parse(await apiPost<unknown>('/api/front/address/edit', input)),
    onSuccess: () => qc.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export function useAddressBook(page: number) {
  return useQuery({
    queryKey: addressKeys.book(page),
    queryFn: async ({ signal }) => pageOf(addressRead).lenient.parse(await apiGet('/api/front/address/list', { page, limit: 20 }, signal)),
  });
}

export function useAddress(id: number) {
  return useQuery({
    queryKey: addressKeys.one(id),
    queryFn: async ({ signal }) => addressSchema.parse(await apiGet(`/api/front/address/detail/${id}`, undefined, signal)),
    enabled: id > 0,
  });
}

function useAddressMutation<A>(fn: (a: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: addressKeys.all }) });
}

export const useDeleteAddress = () => useAddressMutation((id: number) => apiPost<unknown>('/api/front/address/del', { id }));
export const useSetDefaultAddress = () => useAddressMutation((id: number) => apiPost<unknown>('/api/front/address/default/set', { id }));
