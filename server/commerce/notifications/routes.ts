import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { ok, pageInfo, parse, readPage } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { bool } from '../http/render.js';
import { readPageOf } from '../http/page-query.js';

const readBody = z.object({
  ids: z.array(z.coerce.number().int().positive(), { message: 'ids must be a list of notification ids' }).max(500).optional().default([]),
});

/** docs/upstream-contract.md §13: a shopper's notices (shipment, refund and settlement decisions). */
export default async function notificationsRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.get('/api/front/notification/list', async (req) => {
    const uid = await requireUser(ctx, req);
    const p = readPage(req.query);
    const base = ctx.db.selectFrom('notifications').where('uid', '=', uid);
    const { rows, total } = await readPageOf(base, p, (q) => q.selectAll().orderBy('id', 'desc'));
    const list = rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      content: r.content,
      linkUrl: r.linkUrl,
      isRead: bool(r.isRead),
      createTime: r.createdAt,
    }));
    return ok(pageInfo(list, total, p));
  });

  app.get('/api/front/notification/unread/count', async (req) => {
    const uid = await requireUser(ctx, req);
    const row = await ctx.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .where('isRead', '=', 0)
      .executeTakeFirstOrThrow();
    return ok({ count: Number(row.n) });
  });

  app.post('/api/front/notification/read', async (req) => {
    const uid = await requireUser(ctx, req);
    const { ids } = parse(readBody, req.body ?? {});
    let q = ctx.db.updateTable('notifications').set({ isRead: 1 }).where('uid', '=', uid).where('isRead', '=', 0);
    // An empty list means "all of mine"; ids of other shoppers simply match nothing.
    if (ids.length > 0) q = q.where('id', 'in', ids);
    await q.execute();
    return ok(true);
  });
}
