/**
 * The shop currency as a real CRMEB upstream sends it (docs/upstream-contract.md §14): `shopPayCurrency` and
 * `index/paycurrency` are a JSON-encoded object string such as
 * `{"country":"United States","currency":"USD","symbol":"$","ID":"256"}`. Older data may hold a
 * bare ISO code. Both sides read it through here; a malformed value gives null, never a crash.
 */
export interface ShopCurrency {
  currency: string;
  symbol: string;
  country: string;
}

const ISO = /^[A-Z]{3}$/;

/** The symbol Intl uses for the code in English (`$`, `€`, `£`, `฿`), or the code itself. */
export function currencySymbol(code: string): string {
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

/** The upstream's JSON object string for a currency code, as a real upstream sends it. */
export function currencyString(code: string, country = ''): string {
  return JSON.stringify({ country, currency: code, symbol: currencySymbol(code), ID: '' });
}

export function parseShopCurrency(value: unknown): ShopCurrency | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (ISO.test(raw.toUpperCase()) && raw.length === 3) {
    const code = raw.toUpperCase();
    return { currency: code, symbol: currencySymbol(code), country: '' };
  }
  try {
    const o = JSON.parse(raw) as Record<string, unknown>;
    if (!o || typeof o !== 'object') return null;
    const code = typeof o.currency === 'string' ? o.currency.trim().toUpperCase() : '';
    if (!ISO.test(code)) return null;
    const symbol = typeof o.symbol === 'string' && o.symbol.trim() ? o.symbol.trim().slice(0, 8) : currencySymbol(code);
    return { currency: code, symbol, country: typeof o.country === 'string' ? o.country.slice(0, 64) : '' };
  } catch {
    return null;
  }
}
