import { useShopCurrency, useCurrencySign } from './currency';
import x from './currency.module.css';

/**
 * The shop currency's sign inside an amount field (the TextField's prefix), so a merchant typing a price
 * knows which money it is in (its code shows on hover). Nothing until it is known.
 */
export function CurrencySign() {
  const sign = useCurrencySign();
  const code = useShopCurrency();
  if (!sign || !code) return null;
  return (
    <span className={x.sign} title={code}>
      {sign}
    </span>
  );
}

/** The shop currency after a column or field heading of amounts, as "(US$)"; nothing until it is known. */
export function CurrencyTag() {
  const sign = useCurrencySign();
  if (!sign) return null;
  return <span className={x.tag}>({sign})</span>;
}
