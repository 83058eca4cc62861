import type { SelectQueryBuilder } from 'kysely';
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
