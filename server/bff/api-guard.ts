import type { FastifyPluginAsync } from 'fastify';
import { checkCsrf, mediaType } from './csrf';
import { inRegisteringScope } from './context';
import { sendError } from './replies';
import { jsonTooDeep } from '../json-depth';

export interface ApiGuardOptions {
  /** PUBLIC_URL: an Origin naming it is our own. */
  publicUrl?: string;
  /** The group takes multipart bodies (uploads); every other /api group refuses them. */
  multipart: boolean;
}

/**
 * What every /api route group starts with, in its own scope: the CSRF check (a missing X-CSRF header,
 * a cross-site or foreign-origin write) and the refusal of content types a form can send; bodies
 * stay bytes, since JSON routes forward them as sent and raw-string routes need the bytes. One hook
 * per route, as before the groups were split.
 */
export const apiGuard: FastifyPluginAsync<ApiGuardOptions> = inRegisteringScope(async (api, opts) => {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
    // Deep nesting is refused before anything parses it (see json-depth.ts).
    if (jsonTooDeep(body as Buffer)) {
      const err = new Error('Request body is nested too deeply') as Error & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
      return;
    }
    done(null, body);
  });
  const csrf = { publicUrl: opts.publicUrl, multipartAllowed: opts.multipart };
  // Callback style: no promise per request.
  api.addHook('onRequest', (request, reply, done) => {
    const refusal = checkCsrf(request, csrf);
    if (refusal) {
      request.log.info({ csrf: refusal.reason }, 'csrf refusal');
      sendError(reply, refusal.status);
      return;
    }
    const type = mediaType(request);
    if (type && type !== 'application/json' && !(opts.multipart && type === 'multipart/form-data')) {
      sendError(reply, 415);
      return;
    }
    done();
  });
});
