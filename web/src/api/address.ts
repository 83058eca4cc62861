import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from './client';
import { bool, listOf, num, text } from './wire';
import { postCodeText } from '../../../shared/postcode';

export const addressSchema = z.object({
  id: num,
  realName: text,
  phone: text,
  countryCode: text,
  country: text,
  province: text,
  city: text,
  district: text,
  detail: text,
  // Text on the embedded service; a number (0 = none) on upstreams that store integers.
  postCode: z.unknown().transform(postCodeText),
  email: text,
  isDefault: bool,
});
export type Address = z.output<typeof addressSchema>;

/** The full list the PC checkout uses (contract §9). */
export function useAllAddresses(enabled = true) {
  return useQuery({
    queryKey: ['address', 'all'],
    queryFn: async ({ signal }) => listOf(addressSchema).parse(await apiGet<unknown>('/api/pc/address/all/list', undefined, signal)),
    enabled,
  });
}

export interface AddressInput {
  id?: number;
  realName: string;
  email: string;
  country: string;
  detail: string;
  postCode?: string;
  countryCode?: string;
  phone?: string;
  isDefault: boolean;
}

export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddressInput) => addressSchema.parse(await apiPost<unknown>('/api/front/address/edit', input)),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['address'] }),
  });
}
