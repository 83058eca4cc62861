import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../shared/constants';
import { allowlist, fillPath } from './allowlist';
import { apiGuard } from './api-guard';
import type { RouteGroup } from './context';
import { normaliseEnvelope, type Normalised } from './envelope';
import { rawQueryOf } from './proxy';
import { sendError, sendNormalised, sendUpstreamFailure } from './replies';
import { readLiveSession } from './session';
import type { UpstreamClient } from './upstream';
import { notAnEnvelope, readEnvelope, upstreamHeaders } from './upstream-read';

/**
 * Image upload pass-through (docs/upstream-contract.md §12): the file streams from the browser to the upstream
 * without being buffered whole. Only the `multipart` field, JPEG/PNG by magic bytes (and by declared
 * type when one is given), at most UPLOAD_MAX_BYTES; anything bigger is cut off with 413.
 */
const MULTIPART_OVERHEAD = 64 * 1024;
const queryShape = z.object({
  model: z.string().regex(/^[a-z_]{1,32}$/).optional(),
  pid: z.coerce.number().int().min(0).max(8).optional(),
});

export function sniffImage(head: Buffer): 'image/jpeg' | 'image/png' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  return null;
}

class TooLarge extends Error {}

/** A file part that passed the checks: its first bytes (already read), the rest still streaming. */
interface CheckedFile {
  file: MultipartFile['file'];
  rest: AsyncIterator<Buffer>;
  head: Buffer;
  type: 'image/jpeg' | 'image/png';
  name: string;
  /** Set when the stream was cut at the cap. */
  tooLarge: boolean;
}

/** The one file part, checked; a number is the refusal's status with its message. */
async function checkedFile(request: FastifyRequest): Promise<CheckedFile | [number, string]> {
  let part;
  try {
    part = await request.file();
  } catch {
    return [400, 'malformed multipart body'];
  }
  if (!part) return [400, 'file required'];
  const file = part.file;
  if (part.fieldname !== 'multipart') {
    file.resume();
    return [400, 'file field must be "multipart"'];
  }
  const rest = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  while (head.length < 8) {
    const r = await rest.next();
    if (r.done) break;
    head = Buffer.concat([head, r.value]);
  }
  const sniffed = sniffImage(head);
  const declared = part.mimetype.toLowerCase();
  const declaredOk = declared === '' || declared === 'application/octet-stream' || declared === sniffed || (declared === 'image/jpg' && sniffed === 'image/jpeg');
  if (!sniffed || !declaredOk) {
    file.resume();
    return [415, 'Only JPEG or PNG images are accepted'];
  }
  const ext = sniffed === 'image/png' ? 'png' : 'jpg';
  const name = (part.filename || `upload.${ext}`).replace(/[^\w.-]/g, '_').slice(-100);
  return { file, rest, head, type: sniffed, name, tooLarge: false };
}

/** The multipart body the upstream gets: the checked file alone, under the contract's field name. */
async function* upstreamBody(f: CheckedFile, boundary: string): AsyncGenerator<Buffer> {
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipart"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`);
  yield f.head;
  for (;;) {
    const r = await f.rest.next();
    if (r.done) break;
    if (f.file.truncated) break;
    yield r.value;
  }
  if (f.file.truncated) {
    f.tooLarge = true;
    throw new TooLarge('upload exceeds the cap');
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** Whose session an upload carries upstream, and how the answer goes back (the shopper's cookie or a console's). */
export interface UploadSession {
  upstream: UpstreamClient;
  token(request: FastifyRequest): Promise<string | null>;
  send(reply: FastifyReply, n: Normalised): FastifyReply;
}

export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD;

/** The multipart parser with the upload caps: one file, a few small fields. */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
}

export function uploadHandler(session: UploadSession, pattern: string) {
  return async function upload(request: FastifyRequest, reply: FastifyReply) {
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    if (declaredLength > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) return sendError(reply, 413);
    const rawQuery = rawQueryOf(request.url);
    const q = queryShape.safeParse(Object.fromEntries(new URLSearchParams(rawQuery)));
    if (!q.success) return sendError(reply, 400, 'bad upload parameters');

    const f = await checkedFile(request);
    if (Array.isArray(f)) return sendError(reply, f[0], f[1]);

    const boundary = `----bff${randomBytes(12).toString('hex')}`;
    const path = fillPath(pattern, {}) + (rawQuery ? `?${rawQuery}` : '');
    const token = await session.token(request);
    try {
      const { res, env } = await readEnvelope(session.upstream, request, {
        method: 'POST',
        path,
        headers: upstreamHeaders(request, token, `multipart/form-data; boundary=${boundary}`),
        body: upstreamBody(f, boundary),
        retries: 0,
      });
      if (!env) throw notAnEnvelope(res);
      return session.send(reply, normaliseEnvelope(env));
    } catch (err) {
      if (f.tooLarge || f.file.truncated) {
        f.file.resume();
        return sendError(reply, 413);
      }
      return sendUpstreamFailure(request, reply, err);
    }
  };
}

/** The allowlist's upload calls, behind the API guard with multipart bodies allowed. */
export const uploadRoutes: RouteGroup<'config' | 'upstream' | 'sealer' | 'cookie' | 'cache' | 'revocations'> = async (app, ctx) => {
  await app.register(apiGuard, { publicUrl: ctx.config.PUBLIC_URL, multipart: true });
  await acceptUploads(app);
  const session: UploadSession = {
    upstream: ctx.upstream,
    token: (request) => readLiveSession(request, ctx.cookie, ctx.sealer, ctx.revocations),
    send: (reply, n) => sendNormalised(reply, n, ctx.cookie),
  };
  // Per client address, whatever session or guest identity it holds: a guest identity costs nothing to make, so
  // the service's per-account limit alone would let one address write as fast as it can make guests.
  const perAddress = { rateLimit: { max: ctx.config.UPLOAD_RATE_MAX, timeWindow: 60_000 } };
  for (const route of allowlist) {
    if (route.kind === 'upload') app.post(route.path, { bodyLimit: UPLOAD_BODY_LIMIT, config: perAddress }, uploadHandler(session, route.path));
  }
};
