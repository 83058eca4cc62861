export type SearchType = 'Product' | 'Store';

/** The search route for the header box: keywords trimmed (docs/storefront-spec.md §2); null when nothing is left. */
export function searchPath(type: SearchType, keywords: string): string | null {
  const words = keywords.trim();
  if (!words) return null;
  const q = new URLSearchParams({ type, keywords: words });
  return `/goods/goods_search?${q.toString()}`;
}
