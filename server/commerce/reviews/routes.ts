import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { reviewBody } from '../../../shared/contract/review.js';
import { BusinessError, ok, pageInfo, parse, readPage } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { money } from '../http/render.js';
import { readPageOf } from '../http/page-query.js';
import { reviewContent } from '../catalog/replies.js';
import { createReview, parsePics } from './service.js';
import { MAX_IMAGES } from '../../../shared/constants.js';

/** docs/upstream-contract.md §7 (+ serviceStar of §13): reviewing received goods. */
export default async function reviewsRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.post('/api/front/order/comment', async (req) => {
    const uid = await requireUser(ctx, req);
    const b = parse(reviewBody, req.body);
    const pics = parsePics(b.pics);
    if (pics.length > MAX_IMAGES) throw new BusinessError(`At most ${MAX_IMAGES} images`, 400);
    if (pics.some((u) => !/^(\/crmebimage\/|https?:\/\/)/.test(u) || u.length > 300)) {
      throw new BusinessError('Review images must be uploaded pictures', 400);
    }
    await createReview(ctx, uid, { orderNo: b.orderNo, orderInfoId: b.orderInfoId, star: b.star, serviceStar: b.serviceStar ?? b.star, comment: b.comment, pics });
    return ok(true);
  });

  app.get('/api/front/order/reply/list', async (req) => {
    const uid = await requireUser(ctx, req);
    const p = readPage(req.query);
    const base = ctx.db
      .selectFrom('orderItems as i')
      .innerJoin('merchantOrders as o', 'o.orderNo', 'i.merOrderNo')
      .where('i.uid', '=', uid)
      .where('i.isReply', '=', 0)
      .where('o.status', 'in', [2, 3])
      .where('o.refundStatus', '!=', 3)
      .where('o.isUserDel', '=', 0);
    const { rows, total } = await readPageOf(base, p, (q) =>
      q
        .leftJoin('merchants as m', 'm.id', 'i.merId')
        .select(['i.id', 'i.merOrderNo', 'i.merId', 'm.name as merName', 'i.productId', 'i.productName', 'i.image', 'i.sku', 'i.price', 'i.payNum'])
        .orderBy('i.id', 'desc'),
    );
    const list = rows.map((r) => ({ ...r, merName: r.merName ?? '', price: money(r.price) }));
    return ok(pageInfo(list, total, p));
  });

  // Our design (see docs/api-extensions.md): the shopper's own reviews, found by account rather than
  // by display name, so a nickname change never hides them. Includes reviews the product page still
  // shows; a review removed by the merchant side is left out as it is on the product page.
  app.get('/api/front/user/reply/list', async (req) => {
    const uid = await requireUser(ctx, req);
    const p = readPage(req.query);
    const base = ctx.db.selectFrom('productReplies as r').where('r.uid', '=', uid).where('r.isDel', '=', 0);
    const { rows, total } = await readPageOf(base, p, (q) =>
      q
        .leftJoin('products as pr', 'pr.id', 'r.productId')
        .leftJoin('merchants as m', 'm.id', 'r.merId')
        .leftJoin('orderItems as i', 'i.id', 'r.orderInfoId')
        .select(['r.id', 'r.productId', 'r.orderInfoId', 'r.merOrderNo', 'r.merId', 'm.name as merName', 'r.sku', 'r.createdAt'])
        .select(['i.productName as lineName', 'i.image as lineImage', 'i.price', 'i.payNum', 'i.attrValueId', 'pr.storeName', 'pr.image as productImage'])
        .select(['r.star', 'r.serviceStar', 'r.comment', 'r.pics', 'r.merchantReplyContent', 'r.merchantReplyTime'])
        .orderBy('r.id', 'desc'),
    );
    const list = rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      orderInfoId: r.orderInfoId,
      merOrderNo: r.merOrderNo,
      merId: r.merId,
      merName: r.merName ?? '',
      // The name and picture as bought; the live product's only when the order line is gone.
      productName: r.lineName ?? r.storeName ?? '',
      image: r.lineImage ?? r.productImage ?? '',
      sku: r.sku,
      attrValueId: r.attrValueId ?? 0,
      price: money(r.price ?? 0),
      payNum: r.payNum ?? 0,
      ...reviewContent(r),
      createTime: r.createdAt,
    }));
    return ok(pageInfo(list, total, p));
  });
}
