import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';

/**
 * The rate-limit counters live in Redis so every BFF replica counts together. When Redis is lost,
 * the limits do not vanish (sign-in would be unlimited) and sign-in does not fail for everyone:
 * each process counts on its own until Redis answers again. One error line says when that starts,
 * one info line when the shared counting is back.
 */
type Store = FastifyRateLimitStore;
type Done = Parameters<Store['incr']>[1];
type RouteParams = Parameters<Store['child']>[0];
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
type StoreClass = new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, ...rest: unknown[]) => Store;

// The plugin's own two stores (CommonJS files of the package), so the counting rules stay its own.
const load = createRequire(import.meta.url);
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

export function sharedOrLocalStore(redis: Redis, log: FastifyBaseLogger) {
  const state = { shared: true };

  class SharedOrLocalStore implements Store {
    // The plugin passes its global settings, which carry these two flags beyond the declared options.
    constructor(
      options: FastifyRateLimitOptions,
      private readonly remote: Store = new RedisStore((options as StoreParams).continueExceeding, (options as StoreParams).exponentialBackoff, redis),
      private readonly local: Store = new LocalStore((options as StoreParams).continueExceeding, (options as StoreParams).exponentialBackoff),
    ) {}

    incr(key: string, cb: Done, timeWindow: number, max: number): void {
      // While Redis is away, don't wait on it; ioredis reconnects on its own and says when it is ready.
      if (!state.shared && redis.status !== 'ready') {
        this.local.incr(key, cb, timeWindow, max);
        return;
      }
      this.remote.incr(
        key,
        (err, res) => {
          if (err) {
            if (state.shared) {
              state.shared = false;
              log.error({ redisFailure: err.message }, 'Redis unreachable: rate limits are counted per process until it is back');
            }
            this.local.incr(key, cb, timeWindow, max);
            return;
          }
          if (!state.shared) {
            state.shared = true;
            log.info('Redis reachable again: rate limits are shared by every replica again');
          }
          cb(null, res);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteParams): Store {
      return new SharedOrLocalStore(routeOptions as FastifyRateLimitOptions, this.remote.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return SharedOrLocalStore;
}
