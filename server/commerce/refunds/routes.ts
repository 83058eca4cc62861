import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { refundBody } from '../../../shared/contract/refund.js';
import { BusinessError, ok, pageInfo, parse, readPage } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { money, splitList } from '../http/render.js';
import { linesFor, shopNames } from '../orders/queries.js';
import { applyRefund, refundReasons } from './service.js';
import { readPageOf } from '../http/page-query.js';

const orderNoParam = z.object({ orderNo: z.string().trim().min(1, 'Please provide the order number').max(64) });
const refundNoParam = z.object({ refundOrderNo: z.string().trim().min(1, 'Please provide the refund number').max(64) });

/** docs/upstream-contract.md §6: refunds of a whole merchant order. */
export default async function refundsRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.get('/api/front/order/apply/refund/:orderNo', async (req) => {
    const uid = await requireUser(ctx, req);
    const { orderNo } = parse(orderNoParam, req.params);
    const o = await ctx.db.selectFrom('merchantOrders').selectAll().where('orderNo', '=', orderNo).where('uid', '=', uid).executeTakeFirst();
    if (!o || o.isUserDel === 1) throw new BusinessError('Order does not exist');
    const items = await linesFor(ctx, [o.orderNo]);
    return ok({ id: o.id, orderNo: o.orderNo, paid: o.paid === 1, payPrice: money(o.payPrice), totalNum: o.totalNum, orderInfoList: items.get(o.orderNo) ?? [] });
  });

  app.get('/api/front/order/refund/reason', async () => ok(await refundReasons(ctx)));

  app.post('/api/front/order/refund', async (req) => {
    const uid = await requireUser(ctx, req);
    const b = parse(refundBody, req.body);
    const images = splitList(b.refund_reason_wap_img);
    if (images.some((u) => !/^(\/crmebimage\/|https?:\/\/)/.test(u) || u.length > 300)) {
      throw new BusinessError('Refund images must be uploaded pictures', 400);
    }
    await applyRefund(ctx, uid, { orderNo: b.orderNo, text: b.text, images: images.join(','), explain: b.refund_reason_wap_explain });
    return ok(true);
  });

  app.get('/api/front/order/refund/list', async (req) => {
    const uid = await requireUser(ctx, req);
    const p = readPage(req.query);
    const base = ctx.db.selectFrom('refunds').where('uid', '=', uid);
    const { rows, total } = await readPageOf(base, p, (q) => q.selectAll().orderBy('id', 'desc'));
    const [items, shopName] = await Promise.all([
      linesFor(ctx, rows.map((r) => r.merOrderNo)),
      shopNames(ctx, rows.map((r) => r.merId)),
    ]);
    const list = rows.map((r) => ({
      id: r.id,
      refundOrderNo: r.refundOrderNo,
      merOrderNo: r.merOrderNo,
      masterOrderNo: r.masterOrderNo,
      merId: r.merId,
      merName: shopName.get(r.merId) ?? '',
      totalNum: r.totalNum,
      refundStatus: r.refundStatus,
      refundPrice: money(r.refundPrice),
      createTime: r.createdAt,
      orderInfoList: items.get(r.merOrderNo) ?? [],
    }));
    return ok(pageInfo(list, total, p));
  });

  app.get('/api/front/order/refund/detail/:refundOrderNo', async (req) => {
    const uid = await requireUser(ctx, req);
    const { refundOrderNo } = parse(refundNoParam, req.params);
    const r = await ctx.db.selectFrom('refunds').selectAll().where('refundOrderNo', '=', refundOrderNo).where('uid', '=', uid).executeTakeFirst();
    if (!r) throw new BusinessError('Refund does not exist');
    const [items, names] = await Promise.all([linesFor(ctx, [r.merOrderNo]), shopNames(ctx, [r.merId])]);
    return ok({
      id: r.id,
      refundOrderNo: r.refundOrderNo,
      merOrderNo: r.merOrderNo,
      masterOrderNo: r.masterOrderNo,
      merId: r.merId,
      merName: names.get(r.merId) ?? '',
      totalNum: r.totalNum,
      refundStatus: r.refundStatus,
      refundPrice: money(r.refundPrice),
      refundReasonWap: r.refundReasonWap,
      refundReasonWapImg: r.refundReasonWapImg,
      refundReasonWapExplain: r.refundReasonWapExplain,
      refundReason: r.refundReason,
      refundTime: r.refundTime ?? '',
      createTime: r.createdAt,
      orderInfoList: items.get(r.merOrderNo) ?? [],
    });
  });
}
