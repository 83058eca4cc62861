import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerFactory } from 'fastify';
import type { DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { constants as zlib } from 'node:zlib';
import { Redis } from 'ioredis';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Config } from '../config';
import { bootRoutes } from './boot-config';
import { consolePageRoutes } from './console-pages';
import { PublicCache } from './cache';
import type { BffContext, RouteGroup } from './context';
import { errorBody, NEUTRAL } from './envelope';
import { healthRoutes } from './health';
import { UpstreamImageDomain } from './image-domain';
import { pictureRoutes } from './images';
import { createLoggers, genReqId, lazyChildLogger, type Loggers } from './logging';
import { MalformedFieldWarnings } from './malformed-fields';
import { merchantConsoleRoutes } from './merchant-console';
import { pageRoutes } from './pages';
import { platformConsoleRoutes } from './platform-console';
import { contractRoutes, JSON_BODY_LIMIT } from './proxy';
import { suggestRoutes } from './suggest';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD, COMPRESSED_ENCODINGS, fastPublicAnswers, type AnswerCount } from './public-answers';
import { sharedOrLocalStore } from './rate-limit-store';
import { sendError } from './replies';
import { Revocations } from './revocations';
import { helmetHeaderSet } from './security-headers';
import { SESSION_MAX_AGE_S, SessionSealer, sessionCookie } from './session';
import { isApiPath, isSuspiciousPath } from './spa';
import { UpstreamClient } from './upstream';
import { uploadRoutes } from './upload';
import { webhookRoutes } from './webhooks';
import './types';
import { countCacheAnswer, requestSeries } from '../metrics';
import { registerDrain } from '../shutdown';
import { registerStrictHttp } from '../strict-http';
import { guardBodyPace } from '../slow-bodies';
import { registerTracing } from '../tracing';

export interface BuildBffOptions {
  upstreamUrl: string;
  logStream?: DestinationStream;
}

/**
 * Every route group of the BFF, in one list, each a Fastify plugin given the shared context
 * (context.ts). A new group is a plugin in its own module, added here; an /api group starts by
 * registering the API guard (api-guard.ts). The pages come last: their not-found handler answers
 * every address no other group has.
 */
const routeGroups: RouteGroup[] = [
  contractRoutes, // the allowlisted contract calls, proxied
  suggestRoutes, // suggestions as you type: public, with a bounded cache of their own and a per-client limit
  merchantConsoleRoutes, // the merchant console's calls, with the console's own session cookie
  platformConsoleRoutes, // the platform console's calls, likewise with a cookie of its own
  uploadRoutes, // picture uploads, streamed
  bootRoutes, // the SPA's boot configuration, session probe and image domain
  webhookRoutes, // Stripe's notifications, bytes untouched
  healthRoutes, // liveness and readiness
  pictureRoutes, // /crmebimage/*, streamed or resized
  consolePageRoutes, // the consoles' apps under /seller and /admin, from their own builds
  pageRoutes, // static files, drawn pages, the sitemap, not-found
];

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

type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Fastify's own server, with one first look: a repeat of a cached public URL is answered from
 * pre-built bytes before routing (public-answers.ts, docs/adr/0008); everything else goes to Fastify
 * unchanged. Until `answerWith` is called every request takes the full path.
 */
function earlyAnswerServer(): { serverFactory: FastifyServerFactory; answerWith: (answer: EarlyAnswer) => void } {
  let answerEarly: EarlyAnswer | null = null;
  const serverFactory: FastifyServerFactory = (handler, options) => {
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
  };
  return { serverFactory, answerWith: (answer) => (answerEarly = answer) };
}

function createApp(config: Config, loggers: Loggers, serverFactory: FastifyServerFactory): FastifyInstance {
  const app = Fastify({
    serverFactory,
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
    // A whole request must arrive within this; slow bodies are cut sooner (slow-bodies.ts).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
  });
  guardBodyPace(app, { windowMs: config.BODY_RATE_WINDOW_MS, minBytesPerSecond: config.BODY_MIN_BYTES_PER_S });
  return app;
}

