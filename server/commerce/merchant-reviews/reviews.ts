import { sql, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { MERCHANT_REVIEW_PERMISSIONS, productReplySearchRequest, storeProductReplyCommentRequest, type storeProductReplyResponse } from '../../../shared/contract/admin-shop.js';
import { BusinessError, commonPage, parse, readPage, type CommonPage } from '../http/envelope.js';
import { readPageOf } from '../http/page-query.js';
import { splitList } from '../http/render.js';
import { likeContains } from '../catalog/query.js';
import { now } from '../db/time.js';
import { consoleTime } from '../platform-merchants/tables.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';

const REVIEW_NOT_FOUND = 'Review does not exist';

type ReplyRow = Wire<typeof storeProductReplyResponse>;

/** The shop's reviews that shoppers can see (a review removed by the marketplace is gone here too). */
function shopReviews(ctx: CommerceContext, merId: number) {
  return ctx.db.selectFrom('productReplies as r').where('r.merId', '=', merId).where('r.isDel', '=', 0);
}

/**
 * GET .../product/reply/list: the shop's reviews, newest first, narrowed by stars, by "has pictures", by
 * "not yet answered" (`isReply` false), by the product (name or id) and by the reviewer's name.
 */
export async function reviewPage(ctx: CommerceContext, merId: number, query: unknown): Promise<CommonPage<ReplyRow>> {
  const args = readPage(query);
  const f = parse(productReplySearchRequest, query ?? {});
  let q = shopReviews(ctx, merId).leftJoin('products as p', 'p.id', 'r.productId');
  if (f.star !== undefined) q = q.where('r.star', '=', f.star);
  if (f.hasPics !== undefined) q = q.where('r.pics', f.hasPics ? '!=' : '=', '');
  if (f.isReply !== undefined) q = q.where('r.merchantReplyContent', f.isReply ? '!=' : '=', '');
  if (f.nickname) q = q.where(sql<SqlBool>`lower(${sql.ref('r.nickname')}) like lower(${likeContains(f.nickname)}) escape '\\'`);
  if (f.productSearch) {
    const asId = /^\d{1,9}$/.test(f.productSearch) ? Number(f.productSearch) : 0;
    const pattern = likeContains(f.productSearch);
    q = q.where((eb) => eb.or([eb('r.productId', '=', asId), sql<SqlBool>`lower(${sql.ref('p.storeName')}) like lower(${pattern}) escape '\\'`]));
  }
  const { rows, total } = await readPageOf(q, args, (base) =>
    base
      .leftJoin('merchants as m', 'm.id', 'r.merId')
      .select(['r.id', 'r.productId', 'r.sku', 'r.star', 'r.serviceStar', 'r.comment', 'r.pics', 'r.merchantReplyContent', 'r.merchantReplyTime', 'r.nickname', 'r.avatar', 'r.createdAt', 'r.merOrderNo'])
      .select(['p.storeName', 'p.image as productImage', 'm.name as merName'])
      .orderBy('r.id', 'desc'),
  );
  const list = rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    sku: r.sku,
    star: r.star,
    serviceStar: r.serviceStar,
    comment: r.comment,
    pics: splitList(r.pics),
    merchantReplyContent: r.merchantReplyContent,
    merchantReplyTime: consoleTime(ctx, r.merchantReplyTime ?? ''),
    isReply: r.merchantReplyContent !== '',
    nickname: r.nickname,
    avatar: r.avatar,
    createTime: consoleTime(ctx, r.createdAt),
    productName: r.storeName ?? '',
    productImage: r.productImage ?? '',
    merName: r.merName ?? '',
    merOrderNo: r.merOrderNo,
  }));
  return commonPage(list, total, args);
}

/**
 * POST .../product/reply/comment: the shop's answer to one of its reviews, or a new wording of the answer it
 * gave. The goods page and the shopper's "my reviews" read the same columns, so it shows there at once.
 */
export async function replyToShopReview(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  const f = parse(storeProductReplyCommentRequest, req.body ?? {});
  await ctx.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('productReplies').select(['id', 'merchantReplyContent']).where('id', '=', f.id).where('merId', '=', who.merId).where('isDel', '=', 0).executeTakeFirst();
    if (!current) throw new BusinessError(REVIEW_NOT_FOUND);
    const changes = changedFields({ merchantReplyContent: current.merchantReplyContent }, { merchantReplyContent: f.merchantReplyContent });
    if (Object.keys(changes).length === 0) return;
    await trx.updateTable('productReplies').set({ merchantReplyContent: f.merchantReplyContent, merchantReplyTime: now() }).where('id', '=', current.id).where('merId', '=', who.merId).execute();
    const description = current.merchantReplyContent === '' ? 'Reply to a review' : 'Edit the reply to a review';
    await logOperation({ ...ctx, db: trx }, req, who, { description, method: MERCHANT_REVIEW_PERMISSIONS.comment, methodType: 'update', requestParam: { id: current.id }, changes });
  });
}
