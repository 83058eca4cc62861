import type { PublicCache } from './cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** Time spent waiting on the upstream for this request (ms), for the request log line. */
    upstreamMs: number;
  }
  interface FastifyInstance {
    bffCache: PublicCache;
  }
}

export {};
