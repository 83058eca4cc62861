import type { CommerceContext } from '../context.js';

/** CRMEB group data: configurable lists (banners, menus, hot keywords ...), one JSON object per row. */
export const GROUP_KEYS = {
  hotKeywords: 'hot_keywords',
  userMenus: 'user_menus',
  userBanner: 'user_banner',
  indexBanner: 'index_banner',
  indexMenus: 'index_menus',
  pcBanner: 'pc_banner',
  bestBanner: 'best_banner',
  activity: 'activity',
  /** A's mobile bottom navigation items (group 14 in A); none by default, as in A's own install. */
  bottomNavigation: 'bottom_navigation',
} as const;

export type GroupItem = Record<string, unknown> & { id: number };

/** Enabled items of a group in display order; each carries its row id as `id`, as the contract's lists do. */
export async function groupList(ctx: CommerceContext, groupKey: string): Promise<GroupItem[]> {
  const rows = await ctx.db
    .selectFrom('groupData')
    .select(['id', 'value'])
    .where('groupKey', '=', groupKey)
    .where('status', '=', 1)
    .orderBy('sort', 'desc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => {
    let value: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(r.value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as Record<string, unknown>;
    } catch {
      // A corrupt row shows as an item with only its id rather than failing the whole page.
    }
    return { ...value, id: r.id };
  });
}

/** Group-data lists answer null rather than [] when nothing is configured (docs/upstream-contract.md §1). */
export async function groupListOrNull(ctx: CommerceContext, groupKey: string): Promise<GroupItem[] | null> {
  const list = await groupList(ctx, groupKey);
  return list.length === 0 ? null : list;
}
