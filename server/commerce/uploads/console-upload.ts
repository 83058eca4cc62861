import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { principalOf, requirePermission } from '../admin-accounts/guard.js';
import { readAdminToken } from '../admin-accounts/sessions.js';
import { logOperation } from '../admin-accounts/operation-log.js';
import { readUpload, uploadQuery } from './routes.js';
import { storeImage } from './service.js';

interface ConsoleUpload {
  /** Whose console sessions the rate limit counts. */
  side: Parameters<typeof readAdminToken>[1];
  path: string;
  permission: string;
}

/**
 * A console's picture upload (A's MerchantUploadController and PlatformUploadController image calls): stored
 * and checked as a shopper's upload is (JPEG or PNG by its bytes, at most 5 MB, a random name under
 * /crmebimage/), answered with A's FileResultVo, rate-limited per console session as shoppers' uploads are per
 * account, and written to the operation log. Registered in a scope of its own (the rate limit's).
 */
export async function consoleUploadRoute(scope: FastifyInstance, ctx: CommerceContext, { side, path, permission }: ConsoleUpload): Promise<void> {
  await scope.register(rateLimit, {
    max: ctx.config.UPLOAD_RATE_MAX,
    timeWindow: 60_000,
    keyGenerator: (req) => readAdminToken(req, side) ?? req.ip,
    errorResponseBuilder: () => ({ statusCode: 429, code: 429, message: 'Too many uploads, please wait a minute', data: null }),
  });
  scope.post(path, { preHandler: requirePermission(ctx, permission) }, async (req) => {
    const who = principalOf(req);
    const q = parse(uploadQuery, req.query ?? {});
    const file = await readUpload(req);
    // Console accounts are not shoppers: the file belongs to no shopper account (uid 0); the log names the console account.
    const stored = await storeImage(ctx, { uid: 0, model: q.model.toLowerCase(), originalName: file.filename, data: file.data });
    await logOperation(ctx, req, who, {
      description: 'Upload a picture',
      method: permission,
      methodType: 'create',
      requestParam: { model: q.model, pid: q.pid, fileName: stored.fileName },
      changes: { url: { before: null, after: stored.url } },
    });
    return ok(stored);
  });
}
