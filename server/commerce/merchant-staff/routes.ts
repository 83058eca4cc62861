import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { principalOf, requirePermission } from '../admin-accounts/guard.js';
import {
  idQuery,
  invitationResendRequest,
  MERCHANT_STAFF_PATHS as PATH,
  MERCHANT_STAFF_PERMISSIONS as PERMISSION,
  staffInviteRequest,
  staffStatusQuery,
  staffUpdateRequest,
  systemAdminSearchRequest,
  systemRoleRequest,
  systemRoleSearchRequest,
} from '../../../shared/contract/admin-staff.js';
import { addRole, deleteRole, rolePage, updateRole } from './roles.js';
import { deleteStaff, inviteStaff, resendInvitation, setStaffStatus, staffPage, updateStaff } from './staff.js';

/** A change's handler: A answers its success with no data. */
const done = (change: (req: FastifyRequest) => Promise<unknown>) => async (req: FastifyRequest) => {
  await change(req);
  return ok(null);
};

/**
 * A shop's staff and roles (docs/api-extensions.md "Staff and roles"): A's MerchantRoleController and
 * MerchantAdminController at A's paths, each behind A's permission string and reaching only the caller's
 * shop; and ours, the no-session resend of a set-password link. A's state changes over GET stay GETs; the
 * BFF lets a browser reach them only with its CSRF header.
 */
export default function merchantStaffRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  const guard = (permission: string) => ({ preHandler: requirePermission(ctx, permission) });
  const query = (req: FastifyRequest) => req.query ?? {};

  app.get(PATH.roleList, guard(PERMISSION.roleList), async (req) => ok(await rolePage(ctx, principalOf(req).merId, parse(systemRoleSearchRequest, query(req)), req.query)));
  app.post(PATH.roleSave, guard(PERMISSION.roleSave), done((req) => addRole(ctx, req, principalOf(req), parse(systemRoleRequest, req.body), PERMISSION.roleSave)));
  app.post(PATH.roleUpdate, guard(PERMISSION.roleUpdate), done((req) => updateRole(ctx, req, principalOf(req), parse(systemRoleRequest, req.body), PERMISSION.roleUpdate)));
  app.get(PATH.roleDelete, guard(PERMISSION.roleDelete), done((req) => deleteRole(ctx, req, principalOf(req), parse(idQuery, query(req)).id, PERMISSION.roleDelete)));

  app.get(PATH.adminList, guard(PERMISSION.adminList), async (req) => ok(await staffPage(ctx, principalOf(req).merId, parse(systemAdminSearchRequest, query(req)), req.query)));
  app.post(PATH.adminSave, guard(PERMISSION.adminSave), async (req) => ok(await inviteStaff(ctx, req, principalOf(req), parse(staffInviteRequest, req.body), PERMISSION.adminSave), 'Invitation sent'));
  app.post(PATH.adminUpdate, guard(PERMISSION.adminUpdate), done((req) => updateStaff(ctx, req, principalOf(req), parse(staffUpdateRequest, req.body), PERMISSION.adminUpdate)));
  app.get(PATH.adminUpdateStatus, guard(PERMISSION.adminUpdateStatus), done((req) => {
    const q = parse(staffStatusQuery, query(req));
    return setStaffStatus(ctx, req, principalOf(req), q.id, q.status, PERMISSION.adminUpdateStatus);
  }));
  app.get(PATH.adminDelete, guard(PERMISSION.adminDelete), done((req) => deleteStaff(ctx, req, principalOf(req), parse(idQuery, query(req)).id, PERMISSION.adminDelete)));

  // Ours: no session (the holder cannot sign in yet); the same answer whatever the email.
  app.post(PATH.invitationResend, async (req) => {
    await resendInvitation(ctx, parse(invitationResendRequest, req.body).account);
    return ok(null, 'Sent successfully');
  });
}
