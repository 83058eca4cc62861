import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet, apiPost, request } from '@/api/client';
import {
  adminLoginChallenge,
  adminTotpLoginResponse,
  loginAdminResponse,
  recoveryCodesResponse,
  sensitiveMethodLogPage,
  totpEnrolment,
  type adminForgetPasswordRequest,
  type adminLoginRequest,
  type adminResetPasswordRequest,
  type adminTotpLoginRequest,
  type loginAdminUpdateRequest,
  type totpDisableRequest,
} from '../../shared/contract/admin';
import type { Read } from '../../shared/contract/fields';
import { useConsole } from './context';

/**
 * A console's data access: the access calls of docs/api-extensions.md "Admin side (consoles)", the same
 * under either side's base, through the BFF's console group (its own cookie; the shared fetch wrapper adds
 * the CSRF header and reports a 401 to the console's session-expiry handler).
 */

export type AdminInfo = Read<typeof loginAdminResponse>;
export type LogEntry = Read<typeof sensitiveMethodLogPage>['list'][number];

export const consoleKeys = {
  all: ['console'] as const,
  me: ['console', 'me'] as const,
  log: (page: number, limit: number) => ['console', 'log', page, limit] as const,
};

/** The signed-in account; a 401 is an answer here (signed out), not a failure to show. */
export function useAdminInfo() {
  const base = useConsole().api;
  return useQuery({
    queryKey: consoleKeys.me,
    queryFn: async ({ signal }) => loginAdminResponse.lenient.parse(await request<unknown>(`${base}/getAdminInfoByToken`, { signal, quiet401: true })),
    retry: false,
    staleTime: 60_000,
  });
}

/** The password step answers either a session (no `ticket`) or a two-factor challenge. */
const loginStep = z.union([adminLoginChallenge.lenient, z.looseObject({})]);
export type LoginChallenge = Read<typeof adminLoginChallenge>;

export function useLogin() {
  const base = useConsole().api;
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (body: z.output<typeof adminLoginRequest>): Promise<LoginChallenge | null> => {
      const answer = loginStep.parse(await apiPost<unknown>(`${base}/login`, body));
      return 'ticket' in answer && typeof answer.ticket === 'string' && answer.ticket ? (answer as LoginChallenge) : null;
    },
    onSuccess: (challenge) => {
      if (!challenge) void qc.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
}

export function useTotpLogin() {
  const base = useConsole().api;
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (body: z.output<typeof adminTotpLoginRequest>) => adminTotpLoginResponse.lenient.parse(await apiPost<unknown>(`${base}/login/totp`, body)),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export function useLogout() {
  const base = useConsole().api;
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiGet<unknown>(`${base}/logout`),
    onSettled: () => qc.removeQueries({ queryKey: consoleKeys.all }),
  });
}

export function useForgetPassword() {
  const base = useConsole().api;
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: z.output<typeof adminForgetPasswordRequest>) => apiPost<unknown>(`${base}/login/forget/password`, body),
  });
}

export function useResetPassword() {
  const base = useConsole().api;
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: z.output<typeof adminResetPasswordRequest>) => apiPost<unknown>(`${base}/login/reset/password`, body),
  });
}

export function useChangePassword() {
  const base = useConsole().api;
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: z.output<typeof loginAdminUpdateRequest>) => apiPost<unknown>(`${base}/login/admin/update`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export function useTotpEnrol() {
  const base = useConsole().api;
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async () => totpEnrolment.lenient.parse(await apiPost<unknown>(`${base}/login/admin/totp/enrol`, {})),
  });
}

export function useTotpConfirm() {
  const base = useConsole().api;
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (code: string) => recoveryCodesResponse.lenient.parse(await apiPost<unknown>(`${base}/login/admin/totp/confirm`, { code })),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export function useTotpDisable() {
  const base = useConsole().api;
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: z.output<typeof totpDisableRequest>) => apiPost<unknown>(`${base}/login/admin/totp/disable`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export function useRecoveryRenew() {
  const base = useConsole().api;
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (code: string) => recoveryCodesResponse.lenient.parse(await apiPost<unknown>(`${base}/login/admin/totp/recovery/renew`, { code })),
  });
}

export function useOperationLog(page: number, limit: number) {
  const base = useConsole().api;
  return useQuery({
    queryKey: consoleKeys.log(page, limit),
    queryFn: async ({ signal }) => sensitiveMethodLogPage.lenient.parse(await apiGet<unknown>(`${base}/log/sensitive/list`, { page, limit }, signal)),
    placeholderData: keepPreviousData,
  });
}
