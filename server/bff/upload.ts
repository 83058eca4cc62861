import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../shared/constants';
import { allowlist, fillPath } from './allowlist';
import { apiGuard } from './api-guard';
import type { RouteGroup } from './context';
import { normaliseEnvelope } from './envelope';
import { rawQueryOf, type ProxyDeps } from './proxy';
import { sendError, sendNormalised, sendUpstreamFailure } from './replies';
import { readLiveSession } from './session';
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

function uploadHandler(deps: ProxyDeps, pattern: string) {
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
    const token = await readLiveSession(request, deps.cookie, deps.sealer, deps.revocations);
    try {
      const { res, env } = await readEnvelope(deps.upstream, request, {
        method: 'POST',
        path,
        headers: upstreamHeaders(request, token, `multipart/form-data; boundary=${boundary}`),
        body: upstreamBody(f, boundary),
        retries: 0,
      });
      if (!env) throw notAnEnvelope(res);
      return sendNormalised(reply, normaliseEnvelope(env), deps.cookie);
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
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  for (const route of allowlist) {
    if (route.kind === 'upload') app.post(route.path, { bodyLimit: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD }, uploadHandler(ctx, route.path));
  }
};
