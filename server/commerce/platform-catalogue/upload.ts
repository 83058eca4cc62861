import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { principalOf, requirePermission } from '../admin-accounts/guard.js';
import { readAdminToken } from '../admin-accounts/sessions.js';
import { logOperation } from '../admin-accounts/operation-log.js';
import { readUpload, uploadQuery } from '../uploads/routes.js';
import { storeImage } from '../uploads/service.js';
import { PLATFORM_CATALOGUE_PATHS as PATH, PLATFORM_CATALOGUE_PERMISSIONS as PERMISSION } from '../../../shared/contract/admin-platform-catalogue.js';

/**
 * A's PlatformUploadController image call: the banners' and category icons' pictures, stored and checked as
 * the merchant console's upload is (JPEG or PNG by its bytes, at most 5 MB, a random name under /crmebimage/),
 * answered with A's FileResultVo, rate-limited per console session and written to the operation log.
 */
export async function platformUploadRoutes(scope: FastifyInstance, ctx: CommerceContext): Promise<void> {
  await scope.register(rateLimit, {
    max: ctx.config.UPLOAD_RATE_MAX,
    timeWindow: 60_000,
    keyGenerator: (req) => readAdminToken(req, 'platform') ?? req.ip,
    errorResponseBuilder: () => ({ statusCode: 429, code: 429, message: 'Too many uploads, please wait a minute', data: null }),
  });
  scope.post(PATH.upload, { preHandler: requirePermission(ctx, PERMISSION.upload) }, async (req) => {
    const who = principalOf(req);
    const q = parse(uploadQuery, req.query ?? {});
    const file = await readUpload(req);
    const stored = await storeImage(ctx, { uid: 0, model: q.model.toLowerCase(), originalName: file.filename, data: file.data });
    await logOperation(ctx, req, who, {
      description: 'Upload a picture',
      method: PERMISSION.upload,
      methodType: 'create',
      requestParam: { model: q.model, pid: q.pid, fileName: stored.fileName },
      changes: { url: { before: null, after: stored.url } },
    });
    return ok(stored);
  });
}
