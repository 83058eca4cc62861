import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/api/client';
import { COD_SWITCH_KEY, PLATFORM_CATALOGUE_PATHS as PATH } from '../../../../shared/contract/admin-platform-catalogue';

/** Cash on delivery at checkout: the operator's switch, through A's `getuniq`/`saveuniq` (docs/api-extensions.md). */
export const codKeys = {
  switch: ['console', 'platform-config', COD_SWITCH_KEY] as const,
};

/** Whether shoppers may pay the courier in cash ("1") or not ("0"). */
export function useCodSwitch() {
  return useQuery({ queryKey: codKeys.switch, queryFn: async ({ signal }) => (await apiGet<unknown>(PATH.configGet, { key: COD_SWITCH_KEY }, signal)) === '1' });
}

export function useSaveCodSwitch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => apiPost<unknown>(PATH.configSave, { key: COD_SWITCH_KEY, value: on ? '1' : '0' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: codKeys.switch }),
  });
}
