// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Price } from './Price';
import { createQueryClient } from '../api/queryClient';
import { siteKeys } from '../api/site';
import { formatMoney } from '../i18n/format';
import { renderWithProviders, setupI18n } from './testing';

afterEach(cleanup);

function clientWithCurrency(currency: string | null) {
  const client = createQueryClient();
  client.setQueryData(siteKeys.index, { shopPayCurrency: currency });
  client.setQueryData(siteKeys.bffConfig, {});
  return client;
}

describe('Price', () => {
  it('formats a decimal string in the site currency for English', async () => {
    await setupI18n('en');
    renderWithProviders(<Price value="1234.5" />, { client: clientWithCurrency('USD') });
    expect(screen.getByText('$1,234.50')).toBeTruthy();
  });

  it('uses the site currency and the current language', async () => {
    await setupI18n('fr');
    renderWithProviders(<Price value="1234.5" />, { client: clientWithCurrency('EUR') });
    // French groups with a narrow no-break space and puts the symbol after the amount.
    expect(screen.getByText(/^1\s234,50\s€$/)).toBeTruthy();
    await setupI18n('en');
  });

  it('falls back to USD when the site sends a symbol instead of a code', async () => {
    await setupI18n('en');
    renderWithProviders(<Price value="9.9" />, { client: clientWithCurrency('$') });
    expect(screen.getByText('$9.90')).toBeTruthy();
  });

  it('rounds exactly without float error', async () => {
    await setupI18n('en');
    expect(formatMoney('0.615', 'USD')).toBe('$0.62');
    expect(formatMoney('1.005', 'USD')).toBe('$1.01');
    expect(formatMoney('12345678901234.99', 'USD')).toBe('$12,345,678,901,234.99');
    expect(formatMoney('100', 'JPY')).toBe('¥100');
    expect(formatMoney('not money', 'USD')).toBe('not money');
  });
});
