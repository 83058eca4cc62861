import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { PublicCache } from './cache';
import type { UpstreamImageDomain } from './image-domain';
import type { MalformedFieldWarnings } from './malformed-fields';
import type { Revocations } from './revocations';
import type { SessionCookie, SessionSealer } from './session';
import type { UpstreamClient } from './upstream';

/**
 * The pieces `buildBff` makes once and every route group shares: the upstream pool, the public
 * cache, the shopper's session cookie and its sealer, the logged-out sessions and the image domain.
 * A group declares the part it reads as its options (`RouteGroup<'upstream' | 'cache'>`).
 */
export interface BffContext {
  config: Config;
  upstream: UpstreamClient;
  cache: PublicCache;
  /** The shopper's session cookie. A console brings its own cookie and sealer in its group's options. */
  cookie: SessionCookie;
  sealer: SessionSealer;
  revocations: Revocations;
  /** Warns once per route and field about malformed picture lists, currencies and dates. */
  fieldWarnings: MalformedFieldWarnings;
  images: UpstreamImageDomain;
  /** True from the start of a graceful shutdown: readiness fails while answers go on. */
  draining: () => boolean;
}

/** A route group: a Fastify plugin registered from the list in app.ts with the part of the context it reads. */
export type RouteGroup<K extends keyof BffContext = keyof BffContext> = FastifyPluginAsync<Pick<BffContext, K>>;

/**
 * A plugin whose hooks, parsers and not-found handler belong to the scope that registers it (what
 * fastify-plugin does, through the same marker), instead of to a scope of its own.
 */
export function inRegisteringScope<T extends FastifyPluginAsync<never>>(plugin: T): T {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
