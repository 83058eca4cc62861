import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AllowedRoute } from './allowlist';
import { allowlist, fillPath } from './allowlist';
import { apiGuard } from './api-guard';
import { cacheKey, type PublicCache } from './cache';
import type { RouteGroup } from './context';
import { answerFor, answerHeaders } from './public-answers';
import type { MalformedFieldWarnings } from './malformed-fields';
import type { Normalised } from './envelope';
import { logUpstreamFailure, sendError, sendNormalised, sendUpstreamFailure } from './replies';
import { clearSession, readLiveSession, setSession, type SessionCookie, type SessionSealer } from './session';
import type { Revocations } from './revocations';
import { UpstreamError, type UpstreamClient } from './upstream';
import { readNormalised, upstreamHeaders, type FieldWatch } from './upstream-read';
import { countCacheAnswer } from '../metrics';

/**
 * The generic handler behind every allowlisted JSON call: builds the upstream request (token from
 * the session, our headers only), buffers and normalises the answer, and does the session work of
 * token-issuing and logout routes.
 */
export interface ProxyDeps {
  upstream: UpstreamClient;
  sealer: SessionSealer;
  cookie: SessionCookie;
  cache: PublicCache;
  revocations: Revocations;
  /** Warns once per route and field about malformed picture lists, currencies and dates. */
  fieldWarnings?: MalformedFieldWarnings;
}

const MAX_QUERY = 4096;
const emailBody = z.string().trim().email().max(254);
const loginAnswer = z.object({ token: z.string().min(1).max(4096) }).passthrough();
const queryFields = z.record(z.string(), z.union([z.string().max(256), z.number(), z.boolean()]));

export function rawQueryOf(url: string): string {
  const i = url.indexOf('?');
  return i < 0 ? '' : url.slice(i + 1);
}

class NotCacheable extends Error {
  constructor(public readonly answer: Normalised) {
    super('upstream answer not cacheable');
  }
}

interface Prepared {
  path: string;
  body?: Buffer | string;
  contentType?: string;
}

/** Validates and shapes what goes upstream; a string result is a 400 reason. */
function prepare(route: AllowedRoute, request: FastifyRequest): Prepared | string {
  let path: string;
  try {
    path = fillPath(route.path, request.params as Record<string, string>);
  } catch {
    return 'bad path parameter';
  }
  let query = rawQueryOf(request.url);
  if (query.length > MAX_QUERY) return 'query too long';
  const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
  const hasBody = raw !== undefined && raw.length > 0;

  if (route.kind === 'raw') {
    if (!hasBody) return 'body required';
    let text = raw.toString('utf8').trim();
    // Accept a JSON-quoted string too, but always send the bare string the contract wants.
    if (text.startsWith('"')) {
      try {
        const v: unknown = JSON.parse(text);
        if (typeof v !== 'string') return 'string body required';
        text = v;
      } catch {
        return 'malformed body';
      }
    }
    const email = emailBody.safeParse(text);
    if (!email.success) return 'email required';
    return { path: query ? `${path}?${query}` : path, body: email.data, contentType: 'application/json' };
  }

  if (route.kind === 'query') {
    // The contract reads these as form/query params; a JSON object body is folded into the query.
    if (hasBody) {
      let v: unknown;
      try {
        v = JSON.parse(raw.toString('utf8'));
      } catch {
        return 'malformed JSON';
      }
      const fields = queryFields.safeParse(v);
      if (!fields.success) return 'flat JSON object expected';
      const params = new URLSearchParams(query);
      for (const [k, val] of Object.entries(fields.data)) params.set(k, String(val));
      query = params.toString();
    }
    return { path: query ? `${path}?${query}` : path };
  }

  const full = query ? `${path}?${query}` : path;
  if (!hasBody || route.method === 'GET') return { path: full };
  if (!route.rawText) {
    try {
      JSON.parse(raw.toString('utf8'));
    } catch {
      return 'malformed JSON';
    }
  }
  return { path: full, body: raw, contentType: 'application/json' };
}

async function servePublic(deps: ProxyDeps, route: AllowedRoute, watch: FieldWatch | undefined, request: FastifyRequest, reply: FastifyReply, path: string) {
  const key = cacheKey(fillPath(route.path, request.params as Record<string, string>), rawQueryOf(path));
  let result;
  try {
    result = await deps.cache.get(key, async () => {
      const n = await readNormalised(deps.upstream, request, { method: 'GET', path, headers: upstreamHeaders(request) }, watch);
      if (!n.ok) throw new NotCacheable(n);
      return Buffer.from(JSON.stringify(n.body));
    });
  } catch (err) {
    if (err instanceof NotCacheable) return sendNormalised(reply, err.answer, deps.cookie);
    return sendUpstreamFailure(request, reply, err);
  }
  const { entry, state } = result;
  countCacheAnswer(state);
  // Repeats of this URL are answered before routing while the entry stays fresh (public-answers.ts);
  // a rate-limited route always takes the full path.
  if (!route.limited) deps.cache.remember(request.url, key, route.path);
  // Compressed once per entry, not per request; @fastify/compress leaves an encoded answer alone.
  const answer = answerFor(entry, request.headers);
  const headers = answerHeaders(entry, answer, state);
  for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]);
  return answer.status === 304 ? reply.code(304).send() : reply.code(200).send(answer.body);
}

