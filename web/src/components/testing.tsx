import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n, type LanguageCode } from '../i18n';
import { createQueryClient } from '../api/queryClient';

/** Loads the real catalogues of `lang` so component tests see the shipped texts. */
export async function setupI18n(lang: LanguageCode = 'en') {
  await initI18n(lang);
  return i18n;
}

export function renderWithProviders(ui: ReactElement, { client = createQueryClient(), wrapper }: { client?: QueryClient; wrapper?: (c: ReactNode) => ReactElement } = {}) {
  const tree = (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{wrapper ? wrapper(ui) : ui}</I18nextProvider>
    </QueryClientProvider>
  );
  return { client, ...render(tree) };
}
