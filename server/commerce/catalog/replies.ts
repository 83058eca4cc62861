import { sql } from 'kysely';
import type { CommerceContext } from '../context.js';
import { pageInfo, type PageArgs } from '../http/envelope.js';
import { splitList } from '../http/render.js';
import type { ProductRepliesTable } from '../db/schema.js';
import type { Selectable } from 'kysely';

/** Review type of the contract: 0 all, 1 good (4–5 stars), 2 medium (3), 3 poor (1–2). */
export type ReplyType = 0 | 1 | 2 | 3;

type ReviewContentColumns = 'star' | 'serviceStar' | 'comment' | 'pics' | 'merchantReplyContent' | 'merchantReplyTime';

/** What a review says and the shop's answer, as both the product page and the shopper's own list show it. */
export function reviewContent(r: Pick<Selectable<ProductRepliesTable>, ReviewContentColumns>) {
  return {
    star: r.star,
    serviceStar: r.serviceStar,
    comment: r.comment,
    pics: splitList(r.pics),
    merchantReplyContent: r.merchantReplyContent,
    merchantReplyTime: r.merchantReplyTime,
  };
}

export function renderReply(r: Selectable<ProductRepliesTable>) {
  return {
    id: r.id,
    uid: r.uid,
    productId: r.productId,
    ...reviewContent(r),
    nickname: r.nickname,
    avatar: r.avatar,
    createTime: r.createdAt,
    sku: r.sku,
  };
}

export async function replyList(ctx: CommerceContext, productId: number, type: ReplyType, page: PageArgs) {
  let q = ctx.db.selectFrom('productReplies').where('productId', '=', productId).where('isDel', '=', 0);
  if (type === 1) q = q.where('star', '>=', 4);
  if (type === 2) q = q.where('star', '=', 3);
  if (type === 3) q = q.where('star', '<=', 2);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return pageInfo(rows.map(renderReply), Number(count?.n ?? 0), page);
}

/** good / sum as a percent string with at most two decimals ("96", "95.24"), computed in integers. */
export function percentString(part: number, whole: number): string {
  if (whole <= 0) return '0';
  const basisPoints = Math.floor((part * 10000 * 2 + whole) / (whole * 2)); // rounded half up
  const whole100 = Math.floor(basisPoints / 100);
  const frac = String(basisPoints % 100).padStart(2, '0').replace(/0+$/, '');
  return frac ? `${whole100}.${frac}` : String(whole100);
}

export async function replyCounts(ctx: CommerceContext, productId: number) {
  const row = await ctx.db
    .selectFrom('productReplies')
    .select([
      sql<number>`count(*)`.as('sumCount'),
      sql<number>`coalesce(sum(case when star >= 4 then 1 else 0 end), 0)`.as('goodCount'),
      sql<number>`coalesce(sum(case when star = 3 then 1 else 0 end), 0)`.as('inCount'),
      sql<number>`coalesce(sum(case when star <= 2 then 1 else 0 end), 0)`.as('poorCount'),
      sql<number>`coalesce(sum(star), 0)`.as('starSum'),
    ])
    .where('productId', '=', productId)
    .where('isDel', '=', 0)
    .executeTakeFirst();
  const sumCount = Number(row?.sumCount ?? 0);
  const goodCount = Number(row?.goodCount ?? 0);
  const starSum = Number(row?.starSum ?? 0);
  return {
    sumCount,
    goodCount,
    inCount: Number(row?.inCount ?? 0),
    poorCount: Number(row?.poorCount ?? 0),
    replyChance: percentString(goodCount, sumCount),
    // Average star to one decimal, rounded half up in integer tenths.
    replyStar: sumCount === 0 ? 0 : Math.floor((starSum * 20 + sumCount) / (sumCount * 2)) / 10,
  };
}

export async function replyDetail(ctx: CommerceContext, productId: number) {
  const [counts, latest] = await Promise.all([
    replyCounts(ctx, productId),
    ctx.db.selectFrom('productReplies').selectAll().where('productId', '=', productId).where('isDel', '=', 0).orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  return { sumCount: counts.sumCount, replyChance: counts.replyChance, productReply: latest ? renderReply(latest) : null };
}
