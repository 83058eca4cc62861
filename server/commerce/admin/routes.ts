import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import outboxRoutes from './outbox.js';
import merchantOrderRoutes from './merchant-orders.js';
import afterSalesRoutes from './after-sales.js';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The merchant side's HTTP face: bearer ADMIN_TOKEN, off entirely when the token is unset.
 * It lives on the commerce service only; the BFF's allowlist never forwards /api/admin.
 */
export default async function adminRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.addHook('onRequest', async (req, reply) => {
    const expected = ctx.config.ADMIN_TOKEN;
    if (!expected) return reply.status(404).send({ code: 404, message: 'Not found', data: null });
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || !sameSecret(token, expected)) {
      return reply.status(401).send({ code: 401, message: 'Admin token required', data: null });
    }
  });
  // Unknown admin paths still pass the bearer check first, so probing reveals nothing.
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ code: 404, message: 'Not found', data: null }));
  await outboxRoutes(app, ctx);
  await merchantOrderRoutes(app, ctx);
  await afterSalesRoutes(app, ctx);
}
