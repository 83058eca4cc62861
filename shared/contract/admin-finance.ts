// zod/mini, as every contract shape: the platform console types its calls from these and the service parses with them.
import * as z from 'zod/mini';
import { int, list, money, object, text } from './fields';
import { formText } from './request-fields';
import { dateLimitField } from './admin-platform-orders';

/**
 * The platform's finance view (docs/api-extensions.md "Orders, refunds, finance and dashboards"), ours in the
 * conventions of A's FinanceController (`/api/admin/platform/finance`) and A's MerchantDailyStatement and
 * MerchantMonthStatement field names: per shop and per day or month, what shoppers paid, what was refunded,
 * the platform's commission and what the shop is owed. Money is a two-decimal string on the wire, integer
 * minor units in every sum.
 *
 * The rule: commission is taken per shop order, at the rate the shop had when the order was paid (the order's
 * `handlingFee` snapshot of the shop's `handlingFee`, whole percent; `commissionRate` shows the shop's rate today),
 * rounded half up in minor units (`percentOf` of shared/money.ts); a refunded order gives its commission back,
 * computed the same way on the refunded amount, in the period of the refund. A period's `handlingFee` is the
 * commission on its sales less the commission given back on its refunds, and `merchantTransferAmount` (owed to
 * the shop) is `orderPayAmount − refundAmount − handlingFee`. Days and months are SERVER_TIME_ZONE's calendar;
 * a sale falls on its payment time, a refund on the time the money went back.
 */

export const PLATFORM_FINANCE_PERMISSIONS = {
  statement: 'platform:finance:merchant:statement:list',
  export: 'platform:finance:merchant:statement:export',
} as const;

export const PLATFORM_FINANCE_PATHS = {
  statement: '/api/admin/platform/finance/merchant/statement',
  export: '/api/admin/platform/finance/merchant/statement/export',
} as const;

/** The longest range one statement covers, so an answer stays a page a person reads. */
export const STATEMENT_MAX_DAYS = 366;
export const STATEMENT_MAX_MONTHS = 36;

/**
 * GET `statement` (and `export`): `dateType` `day` (default) or `month`; `dateLimit` as A's (default
 * `lately30` by day, `year` by month; at most 366 days or 36 months); `merId`, one shop (all when left out).
 */
export const merchantStatementRequest = z.object({
  dateType: z.optional(z.pipe(z.transform(formText), z.union([z.literal(''), z.enum(['day', 'month'])], { error: 'dateType must be day or month' }))),
  dateLimit: dateLimitField,
  merId: z.optional(z.pipe(z.transform(formText), z.union([z.literal(''), z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'merId must be a positive integer'))], { error: 'merId must be a positive integer' }))),
});

const figures = {
  orderNum: int,
  orderPayAmount: money,
  refundNum: int,
  refundAmount: money,
  handlingFee: money,
  merchantTransferAmount: money,
};

/** One shop's day or month (A's MerchantDailyStatement / MerchantMonthStatement; ours: `merName`, `commissionRate`). */
export const merchantStatementRow = object({ merId: int, merName: text, commissionRate: int, dataDate: text, ...figures });

/** One shop's figures over the whole range. */
export const merchantStatementShop = object({ merId: int, merName: text, commissionRate: int, ...figures });

/**
 * The answer: the range as calendar dates (`startDate`, `endDate`, both included), the rows with any sale or
 * refund (newest period first, then by shop), each shop's totals (by shop id), and the grand `total`.
 */
export const merchantStatement = object({
  dateType: text,
  startDate: text,
  endDate: text,
  list: list(merchantStatementRow),
  merchants: list(merchantStatementShop),
  total: object(figures),
});

/** The CSV's header row: the statement's fields in the order the columns appear. */
export const STATEMENT_CSV_COLUMNS = ['dataDate', 'merId', 'merName', 'commissionRate', 'orderNum', 'orderPayAmount', 'refundNum', 'refundAmount', 'handlingFee', 'merchantTransferAmount'] as const;
