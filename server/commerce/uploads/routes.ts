import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { ok, parse, ValidationError } from '../http/envelope.js';
import rateLimit from '@fastify/rate-limit';
import { readToken, requireUser, resolveUid } from '../http/auth.js';
import { assertQuota, resolveServedFile, storeImage, uploadQuotaBytes } from './service.js';

export const uploadQuery = z.object({
  model: z.preprocess(
    (v) => (v === undefined || v === '' ? 'product' : v),
    z.string().regex(/^[a-z][a-z0-9_]{0,31}$/i, 'model must be a short name like product or user'),
  ),
  pid: z.preprocess(
    (v) => (v === undefined || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number({ error: 'pid must be a number from 0 to 8' }).int('pid must be a number from 0 to 8').min(0, 'pid must be a number from 0 to 8').max(8, 'pid must be a number from 0 to 8'),
  ),
});

const FIELD = 'multipart';

/** The one file of an upload form, read from its `multipart` field (other parts are drained). */
export async function readUpload(req: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  if (!req.isMultipart()) throw new ValidationError('Please choose a file to upload');
  let found: { data: Buffer; filename: string } | null = null;
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    // toBuffer() throws the multipart size error past 5 MB; the app's error handler answers code 400.
    const data = await part.toBuffer();
    if (part.fieldname === FIELD && !found) found = { data, filename: part.filename };
  }
  if (!found) throw new ValidationError('Please choose a file to upload (form field "multipart")');
  return found;
}

/** docs/upstream-contract.md §12 uploads, and the `/crmebimage/*` files they (and the seed) produce. */
export default async function uploadRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  // Anonymous uploads could fill the disk: every upload belongs to a signed-in account (the flows
  // that upload, reviews, refunds, avatars and the shop application, all need one), is rate-limited
  // per account, and counts against the account's storage quota.
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: ctx.config.UPLOAD_RATE_MAX,
      timeWindow: 60_000,
      // Per account, however many sessions it holds: behind the BFF every request comes from its address, and
      // the BFF limits per client address.
      keyGenerator: async (req) => {
        const token = readToken(req);
        const uid = token ? await resolveUid(ctx, token) : null;
        return uid ? `account:${uid}` : `address:${req.ip}`;
      },
      errorResponseBuilder: () => ({ statusCode: 429, code: 429, message: 'Too many uploads, please wait a minute', data: null }),
    });
    for (const path of ['/api/front/upload/image', '/api/front/upload/file']) {
      scope.post(path, async (req) => {
        const uid = await requireUser(ctx, req);
        const q = parse(uploadQuery, req.query ?? {});
        const quotaBytes = await uploadQuotaBytes(ctx, uid);
        await assertQuota(ctx, uid, quotaBytes);
        const file = await readUpload(req);
        return ok(await storeImage(ctx, { uid, model: q.model.toLowerCase(), originalName: file.filename, data: file.data, quotaBytes }));
      });
    }
  });

  app.get<{ Params: { '*': string } }>('/crmebimage/*', async (req, reply) => {
    const file = await resolveServedFile(ctx, req.params['*']);
    if (!file) return reply.status(404).send({ code: 404, message: 'Not found', data: null });
    // Stored names are random and never rewritten, so a file at a URL never changes.
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('last-modified', file.mtime.toUTCString())
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own must not run script or load anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(createReadStream(file.path));
  });
}
