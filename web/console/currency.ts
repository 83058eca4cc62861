import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { apiGet } from '@/api/client';
import { pick } from '../../shared/contract/fields';
import { siteIndex } from '../../shared/contract/site';
import { parseShopCurrency } from '../../shared/currency';
import { currentLanguage, htmlLang } from './i18n';
import { currencySign, formatMoney } from './money';

/**
 * The shop currency in a console, from where the storefront learns it: the BFF's boot configuration
 * (`GET /api/bff/config`, read from the upstream's index/paycurrency), else the site settings'
 * `shopPayCurrency`, else USD, as the storefront's useCurrency falls back, so an amount a merchant reads
 * carries the sign the shopper saw. Asked once per session; both are same-origin /api calls the shared
 * fetch wrapper sends with the CSRF header.
 */
const bootConfig = z.looseObject({ currency: z.optional(z.nullable(z.string())) });
const siteCurrency = pick(siteIndex, ['shopPayCurrency']).lenient;

export const currencyKey = ['shop-currency'] as const;

async function fetchShopCurrency(signal: AbortSignal): Promise<string> {
  let configured: string | null = null;
  try {
    configured = parseShopCurrency(bootConfig.parse(await apiGet<unknown>('/api/bff/config', undefined, signal)).currency ?? null)?.currency ?? null;
  } catch (err) {
    if (signal.aborted) throw err;
  }
  if (configured) return configured;
  const site = siteCurrency.parse(await apiGet<unknown>('/api/front/index', undefined, signal));
  return parseShopCurrency(site.shopPayCurrency)?.currency ?? 'USD';
}

/** The shop's ISO 4217 code, or null until it is known (amounts are then drawn without it, in the same place). */
export function useShopCurrency(): string | null {
  const q = useQuery({ queryKey: currencyKey, queryFn: ({ signal }) => fetchShopCurrency(signal), staleTime: Infinity, gcTime: Infinity });
  return q.data ?? null;
}

/** How this console writes an amount now: in its language, with the shop currency once it is known. */
export function useMoney(): (value: string | number) => string {
  useTranslation();
  const lang = htmlLang(currentLanguage());
  const currency = useShopCurrency();
  return useCallback((value: string | number) => formatMoney(String(value), lang, currency), [lang, currency]);
}

/** The sign an amount input shows beside it ("$", "1 234,50 $US" gives "$US"), or nothing until the currency is known. */
export function useCurrencySign(): string | null {
  useTranslation();
  const lang = htmlLang(currentLanguage());
  const currency = useShopCurrency();
  return currency ? currencySign(lang, currency) : null;
}