/** The pieces every route group shares, and the closing of those that hold connections. */
function sharedPieces(app: FastifyInstance, config: Config, upstreamUrl: string, draining: () => boolean): { ctx: BffContext; redis: Redis | null } {
  const upstream = new UpstreamClient({
    url: upstreamUrl,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    connections: config.UPSTREAM_CONNECTIONS,
    retries: config.UPSTREAM_RETRIES,
  });
  const cookieDef = sessionCookie(config.COOKIE_SECURE);
  const cache = new PublicCache({
    ttlMs: config.CACHE_TTL_S * 1000,
    staleMaxMs: config.CACHE_STALE_MAX_S * 1000,
    onRefreshError: (key, err) => app.log.warn({ cacheKey: key, detail: err instanceof Error ? err.message : String(err) }, 'cache refresh failed'),
  });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  // Its users report a lost Redis once each (rate limits, revocations); ioredis would otherwise print
  // every failed reconnect. It keeps reconnecting on its own.
  redis?.on('error', () => {});
  const images = new UpstreamImageDomain(upstream, app.log, config.UPSTREAM_TIMEOUT_MS);
  upstream.useImages(images);
  app.addHook('onReady', async () => images.start());
  app.addHook('onClose', async () => {
    await images.close();
    await upstream.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
  const ctx: BffContext = {
    config,
    upstream,
    cache,
    cookie: cookieDef,
    sealer: new SessionSealer(config.SESSION_SECRETS, cookieDef.name),
    revocations: new Revocations(SESSION_MAX_AGE_S, redis, app.log),
    fieldWarnings: new MalformedFieldWarnings(),
    images,
    draining,
  };
  return { ctx, redis };
}

type Answered = (reqId: string, method: string, route: string, status: number, ms: number, upstreamMs: number, count?: AnswerCount) => void;

/**
 * The security headers and the refusal of suspicious paths before routing, and the one line per
 * request support reads with the request metrics (both ways of answering use `answered`).
 */
function registerRequestHooks(app: FastifyInstance, loggers: Loggers, securityHeaders: Record<string, string>, apiSecurityHeaders: Record<string, string>): Answered {
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
  const answered: Answered = (reqId, method, route, status, ms, upstreamMs, count = requestSeries('bff', route, method, status)) => {
    loggers.access.write({ reqId, method, route, status, durationMs: ms, upstreamMs });
    count.observe(ms / 1000);
  };
  app.addHook('onResponse', (request, reply, done) => {
    answered(request.id, request.method, request.routeOptions.url ?? 'not-found', reply.statusCode, reply.elapsedTime, request.upstreamMs);
    done();
  });
  return answered;
}

function answerError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const raw = typeof err.statusCode === 'number' ? err.statusCode : 500;
  const status = raw >= 400 && raw < 600 ? raw : 500;
  if (status >= 500) request.log.error({ err }, 'unhandled error');
  else request.log.info({ errCode: err.code, status }, 'request refused');
  // Client errors get the neutral text for their status; never our internals.
  reply.code(status).header('cache-control', 'no-store').send(errorBody(status, NEUTRAL[status] ?? 'Error'));
}

/** Cookies, compression and rate limits, for every group. */
async function registerCommonPlugins(app: FastifyInstance, redis: Redis | null): Promise<void> {
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
}

/** The BFF, fully registered and not listening. Closing it closes the upstream pool (and Redis). */
export async function buildBff(config: Config, opts: BuildBffOptions): Promise<FastifyInstance> {
  const loggers = createLoggers(config.LOG_LEVEL, opts.logStream);
  const early = earlyAnswerServer();
  const app = createApp(config, loggers, early.serverFactory);
  registerTracing(app, 'bff', config.OTEL_EXPORTER_OTLP_ENDPOINT);
  // Draining makes /readyz answer 503 and sends keep-alive clients elsewhere while still serving.
  const draining = registerDrain(app);
  const { ctx, redis } = sharedPieces(app, config, opts.upstreamUrl, draining);
  app.decorateRequest('upstreamMs', 0);
  app.decorate('bffCache', ctx.cache);

  const securityHeaders = await helmetHeaderSet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // API answers are data, never documents: nothing in them may load, run or be framed, so they carry
  // the strictest policy instead of the one the SPA's pages need.
  const apiSecurityHeaders = { ...securityHeaders, 'content-security-policy': API_CSP };
  const answered = registerRequestHooks(app, loggers, securityHeaders, apiSecurityHeaders);
  app.setErrorHandler(answerError);
  await registerCommonPlugins(app, redis);

  // Spans are made on the full path, so with tracing on every request takes it.
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) {
    early.answerWith(
      fastPublicAnswers({
        cache: ctx.cache,
        securityHeaders: apiSecurityHeaders,
        requestId: genReqId,
        enabled: () => !draining(),
        series: (route, status) => requestSeries('bff', route, 'GET', status),
        answered: (reqId, route, status, ms, count) => {
          countCacheAnswer('hit');
          answered(reqId, 'GET', route, status, ms, 0, count);
        },
      }),
    );
  }

  for (const group of routeGroups) await app.register(group, ctx);
  return app;
}
