export interface CategoryLike {
  id: number;
  name: string;
  childList?: CategoryLike[] | null;
}

/** The chain of categories from the root to `id`, or [] when the tree does not hold it. */
export function categoryPath<T extends CategoryLike>(tree: readonly T[], id: number): T[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath((node.childList ?? []) as T[], id);
    if (below.length) return [node, ...below];
  }
  return [];
}
