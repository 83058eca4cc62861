import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { EMAIL_RE, CODE_RE } from '../../../shared/validation';
import { MAX_IMAGES, PAGE_SIZE } from '../../../shared/constants';
import { apiGet, apiPost, request } from './client';
import { pick, type Read } from '../../../shared/contract/fields';
import { page as pageOf } from '../../../shared/contract/common';
import { settledAgreement, settledRecord } from '../../../shared/contract/merchant';

/** Merchant application states (docs/upstream-contract.md §11): 1 pending, 2 approved, 3 rejected. */
export const AUDIT = { pending: 1, approved: 2, rejected: 3 } as const;

const recordRead = pick(settledRecord, ['id', 'name', 'categoryId', 'typeId', 'realName', 'email', 'phone', 'address', 'keywords', 'auditStatus', 'denialReason', 'qualificationPicture', 'createTime']);
export type SettledRecord = Read<typeof recordRead>;


export const settledKeys = {
  all: ['merchant', 'settled'] as const,
  records: (page: number) => ['merchant', 'settled', 'records', page] as const,
  agreement: ['merchant', 'settled', 'agreement'] as const,
};

export function useSettledRecords(page: number) {
  return useQuery({
    queryKey: settledKeys.records(page),
    queryFn: async ({ signal }) => pageOf(recordRead).lenient.parse(await apiGet('/api/front/merchant/settled/record', { page, limit: PAGE_SIZE }, signal)),
  });
}

export function useSettledAgreement() {
  return useQuery({
    queryKey: settledKeys.agreement,
    queryFn: async ({ signal }) => settledAgreement.lenient.parse(await apiGet('/api/front/merchant/settled/agreement', undefined, signal)).agreement,
    staleTime: 10 * 60_000,
  });
}

/** POST /api/front/captcha/email/merchant/settled with the bare email as the body (docs/upstream-contract.md §11). */
const sendSettledCode = (email: string) => request<unknown>('/api/front/captcha/email/merchant/settled', { method: 'POST', raw: email.trim() });

export function useSendSettledCode() {
  return useMutation({ mutationFn: sendSettledCode });
}

export const settledApplySchema = z.object({
  name: z.string().trim().min(1).max(64),
  realName: z.string().trim().min(1).max(64),
  email: z.string().trim().regex(EMAIL_RE),
  captcha: z.string().trim().regex(CODE_RE),
  categoryId: z.number().int().positive(),
  typeId: z.number().int().positive(),
  address: z.string().trim().min(1).max(255),
  phone: z.string().trim().max(32),
  qualificationPicture: z.array(z.string().min(1)).min(1).max(MAX_IMAGES),
});
export type SettledApply = z.input<typeof settledApplySchema>;

export function useApplySettled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SettledApply) => {
      const a = settledApplySchema.parse(input);
      return apiPost<unknown>('/api/front/merchant/settled/apply', { ...a, qualificationPicture: a.qualificationPicture.join(',') });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: settledKeys.all }),
  });
}
