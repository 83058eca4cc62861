import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import type { CommerceContext } from './context.js';
import { BusinessError, type Envelope } from './http/envelope.js';
import { UPLOAD_MAX_BYTES } from '../../shared/constants.js';
import contentRoutes from './content/routes.js';
import catalogRoutes from './catalog/routes.js';
import merchantRoutes from './merchants/routes.js';
import accountRoutes from './accounts/routes.js';
import addressRoutes from './addresses/routes.js';
import collectionRoutes from './collections/routes.js';
import uploadRoutes from './uploads/routes.js';
import cartRoutes from './cart/routes.js';
import orderRoutes from './orders/routes.js';
import paymentRoutes from './payments/routes.js';
import couponRoutes from './coupons/routes.js';
import pointsRoutes from './points/routes.js';
import refundRoutes from './refunds/routes.js';
import reviewRoutes from './reviews/routes.js';
import notificationRoutes from './notifications/routes.js';
import adminRoutes from './admin/routes.js';
import adminAccountRoutes from './admin-accounts/routes.js';
import merchantProductRoutes from './merchant-products/routes.js';
import merchantOrderRoutes from './merchant-orders/routes.js';
import platformMerchantRoutes from './platform-merchants/routes.js';
import platformOrderRoutes from './platform-orders/routes.js';
import platformFinanceRoutes from './platform-finance/routes.js';
import homeRoutes from './merchant-home/routes.js';
import platformCatalogueRoutes from './platform-catalogue/routes.js';
import merchantReviewRoutes from './merchant-reviews/routes.js';
import merchantCouponRoutes from './merchant-coupons/routes.js';
import merchantShopRoutes from './merchant-shop/routes.js';
import merchantStaffRoutes from './merchant-staff/routes.js';
import { jsonTooDeep } from '../json-depth.js';
import { registerStrictHttp } from '../strict-http.js';
import { guardBodyPace } from '../slow-bodies.js';
import { redactUrl } from '../redact-url.js';
import cors from '@fastify/cors';
import { observeRequest } from '../metrics.js';
import { requestIdFor } from '../trace.js';
import { imageDomainFor } from './http/image-domain.js';
import { registerRealFormats } from './http/real-formats.js';
import { clearImagePrefix } from '../../shared/image-urls.js';
import { registerHealth } from './http/health.js';
import { isDatabaseUnavailable } from './http/database-errors.js';
import { registerTracing } from '../tracing.js';
import { registerCatalogueTexts } from './catalogue-texts/register.js';

export type DomainRoutes = (app: FastifyInstance, ctx: CommerceContext) => Promise<void> | void;

/** Every domain of the contract, in one list so nothing registers itself behind the factory's back. */
const domains: DomainRoutes[] = [
  contentRoutes,
  catalogRoutes,
  merchantRoutes,
  accountRoutes,
  addressRoutes,
  collectionRoutes,
  uploadRoutes,
  cartRoutes,
  orderRoutes,
  paymentRoutes,
  couponRoutes,
  pointsRoutes,
  refundRoutes,
  reviewRoutes,
  notificationRoutes,
  adminAccountRoutes, // the consoles' accounts, sessions and operation log (/api/admin/merchant, /api/admin/platform)
  merchantProductRoutes, // the merchant console's catalogue (/api/admin/merchant/product, /api/admin/merchant/store/product/category)
  merchantOrderRoutes, // the merchant console's orders and after-sales (/api/admin/merchant/order, /api/admin/merchant/refund/order)
  platformMerchantRoutes, // the platform's shop applications, shops, shop types and categories (/api/admin/platform/merchant)
  platformOrderRoutes, // the platform's order and refund lookup with internal notes (/api/admin/platform/order, /api/admin/platform/refund/order)
  platformFinanceRoutes, // the platform's finance statement per shop and its CSV (/api/admin/platform/finance/merchant/statement)
  homeRoutes, // both consoles' home screens (/api/admin/merchant/statistics/home, /api/admin/platform/statistics/home)
  platformCatalogueRoutes, // the platform's category tree, product review, hot keywords and home banners (/api/admin/platform/product, /group/data)
  merchantReviewRoutes, // the merchant console's reviews and replies (/api/admin/merchant/product/reply)
  merchantCouponRoutes, // the merchant console's coupons and who collected them (/api/admin/merchant/coupon)
  merchantShopRoutes, // the merchant console's shop settings and open/closed switch (/api/admin/merchant/config, /switch)
  merchantStaffRoutes, // a shop's staff accounts and roles (/api/admin/merchant/admin, /api/admin/merchant/role)
];

export interface CommerceAppOptions {
  logger?: FastifyServerOptions['logger'];
}

/**
 * The embedded commerce service. It speaks the CRMEB contract: HTTP 200 with {code, message, data};
 * validation → 400 with the first field's message, business rule → 500 with its message, no token → 401.
 */
