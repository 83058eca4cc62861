import type { Db } from '../db/schema.js';
import { splitList } from '../http/render.js';

export const USE_TYPE_MERCHANT = 1;
export const USE_TYPE_PRODUCT = 2;
export const USE_TYPE_PLATFORM = 3;

export interface ScopedCoupon {
  useType: number;
  merId: number;
  productIds: string;
  categoryId: number;
}

export interface ScopedLine {
  merId: number;
  productId: number;
  cateId: number;
}

/** A platform category and every category below it (the tree is three levels deep). */
export async function categoryScope(db: Db, categoryId: number): Promise<Set<number>> {
  const scope = new Set<number>([categoryId]);
  let frontier = [categoryId];
  for (let depth = 0; depth < 3 && frontier.length > 0; depth++) {
    const rows = await db.selectFrom('categories').select('id').where('pid', 'in', frontier).execute();
    frontier = rows.map((r) => r.id).filter((id) => !scope.has(id));
    for (const id of frontier) scope.add(id);
  }
  return scope;
}

/** Whether a coupon's scope covers a line: its shop, its listed products, or (platform) a category subtree. */
export function covers(c: ScopedCoupon, line: ScopedLine, categories: Set<number> | null): boolean {
  switch (c.useType) {
    case USE_TYPE_MERCHANT:
      return line.merId === c.merId;
    case USE_TYPE_PRODUCT:
      return splitList(c.productIds).map(Number).includes(line.productId);
    case USE_TYPE_PLATFORM:
      return c.categoryId === 0 || (categories?.has(line.cateId) ?? false);
    default:
      return false;
  }
}

export async function eligibleFlags(db: Db, c: ScopedCoupon, lines: ScopedLine[]): Promise<boolean[]> {
  const cats = c.useType === USE_TYPE_PLATFORM && c.categoryId > 0 ? await categoryScope(db, c.categoryId) : null;
  return lines.map((l) => covers(c, l, cats));
}
