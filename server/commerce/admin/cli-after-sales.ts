import { z } from 'zod';
import { parse, pageInfo, readPage } from '../http/envelope.js';
import { approveRefund, rejectRefund } from '../refunds/service.js';
import { replyToReview } from '../reviews/service.js';
import { reviewApplication } from '../merchants/settlement.js';
import type { Command } from './cli-commands.js';

const refundNo = z.object({ refundOrderNo: z.string({ message: '--refundOrderNo is required' }).trim().min(1, '--refundOrderNo is required') });
const reason = z.object({ reason: z.string({ message: '--reason is required' }).trim().min(1, '--reason is required').max(255) });
const id = z.object({ id: z.coerce.number({ message: '--id is required' }).int().positive('--id must be a positive integer') });
const content = z.object({ content: z.string({ message: '--content is required' }).trim().min(1, '--content is required').max(512) });

/** The merchant side after the sale, from a shell: the same services as /api/admin/refunds, /reviews, /settlements. */
export const commands: Record<string, Command> = {
  'refunds:list': {
    summary: 'List refund requests, optionally by status (0 pending, 1 rejected, 2 refunding, 3 refunded)',
    usage: '[--status 0] [--page 1] [--limit 20]',
    async run(ctx, f) {
      const page = readPage(f);
      const { status } = parse(z.object({ status: z.coerce.number().int().min(0).max(3).optional() }), f);
      let q = ctx.db.selectFrom('refunds');
      if (status !== undefined) q = q.where('refundStatus', '=', status);
      const [rows, count] = await Promise.all([
        q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return pageInfo(rows, Number(count.n), page);
    },
  },
  'refunds:approve': {
    summary: 'Approve a refund: the money goes back by the original method; stock and points are restored',
    usage: '--refundOrderNo RF...',
    run: (ctx, f) => approveRefund(ctx, parse(refundNo, f).refundOrderNo),
  },
  'refunds:reject': {
    summary: 'Reject a refund with a reason the shopper sees',
    usage: '--refundOrderNo RF... --reason "The item was used"',
    run: (ctx, f) => rejectRefund(ctx, parse(refundNo, f).refundOrderNo, parse(reason, f).reason),
  },
  'reviews:reply': {
    summary: "Reply to a shopper's review as the seller",
    usage: '--id 12 --content "Thank you!"',
    async run(ctx, f) {
      await replyToReview(ctx, parse(id, f).id, parse(content, f).content);
      return { replied: true };
    },
  },
  'settlements:approve': {
    summary: 'Approve a shop application: the shop is created and the applicant notified',
    usage: '--id 3',
    run: (ctx, f) => reviewApplication(ctx, { id: parse(id, f).id, approve: true }),
  },
  'settlements:reject': {
    summary: 'Reject a shop application with a reason (the applicant may resubmit)',
    usage: '--id 3 --reason "Licence image unreadable"',
    run: (ctx, f) => reviewApplication(ctx, { id: parse(id, f).id, approve: false, reason: parse(reason, f).reason }),
  },
};
