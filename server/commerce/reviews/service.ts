import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';

export interface NewReview {
  orderNo: string;
  orderInfoId: number;
  star: number;
  serviceStar: number;
  comment: string;
  pics: string[];
}

/** Once per order line, only after receipt: the line's isReply flips 0 → 1 in the same transaction as the insert. */
export async function createReview(ctx: CommerceContext, uid: number, r: NewReview): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('merchantOrders').selectAll().where('orderNo', '=', r.orderNo).where('uid', '=', uid).executeTakeFirst();
    if (!order) throw new BusinessError('Order does not exist');
    if (order.status !== 2 && order.status !== 3) throw new BusinessError('Goods can be reviewed only after you confirm receipt');
    const item = await trx
      .selectFrom('orderItems')
      .selectAll()
      .where('id', '=', r.orderInfoId)
      .where('merOrderNo', '=', r.orderNo)
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!item) throw new BusinessError('This product is not part of the order');
    const claimed = await trx.updateTable('orderItems').set({ isReply: 1 }).where('id', '=', item.id).where('isReply', '=', 0).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new BusinessError('You have already reviewed this product');
    const user = await trx.selectFrom('users').select(['nickname', 'avatar']).where('id', '=', uid).executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('productReplies')
      .values({
        uid,
        productId: item.productId,
        merId: item.merId,
        orderInfoId: item.id,
        merOrderNo: item.merOrderNo,
        star: r.star,
        serviceStar: r.serviceStar,
        comment: r.comment,
        pics: r.pics.join(','),
        sku: item.sku,
        nickname: user.nickname,
        avatar: user.avatar,
        merchantReplyContent: '',
        merchantReplyTime: null,
        isDel: 0,
        createdAt: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function replyToReview(ctx: CommerceContext, id: number, content: string): Promise<void> {
  const res = await ctx.db
    .updateTable('productReplies')
    .set({ merchantReplyContent: content, merchantReplyTime: now() })
    .where('id', '=', id)
    .where('isDel', '=', 0)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw new BusinessError('Review does not exist');
}

/** The PC sends pics as a JSON array string; older clients send a comma list. Both become URLs. */
export function parsePics(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String).map((s) => s.trim()).filter(Boolean);
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  const s = raw.trim();
  if (s.startsWith('[')) {
    try {
      const v: unknown = JSON.parse(s);
      if (Array.isArray(v)) return v.map(String).map((x) => x.trim()).filter(Boolean);
    } catch {
      // fall through to the bracket-stripping the original server does
    }
  }
  return s.replace(/[[\]"]/g, '').split(',').map((x) => x.trim()).filter(Boolean);
}