export function proxyHandler(deps: ProxyDeps, route: AllowedRoute) {
  const watch: FieldWatch | undefined = deps.fieldWarnings ? { warnings: deps.fieldWarnings, route: route.path } : undefined;
  return async function handler(request: FastifyRequest, reply: FastifyReply) {
    const prepared = prepare(route, request);
    if (typeof prepared === 'string') return sendError(reply, 400, prepared);

    if (route.public && route.method === 'GET') return servePublic(deps, route, watch, request, reply, prepared.path);

    // Token-issuing calls start a new session: never send a previous token with them.
    const token = route.kind === 'login' ? null : await readLiveSession(request, deps.cookie, deps.sealer, deps.revocations);
    // The cookie stops working the moment the shopper logs out, even if the upstream never heard it.
    if (route.kind === 'logout' && token) await deps.revocations.revoke(token);
    let n: Normalised;
    try {
      n = await readNormalised(
        deps.upstream,
        request,
        { method: route.method, path: prepared.path, headers: upstreamHeaders(request, token, prepared.contentType), body: prepared.body ?? null },
        watch,
      );
    } catch (err) {
      if (route.kind === 'logout') {
        // The browser's session ends whatever the upstream says; the upstream hears of it later.
        logUpstreamFailure(request, err);
        if (token) retryUpstreamLogout(deps, token, request.log);
        return finishLogout(reply, deps.cookie);
      }
      return sendUpstreamFailure(request, reply, err);
    }

    if (route.kind === 'logout') return finishLogout(reply, deps.cookie);

    if (route.kind === 'login' && n.ok) {
      const answer = loginAnswer.safeParse(n.body);
      if (!answer.success) return sendUpstreamFailure(request, reply, new UpstreamError('bad', 'login answer without token', 0));
      const { token: issued, ...rest } = answer.data;
      setSession(reply, deps.cookie, deps.sealer.seal(issued));
      return sendNormalised(reply, { ok: true, status: 200, body: rest }, deps.cookie);
    }
    return sendNormalised(reply, n, deps.cookie);
  };
}

const LOGOUT_RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 300_000, 900_000];

/**
 * The revocation already refuses the cookie here; telling the upstream as well ends the token for
 * its other clients. A few spaced tries, in the background, never holding up shutdown.
 */
function retryUpstreamLogout(deps: ProxyDeps, token: string, log: FastifyRequest['log'], attempt = 0): void {
  const delay = LOGOUT_RETRY_DELAYS_MS[attempt];
  if (delay === undefined) {
    log.warn('upstream logout never confirmed; the session stays refused here until it expires');
    return;
  }
  const timer = setTimeout(() => {
    deps.upstream
      .request({ method: 'GET', path: '/api/front/login/logout', headers: { 'authori-zation': token, 'form-type': 'pc' }, retries: 0 })
      .then(() => log.info({ attempt: attempt + 1 }, 'upstream logout confirmed'))
      .catch(() => retryUpstreamLogout(deps, token, log, attempt + 1));
  }, delay);
  timer.unref();
}

function finishLogout(reply: FastifyReply, cookie: SessionCookie): FastifyReply {
  clearSession(reply, cookie);
  return reply
    .code(200)
    .header('cache-control', 'no-store')
    .header('clear-site-data', '"cookies", "storage"')
    .type('application/json; charset=utf-8')
    .send('null');
}

// Contract bodies are small: 16 KiB holds any of them, and orders (many lines) get 64 KiB.
export const JSON_BODY_LIMIT = 16 * 1024;
const ORDER_BODY_LIMIT = 64 * 1024;

/** Every allowlisted JSON call of the contract, behind the API guard (uploads are a group of their own). */
export const contractRoutes: RouteGroup<'config' | keyof ProxyDeps> = async (api, ctx) => {
  await api.register(apiGuard, { publicUrl: ctx.config.PUBLIC_URL, multipart: false });
  const rl = { max: ctx.config.RATE_LIMIT_AUTH_MAX, timeWindow: ctx.config.RATE_LIMIT_WINDOW_S * 1000 };
  for (const route of allowlist) {
    if (route.kind === 'upload') continue;
    api.route({
      method: route.method,
      url: route.path,
      exposeHeadRoute: false,
      bodyLimit: route.path.includes('/order/') ? ORDER_BODY_LIMIT : JSON_BODY_LIMIT,
      config: route.limited ? { rateLimit: rl } : {},
      handler: proxyHandler(ctx, route),
    });
  }
};
