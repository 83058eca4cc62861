import { useLocale } from '../i18n';
import { formatMoney } from '../i18n/format';
import { useCurrency } from '../api/site';

export interface PriceProps {
  /** Decimal string as the API sends it, e.g. "12.50". */
  value: string;
  className?: string;
  /** Override the site currency (rarely needed). */
  currency?: string;
}

/** A money amount in the site currency, formatted for the current language. */
export function Price({ value, className, currency }: PriceProps) {
  useLocale();
  const siteCurrency = useCurrency();
  return <span className={className}>{formatMoney(value, currency ?? siteCurrency)}</span>;
}
