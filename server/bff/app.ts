import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { constants as zlib } from 'node:zlib';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { allowlist } from './allowlist';
import { bootConfig, bootConfigRoute, healthRoutes } from './boot-config';
import { PublicCache } from './cache';
import { checkCsrf, mediaType } from './csrf';
import { errorBody, NEUTRAL } from './envelope';
import { createLoggers, genReqId, lazyChildLogger } from './logging';
import { proxyHandler, sendError, sendUpstreamFailure } from './proxy';
import { readLiveSession, SESSION_MAX_AGE_S, SessionSealer, sessionCookie } from './session';
import { hasExtension, isApiPath, isSuspiciousPath, sendIndex, spaRoutes } from './spa';
import { UpstreamClient } from './upstream';
import { uploadRoutes } from './upload';
import { imageRoutes } from './images';
import { UpstreamImageDomain } from './image-domain';
import { PictureVariants } from './picture-variants';
import { sharedOrLocalStore } from './rate-limit-store';
import { registerTracing } from '../tracing';
import { registerDrain } from '../shutdown';
import { inLanguage, Seo, splitLanguage } from './seo';
import { FirstScreen } from './first-screen';
import { isSpaUrl } from '../../shared/routes';
import { helmetHeaderSet } from './security-headers';
import { webhookRoutes } from './webhooks';
import './types';
import { jsonTooDeep } from '../json-depth';
import { registerStrictHttp } from '../strict-http';
import { Revocations } from './revocations';
import { MalformedFieldWarnings } from './malformed-fields';
import { countCacheAnswer, requestSeries } from '../metrics';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD, COMPRESSED_ENCODINGS, fastPublicAnswers, type AnswerCount } from './public-answers';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface BuildBffOptions {
  upstreamUrl: string;
  logStream?: DestinationStream;
}

// Contract bodies are small: 16 KiB holds any of them, and orders (many lines) get 64 KiB.
const JSON_BODY_LIMIT = 16 * 1024;
const ORDER_BODY_LIMIT = 64 * 1024;

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://js.stripe.com'],
  styleSrc: ["'self'"],
  // Style attributes only (never <style> elements): the first screen drawn on the server carries the
  // sizes React sets as inline styles, and an attribute can run no script.
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://api.stripe.com', 'https://*.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.stripe.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The demo runs on plain http://localhost; upgrading would break it, HSTS covers TLS deployments.
  upgradeInsecureRequests: null,
};

