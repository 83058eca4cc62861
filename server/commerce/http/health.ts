import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { registerDrain } from '../../shutdown.js';

/**
 * Health for a balancer in front of several commerce replicas: /healthz says the process is up,
 * /readyz that it can reach its database and is not shutting down. While draining (SIGTERM, before
 * close) it keeps serving but answers not-ready, so the balancer moves traffic away first, and every
 * answer asks the client to drop its keep-alive connection.
 */
export function registerHealth(app: FastifyInstance, ctx: CommerceContext): void {
  // The shutdown states are shared with the BFF (server/shutdown.ts).
  const draining = registerDrain(app);
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining()) return reply.code(503).send({ status: 'draining' });
    try {
      await sql`select 1`.execute(ctx.db);
      return reply.send({ status: 'ready' });
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
