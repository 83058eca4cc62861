import type { PublicCache } from './cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** Time spent waiting on the upstream for this request (ms), for the request log line. */
    upstreamMs: number;
  }
  interface FastifyInstance {
    bffCache: PublicCache;
    /**
     * Shutdown, step one: report not-ready so the balancer stops sending new work, and answer
     * everything with `Connection: close` so keep-alive clients move to another instance.
     */
    beginDrain(): void;
  }
}

export {};
