import type { Selectable } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { CategoriesTable } from '../db/schema.js';
import { bool } from '../http/render.js';
import type { CategoryWire } from '../../../shared/contract/catalog.js';

/** A stored category, platform or merchant (the merchant table adds only its owner). */
export type CategoryRow = Selectable<CategoriesTable>;

/** ProCategoryCacheVo: the contract's category node, as the contract module writes it. */
export type CategoryNode = CategoryWire;

/**
 * Builds the tree from flat rows, ordered by sort (desc) then id. Only shown categories are kept, and a
 * hidden category hides its whole branch: its children are never attached to a visible parent.
 */
export function buildTree(rows: CategoryRow[], onlyShown = true): CategoryNode[] {
  const sorted = [...rows].sort((a, b) => b.sort - a.sort || a.id - b.id);
  const byParent = new Map<number, CategoryRow[]>();
  for (const r of sorted) {
    if (onlyShown && r.isShow !== 1) continue;
    const list = byParent.get(r.pid) ?? [];
    list.push(r);
    byParent.set(r.pid, list);
  }
  const build = (pid: number, depth: number): CategoryNode[] =>
    depth > 3
      ? []
      : (byParent.get(pid) ?? []).map((r) => ({
          id: r.id,
          pid: r.pid,
          name: r.name,
          icon: r.icon,
          level: r.level,
          sort: r.sort,
          isShow: bool(r.isShow),
          childList: build(r.id, depth + 1),
        }));
  return build(0, 1);
}

/** The category and every category below it (any visibility), for "products of this branch". */
export function withDescendants(rows: Pick<CategoryRow, 'id' | 'pid'>[], id: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) {
    const list = children.get(r.pid) ?? [];
    list.push(r.id);
    children.set(r.pid, list);
  }
  const out: number[] = [];
  const seen = new Set<number>();
  const stack = [id];
  while (stack.length > 0) {
    const cur = stack.pop()!;
    if (seen.has(cur)) continue;
    seen.add(cur);
    out.push(cur);
    stack.push(...(children.get(cur) ?? []));
  }
  return out;
}

const categoryColumns = ['id', 'pid', 'name', 'icon', 'level', 'sort', 'isShow'] as const;

export async function platformCategoryTree(ctx: CommerceContext): Promise<CategoryNode[]> {
  return buildTree(await ctx.db.selectFrom('categories').select(categoryColumns).execute());
}

export async function platformCategoryBranch(ctx: CommerceContext, cid: number): Promise<number[]> {
  return withDescendants(await ctx.db.selectFrom('categories').select(['id', 'pid']).execute(), cid);
}

export async function merchantCategoryTree(ctx: CommerceContext, merId: number): Promise<CategoryNode[]> {
  return buildTree(await ctx.db.selectFrom('merchantProductCategories').select(categoryColumns).where('merId', '=', merId).execute());
}

export async function merchantCategoryBranch(ctx: CommerceContext, merId: number, cid: number): Promise<number[]> {
  return withDescendants(await ctx.db.selectFrom('merchantProductCategories').select(['id', 'pid']).where('merId', '=', merId).execute(), cid);
}
