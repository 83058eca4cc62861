import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiGet, apiPost } from '@/api/client';
import { merchantApply, merchantApplyAuditResponse, merchantApplyHeaderNum, merchantApplyPage, type merchantApplyAuditRequest } from '../../../../shared/contract/admin-platform';
import type { Read } from '../../../../shared/contract/fields';
import { useWriteAndRefresh } from '../../../console/writes';

/**
 * The settlement applications' calls (docs/api-extensions.md "Shops and applications"), under the platform
 * console's BFF group: the list by state with its counts, one application, and the audit.
 */
const BASE = '/api/admin/platform/merchant/apply';

export type Application = Read<typeof merchantApply>;

const keys = {
  all: ['console', 'applications'] as const,
  counts: ['console', 'applications', 'counts'] as const,
  page: (status: string, page: number, limit: number) => ['console', 'applications', 'list', status, page, limit] as const,
  one: (id: number) => ['console', 'applications', 'one', id] as const,
};

export function useApplicationCounts() {
  return useQuery({
    queryKey: keys.counts,
    queryFn: async ({ signal }) => merchantApplyHeaderNum.lenient.parse(await apiGet<unknown>(`${BASE}/list/header/num`, undefined, signal)),
  });
}

/** One page of applications in a state (`''` for all), newest first. */
export function useApplications(status: string, page: number, limit: number) {
  return useQuery({
    queryKey: keys.page(status, page, limit),
    queryFn: async ({ signal }) => merchantApplyPage.lenient.parse(await apiGet<unknown>(`${BASE}/list`, { auditStatus: status || undefined, page, limit }, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: async ({ signal }) => merchantApply.lenient.parse(await apiGet<unknown>(`${BASE}/detail/${id}`, undefined, signal)),
    enabled: id > 0,
  });
}

/** Approve (auditStatus 2) or reject with the applicant's reason (3); the lists and counts follow. */
export function useAudit() {
  return useWriteAndRefresh(async (body: z.output<typeof merchantApplyAuditRequest>) => merchantApplyAuditResponse.lenient.parse(await apiPost<unknown>(`${BASE}/audit`, body)), keys.all, { ownErrors: true });
}
