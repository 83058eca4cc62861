import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { adminLoginRequest, loginAdminUpdateRequest } from '../../../shared/contract/admin.js';
import { principalOf, requirePermission } from './guard.js';
import { revokeAdminToken } from './sessions.js';
import { adminInfo, adminLogin, operationLogPage, updateSignedInAdmin } from './service.js';
import type { AdminSide } from './tables.js';

/**
 * The consoles' access calls, the same on both sides as in A (MerchantLoginController and
 * PlatformLoginController, MerchantLogController and PlatformLogController): sign in, sign out, the
 * signed-in account, changing it, and the operation log. Every route but sign-in is guarded by its
 * permission string (guard.ts).
 */
function sideRoutes(app: FastifyInstance, ctx: CommerceContext, side: AdminSide): void {
  const base = `/api/admin/${side}`;
  const guard = (permission: string) => requirePermission(ctx, `${side}:${permission}`);

  app.post(`${base}/login`, async (req) => ok(await adminLogin(ctx, side, parse(adminLoginRequest, req.body), req.ip), 'login success'));

  app.get(`${base}/logout`, { preHandler: guard('logout') }, async (req) => {
    await revokeAdminToken(ctx, principalOf(req).token);
    return ok(null, 'logout success');
  });

  app.get(`${base}/getAdminInfoByToken`, { preHandler: guard('login:user:info') }, async (req) => ok(await adminInfo(ctx, principalOf(req))));

  const update = `${side}:login:admin:update`;
  app.post(`${base}/login/admin/update`, { preHandler: requirePermission(ctx, update) }, async (req) => {
    await updateSignedInAdmin(ctx, req, principalOf(req), parse(loginAdminUpdateRequest, req.body), update);
    return ok(null);
  });

  app.get(`${base}/log/sensitive/list`, { preHandler: guard('log:sensitive:list') }, async (req) => ok(await operationLogPage(ctx, principalOf(req), req.query)));
}

export default function adminAccountRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  sideRoutes(app, ctx, 'merchant');
  sideRoutes(app, ctx, 'platform');
}
