import type { Suggestions } from '../../api/suggest';
import { localePath } from '../../i18n';
import { searchPath, type SearchType } from './search';

export type SuggestGroup = 'products' | 'categories' | 'keywords' | 'shops';

/** One choosable line of the list, with where it leads. */
export interface SuggestItem {
  group: SuggestGroup;
  key: string;
  label: string;
  href: string;
  image?: string;
  price?: string;
}

/**
 * The lines of the list in the order the arrow keys walk them. It follows the Product/Store selector:
 * products, categories and hot keywords, then shops, for a product search; only shops for a store search.
 */
export function suggestItems(s: Suggestions | null | undefined, type: SearchType): SuggestItem[] {
  if (!s) return [];
  const shops: SuggestItem[] = s.shops.map((x) => ({ group: 'shops', key: `s${x.id}`, label: x.name, href: localePath(`/merchant/merchant/home?id=${x.id}`), image: x.avatar }));
  if (type === 'Store') return shops;
  return [
    ...s.products.map((p): SuggestItem => ({ group: 'products', key: `p${p.id}`, label: p.storeName, href: localePath(`/goods_detail/${p.id}`), image: p.image, price: p.price })),
    ...s.categories.map((c): SuggestItem => ({ group: 'categories', key: `c${c.id}`, label: c.name, href: localePath(`/categories?id=${c.id}`) })),
    ...s.keywords
      .filter((k) => k.title.trim() !== '')
      .map((k): SuggestItem => ({ group: 'keywords', key: `k${k.id}`, label: k.title, href: localePath(searchPath('Product', k.title) ?? '/') })),
    ...shops,
  ];
}
