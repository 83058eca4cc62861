// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider, useMutation, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { clearToasts, subscribeToasts, type ToastItem } from './toastStore';
import { i18n, initI18n } from '@/i18n';
import { ApiError } from './client';
import { createQueryClient } from './queryClient';

let seen: ToastItem[] = [];
let unsubscribe: () => void = () => undefined;

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  unsubscribe();
  clearToasts();
  await i18n.changeLanguage('en');
});

function watchToasts() {
  unsubscribe = subscribeToasts((items) => {
    seen = items;
  });
}

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const failing = (err: unknown) => () => Promise.reject(err);

describe('the query client default error toast', () => {
  it('shows exactly one toast with the server message when a mutation fails, also when the caller awaits and catches', async () => {
    watchToasts();
    const client = createQueryClient();
    const { result } = renderHook(() => useMutation({ mutationFn: failing(new ApiError(409, 409, 'Only 2 left in stock')) }), { wrapper: wrapperFor(client) });
    await act(async () => {
      await result.current.mutateAsync(undefined).catch(() => undefined);
    });
    expect(seen.filter((t) => t.kind === 'error').map((t) => t.message)).toEqual(['Only 2 left in stock']);
  });

  it('speaks the language of the page when the server sent no message', async () => {
    await initI18n('fr');
    watchToasts();
    const client = createQueryClient();
    const { result } = renderHook(() => useMutation({ mutationFn: failing(new ApiError(500, 500, '')) }), { wrapper: wrapperFor(client) });
    await act(async () => {
      await result.current.mutateAsync(undefined).catch(() => undefined);
    });
    const french = i18n.getResource('fr', 'errors', 'status.500') as string;
    expect(french).toBeTruthy();
    expect(french).not.toBe(i18n.getResource('en', 'errors', 'status.500'));
    expect(seen.map((t) => t.message)).toEqual([french]);
  });

  it('stays silent for a mutation that opts out with meta.errorToast = false, and that mutation still sees its error', async () => {
    watchToasts();
    const client = createQueryClient();
    const own: unknown[] = [];
    const { result } = renderHook(
      () => useMutation({ mutationFn: failing(new ApiError(400, 400, 'Phone number is invalid')), meta: { errorToast: false }, onError: (e) => own.push(e) }),
      { wrapper: wrapperFor(client) },
    );
    await act(async () => {
      await result.current.mutateAsync(undefined).catch(() => undefined);
    });
    expect(seen).toEqual([]);
    expect(own).toHaveLength(1);
  });

  it('shows nothing when the mutation succeeds', async () => {
    watchToasts();
    const client = createQueryClient();
    const { result } = renderHook(() => useMutation({ mutationFn: () => Promise.resolve('ok') }), { wrapper: wrapperFor(client) });
    await act(async () => {
      await result.current.mutateAsync(undefined);
    });
    expect(seen).toEqual([]);
  });
});
