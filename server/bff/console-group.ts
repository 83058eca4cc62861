import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { fillPath, PARAM_RE, type AllowedRoute } from './allowlist';
import { apiGuard } from './api-guard';
import type { BffContext, RouteGroup } from './context';
import { normaliseEnvelope, parseEnvelope, type Normalised } from './envelope';
import { JSON_BODY_LIMIT, rawQueryOf } from './proxy';
import { logUpstreamFailure, sendError, sendUpstreamFailure } from './replies';
import { readLiveSession, SESSION_MAX_AGE_S, SessionSealer, type SessionCookie } from './session';
import { UpstreamError } from './upstream';
import { acceptUploads, UPLOAD_BODY_LIMIT, uploadHandler, type UploadSession } from './upload';
import { readNormalised, upstreamHeaders } from './upstream-read';

/**
 * A console's calls (docs/api-extensions.md "Admin side (consoles)"), proxied from its own allowlist with
 * its own session: the console account's upstream token is sealed into a cookie of its own, scoped to the
 * console's API path, so the shopper's session and each console's never meet. A shopper call never
 * carries a console token, a console call never the shopper's or the other console's; one browser may
 * hold all three. The merchant and the platform console are two groups made here, one per side.
 */
export type ConsoleSide = 'merchant' | 'platform';

/** The access calls both consoles have, as the service answers them under `/api/admin/{side}`. */
function accessAllowlist(side: ConsoleSide): AllowedRoute[] {
  const base = `/api/admin/${side}`;
  const post = (path: string, kind: AllowedRoute['kind'] = 'json', limited = true): AllowedRoute => ({ method: 'POST', path: `${base}${path}`, kind, limited });
  const routes: AllowedRoute[] = [
    post('/login', 'login'),
    // The code step of two-factor sign-in issues the token, so it is a sign-in as well.
    post('/login/totp', 'login'),
    post('/login/forget/password'),
    post('/login/reset/password'),
    { method: 'GET', path: `${base}/logout`, kind: 'logout' },
    { method: 'GET', path: `${base}/getAdminInfoByToken`, kind: 'json' },
    post('/login/admin/update'),
    post('/login/admin/totp/enrol', 'json', false),
    post('/login/admin/totp/confirm'),
    post('/login/admin/totp/recovery/renew'),
    { method: 'GET', path: `${base}/log/sensitive/list`, kind: 'json' },
  ];
  // Operators must keep two-factor sign-in; only a shop's staff can turn it off.
  if (side === 'merchant') {
    routes.push(post('/login/admin/totp/disable'));
    // A new shop owner's set-password link (no session), and the shop's own state with why it was closed.
    routes.push(post('/login/invitation/password'), { method: 'GET', path: `${base}/base/info`, kind: 'json' });
  }
  return routes;
}

/** The console's cookie: never the shopper's name; `__Secure-` since a path-scoped cookie cannot be `__Host-`. */
interface ConsoleCookie extends SessionCookie {
  path: string;
}

const COOKIE_NAME: Record<ConsoleSide, string> = { merchant: 'msid', platform: 'psid' };

function consoleCookie(side: ConsoleSide, secure: boolean): ConsoleCookie {
  return { name: secure ? `__Secure-${COOKIE_NAME[side]}` : COOKIE_NAME[side], secure, path: `/api/admin/${side}` };
}

const cookieOptions = (c: ConsoleCookie) => ({ path: c.path, httpOnly: true, secure: c.secure, sameSite: 'strict' as const });
const MAX_QUERY = 4096;
const loginAnswer = z.looseObject({ token: z.string().check(z.minLength(1), z.maxLength(4096)) });
/** The password step's answer when a code is still needed: no token yet, so no session yet. */
const codeNeeded = z.looseObject({ ticket: z.string().check(z.minLength(1)) });

type ConsoleContext = Pick<BffContext, 'config' | 'upstream' | 'revocations'>;

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
  const params = request.params as Record<string, string>;
  if (Object.values(params).some((v) => !PARAM_RE.test(v))) return 'bad path parameter';
  const path = fillPath(route.path, params);
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
  return { path: query ? `${path}?${query}` : path, body: raw };
}

/**
 * A console's file download (the finance statement's CSV): a text answer goes to the browser with its own
 * file name, never cached; a refusal comes as the usual envelope and is answered as every console call's.
 */
