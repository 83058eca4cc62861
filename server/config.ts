import { z } from 'zod';
import { DEFAULT_SERVER_TIME_ZONE, isTimeZone } from '../shared/time-zone.js';

// Booleans arrive as strings from the environment; accept the usual spellings only.
const bool = (dflt: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? dflt : ['true', '1', 'yes', 'on'].includes(v)));

const int = (dflt: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).optional().default(dflt);

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .pipe(z.string().url().optional());

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
    HOST: z.string().optional().default('0.0.0.0'),
    PORT: int(3000, 0, 65535),
    PUBLIC_URL: optionalUrl,
    // Without PUBLIC_URL: the host names (host or host:port) links and the sitemap may use.
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((v) => (v ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
    TRUST_PROXY: z.string().optional().default('false'),

    UPSTREAM_URL: optionalUrl,
    // On SIGTERM: how long to keep serving (not ready, Connection: close) before closing, so the balancer moves traffic.
    SHUTDOWN_DRAIN_MS: int(5000, 0, 120_000),
    // Prometheus metrics on their own address; unset = off. Never the public port.
    METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).optional()),
    METRICS_HOST: z.string().optional().default('127.0.0.1'),
    // OpenTelemetry: traces go to <endpoint>/v1/traces (OTLP over HTTP) when set; off when empty.
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
    UPSTREAM_TIMEOUT_MS: int(10_000, 100, 120_000),
    UPSTREAM_CONNECTIONS: int(64, 1, 4096),
    UPSTREAM_RETRIES: int(2, 0, 5),
    // How the upstream stores post codes: the embedded service keeps text; CRMEB upstreams keep integers.
    UPSTREAM_POSTCODE_FORMAT: z.enum(['auto', 'text', 'integer']).optional().default('auto'),

    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    // Retired secrets still open old cookies, so each must be as strong as the current one.
    SESSION_SECRET_PREVIOUS: optionalString.pipe(
      z
        .string()
        .refine((v) => v.split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.length >= 32), 'must be a comma-separated list of secrets of at least 32 characters each')
        .optional(),
    ),
    COOKIE_SECURE: bool(true),
    CACHE_TTL_S: int(60, 1, 86_400),
    CACHE_STALE_MAX_S: int(600, 0, 604_800),
    REDIS_URL: optionalUrl,
    RATE_LIMIT_AUTH_MAX: int(10, 1, 100_000),
    RATE_LIMIT_WINDOW_S: int(60, 1, 86_400),
    // Suggestions as you type (server/bff/suggest.ts): requests per client and RATE_LIMIT_WINDOW_S (a shopper
    // typing sends a few a second at most), and how many answers (prefix and language) the BFF keeps.
    SUGGEST_RATE_MAX: int(300, 1, 100_000),
    SUGGEST_CACHE_ENTRIES: int(5000, 1, 1_000_000),
    STATIC_DIR: z.string().optional().default('dist/web'),
    // Smaller copies of uploaded pictures (`/crmebimage/...?w=480`): where they are kept on disk (empty =
    // <DATA_DIR>/picture-cache) and how much disk they may take (0 = none kept; a CDN in front caches them).
    IMAGE_CACHE_DIR: optionalString,
    IMAGE_CACHE_MAX_MB: int(512, 0, 1_000_000),
    // Pictures resized at once (one core each), the largest picture resized (decoded pixels, downloaded MB),
    // and whether browsers that accept AVIF get it (smaller at large sizes, about three times slower to make).
    IMAGE_RESIZE_CONCURRENCY: int(2, 1, 64),
    IMAGE_MAX_INPUT_PIXELS: int(50_000_000, 1_000_000, 268_402_689),
    IMAGE_MAX_SOURCE_MB: int(20, 1, 200),
    IMAGE_AVIF: bool(false),
    DEFAULT_LANGUAGE: z.enum(['en', 'zh-CN', 'es', 'fr', 'th', 'lao']).optional().default('en'),
    MERCHANT_ADMIN_URL: optionalUrl,

    // Slow clients (both services): a whole request must arrive within REQUEST_TIMEOUT_MS, and a body must grow by
    // at least BODY_MIN_BYTES_PER_S in every BODY_RATE_WINDOW_MS, or the connection is closed.
    REQUEST_TIMEOUT_MS: int(120_000, 1_000, 3_600_000),
    BODY_MIN_BYTES_PER_S: int(1024, 1, 100_000_000),
    BODY_RATE_WINDOW_MS: int(10_000, 100, 600_000),

    COMMERCE_HOST: z.string().optional().default('127.0.0.1'),
    COMMERCE_PORT: int(3100, 0, 65535),
    // Uploads: per account and client per minute, storage per account, and how long an unused file is kept.
    UPLOAD_RATE_MAX: int(30, 1, 10_000),
    UPLOAD_QUOTA_MB: int(200, 1, 1_000_000),
    // A guest identity costs nothing to make, so a guest may store only what their own orders' reviews and refunds need.
    UPLOAD_GUEST_QUOTA_MB: int(25, 1, 1_000_000),
    UPLOAD_ORPHAN_GRACE_H: int(24, 1, 24 * 365),
    // Browser clients on other origins (a CRMEB PC client): exact origins, comma separated; empty = off.
    COMMERCE_CORS_ORIGINS: z
      .string()
      .optional()
      .transform((v) => (v ?? '').split(',').map((o) => o.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s*]+$/, 'must be exact origins like https://pc.example.com (no path, no wildcard)'))),
    // Where shoppers' browsers load pictures from: a CDN, or this service's public address behind a
    // proxy; unset = the address the caller used. Answers carry absolute URLs on it (docs/upstream-contract.md §14).
    COMMERCE_IMAGE_DOMAIN: optionalString
      .pipe(z.string().regex(/^https?:\/\/[^\s?#*]+$/, 'must be an absolute http(s) URL like https://img.example.com').optional())
      .transform((v) => v?.replace(/\/+$/, '')),
    // The zone of every date on the wire, IANA name: the embedded service writes its dates in it and the
    // SPA reads them in it (set it to the upstream's zone in front of an outside upstream).
    SERVER_TIME_ZONE: z
      .string()
      .optional()
      .default(DEFAULT_SERVER_TIME_ZONE)
      .refine(isTimeZone, 'must be an IANA time zone like Asia/Shanghai or Europe/London'),
    DATA_DIR: z.string().optional().default('./data'),
    DATABASE_URL: optionalUrl,
    // A PostgreSQL streaming replica of DATABASE_URL for catalogue and search reads (server/commerce/db/read-replica.ts);
    // unset = every read on DATABASE_URL.
    DATABASE_READ_URL: optionalUrl,
    SEED: z.enum(['auto', 'always', 'never']).optional().default('auto'),
    ADMIN_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().optional().default('Storefront <no-reply@storefront.local>'),
    OUTBOX: z.enum(['auto', 'on', 'off']).optional().default('auto'),
    VISITOR_OPEN: bool(true),
    // Where shoppers are assumed to be when the browser does not say (address pre-fill); ISO 3166 code.
    DEFAULT_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 code like GB').optional().default('GB'),
    SHOP_CURRENCY: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like USD').optional().default('USD'),
    // The customer-service chat behind "Chat with us" (site config consumer_h5_url when the operator set none);
    // unset = the storefront shows no chat link rather than one to nowhere.
    SUPPORT_CHAT_URL: optionalString.pipe(z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an absolute http(s) URL like https://chat.example.com').optional()),
    ORDER_UNPAID_TIMEOUT_MIN: int(30, 1, 10_080),
    POINTS_EARN_PER_UNIT: int(1, 0, 1000),
    POINTS_PER_CURRENCY_UNIT: int(100, 1, 1_000_000),
    POINTS_MAX_DEDUCT_PERCENT: int(50, 0, 100),
    BALANCE_PAY: bool(true),

    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    // Webhook posts per minute per client that reach the signature check (both services).
    WEBHOOK_RATE_MAX: int(300, 1, 100_000),
    STRIPE_API_BASE: optionalUrl,
    PAYPAL_CLIENT_ID: optionalString,
    PAYPAL_CLIENT_SECRET: optionalString,
    PAYPAL_API_BASE: optionalUrl.transform((v) => v ?? 'https://api-m.sandbox.paypal.com'),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required when NODE_ENV=production (links and the sitemap are built from it, never from the Host header)' });
    }
    if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
    // Refused here, at start-up, rather than at the first catalogue read; the messages never echo the URL (it holds a password).
    if (c.DATABASE_READ_URL) {
      if (!c.DATABASE_URL) {
        ctx.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'needs DATABASE_URL: a read replica is for PostgreSQL, and without DATABASE_URL the service runs on its embedded SQLite file' });
      } else if (!isPostgresUrl(c.DATABASE_URL)) {
        ctx.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'needs DATABASE_URL to be a postgres:// URL: read replicas are for PostgreSQL only' });
      }
      if (!isPostgresUrl(c.DATABASE_READ_URL)) {
        ctx.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'must be a postgres:// URL of a PostgreSQL streaming replica of DATABASE_URL' });
      }
    }
    if (Boolean(c.PAYPAL_CLIENT_ID) !== Boolean(c.PAYPAL_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['PAYPAL_CLIENT_SECRET'], message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together' });
    }
  });

