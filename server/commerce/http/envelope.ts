import { z } from 'zod';

/** CRMEB CommonResult: always HTTP 200; the outcome is in `code`. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T | null;
}

export const SUCCESS_MESSAGE = '操作成功';

export function ok<T>(data: T, message = SUCCESS_MESSAGE): Envelope<T> {
  return { code: 200, message, data };
}

/** A business rule refused the request: code 500 with a message the shopper can read. */
export class BusinessError extends Error {
  constructor(message: string, public readonly code = 500) {
    super(message);
    this.name = 'BusinessError';
  }
}

export class ValidationError extends BusinessError {
  constructor(message: string) {
    super(message, 400);
    this.name = 'ValidationError';
  }
}

export class NotLoggedInError extends BusinessError {
  constructor() {
    super('Not logged in, please log in', 401);
    this.name = 'NotLoggedInError';
  }
}

/** Parses input with zod; the first issue's message becomes the code-400 message, as the contract says. */
export function parse<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  // The contract's request shapes are zod/mini (the SPA types its calls from them); full zod parses both.
  const res = z.safeParse(schema, input);
  if (!res.success) {
    const issue = res.error.issues[0];
    const field = issue?.path.join('.');
    const msg = issue?.message ?? 'Invalid parameters';
    // zod's own default texts don't say which field; custom messages already do.
    throw new ValidationError(issue && /^(Invalid|Expected|Too|Required)/.test(msg) && field ? `${field}: ${msg}` : msg);
  }
  return res.data;
}

/** A JSON body as an object to parse, `{}` when none or not an object, so a missing body reads as missing fields. */
export function bodyObject(b: unknown): object {
  return b && typeof b === 'object' && !Array.isArray(b) ? b : {};
}

// ---- paging ----------------------------------------------------------------

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});

export interface PageArgs {
  page: number;
  limit: number;
  offset: number;
}

export function readPage(query: unknown): PageArgs {
  const r = (query ?? {}) as Record<string, unknown>;
  // Some clients send the page number as `pages` (docs/upstream-contract.md §14, the PC client's store search).
  const page = r.page === undefined || r.page === '' ? r.pages : r.page;
  const q = parse(pageQuery, { page, limit: r.limit });
  return { page: q.page, limit: q.limit, offset: (q.page - 1) * q.limit };
}

/** PageHelper PageInfo, exactly the keys the overseas front controllers return. */
export interface PageInfo<T> {
  pageNum: number;
  pageSize: number;
  size: number;
  startRow: number;
  endRow: number;
  pages: number;
  prePage: number;
  nextPage: number;
  isFirstPage: boolean;
  isLastPage: boolean;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  navigatePages: number;
  navigatepageNums: number[];
  navigateFirstPage: number;
  navigateLastPage: number;
  total: number;
  list: T[];
}

export function pageInfo<T>(list: T[], total: number, args: Pick<PageArgs, 'page' | 'limit'>): PageInfo<T> {
  const pages = total === 0 ? 0 : Math.ceil(total / args.limit);
  const pageNum = args.page;
  const startRow = list.length === 0 ? 0 : (pageNum - 1) * args.limit + 1;
  const endRow = list.length === 0 ? 0 : startRow + list.length - 1;
  const navStart = Math.max(1, Math.min(pageNum - 3, pages - 7));
  const navEnd = Math.min(pages, navStart + 7);
  const nums: number[] = [];
  for (let i = navStart; i <= navEnd && pages > 0; i++) nums.push(i);
  return {
    pageNum,
    pageSize: args.limit,
    size: list.length,
    startRow,
    endRow,
    pages,
    prePage: pageNum > 1 ? pageNum - 1 : 0,
    nextPage: pageNum < pages ? pageNum + 1 : 0,
    isFirstPage: pageNum === 1,
    isLastPage: pageNum >= pages,
    hasPreviousPage: pageNum > 1,
    hasNextPage: pageNum < pages,
    navigatePages: 8,
    navigatepageNums: nums,
    navigateFirstPage: nums[0] ?? 0,
    navigateLastPage: nums[nums.length - 1] ?? 0,
    total,
    list,
  };
}

/** CommonPage: the other paging shape of the contract (docs/upstream-contract.md §1), used by the browse and purchased lists. */
export interface CommonPage<T> {
  page: number;
  limit: number;
  totalPage: number;
  total: number;
  list: T[];
}

export function commonPage<T>(list: T[], total: number, args: Pick<PageArgs, 'page' | 'limit'>): CommonPage<T> {
  return { page: args.page, limit: args.limit, totalPage: total === 0 ? 0 : Math.ceil(total / args.limit), total, list };
}
