import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { ok, pageInfo, parse, readPage } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { pointsLedger, pointsSummary } from './service.js';

const listQuery = z.object({
  type: z.coerce
    .number({ message: 'type must be 0, 1 or 2' })
    .int('type must be 0, 1 or 2')
    .min(0, 'type must be 0, 1 or 2')
    .max(2, 'type must be 0, 1 or 2')
    .optional()
    .default(0),
});

/** docs/upstream-contract.md §13: the points account and its ledger. */
export default async function pointsRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.get('/api/front/integral/user', async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await pointsSummary(ctx, uid));
  });
  app.get('/api/front/integral/list', async (req) => {
    const uid = await requireUser(ctx, req);
    const q = parse(listQuery, req.query);
    const page = readPage(req.query);
    const { list, total } = await pointsLedger(ctx, uid, q.type as 0 | 1 | 2, page);
    return ok(pageInfo(list, total, page));
  });
}
