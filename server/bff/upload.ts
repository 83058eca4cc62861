import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../shared/constants';
import { fillPath } from './allowlist';
import { normaliseEnvelope, parseEnvelope } from './envelope';
import { rawQueryOf, sendError, sendUpstreamFailure, upstreamHeaders, type ProxyDeps } from './proxy';
import { clearSession, readLiveSession } from './session';
import { UpstreamError } from './upstream';

/**
 * Image upload pass-through (contract §12): the file streams from the browser to the upstream
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

export async function uploadRoutes(app: FastifyInstance, deps: ProxyDeps & { paths: string[] }) {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  const handler = (pattern: string) =>
    async function upload(request: FastifyRequest, reply: FastifyReply) {
      const declaredLength = Number(request.headers['content-length'] ?? 0);
      if (declaredLength > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) return sendError(reply, 413);
      const rawQuery = rawQueryOf(request.url);
      const q = queryShape.safeParse(Object.fromEntries(new URLSearchParams(rawQuery)));
      if (!q.success) return sendError(reply, 400, 'bad upload parameters');

      let part;
      try {
        part = await request.file();
      } catch {
        return sendError(reply, 400, 'malformed multipart body');
      }
      if (!part) return sendError(reply, 400, 'file required');
      const file = part.file;
      if (part.fieldname !== 'multipart') {
        file.resume();
        return sendError(reply, 400, 'file field must be "multipart"');
      }

      const it = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      let head = Buffer.alloc(0);
      while (head.length < 8) {
        const r = await it.next();
        if (r.done) break;
        head = Buffer.concat([head, r.value]);
      }
      const sniffed = sniffImage(head);
      const declared = part.mimetype.toLowerCase();
      const declaredOk = declared === '' || declared === 'application/octet-stream' || declared === sniffed || (declared === 'image/jpg' && sniffed === 'image/jpeg');
      if (!sniffed || !declaredOk) {
        file.resume();
        return sendError(reply, 415, 'Only JPEG or PNG images are accepted');
      }

      const boundary = `----bff${randomBytes(12).toString('hex')}`;
      const ext = sniffed === 'image/png' ? 'png' : 'jpg';
      const name = (part.filename || `upload.${ext}`).replace(/[^\w.-]/g, '_').slice(-100);
      let tooLarge = false;
      async function* body(): AsyncGenerator<Buffer> {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="multipart"; filename="${name}"\r\nContent-Type: ${sniffed}\r\n\r\n`,
        );
        yield head;
        for (;;) {
          const r = await it.next();
          if (r.done) break;
          if (file.truncated) break;
          yield r.value;
        }
        if (file.truncated) {
          tooLarge = true;
          throw new TooLarge('upload exceeds the cap');
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      }

      const path = fillPath(pattern, {}) + (rawQuery ? `?${rawQuery}` : '');
      const token = await readLiveSession(request, deps.cookie, deps.sealer, deps.revocations);
      try {
        const res = await deps.upstream.request({
          method: 'POST',
          path,
          headers: upstreamHeaders(request, token, `multipart/form-data; boundary=${boundary}`),
          body: body(),
          retries: 0,
        });
        request.upstreamMs += res.upstreamMs;
        const env = parseEnvelope(res.body);
        if (!env) throw new UpstreamError('bad', `not an envelope (HTTP ${res.status})`, res.upstreamMs);
        const n = normaliseEnvelope(env);
        if (!n.ok && n.loggedOut) clearSession(reply, deps.cookie);
        return reply.code(n.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(n.body));
      } catch (err) {
        if (tooLarge || file.truncated) {
          file.resume();
          return sendError(reply, 413);
        }
        return sendUpstreamFailure(request, reply, err);
      }
    };

  for (const p of deps.paths) app.post(p, { bodyLimit: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD }, handler(p));
}
