// zod/mini, as every contract shape: both consoles type their home screens from these.
import * as z from 'zod/mini';
import { int, list, money, object, text } from './fields';
import { formText } from './request-fields';

/**
 * The two consoles' home screens (docs/api-extensions.md "Orders, refunds, finance and dashboards"), with
 * source A's paths, permission strings and field names where A has them: MerchantHomeController
 * (`/api/admin/merchant/statistics/home`: HomeRateResponse, HomeOperatingMerDataResponse) and HomeController
 * (`/api/admin/platform/statistics/home`: PlatformHomeRateResponse, HomeOperatingDataResponse); the 30-day
 * trend and the extra counts are ours. Days are SERVER_TIME_ZONE's calendar; sales are what shoppers paid
 * for shop orders on the day (their payment time), orders the shop orders paid on the day. Visitors are the
 * distinct signed-in shoppers (guest accounts included) who opened a product page of the shop on the day;
 * the service cannot tell anonymous readers apart, so they are not counted.
 */

export const HOME_PERMISSIONS = {
  merchantIndex: 'merchant:statistics:home:index',
  merchantOperating: 'merchant:statistics:home:operating:data',
  platformIndex: 'platform:statistics:home:index',
  platformOperating: 'platform:statistics:home:operating:data',
} as const;

export const HOME_PATHS = {
  merchantIndex: '/api/admin/merchant/statistics/home/index',
  merchantOperating: '/api/admin/merchant/statistics/home/operating/data',
  merchantTrend: '/api/admin/merchant/statistics/home/trend',
  platformIndex: '/api/admin/platform/statistics/home/index',
  platformOperating: '/api/admin/platform/statistics/home/operating/data',
  platformTrend: '/api/admin/platform/statistics/home/trend',
} as const;

/** A product whose stock is at or below this is "low on stock" (A's stock alert, 库存预警). */
export const LOW_STOCK_THRESHOLD = 5;
/** The longest trend the home screens draw. */
export const TREND_MAX_DAYS = 90;

/** GET `…/merchant/statistics/home/index` (merchant:statistics:home:index): A's HomeRateResponse; ours `visitors`, `yesterdayVisitors`. */
export const homeRateResponse = object({ sales: money, yesterdaySales: money, orderNum: int, yesterdayOrderNum: int, visitors: int, yesterdayVisitors: int });

/**
 * GET `…/merchant/statistics/home/operating/data` (merchant:statistics:home:operating:data): A's
 * HomeOperatingMerDataResponse (`notShippingOrderNum` paid and not shipped, `refundingOrderNum` refunds
 * awaiting the shop's decision, `onSaleProductNum`, `vigilanceInventoryNum` on sale with stock at or below
 * LOW_STOCK_THRESHOLD, `notSaleProductNum` in the warehouse); ours: `notReplyNum`, reviews without the shop's
 * answer.
 */
export const homeOperatingMerData = object({ notShippingOrderNum: int, refundingOrderNum: int, onSaleProductNum: int, vigilanceInventoryNum: int, notSaleProductNum: int, notReplyNum: int });

/** GET `…/platform/statistics/home/index` (platform:statistics:home:index): A's PlatformHomeRateResponse; `pageviews` counts visitors as above. */
export const platformHomeRateResponse = object({
  sales: money,
  yesterdaySales: money,
  pageviews: int,
  yesterdayPageviews: int,
  orderNum: int,
  yesterdayOrderNum: int,
  userNum: int,
  merchantNum: int,
});

/**
 * GET `…/platform/statistics/home/operating/data` (platform:statistics:home:operating:data): A's
 * HomeOperatingDataResponse (`awaitAuditProductNum`, products waiting for the platform's review, counts
 * whatever the review switch is; none wait while it is off); ours: `merchantApplyNum`, shop applications
 * awaiting review.
 */
export const homeOperatingData = object({ notShippingOrderNum: int, refundingOrderNum: int, awaitAuditProductNum: int, onSaleProductNum: int, merchantApplyNum: int });

/** One day of the trend. */
export const homeTrendDay = object({ date: text, sales: money, orderNum: int, visitors: int });

/**
 * GET `…/statistics/home/trend` (ours, either side; the `index` permission): query `days` (1 to 90, default
 * 30). Every day up to today, oldest first, with the totals over them.
 */
export const homeTrend = object({ list: list(homeTrendDay), sales: money, orderNum: int, visitors: int });

export const homeTrendRequest = z.object({
  days: z.optional(z.pipe(z.transform(formText), z.union([z.literal(''), z.string().check(z.regex(/^\d{1,3}$/, 'days must be a whole number'))], { error: 'days must be a whole number' }))),
});
