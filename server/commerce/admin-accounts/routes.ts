import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import {
  adminForgetPasswordRequest,
  adminLoginRequest,
  adminResetPasswordRequest,
  adminTotpLoginRequest,
  loginAdminUpdateRequest,
  totpCodeRequest,
  totpDisableRequest,
} from '../../../shared/contract/admin.js';
import { principalOf, requirePermission } from './guard.js';
import { revokeAdminToken } from './sessions.js';
import { adminInfo, adminLogin, adminTotpLogin, operationLogPage, updateSignedInAdmin } from './service.js';
import { confirmTotpEnrolment, disableTotp, renewRecoveryCodes, startTotpEnrolment } from './account-security.js';
import { resetAdminPassword, sendAdminResetCode } from './password-reset.js';
import { acceptInvitation } from './invitation.js';
import { merchantInvitationPasswordRequest } from '../../../shared/contract/admin-platform.js';
import type { AdminSide } from './tables.js';

/**
 * The consoles' access calls, the same on both sides as in A (MerchantLoginController and
 * PlatformLoginController, MerchantLogController and PlatformLogController): sign in, sign out, the
 * signed-in account, changing it, and the operation log; and ours: the code step of two-factor sign-in,
 * the account's authenticator settings and password reset by an emailed code. Every route but the
 * sign-in and reset steps is guarded by its permission string (guard.ts).
 */
function sideRoutes(app: FastifyInstance, ctx: CommerceContext, side: AdminSide): void {
  const base = `/api/admin/${side}`;
  const guard = (permission: string) => requirePermission(ctx, `${side}:${permission}`);

  app.post(`${base}/login`, async (req) => {
    const answer = await adminLogin(ctx, side, parse(adminLoginRequest, req.body), req.ip);
    return ok(answer, 'ticket' in answer ? 'two-factor code required' : 'login success');
  });
  app.post(`${base}/login/totp`, async (req) => ok(await adminTotpLogin(ctx, req, side, parse(adminTotpLoginRequest, req.body)), 'login success'));
  app.post(`${base}/login/forget/password`, async (req) => {
    await sendAdminResetCode(ctx, side, parse(adminForgetPasswordRequest, req.body));
    return ok(null, 'Sent successfully');
  });
  app.post(`${base}/login/reset/password`, async (req) => {
    await resetAdminPassword(ctx, req, side, parse(adminResetPasswordRequest, req.body));
    return ok(null);
  });

  app.get(`${base}/logout`, { preHandler: guard('logout') }, async (req) => {
    await revokeAdminToken(ctx, principalOf(req).token);
    return ok(null, 'logout success');
  });

  app.get(`${base}/getAdminInfoByToken`, { preHandler: guard('login:user:info') }, async (req) => ok(await adminInfo(ctx, principalOf(req))));

  // The account's own sign-in settings: its details, password and authenticator share one permission.
  const update = `${side}:login:admin:update`;
  const own = { preHandler: requirePermission(ctx, update) };
  app.post(`${base}/login/admin/update`, own, async (req) => {
    await updateSignedInAdmin(ctx, req, principalOf(req), parse(loginAdminUpdateRequest, req.body), update);
    return ok(null);
  });
  app.post(`${base}/login/admin/totp/enrol`, own, async (req) => ok(await startTotpEnrolment(ctx, principalOf(req))));
  app.post(`${base}/login/admin/totp/confirm`, own, async (req) => ok(await confirmTotpEnrolment(ctx, req, principalOf(req), parse(totpCodeRequest, req.body).code, update)));
  app.post(`${base}/login/admin/totp/recovery/renew`, own, async (req) => ok(await renewRecoveryCodes(ctx, req, principalOf(req), parse(totpCodeRequest, req.body).code, update)));
  if (side === 'merchant') {
    // Ours: the new shop owner's set-password link (no session yet; the link's token is the proof).
    app.post(`${base}/login/invitation/password`, async (req) => ok(await acceptInvitation(ctx, req, parse(merchantInvitationPasswordRequest, req.body))));
    app.post(`${base}/login/admin/totp/disable`, own, async (req) => {
      await disableTotp(ctx, req, principalOf(req), parse(totpDisableRequest, req.body), update);
      return ok(null);
    });
  }

  app.get(`${base}/log/sensitive/list`, { preHandler: guard('log:sensitive:list') }, async (req) => ok(await operationLogPage(ctx, principalOf(req), req.query)));
}

export default function adminAccountRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  sideRoutes(app, ctx, 'merchant');
  sideRoutes(app, ctx, 'platform');
}
