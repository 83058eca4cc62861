import * as z from 'zod/mini';
import { readNum, type Field } from './fields';

/** A page as the SPA reads it: the BFF gives both upstream paging shapes this one form. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

const count = z.int().check(z.minimum(0));

/** PageHelper's PageInfo (`pageNum`/`pageSize`/`pages` and its navigation fields), what most list calls send. */
function pageHelperOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    pageNum: count,
    pageSize: count,
    size: count,
    startRow: count,
    endRow: count,
    total: count,
    pages: count,
    prePage: count,
    nextPage: count,
    isFirstPage: z.boolean(),
    isLastPage: z.boolean(),
    hasPreviousPage: z.boolean(),
    hasNextPage: z.boolean(),
    navigatePages: count,
    navigatepageNums: z.array(count),
    navigateFirstPage: count,
    navigateLastPage: count,
    list: z.array(item),
  });
}

/** CommonPage (`page`/`limit`/`totalPage`), the paging of the contract's newer calls (browse and purchase history). */
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

/** A CommonPage answer: strict = CommonPage, lenient = the BFF's one page form (it turns `totalPage` into `pages`). */
export function commonPage<S extends z.ZodMiniType, L extends z.ZodMiniType>(item: Field<S, L>) {
  return { strict: commonPageOf<S>(item.strict), lenient: lenientPageOf<L>(item.lenient) };
}
