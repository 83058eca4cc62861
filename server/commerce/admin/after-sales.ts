import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { ok, pageInfo, parse, readPage } from '../http/envelope.js';
import { money } from '../http/render.js';
import { readPageOf } from '../http/page-query.js';
import { approveRefund, rejectRefund } from '../refunds/service.js';
import { replyToReview } from '../reviews/service.js';
import { reviewApplication } from '../merchants/settlement.js';

const refundNo = z.object({ refundOrderNo: z.string().trim().min(1).max(64) });
const idParam = z.object({ id: z.coerce.number().int().positive('id must be a positive integer') });
const reasonBody = z.object({ reason: z.string({ message: 'Please give a reason' }).trim().min(1, 'Please give a reason').max(255) });
const replyBody = z.object({ content: z.string({ message: 'Please write the reply' }).trim().min(1, 'Please write the reply').max(512) });
const statusQuery = z.object({ status: z.coerce.number().int().min(0).max(3).optional() });

/** Merchant side after the sale: refund decisions, review replies, settlement reviews. */
export default async function afterSalesAdminRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.get('/refunds', async (req) => {
    const p = readPage(req.query);
    const { status } = parse(statusQuery, req.query);
    let base = ctx.db.selectFrom('refunds');
    if (status !== undefined) base = base.where('refundStatus', '=', status);
    const { rows, total } = await readPageOf(base, p, (filter) => filter.selectAll().orderBy('id', 'desc'));
    const list = rows.map((r) => ({ ...r, refundPrice: money(r.refundPrice) }));
    return ok(pageInfo(list, total, p));
  });

  app.post('/refunds/:refundOrderNo/approve', async (req) => {
    const { refundOrderNo } = parse(refundNo, req.params);
    return ok(await approveRefund(ctx, refundOrderNo));
  });

  app.post('/refunds/:refundOrderNo/reject', async (req) => {
    const { refundOrderNo } = parse(refundNo, req.params);
    const { reason } = parse(reasonBody, req.body);
    return ok(await rejectRefund(ctx, refundOrderNo, reason));
  });

  app.get('/reviews', async (req) => {
    const p = readPage(req.query);
    const q = parse(z.object({ productId: z.coerce.number().int().positive().optional() }), req.query);
    let base = ctx.db.selectFrom('productReplies').where('isDel', '=', 0);
    if (q.productId) base = base.where('productId', '=', q.productId);
    const { rows, total } = await readPageOf(base, p, (filter) => filter.selectAll().orderBy('id', 'desc'));
    return ok(pageInfo(rows, total, p));
  });

  app.post('/reviews/:id/reply', async (req) => {
    const { id } = parse(idParam, req.params);
    const { content } = parse(replyBody, req.body);
    await replyToReview(ctx, id, content);
    return ok(true);
  });

  app.get('/settlements', async (req) => {
    const p = readPage(req.query);
    const q = parse(z.object({ auditStatus: z.coerce.number().int().min(1).max(3).optional() }), req.query);
    let base = ctx.db.selectFrom('merchantApplications');
    if (q.auditStatus) base = base.where('auditStatus', '=', q.auditStatus);
    const { rows, total } = await readPageOf(base, p, (filter) => filter.selectAll().orderBy('id', 'desc'));
    return ok(pageInfo(rows, total, p));
  });

  app.post('/settlements/:id/approve', async (req) => {
    const { id } = parse(idParam, req.params);
    return ok(await reviewApplication(ctx, { id, approve: true }));
  });

  app.post('/settlements/:id/reject', async (req) => {
    const { id } = parse(idParam, req.params);
    const { reason } = parse(reasonBody, req.body);
    return ok(await reviewApplication(ctx, { id, approve: false, reason }));
  });
}
