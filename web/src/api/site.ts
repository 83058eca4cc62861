import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiGet } from './client';
import { parseShell } from './shellParse';
import type { BffConfig, SiteIndex } from './shellSchemas';
import { i18n, setServerTimeZone, useLocale, type LanguageCode } from '../i18n';
import type { PostCodeFormat } from '../../../shared/postcode';
import { parseShopCurrency } from '../../../shared/currency';

export type { BffConfig, SiteIndex } from './shellSchemas';

export const siteKeys = {
  index: ['site', 'index'] as const,
  languages: ['site', 'languages'] as const,
  pageTexts: (lang: string, url: string) => ['site', 'pageTexts', lang, url] as const,
  bffConfig: ['site', 'bffConfig'] as const,
};

const LONG = 5 * 60_000;

export function fetchSiteIndex(): Promise<SiteIndex> {
  return parseShell(apiGet<unknown>('/api/front/index'), (s, d) => s.parseSiteIndex(d));
}

/** What the shop configuration changes in the SPA as it enters the cache: the zone dates are read in. */
export function applyBffConfig(cfg: BffConfig): BffConfig {
  setServerTimeZone(cfg.serverTimeZone);
  return cfg;
}

export function useSiteIndex() {
  return useQuery({ queryKey: siteKeys.index, queryFn: fetchSiteIndex, staleTime: LONG });
}

export function useLanguages() {
  return useQuery({
    queryKey: siteKeys.languages,
    queryFn: () => parseShell(apiGet<unknown>('/api/front/language/listall', { state: 1 }), (s, d) => s.parseLanguages(d)),
    staleTime: LONG,
  });
}

export function useBffConfig() {
  return useQuery({
    queryKey: siteKeys.bffConfig,
    queryFn: () => parseShell(apiGet<unknown>('/api/bff/config'), (s, d) => applyBffConfig(s.parseBffConfig(d))),
    staleTime: Infinity,
  });
}

/** ISO 4217 code of the shop currency: the BFF's (from index/paycurrency), else the site's `shopPayCurrency`, else USD. */
export function useCurrency(): string {
  const site = useSiteIndex();
  const cfg = useBffConfig();
  // The upstream sends a JSON object string (or, older, a bare code); a malformed one falls back.
  return parseShopCurrency(cfg.data?.currency ?? null)?.currency ?? parseShopCurrency(site.data?.shopPayCurrency)?.currency ?? 'USD';
}

export type PageTexts = Record<string, string>;

export function fetchPageTexts(lang: LanguageCode, url: string): Promise<PageTexts> {
  return parseShell(apiGet<unknown>('/api/front/language/content', { languageCode: lang, type: 1, url }), (s, d) => s.parsePageTexts(d));
}

/**
 * The server's page-text set for `url` in the current language (docs/upstream-contract.md §13), merged into i18n
 * under namespace "server" and key `url`. `text(code, fallback)` prefers the server's words.
 */
export function usePageTexts(url: string) {
  const lang = useLocale();
  const q = useQuery({ queryKey: siteKeys.pageTexts(lang, url), queryFn: () => fetchPageTexts(lang, url), staleTime: LONG });
  const texts = q.data;
  useEffect(() => {
    if (texts && Object.keys(texts).length > 0) i18n.addResourceBundle(lang, 'server', { [url]: texts }, true, true);
  }, [lang, url, texts]);
  const text = useMemo(() => (code: string, fallback: string) => texts?.[code] || fallback, [texts]);
  return { texts: texts ?? {}, text, isLoading: q.isLoading };
}

/** How the upstream stores post codes (see docs/api-extensions.md): text unless the BFF says integers. */
export function usePostCodeFormat(): PostCodeFormat {
  return useBffConfig().data?.postCodeFormat === 'integer' ? 'integer' : 'text';
}
