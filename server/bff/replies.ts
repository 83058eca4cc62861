import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, type Normalised } from './envelope';
import { clearSession, type SessionCookie } from './session';
import { UpstreamError } from './upstream';

/**
 * The BFF's own answers: errors in the envelope-free `{status, code, message}` form the SPA reads,
 * upstream failures as gateway statuses, and normalised upstream answers. Every route group answers
 * through these, so an error looks the same whichever route refused.
 */

/** How each kind of upstream failure reaches the browser. */
export const STATUS_FOR: Record<UpstreamError['kind'], number> = { bad: 502, refused: 503, timeout: 504 };

export function sendError(reply: FastifyReply, status: number, message?: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(errorBody(status, message));
}

export function logUpstreamFailure(request: FastifyRequest, err: unknown): UpstreamError['kind'] {
  const kind = err instanceof UpstreamError ? err.kind : 'bad';
  request.upstreamMs += err instanceof UpstreamError ? err.upstreamMs : 0;
  // The detail (which may name the internal address) goes to the log only, never to the browser.
  request.log.warn({ upstreamFailure: kind, detail: err instanceof Error ? err.message : String(err) }, 'upstream failure');
  return kind;
}

export function sendUpstreamFailure(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  return sendError(reply, STATUS_FOR[logUpstreamFailure(request, err)]);
}

/** An upstream answer in HTTP terms; a logged-out code also ends the browser's session. */
export function sendNormalised(reply: FastifyReply, n: Normalised, cookie: SessionCookie): FastifyReply {
  if (!n.ok && n.loggedOut) clearSession(reply, cookie);
  return reply.code(n.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(n.body));
}
