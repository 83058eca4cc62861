import { hashKey, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_ELEMENT_ID } from '../../../shared/first-screen';
import { parsePcHome } from '../api/home';
import { parseProductDetail, parseProductListPage, parseProductPage } from '../api/product';
import { parseHotKeywords } from '../api/search';
import { applyBffConfig } from '../api/site';
import { parseBffConfig, parseCategoryTree, parseLanguages, parseSiteIndex } from '../api/shellSchemas';

/**
 * The first screen the BFF writes into the page (shared/first-screen.ts): TanStack Query's
 * dehydrated state whose data are the API's answers. Each answer goes through the same parsing as
 * the query's own fetch, so the cache holds exactly what a fetch would have put there. Anything
 * unreadable is left out, and its query then fetches as usual.
 */
const PARSERS: { key: readonly string[]; parse: (data: unknown) => unknown }[] = [
  { key: ['site', 'index'], parse: parseSiteIndex },
  { key: ['site', 'bffConfig'], parse: (data) => applyBffConfig(parseBffConfig(data)) },
  { key: ['site', 'languages'], parse: parseLanguages },
  { key: ['site', 'pcHome'], parse: parsePcHome },
  { key: ['category', 'tree'], parse: parseCategoryTree },
  { key: ['product', 'index'], parse: parseProductPage },
  { key: ['product', 'list'], parse: parseProductListPage },
  { key: ['product', 'detail'], parse: parseProductDetail },
  { key: ['product', 'hotKeywords'], parse: parseHotKeywords },
];

type DehydratedQuery = DehydratedState['queries'][number];

function parserFor(key: unknown): ((data: unknown) => unknown) | null {
  if (!Array.isArray(key)) return null;
  return PARSERS.find((p) => p.key.every((part, i) => key[i] === part))?.parse ?? null;
}

/** The readable queries of a dehydrated state, their data parsed; null when it is not one at all. */
export function parseFirstScreen(text: string): DehydratedState | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as { queries?: unknown }).queries)) return null;
  const queries: DehydratedQuery[] = [];
  for (const q of (raw as { queries: unknown[] }).queries) {
    if (!q || typeof q !== 'object') continue;
    const { queryKey, state, dehydratedAt } = q as { queryKey?: unknown; state?: unknown; dehydratedAt?: unknown };
    const parse = parserFor(queryKey);
    if (!parse || !state || typeof state !== 'object') continue;
    const s = state as DehydratedQuery['state'];
    if (s.status !== 'success' || typeof s.dataUpdatedAt !== 'number') continue;
    let data: unknown;
    try {
      data = parse(s.data);
    } catch {
      continue;
    }
    const key = queryKey as unknown[];
    // The hash is ours, never the page's: the entry must sit where the SPA's own query looks.
    queries.push({
      queryKey: key,
      queryHash: hashKey(key),
      dehydratedAt: typeof dehydratedAt === 'number' ? dehydratedAt : s.dataUpdatedAt,
      state: { ...s, data, fetchStatus: 'idle' },
    });
  }
  return { mutations: [], queries };
}

/** Puts the page's first screen into `client`; returns how many queries it filled. */
export function hydrateFirstScreen(client: QueryClient, doc: Document = document): number {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return 0;
  const state = parseFirstScreen(text);
  if (!state) {
    console.warn('The first screen in the page is unreadable; fetching it instead.');
    return 0;
  }
  hydrate(client, state);
  return state.queries.length;
}
