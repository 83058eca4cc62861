import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { money } from '../http/render.js';
import { principalOf, requirePermission } from '../admin-accounts/guard.js';
import { homeTrendRequest, HOME_PATHS as PATH, HOME_PERMISSIONS as P } from '../../../shared/contract/admin-home.js';
import { platformCounts, platformOperating, readDays, shopOperating, todayAndYesterday, trend } from './stats.js';

/**
 * Both consoles' home screens (docs/api-extensions.md "Orders, refunds, finance and dashboards"): A's
 * MerchantHomeController and HomeController calls, and our 30-day trend. A shop's calls count only the
 * caller's shop; the platform's the whole marketplace.
 */
export default function homeRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  const guard = (permission: string) => ({ preHandler: requirePermission(ctx, permission) });

  app.get(PATH.merchantIndex, guard(P.merchantIndex), async (req) => {
    const { today, yesterday } = await todayAndYesterday(ctx, principalOf(req).merId);
    return ok({ sales: money(today.sales), yesterdaySales: money(yesterday.sales), orderNum: today.orderNum, yesterdayOrderNum: yesterday.orderNum, visitors: today.visitors, yesterdayVisitors: yesterday.visitors });
  });
  app.get(PATH.merchantOperating, guard(P.merchantOperating), async (req) => ok(await shopOperating(ctx, principalOf(req).merId)));
  app.get(PATH.merchantTrend, guard(P.merchantIndex), async (req) => ok(await trend(ctx, principalOf(req).merId, readDays(parse(homeTrendRequest, req.query ?? {}).days))));

  app.get(PATH.platformIndex, guard(P.platformIndex), async () => {
    const [{ today, yesterday }, counts] = await Promise.all([todayAndYesterday(ctx, undefined), platformCounts(ctx)]);
    return ok({
      sales: money(today.sales),
      yesterdaySales: money(yesterday.sales),
      pageviews: today.visitors,
      yesterdayPageviews: yesterday.visitors,
      orderNum: today.orderNum,
      yesterdayOrderNum: yesterday.orderNum,
      ...counts,
    });
  });
  app.get(PATH.platformOperating, guard(P.platformOperating), async () => ok(await platformOperating(ctx)));
  app.get(PATH.platformTrend, guard(P.platformIndex), async (req) => ok(await trend(ctx, undefined, readDays(parse(homeTrendRequest, req.query ?? {}).days))));
}
