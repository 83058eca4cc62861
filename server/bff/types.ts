import type { PublicCache } from './cache';
import type { PageStore } from './page-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Time spent waiting on the upstream for this request (ms), for the request log line. */
    upstreamMs: number;
  }
  interface FastifyInstance {
    bffCache: PublicCache;
    /** The pages kept for visitors without a session (page-store.ts). */
    bffPages: PageStore;
    /**
     * Shutdown, step one: report not-ready so the balancer stops sending new work, and answer
     * everything with `Connection: close` so keep-alive clients move to another instance.
     */
    beginDrain(): void;
    /** Step two: answers stop sending clients away, so none is reconnecting when the listener stops. */
    holdConnections(): void;
    /** Step three (listener stopped): every answer carries `Connection: close` again. */
    endKeepAlive(): void;
  }
}

export {};
