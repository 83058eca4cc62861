import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiGet, apiPost } from '@/api/client';
import {
  MERCHANT_STAFF_PATHS as PATHS,
  staffInviteResponse,
  systemAdminPage,
  systemRolePage,
  type invitationResendRequest,
  type staffInviteRequest,
  type staffUpdateRequest,
  type systemRoleRequest,
} from '../../../../shared/contract/admin-staff';
import { merchantInvitationPasswordResponse, type merchantInvitationPasswordRequest } from '../../../../shared/contract/admin-platform';
import type { Read } from '../../../../shared/contract/fields';
import { consoleKeys } from '../../../console/api';
import { usePostAndRefresh, useWriteAndRefresh } from '../../../console/writes';

/**
 * The merchant console's staff calls (docs/api-extensions.md "Staff and roles"): the shop's roles and
 * accounts, the invitation and the set-password link, through the console's BFF group.
 */
export type Role = Read<typeof systemRolePage>['list'][number];
export type StaffMember = Read<typeof systemAdminPage>['list'][number];
type RoleBody = z.input<typeof systemRoleRequest>;
type InviteBody = z.input<typeof staffInviteRequest>;
type StaffUpdateBody = z.input<typeof staffUpdateRequest>;

/** Roles are few: the editor and the invite dialog read them all at once. */
const ALL_ROLES = 100;

export const staffKeys = {
  all: [...consoleKeys.all, 'staff'] as const,
  roles: [...consoleKeys.all, 'staff', 'roles'] as const,
  list: (page: number, limit: number) => [...consoleKeys.all, 'staff', 'list', page, limit] as const,
};

export function useRoles() {
  return useQuery({
    queryKey: staffKeys.roles,
    queryFn: async ({ signal }) => systemRolePage.lenient.parse(await apiGet<unknown>(PATHS.roleList, { page: 1, limit: ALL_ROLES }, signal)).list,
  });
}

export function useStaffList(page: number, limit: number) {
  return useQuery({
    queryKey: staffKeys.list(page, limit),
    queryFn: async ({ signal }) => systemAdminPage.lenient.parse(await apiGet<unknown>(PATHS.adminList, { page, limit }, signal)),
    placeholderData: keepPreviousData,
  });
}

/** Add (no `id`) or change a role; the dialog words its own failures. */
export function useSaveRole() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: RoleBody) => apiPost<unknown>(body.id ? PATHS.roleUpdate : PATHS.roleSave, body),
    // A role's name shows on the staff list too.
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useDeleteRole() {
  return useWriteAndRefresh((id: number) => apiGet<unknown>(PATHS.roleDelete, { id }), staffKeys.roles, { ownErrors: true });
}

export function useInviteStaff() {
  return useWriteAndRefresh(async (body: InviteBody) => staffInviteResponse.lenient.parse(await apiPost<unknown>(PATHS.adminSave, body)), staffKeys.all, { ownErrors: true });
}

export function useUpdateStaff() {
  return usePostAndRefresh<StaffUpdateBody>(PATHS.adminUpdate, staffKeys.all, { ownErrors: true });
}

/** Disable or enable an account, or delete it: A's GETs, which the BFF still guards with the CSRF header. */
export function useStaffAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'disable' | 'enable' | 'delete' }) =>
      action === 'delete' ? apiGet<unknown>(PATHS.adminDelete, { id }) : apiGet<unknown>(PATHS.adminUpdateStatus, { id, status: action === 'enable' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** A new set-password link for an account still waiting for its first password (ours; no session). */
export function useResendInvitation() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: z.output<typeof invitationResendRequest>) => apiPost<unknown>(PATHS.invitationResend, body),
  });
}

/** The set-password link's call: the token from the email and the new password; answers the account to sign in with. */
export function useAcceptInvitation() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (body: z.output<typeof merchantInvitationPasswordRequest>) => merchantInvitationPasswordResponse.lenient.parse(await apiPost<unknown>('/api/admin/merchant/login/invitation/password', body)),
  });
}
