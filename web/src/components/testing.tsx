import type { ReactElement, ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n, type LanguageCode } from '../i18n';
import { createQueryClient } from '../api/queryClient';

// The CI machine has two cores, which the test workers and the other suites' servers share: give
// async queries room before calling a test failed.
configure({ asyncUtilTimeout: 5000 });

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

/**
 * Runs `run` and fails if React (or anything else) wrote to console.error meanwhile: React warns there
 * about an attribute or prop it does not know, which a test should not let through.
 */
export function expectNoConsoleError<T>(run: () => T): T {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const out = run();
    expect(errors).not.toHaveBeenCalled();
    return out;
  } finally {
    errors.mockRestore();
  }
}

type Answer = unknown | ((url: URL) => { status: number; body: unknown });

/**
 * Replaces fetch with answers by path (first match wins; unknown paths get 404). Returns the
 * list of requested URLs so tests can assert what was called.
 */
export function mockFetch(answers: Record<string, Answer>): { calls: URL[]; restore: () => void } {
  const calls: URL[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    calls.push(url);
    const answer = answers[url.pathname];
    if (answer === undefined) return new Response(JSON.stringify({ status: 404, code: 404, message: '' }), { status: 404 });
    const { status, body } = typeof answer === 'function' ? (answer as (u: URL) => { status: number; body: unknown })(url) : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export const signedOut = () => ({ status: 401, body: { status: 401, code: 401, message: 'Please log in' } });
