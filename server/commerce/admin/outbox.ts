import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { listOutbox } from '../accounts/outbox.js';

const query = z.object({
  to: z.string().trim().max(255, 'to is too long').optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).optional().default(50),
});

/** GET /api/admin/outbox?to=: the dev outbox (codes included — this API is for operators and tests only). */
export default async function outboxRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.get('/outbox', async (req) => {
    const q = parse(query, req.query ?? {});
    return ok(await listOutbox(ctx, { to: q.to || undefined, limit: q.limit }));
  });
}