type Raw = z.output<typeof configSchema>;

export interface Config extends Omit<Raw, 'SESSION_SECRET' | 'SESSION_SECRET_PREVIOUS' | 'TRUST_PROXY'> {
  /** Current key first, then the previous ones accepted while keys rotate. */
  SESSION_SECRETS: string[];
  TRUST_PROXY: boolean | number | string[];
  /** Whether codes go to the dev outbox instead of SMTP. */
  OUTBOX_ENABLED: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(v: string): boolean | number | string[] {
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const res = configSchema.safeParse(env);
  if (!res.success) {
    throw new ConfigError(res.error.issues.map((i) => `${i.path.join('.') || '(env)'} ${i.message}`));
  }
  const { SESSION_SECRET, SESSION_SECRET_PREVIOUS, TRUST_PROXY, ...rest } = res.data;
  const previous = (SESSION_SECRET_PREVIOUS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const outboxEnabled =
    rest.OUTBOX === 'on' || (rest.OUTBOX === 'auto' && !rest.SMTP_URL && rest.NODE_ENV !== 'production');
  return {
    ...rest,
    SESSION_SECRETS: [SESSION_SECRET ?? DEV_SESSION_SECRET, ...previous],
    TRUST_PROXY: parseTrustProxy(TRUST_PROXY),
    OUTBOX_ENABLED: outboxEnabled,
  };
}
