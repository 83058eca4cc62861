import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { AllowedRoute } from './allowlist';
import { apiGuard } from './api-guard';
import type { RouteGroup } from './context';
import type { Normalised } from './envelope';
import { JSON_BODY_LIMIT, rawQueryOf } from './proxy';
import { logUpstreamFailure, sendError, sendUpstreamFailure } from './replies';
import { readLiveSession, SESSION_MAX_AGE_S, SessionSealer, type SessionCookie } from './session';
import { UpstreamError } from './upstream';
import { readNormalised, upstreamHeaders } from './upstream-read';

/**
 * The merchant console's calls (docs/api-extensions.md "Admin side (consoles)"), proxied from their own
 * allowlist with their own session: the shop account's upstream token is sealed into a cookie of its own,
 * scoped to the console's API path, so the shopper's session and the merchant's never meet. A shopper
 * call never carries the merchant's token and a console call never the shopper's; one browser may hold both.
 */
const M = '/api/admin/merchant';

const merchantAllowlist: readonly AllowedRoute[] = [
  { method: 'POST', path: `${M}/login`, kind: 'login', limited: true },
  { method: 'GET', path: `${M}/logout`, kind: 'logout' },
  { method: 'GET', path: `${M}/getAdminInfoByToken`, kind: 'json' },
  { method: 'POST', path: `${M}/login/admin/update`, kind: 'json', limited: true },
  { method: 'GET', path: `${M}/log/sensitive/list`, kind: 'json' },
];

/** The console's cookie: never the shopper's name; `__Secure-` since a path-scoped cookie cannot be `__Host-`. */
interface ConsoleCookie extends SessionCookie {
  path: string;
}

function merchantCookie(secure: boolean): ConsoleCookie {
  return { name: secure ? '__Secure-msid' : 'msid', secure, path: M };
}

const cookieOptions = (c: ConsoleCookie) => ({ path: c.path, httpOnly: true, secure: c.secure, sameSite: 'strict' as const });
const MAX_QUERY = 4096;
const loginAnswer = z.looseObject({ token: z.string().check(z.minLength(1), z.maxLength(4096)) });

interface ConsoleDeps {
  cookie: ConsoleCookie;
  sealer: SessionSealer;
}

function send(reply: FastifyReply, n: Normalised, cookie: ConsoleCookie): FastifyReply {
  // A logged-out answer ends the console's session only; the shopper's stays as it is.
  if (!n.ok && n.loggedOut) reply.clearCookie(cookie.name, cookieOptions(cookie));
  return reply.code(n.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(n.body));
}

/** The upstream path and body of a call, or a 400 reason. */
function prepare(route: AllowedRoute, request: FastifyRequest): { path: string; body: Buffer | null } | string {
  const query = rawQueryOf(request.url);
  if (query.length > MAX_QUERY) return 'query too long';
  const raw = route.method === 'POST' && Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : null;
  if (raw) {
    try {
      JSON.parse(raw.toString('utf8'));
    } catch {
      return 'malformed JSON';
    }
  }
  return { path: query ? `${route.path}?${query}` : route.path, body: raw };
}

function consoleHandler(ctx: Parameters<typeof merchantConsoleRoutes>[1], deps: ConsoleDeps, route: AllowedRoute) {
  const { cookie, sealer } = deps;
  return async function handler(request: FastifyRequest, reply: FastifyReply) {
    const prepared = prepare(route, request);
    if (typeof prepared === 'string') return sendError(reply, 400, prepared);
    // Sign-in starts a new session: no earlier token goes with it.
    const token = route.kind === 'login' ? null : await readLiveSession(request, cookie, sealer, ctx.revocations);
    if (route.kind === 'logout' && token) await ctx.revocations.revoke(token);
    let n: Normalised | null = null;
    try {
      n = await readNormalised(ctx.upstream, request, {
        method: route.method,
        path: prepared.path,
        headers: upstreamHeaders(request, token, prepared.body ? 'application/json' : undefined),
        body: prepared.body,
      });
    } catch (err) {
      if (route.kind !== 'logout') return sendUpstreamFailure(request, reply, err);
      // The console's session ends whatever the upstream says; the revocation already refuses the cookie.
      logUpstreamFailure(request, err);
    }
    if (route.kind === 'logout') {
      // No Clear-Site-Data here: it would end the shopper's session in the same browser too.
      reply.clearCookie(cookie.name, cookieOptions(cookie));
      return reply.code(200).header('cache-control', 'no-store').type('application/json; charset=utf-8').send('null');
    }
    if (!n) return sendUpstreamFailure(request, reply, new UpstreamError('bad', 'no answer', 0));
    if (route.kind === 'login' && n.ok) {
      const answer = z.safeParse(loginAnswer, n.body);
      if (!answer.success) return sendUpstreamFailure(request, reply, new UpstreamError('bad', 'login answer without token', 0));
      const { token: issued, ...rest } = answer.data;
      reply.setCookie(cookie.name, sealer.seal(issued), { ...cookieOptions(cookie), maxAge: SESSION_MAX_AGE_S });
      return send(reply, { ok: true, status: 200, body: rest }, cookie);
    }
    return send(reply, n, cookie);
  };
}

/** The merchant console's API group: the API guard, then each allowlisted call, sign-in rate-limited as the shopper's. */
export const merchantConsoleRoutes: RouteGroup<'config' | 'upstream' | 'revocations'> = async (api, ctx) => {
  await api.register(apiGuard, { publicUrl: ctx.config.PUBLIC_URL, multipart: false });
  const cookie = merchantCookie(ctx.config.COOKIE_SECURE);
  // The cookie's name is the sealer's associated data, so a shopper's sealed cookie never opens here.
  const deps: ConsoleDeps = { cookie, sealer: new SessionSealer(ctx.config.SESSION_SECRETS, cookie.name) };
  const rl = { max: ctx.config.RATE_LIMIT_AUTH_MAX, timeWindow: ctx.config.RATE_LIMIT_WINDOW_S * 1000 };
  for (const route of merchantAllowlist) {
    api.route({
      method: route.method,
      url: route.path,
      exposeHeadRoute: false,
      bodyLimit: JSON_BODY_LIMIT,
      config: route.limited ? { rateLimit: rl } : {},
      handler: consoleHandler(ctx, deps, route),
    });
  }
};
