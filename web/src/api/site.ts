import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import * as z from 'zod/mini';
import { apiGet } from './client';
import { i18n, setServerTimeZone, useLocale, type LanguageCode } from '../i18n';
import type { PostCodeFormat } from '../../../shared/postcode';
import { parseShopCurrency } from '../../../shared/currency';

/** Only the fields the shell relies on are checked; the rest passes through for the pages. */
const siteIndexSchema = z.looseObject({
  logoUrl: z.optional(z.nullable(z.string())),
  siteName: z.optional(z.nullable(z.string())),
  shopPayCurrency: z.optional(z.nullable(z.string())),
  consumerType: z.optional(z.nullable(z.string())),
  consumerHotline: z.optional(z.nullable(z.string())),
  consumerH5Url: z.optional(z.nullable(z.string())),
  consumerMessage: z.optional(z.nullable(z.string())),
  consumerEmail: z.optional(z.nullable(z.string())),
});
export type SiteIndex = z.infer<typeof siteIndexSchema> & Record<string, unknown>;

const languageSchema = z.looseObject({
  id: z.optional(z.number()),
  code: z.string(),
  name: z.string(),
  isDefault: z.optional(z.nullable(z.union([z.boolean(), z.number()]))),
  state: z.optional(z.nullable(z.union([z.boolean(), z.number()]))),
});
export type SiteLanguage = z.infer<typeof languageSchema>;

const pageTextSchema = z.array(z.looseObject({ code: z.string(), content: z.nullable(z.optional(z.string())) }));

const bffConfigSchema = z.looseObject({
  merchantAdminUrl: z.optional(z.nullable(z.string())),
  defaultLanguage: z.optional(z.nullable(z.string())),
  currency: z.optional(z.nullable(z.string())),
  postCodeFormat: z.optional(z.nullable(z.string())),
  serverTimeZone: z.optional(z.nullable(z.string())),
});
export type BffConfig = z.infer<typeof bffConfigSchema>;

export const siteKeys = {
  index: ['site', 'index'] as const,
  languages: ['site', 'languages'] as const,
  pageTexts: (lang: string, url: string) => ['site', 'pageTexts', lang, url] as const,
  bffConfig: ['site', 'bffConfig'] as const,
};

const LONG = 5 * 60_000;

/** The site index as the cache holds it, from the API's answer (fetched, or carried by the page). */
export function parseSiteIndex(data: unknown): SiteIndex {
  return siteIndexSchema.parse(data ?? {}) as SiteIndex;
}

export function fetchSiteIndex(): Promise<SiteIndex> {
  return apiGet<unknown>('/api/front/index').then(parseSiteIndex);
}

export function parseLanguages(data: unknown): SiteLanguage[] {
  return z.array(languageSchema).parse(data ?? []);
}

/** The shop configuration as the cache holds it; its time zone applies to every date shown. */
export function readBffConfig(data: unknown): BffConfig {
  const cfg = bffConfigSchema.parse(data ?? {});
  setServerTimeZone(cfg.serverTimeZone);
  return cfg;
}

export function useSiteIndex() {
  return useQuery({ queryKey: siteKeys.index, queryFn: fetchSiteIndex, staleTime: LONG });
}

export function useLanguages() {
  return useQuery({
    queryKey: siteKeys.languages,
    queryFn: async () => parseLanguages(await apiGet<unknown>('/api/front/language/listall', { state: 1 })),
    staleTime: LONG,
  });
}

export function useBffConfig() {
  return useQuery({
    queryKey: siteKeys.bffConfig,
    queryFn: async () => readBffConfig(await apiGet<unknown>('/api/bff/config')),
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

export async function fetchPageTexts(lang: LanguageCode, url: string): Promise<PageTexts> {
  const list = pageTextSchema.parse((await apiGet<unknown>('/api/front/language/content', { languageCode: lang, type: 1, url })) ?? []);
  const out: PageTexts = {};
  for (const item of list) if (item.content) out[item.code] = item.content;
  return out;
}

/**
 * The server's page-text set for `url` in the current language (contract §13), merged into i18n
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
