import { sql, type SelectQueryBuilder } from 'kysely';
import type { PageArgs } from './envelope.js';

/**
 * One page of a list and the size of the whole list, read together from one filter. `pageRows` chooses the
 * columns (and any joins) and the order of the page; the page's window is applied here, and the total counts
 * every row the filter matches.
 */
export async function readPageOf<DB, TB extends keyof DB, O, PDB, PTB extends keyof PDB, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: Pick<PageArgs, 'limit' | 'offset'>,
  pageRows: (filter: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<PDB, PTB, R>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, count] = await Promise.all([
    pageRows(base).limit(page.limit).offset(page.offset).execute(),
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      // The selection is only the count, whatever the filter's generic row type says.
      .$castTo<{ n: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** From this many skipped rows on, a page is worth reading from whichever end of the list is nearer. */
const DEEP_OFFSET = 1_000;

/**
 * One page of ids, newest (highest id) first, and the size of the whole list, for the consoles' long lists.
 * A deep page (a shop's last orders of 50,000) is read from the list's far end in ascending order when that
 * end is nearer, and turned round, so the index walk skips at most half of the list instead of nearly all
 * of it. Shallow pages read the page and the count together, as `readPageOf` does.
 */
export async function readIdPageOf<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  page: Pick<PageArgs, 'limit' | 'offset'>,
  idColumn: string,
): Promise<{ ids: number[]; total: number }> {
  const ids = (q: SelectQueryBuilder<DB, TB, O>, dir: 'asc' | 'desc', limit: number, offset: number) =>
    q
      .select(sql.ref(idColumn).as('id'))
      .orderBy(sql.ref(idColumn), dir)
      .limit(limit)
      .offset(offset)
      .$castTo<{ id: number }>()
      .execute()
      .then((rows) => rows.map((r) => Number(r.id)));
  const count = () =>
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$castTo<{ n: number }>()
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  if (page.offset < DEEP_OFFSET) {
    const [list, total] = await Promise.all([ids(base, 'desc', page.limit, page.offset), count()]);
    return { ids: list, total };
  }
  const total = await count();
  const left = total - page.offset;
  if (left <= 0) return { ids: [], total };
  if (page.offset <= left) return { ids: await ids(base, 'desc', page.limit, page.offset), total };
  const take = Math.min(page.limit, left);
  return { ids: (await ids(base, 'asc', take, left - take)).reverse(), total };
}
