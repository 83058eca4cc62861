import { describe, expect, it } from 'vitest';
import { currencyString, parseShopCurrency } from './currency';

describe('shop currency as the upstream sends it', () => {
  it('reads the JSON object string, with its symbol', () => {
    expect(parseShopCurrency('{"country":"United States","currency":"USD","symbol":"$","ID":"256"}')).toEqual({ currency: 'USD', symbol: '$', country: 'United States' });
    expect(parseShopCurrency(currencyString('EUR'))).toMatchObject({ currency: 'EUR', symbol: '€' });
    expect(parseShopCurrency(currencyString('GBP'))).toMatchObject({ currency: 'GBP', symbol: '£' });
  });
  it('reads a bare code, and gives null for anything malformed', () => {
    expect(parseShopCurrency('USD')).toMatchObject({ currency: 'USD', symbol: '$' });
    for (const bad of ['', '{', '{"currency":"dollars"}', 'US', null, 42, '[1]']) expect(parseShopCurrency(bad)).toBeNull();
  });
});
