import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { principalOf, requirePermission } from '../admin-accounts/guard.js';
import { readAdminToken } from '../admin-accounts/sessions.js';
import { logOperation } from '../admin-accounts/operation-log.js';
import { readUpload, uploadQuery } from '../uploads/routes.js';
import { storeImage } from '../uploads/service.js';

const MERCHANT_UPLOAD_IMAGE = '/api/admin/merchant/upload/image';
const PERMISSION = 'merchant:upload:image';

/**
 * A's MerchantUploadController image call (docs/api-extensions.md "Admin side (consoles)"): a product's
 * pictures, stored and checked as a shopper's upload is (JPEG or PNG by its bytes, at most 5 MB, a random
 * name under /crmebimage/), answered with A's FileResultVo. Rate-limited per console session as shoppers'
 * uploads are per account, and written to the operation log. Registered in a scope of its own (the rate limit's).
 */
export async function merchantUploadRoutes(scope: FastifyInstance, ctx: CommerceContext): Promise<void> {
  await scope.register(rateLimit, {
    max: ctx.config.UPLOAD_RATE_MAX,
    timeWindow: 60_000,
    keyGenerator: (req) => readAdminToken(req, 'merchant') ?? req.ip,
    errorResponseBuilder: () => ({ statusCode: 429, code: 429, message: 'Too many uploads, please wait a minute', data: null }),
  });
  scope.post(MERCHANT_UPLOAD_IMAGE, { preHandler: requirePermission(ctx, PERMISSION) }, async (req) => {
    const who = principalOf(req);
    const q = parse(uploadQuery, req.query ?? {});
    const file = await readUpload(req);
    // Console accounts are not shoppers: the file belongs to no shopper account (uid 0); the log names the shop's account.
    const stored = await storeImage(ctx, { uid: 0, model: q.model.toLowerCase(), originalName: file.filename, data: file.data });
    await logOperation(ctx, req, who, {
      description: 'Upload a picture',
      method: PERMISSION,
      methodType: 'create',
      requestParam: { model: q.model, pid: q.pid, fileName: stored.fileName },
      changes: { url: { before: null, after: stored.url } },
    });
    return ok(stored);
  });
}
