import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { initI18n } from '../../i18n';

/** Test-only helpers for the auth components (not a test file itself). */

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: string | null;
}

type Responder = (call: Call) => { status?: number; body?: unknown } | undefined;

/** Replaces fetch with a router over path → answer; records every call. */
export function mockApi(routes: Record<string, Responder | { status?: number; body?: unknown }>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test.local');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? init.body : null,
    };
    calls.push(call);
    const r = routes[url.pathname];
    const answer = typeof r === 'function' ? r(call) : r;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer ? (answer.body ?? null) : { code: 404, message: 'not found' };
    return new Response(body === null ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

export async function setupI18n() {
  await initI18n('en');
}

export function withQuery(children: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
