import type { RouteGroup } from './context';
import { readEnvelope, upstreamHeaders } from './upstream-read';

/**
 * Liveness and readiness for the balancer. Ready means the upstream answers an envelope within a
 * short budget and the BFF is not shutting down.
 */
export const healthRoutes: RouteGroup<'upstream' | 'draining'> = async (app, ctx) => {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Shutting down: alive, but no longer ready for new work.
    if (ctx.draining()) return reply.code(503).send({ status: 'draining' });
    try {
      const { res, env } = await readEnvelope(ctx.upstream, request, {
        method: 'GET',
        path: '/api/front/index/paycurrency',
        headers: upstreamHeaders(request),
        timeoutMs: 2000,
        retries: 0,
      });
      if (env) return reply.send({ status: 'ready' });
      request.log.warn({ upstreamStatus: res.status }, 'readiness: upstream answered garbage');
    } catch (err) {
      request.log.warn({ detail: err instanceof Error ? err.message : String(err) }, 'readiness: upstream unreachable');
    }
    return reply.code(503).send({ status: 'unavailable' });
  });
};