async function sendCsv(ctx: ConsoleContext, request: FastifyRequest, reply: FastifyReply, path: string, token: string | null, cookie: ConsoleCookie) {
  let res;
  try {
    res = await ctx.upstream.request({ method: 'GET', path, headers: { ...upstreamHeaders(request, token), accept: 'text/csv, application/json' } });
  } catch (err) {
    return sendUpstreamFailure(request, reply, err);
  }
  request.upstreamMs += res.upstreamMs;
  const env = parseEnvelope(res.body);
  if (env) return send(reply, normaliseEnvelope(env), cookie);
  if (res.status !== 200) return sendUpstreamFailure(request, reply, new UpstreamError('bad', `not a file (HTTP ${res.status})`, 0));
  const name = path.split('?')[0]!.split('/').slice(-2).join('-').replace(/[^\w.-]/g, '') || 'export';
  return reply
    .code(200)
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .type('text/csv; charset=utf-8')
    .send(res.body);
}

function consoleHandler(ctx: ConsoleContext, deps: ConsoleDeps, route: AllowedRoute) {
  const { cookie, sealer } = deps;
  return async function handler(request: FastifyRequest, reply: FastifyReply) {
    const prepared = prepare(route, request);
    if (typeof prepared === 'string') return sendError(reply, 400, prepared);
    // Sign-in starts a new session: no earlier token goes with it.
    const token = route.kind === 'login' ? null : await readLiveSession(request, cookie, sealer, ctx.revocations);
    if (route.kind === 'logout' && token) await ctx.revocations.revoke(token);
    if (route.kind === 'csv') return sendCsv(ctx, request, reply, prepared.path, token, cookie);
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
      if (!answer.success) {
        if (z.safeParse(codeNeeded, n.body).success) return send(reply, n, cookie);
        return sendUpstreamFailure(request, reply, new UpstreamError('bad', 'login answer without token', 0));
      }
      const { token: issued, ...rest } = answer.data;
      reply.setCookie(cookie.name, sealer.seal(issued), { ...cookieOptions(cookie), maxAge: SESSION_MAX_AGE_S });
      return send(reply, { ok: true, status: 200, body: rest }, cookie);
    }
    return send(reply, n, cookie);
  };
}

/**
 * A console's API group: the API guard, then each allowlisted call, sign-in and code calls rate-limited as the
 * shopper's. `uploads` are POST paths streamed as the shopper's picture uploads are (upload.ts: one JPEG or PNG
 * in the `multipart` field, the same size cap), carrying the console's session; they sit in a scope of their
 * own, the only one of the console's that takes multipart bodies.
 */
export function consoleRouteGroup(side: ConsoleSide, calls: readonly AllowedRoute[] = [], uploads: readonly string[] = []): RouteGroup<'config' | 'upstream' | 'revocations'> {
  return async (api, ctx) => {
    const cookie = consoleCookie(side, ctx.config.COOKIE_SECURE);
    // The cookie's name is the sealer's associated data, so neither the shopper's nor the other console's cookie opens here.
    const deps: ConsoleDeps = { cookie, sealer: new SessionSealer(ctx.config.SESSION_SECRETS, cookie.name) };
    const rl = { max: ctx.config.RATE_LIMIT_AUTH_MAX, timeWindow: ctx.config.RATE_LIMIT_WINDOW_S * 1000 };
    await api.register(async (json) => {
      await json.register(apiGuard, { publicUrl: ctx.config.PUBLIC_URL, multipart: false });
      // The access calls, then the console's own calls (`calls`, each under the same cookie and guard).
      for (const route of [...accessAllowlist(side), ...calls]) {
        json.route({
          method: route.method,
          url: route.path,
          exposeHeadRoute: false,
          bodyLimit: route.bodyLimit ?? JSON_BODY_LIMIT,
          config: route.limited ? { rateLimit: rl } : {},
          handler: consoleHandler(ctx, deps, route),
        });
      }
    });
    if (uploads.length === 0) return;
    await api.register(async (files) => {
      await files.register(apiGuard, { publicUrl: ctx.config.PUBLIC_URL, multipart: true });
      await acceptUploads(files);
      const session: UploadSession = {
        upstream: ctx.upstream,
        token: (request) => readLiveSession(request, cookie, deps.sealer, ctx.revocations),
        send: (reply, n) => send(reply, n, cookie),
      };
      for (const path of uploads) files.post(path, { bodyLimit: UPLOAD_BODY_LIMIT }, uploadHandler(session, path));
    });
  };
}
