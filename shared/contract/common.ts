import * as z from 'zod/mini';
import { readNum, type Field } from './fields';

/** Every answer of the contract: `{ code, message, data }`; code 200 is success. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.int(), message: z.nullish(z.string()), data });
}

/**
 * Codes that mean "the session is gone" (contract §1): the BFF drops its cookie and answers 401,
 * and the SPA opens sign-in. 401 itself, and CRMEB's token-expired/invalid/missing codes.
 */
export const LOGGED_OUT_CODES = [401, 410000, 410001, 410002] as const;
export const isLoggedOutCode = (code: unknown): boolean => (LOGGED_OUT_CODES as readonly unknown[]).includes(code);

/** A page as the SPA reads it: the BFF gives both upstream paging shapes this one form. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

const count = z.int().check(z.minimum(0));

/** PageHelper's PageInfo (`pageNum`/`pageSize`/`pages`), what most list calls send. */
function pageHelperOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ pageNum: count, pageSize: count, total: count, pages: count, list: z.array(item) });
}

/** CommonPage (`page`/`limit`/`totalPage`), what the browse history sends. */
function commonPageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ page: count, limit: count, totalPage: count, total: count, list: z.array(item) });
}

function lenientPageOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.object({ list: z.nullish(z.array(item)), total: z.optional(z.unknown()), page: z.optional(z.unknown()), limit: z.optional(z.unknown()), pages: z.optional(z.unknown()) }),
    z.transform(
      (p): Page<z.output<T>> => ({ list: p.list ?? [], total: readNum(p.total), page: readNum(p.page) || 1, limit: readNum(p.limit) || 20, pages: readNum(p.pages) }),
    ),
  );
}

/** A list call's answer: strict = PageHelper's PageInfo, lenient = the BFF's one page form. */
export function page<S extends z.ZodMiniType, L extends z.ZodMiniType>(item: Field<S, L>) {
  return { strict: pageHelperOf<S>(item.strict), lenient: lenientPageOf<L>(item.lenient) };
}

/** A list call answered as CommonPage (browse history). */
export function commonPage<S extends z.ZodMiniType, L extends z.ZodMiniType>(item: Field<S, L>) {
  return { strict: commonPageOf<S>(item.strict), lenient: lenientPageOf<L>(item.lenient) };
}
