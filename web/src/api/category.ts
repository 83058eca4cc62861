import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client';
import { parseShell } from './shellParse';
import type { CategoryNode } from './shellTypes';

export type { CategoryNode };

export const categoryKeys = { tree: ['category', 'tree'] as const };

export function useCategoryTree() {
  return useQuery({
    queryKey: categoryKeys.tree,
    queryFn: ({ signal }) => parseShell(apiGet<unknown>('/api/front/product/category', undefined, signal), (s, d) => s.parseCategoryTree(d)),
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