export async function buildCommerceApp(
  base: Omit<CommerceContext, 'log'>,
  opts: CommerceAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // The BFF's trace id (traceparent) names the request here too, in every log line.
    genReqId: (req) => requestIdFor(req),
    logController: new LogController({ requestIdLogLabel: 'reqId' }),
    // The request line's query can carry a phone, an email or a code (see redact-url.ts).
    logger: opts.logger && typeof opts.logger === 'object' ? { ...(opts.logger as object), serializers: { req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), host: req.hostname, remoteAddress: req.ip }) } } : (opts.logger ?? false),
    // Contract bodies are small; the webhook and uploads set their own limits.
    bodyLimit: 64 * 1024,
    // A whole request must arrive within this; slow bodies are cut sooner (slow-bodies.ts).
    requestTimeout: base.config.REQUEST_TIMEOUT_MS,
  });
  registerStrictHttp(app, (status) => ({ code: status, message: 'Bad request', data: null }));
  guardBodyPace(app, { windowMs: base.config.BODY_RATE_WINDOW_MS, minBytesPerSecond: base.config.BODY_MIN_BYTES_PER_S });
  registerTracing(app, 'commerce', base.config.OTEL_EXPORTER_OTLP_ENDPOINT);
  const ctx: CommerceContext = { ...base, log: app.log };
  // Catalogue texts in the shopper's language on every front answer (docs/api-extensions.md).
  registerCatalogueTexts(app, ctx);

  // Some contract calls send a bare email string as an "application/json" body; accept JSON or a raw string.
  app.removeContentTypeParser('application/json');
  const imageDomain = ctx.config.COMMERCE_IMAGE_DOMAIN;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = clearImagePrefix(typeof body === 'string' ? body : body.toString('utf8'), imageDomainFor(imageDomain, req));
    if (text.trim() === '') return done(null, {});
    // Deep nesting is refused before JSON.parse spends CPU on it (see json-depth.ts).
    if (jsonTooDeep(text)) return done(Object.assign(new Error('Request body is nested too deeply'), { statusCode: 400 }), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, text.trim());
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const fields = Object.fromEntries(new URLSearchParams(text));
    const domain = imageDomainFor(imageDomain, req);
    for (const [k, v] of Object.entries(fields)) fields[k] = clearImagePrefix(v, domain);
    done(null, fields);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    done(null, typeof body === 'string' ? body.trim() : body.toString('utf8').trim());
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });

  // One line when the database goes away, one when answers flow again.
  let databaseDown = false;
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof BusinessError) {
      const body: Envelope<null> = { code: err.code, message: err.message, data: null };
      return reply.status(200).send(body);
    }
    const e = err as { statusCode?: number; code?: string | number; message: string };
    if (e.statusCode === 429) return reply.status(429).send({ code: 429, message: e.message || 'Too many requests, please try again later', data: null });
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const message = e.code === 'FST_REQ_FILE_TOO_LARGE' ? 'File too large: at most 5 MB' : 'Invalid request';
      return reply.status(200).send({ code: 400, message, data: null });
    }
    if (isDatabaseUnavailable(err)) {
      if (!databaseDown) {
        databaseDown = true;
        req.log.error({ detail: e.message }, 'database unavailable: answering 503 until it is back');
      }
      return reply.status(503).send({ code: 503, message: 'Service temporarily unavailable, please try again shortly', data: null });
    }
    req.log.error({ err }, 'unhandled commerce error');
    return reply.status(200).send({ code: 500, message: 'System error, please try again later', data: null });
  });
  app.addHook('onResponse', (req, reply, done) => {
    if (databaseDown && reply.statusCode < 500 && req.url.startsWith('/api/')) {
      databaseDown = false;
      req.log.info('database reachable again');
    }
    observeRequest('commerce', req.routeOptions.url ?? 'not-found', req.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  registerRealFormats(app, imageDomain, ctx.config.SERVER_TIME_ZONE);
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ code: 404, message: 'Not found', data: null }));

  // A CRMEB client served from another origin calls the API from the browser with its own headers,
  // so every call is preflighted. Only the listed origins get CORS headers; never a wildcard. A real
  // CRMEB backend allows any request header; the PC client signs in through @nuxtjs/auth, which adds a
  // bearer `Authorization` beside `authori-zation`, so that one is allowed too (and ignored).
  if (ctx.config.COMMERCE_CORS_ORIGINS.length > 0) {
    const origins = new Set(ctx.config.COMMERCE_CORS_ORIGINS);
    await app.register(cors, {
      origin: (origin, cb) => cb(null, origin !== undefined && origins.has(origin)),
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['authori-zation', 'authorization', 'form-type', 'content-type'],
      maxAge: 600,
      optionsSuccessStatus: 204,
      strictPreflight: false,
    });
  }

  registerHealth(app, ctx);
  for (const register of domains) await register(app, ctx);
  await app.register(async (admin) => adminRoutes(admin, ctx), { prefix: '/api/admin' });
  return app;
}
