import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiGet } from './client';

/** ProCategoryCacheVo (contract §3): platform categories, up to three levels. */
export interface CategoryNode {
  id: number;
  pid: number;
  name: string;
  icon: string;
  level: number;
  sort: number;
  children: CategoryNode[];
}

interface RawCategory {
  id: number;
  pid?: number | null;
  name: string;
  icon?: string | null;
  level?: number | null;
  sort?: number | null;
  isShow?: boolean | number | null;
  childList?: RawCategory[] | null;
}

const rawCategory: z.ZodMiniType<RawCategory> = z.looseObject({
  id: z.coerce.number(),
  pid: z.optional(z.nullable(z.coerce.number())),
  name: z.string(),
  icon: z.optional(z.nullable(z.string())),
  level: z.optional(z.nullable(z.coerce.number())),
  sort: z.optional(z.nullable(z.coerce.number())),
  isShow: z.optional(z.nullable(z.union([z.boolean(), z.number()]))),
  get childList() {
    return z.optional(z.nullable(z.array(rawCategory)));
  },
});

function normalise(list: RawCategory[], level: number): CategoryNode[] {
  return list
    .filter((c) => c.isShow !== false && c.isShow !== 0)
    .sort((a, b) => (b.sort ?? 0) - (a.sort ?? 0))
    .map((c) => ({
      id: c.id,
      pid: c.pid ?? 0,
      name: c.name,
      icon: c.icon ?? '',
      level: c.level ?? level,
      sort: c.sort ?? 0,
      // The menu shows three levels; anything deeper is reached from the categories page.
      children: level < 3 ? normalise(c.childList ?? [], level + 1) : [],
    }));
}

export function parseCategoryTree(data: unknown): CategoryNode[] {
  return normalise(z.array(rawCategory).parse(data ?? []), 1);
}

export const categoryKeys = { tree: ['category', 'tree'] as const };

export function useCategoryTree() {
  return useQuery({
    queryKey: categoryKeys.tree,
    queryFn: async ({ signal }) => parseCategoryTree(await apiGet<unknown>('/api/front/product/category', undefined, signal)),
    staleTime: 5 * 60_000,
  });
}

/** A category and its ancestors, top first (breadcrumbs). */
export function categoryPath(tree: CategoryNode[], id: number): CategoryNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const sub = categoryPath(node.children, id);
    if (sub.length) return [node, ...sub];
  }
  return [];
}