/** The policy of every /api answer (JSON data): nothing may load from it, and no page may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The BFF, fully registered and not listening. Closing it closes the upstream pool (and Redis). */
export async function buildBff(config: Config, opts: BuildBffOptions): Promise<FastifyInstance> {
  const loggers = createLoggers(config.LOG_LEVEL, opts.logStream);
  // Set once the cache and the security headers exist (below); until then every request takes the full path.
  let answerEarly: ((req: IncomingMessage, res: ServerResponse) => boolean) | null = null;
  const app = Fastify({
    // Fastify's own server, with one first look: a repeat of a cached public URL is answered from
    // pre-built bytes before routing (public-answers.ts); everything else goes to Fastify unchanged.
    serverFactory: (handler, options) => {
      const server = createServer((req, res) => {
        if (answerEarly?.(req, res)) return;
        handler(req, res);
      });
      // What Fastify sets on the server it would have made itself.
      server.keepAliveTimeout = options.keepAliveTimeout as number;
      server.requestTimeout = options.requestTimeout as number;
      server.setTimeout(options.connectionTimeout as number);
      if ((options.maxRequestsPerSocket as number) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket as number;
      return server;
    },
    loggerInstance: loggers.log as FastifyBaseLogger,
    genReqId,
    childLoggerFactory: lazyChildLogger,
    // Fastify's own two lines per request are replaced by our one line (onResponse below).
    logController: new LogController({ requestIdLogLabel: 'reqId', disableRequestLogging: true }),
    // A hop count is valid at runtime (proxy-addr) though Fastify's types leave numbers out.
    trustProxy: config.TRUST_PROXY as boolean | string | string[],
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });

  const upstream = new UpstreamClient({
    url: opts.upstreamUrl,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    connections: config.UPSTREAM_CONNECTIONS,
    retries: config.UPSTREAM_RETRIES,
  });
  const cookieDef = sessionCookie(config.COOKIE_SECURE);
  const sealer = new SessionSealer(config.SESSION_SECRETS, cookieDef.name);
  const cache = new PublicCache({
    ttlMs: config.CACHE_TTL_S * 1000,
    staleMaxMs: config.CACHE_STALE_MAX_S * 1000,
    onRefreshError: (key, err) => app.log.warn({ cacheKey: key, detail: err instanceof Error ? err.message : String(err) }, 'cache refresh failed'),
  });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  // Its users report a lost Redis once each (rate limits, revocations); ioredis would otherwise print
  // every failed reconnect. It keeps reconnecting on its own.
  redis?.on('error', () => {});

  registerTracing(app, 'bff', config.OTEL_EXPORTER_OTLP_ENDPOINT);
  app.decorateRequest('upstreamMs', 0);
  app.decorate('bffCache', cache);

  const securityHeaders = await helmetHeaderSet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // API answers are data, never documents: nothing in them may load, run or be framed, so they carry
  // the strictest policy instead of the one the SPA's pages need.
  const apiSecurityHeaders = { ...securityHeaders, 'content-security-policy': API_CSP };

  registerStrictHttp(app, (status) => errorBody(status));
  // Hot-path hooks are callback style: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request) ? apiSecurityHeaders : securityHeaders);
    reply.header('x-request-id', request.id);
    if (isSuspiciousPath(request.url)) {
      sendError(reply, 404);
      return;
    }
    done();
  });
  /** The one line per request support reads, and the request metrics; both ways of answering use it. */
  const answered = (reqId: string, method: string, route: string, status: number, ms: number, upstreamMs: number, count: AnswerCount = requestSeries('bff', route, method, status)) => {
    loggers.access.write({ reqId, method, route, status, durationMs: ms, upstreamMs });
    count.observe(ms / 1000);
  };
  app.addHook('onResponse', (request, reply, done) => {
    answered(request.id, request.method, request.routeOptions.url ?? 'not-found', reply.statusCode, reply.elapsedTime, request.upstreamMs);
    done();
  });
  // Draining makes /readyz answer 503 and sends keep-alive clients elsewhere while still serving.
  const draining = registerDrain(app);
  const images = new UpstreamImageDomain(upstream, app.log, config.UPSTREAM_TIMEOUT_MS);
  upstream.useImages(images);
  app.addHook('onReady', async () => images.start());
  app.addHook('onClose', async () => {
    await images.close();
    await upstream.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const raw = typeof err.statusCode === 'number' ? err.statusCode : 500;
    const status = raw >= 400 && raw < 600 ? raw : 500;
    if (status >= 500) request.log.error({ err }, 'unhandled error');
    else request.log.info({ errCode: err.code, status }, 'request refused');
    // Client errors get the neutral text for their status; never our internals.
    reply.code(status).header('cache-control', 'no-store').send(errorBody(status, NEUTRAL[status] ?? 'Error'));
  });

  await app.register(cookie);
  await app.register(compress, {
    global: true,
    encodings: COMPRESSED_ENCODINGS,
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  await app.register(rateLimit, {
    global: false,
    // Shared in Redis; counted per process while Redis is lost (rate-limit-store.ts).
    ...(redis ? { store: sharedOrLocalStore(redis, app.log) } : {}),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => {
      const err = new Error(NEUTRAL[429]) as Error & { statusCode: number };
      err.statusCode = context.statusCode;
      return err;
    },
  });

  // Spans are made on the full path, so with tracing on every request takes it.
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) {
    answerEarly = fastPublicAnswers({
      cache,
      securityHeaders: apiSecurityHeaders,
      requestId: genReqId,
      enabled: () => !draining(),
      series: (route, status) => requestSeries('bff', route, 'GET', status),
      answered: (reqId, route, status, ms, count) => {
        countCacheAnswer('hit');
        answered(reqId, 'GET', route, status, ms, 0, count);
      },
    });
  }

  const revocations = new Revocations(SESSION_MAX_AGE_S, redis, app.log);
  const deps = { upstream, sealer, cookie: cookieDef, cache, revocations, fieldWarnings: new MalformedFieldWarnings() };

  await app.register(async (api) => {
    // Bodies stay bytes: JSON routes are checked and forwarded as sent, raw-string routes need the bytes.
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
    api.addHook('onRequest', (request, reply, done) => {
      const multipartAllowed = request.routeOptions.url?.startsWith('/api/front/upload/') ?? false;
      const refusal = checkCsrf(request, { publicUrl: config.PUBLIC_URL, multipartAllowed });
      if (refusal) {
        request.log.info({ csrf: refusal.reason }, 'csrf refusal');
        sendError(reply, refusal.status);
        return;
      }
      const type = mediaType(request);
      if (type && type !== 'application/json' && !(multipartAllowed && type === 'multipart/form-data')) {
        sendError(reply, 415);
        return;
      }
      done();
    });

    const rl = { max: config.RATE_LIMIT_AUTH_MAX, timeWindow: config.RATE_LIMIT_WINDOW_S * 1000 };
    for (const route of allowlist) {
      if (route.kind === 'upload') continue;
      api.route({
        method: route.method,
        url: route.path,
        exposeHeadRoute: false,
        bodyLimit: route.path.includes('/order/') ? ORDER_BODY_LIMIT : JSON_BODY_LIMIT,
        config: route.limited ? { rateLimit: rl } : {},
        handler: proxyHandler(deps, route),
      });
    }
    await api.register(uploadRoutes, { ...deps, paths: allowlist.filter((r) => r.kind === 'upload').map((r) => r.path) });
    await bootConfigRoute(api, { config, upstream, cache });
    // Whether a readable session cookie came along, without an upstream call. The SPA asks this before
    // probing user/info, so signed-out visitors don't get a 401 (and a console error) on every page.
    // Pictures reach the browser on our own origin (image-domain.ts), so the image domain is ours:
    // the empty string, as for root-relative paths. The upstream's (or its CDN's) address stays here.
    api.get('/api/front/image/domain', async (_request, reply) => reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send('""'));
    api.get('/api/bff/session', async (request, reply) => {
      const signedIn = (await readLiveSession(request, cookieDef, sealer, revocations)) !== null;
      return reply.header('cache-control', 'no-store').send({ signedIn });
    });
  });

  await webhookRoutes(app, { upstream, rateMax: config.WEBHOOK_RATE_MAX });
  await healthRoutes(app, { upstream, draining });
  const variants = new PictureVariants({
    cacheDir: config.IMAGE_CACHE_DIR ?? join(config.DATA_DIR, 'picture-cache'),
    cacheMaxBytes: config.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    concurrency: config.IMAGE_RESIZE_CONCURRENCY,
    maxInputPixels: config.IMAGE_MAX_INPUT_PIXELS,
    avif: config.IMAGE_AVIF,
    log: app.log,
  });
  await imageRoutes(app, { images, variants, maxSourceBytes: config.IMAGE_MAX_SOURCE_MB * 1024 * 1024, timeoutMs: config.UPSTREAM_TIMEOUT_MS });
  const seo = new Seo({ upstream, cache, defaultLanguage: config.DEFAULT_LANGUAGE, publicUrl: config.PUBLIC_URL, allowedHosts: config.ALLOWED_HOSTS });
  const firstScreen = new FirstScreen({
    upstream,
    cache,
    staticDir: config.STATIC_DIR,
    bootConfig: async (request) => (await bootConfig({ config, upstream, cache }, request)).entry.body,
  });
  /** An app page: its language, its SEO tags, then its first screen (data, picture and chunk preloads). */
  const renderPage = async (request: FastifyRequest, html: string): Promise<string> => {
    const url = new URL(request.url, 'http://x');
    const { lang, rest } = splitLanguage(url.pathname, config.DEFAULT_LANGUAGE);
    // Only whether a session cookie came along: the first screen is public either way.
    const signedIn = request.cookies[cookieDef.name] !== undefined;
    const tagged = await seo.render(request, inLanguage(html, lang));
    try {
      return await firstScreen.render(request, tagged, rest, url.searchParams, lang, signedIn);
    } catch (err) {
      // Without its first screen the page still works: the SPA fetches what it needs.
      request.log.warn({ detail: err instanceof Error ? err.message : String(err) }, 'first screen unavailable');
      return tagged;
    }
  };
  const spa = await spaRoutes(app, { staticDir: config.STATIC_DIR, render: renderPage });
  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const base = seo.baseUrl(request);
      // A host we do not serve gets no sitemap (and no cache entry of its own).
      if (!base) return sendError(reply, 421);
      const body = await seo.sitemap(base);
      return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
    } catch (err) {
      return sendUpstreamFailure(request, reply, err);
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request) || (request.method !== 'GET' && request.method !== 'HEAD') || hasExtension(request.url)) {
      return sendError(reply, 404);
    }
    const html = spa.indexHtml();
    if (!html) return sendError(reply, 404);
    // Unknown pages get the app too (it shows its "not found" page), but with a real 404 status so
    // search engines never index them; known pages get their SEO tags.
    if (!isSpaUrl(request.url)) {
      const { lang } = splitLanguage(new URL(request.url, 'http://x').pathname, config.DEFAULT_LANGUAGE);
      return sendIndex(reply, inLanguage(html, lang).replace('<head>', '<head><meta name="robots" content="noindex">'), 404);
    }
    return sendIndex(reply, await renderPage(request, html));
  });

  return app;
}
