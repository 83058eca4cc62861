// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../api/client';
import { userKeys } from '../../api/user';
import { loginDialogStore } from './dialogStore';
import { clearFromPath, readFromPath } from './redirect';
import { installAuthHandlers, useLoginDialog, useLogout, useUser, LOGGED_OUT_FLAG } from './session';
import { mockApi, setupI18n, withQuery } from './testing';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  loginDialogStore.close();
  clearFromPath();
});

describe('useUser', () => {
  it('is signed out (not an error) when the probe answers 401', async () => {
    mockApi({ '/api/front/user/info': { status: 401, body: { status: 401, code: 401, message: 'Please log in' } } });
    const { result } = renderHook(() => useUser(), { wrapper: ({ children }) => withQuery(children) });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isSignedIn: false, isLoading: false });
    // The quiet probe must not pop the dialog.
    expect(loginDialogStore.getSnapshot().isOpen).toBe(false);
  });

  it('returns the user with one nickname field', async () => {
    mockApi({ '/api/front/user/info': { body: { nikeName: 'Jane', phone: '', email: 'jane@example.com', integral: 3 } } });
    const { result } = renderHook(() => useUser(), { wrapper: ({ children }) => withQuery(children) });
    await waitFor(() => expect(result.current.isSignedIn).toBe(true));
    expect(result.current.user?.nickname).toBe('Jane');
    expect(result.current.user?.integral).toBe(3);
  });
});

describe('useLoginDialog', () => {
  it('is one store for every caller, no provider needed', () => {
    const a = renderHook(() => useLoginDialog());
    const b = renderHook(() => useLoginDialog());
    act(() => a.result.current.open('register'));
    expect(b.result.current.isOpen).toBe(true);
    expect(b.result.current.panel).toBe('register');
    act(() => b.result.current.close());
    expect(a.result.current.isOpen).toBe(false);
  });

  it('an explicit open forgets a path saved by an earlier 401', () => {
    document.cookie = 'fromPath=%2Fcart; path=/';
    const { result } = renderHook(() => useLoginDialog());
    act(() => result.current.open());
    expect(readFromPath()).toBeNull();
  });
});

describe('installAuthHandlers', () => {
  it('on a 401 saves fromPath, forgets the user and cart, and opens sign-in with the message', async () => {
    window.history.replaceState(null, '', '/users/order_list?type=2');
    mockApi({ '/api/front/order/list': { status: 401, body: { status: 401, code: 401, message: 'Please log in' } } });
    const qc = new QueryClient();
    qc.setQueryData(userKeys.info, { nickname: 'Jane' });
    qc.setQueryData(['cart', 'count'], { count: 3 });
    const uninstall = installAuthHandlers(qc);
    await expect(apiGet('/api/front/order/list')).rejects.toMatchObject({ status: 401 });
    expect(readFromPath()).toBe('/users/order_list?type=2');
    expect(qc.getQueryData(userKeys.info)).toBeNull();
    expect(qc.getQueryData(['cart', 'count'])).toBeUndefined();
    expect(loginDialogStore.getSnapshot()).toMatchObject({ isOpen: true, panel: 'phone', notice: 'Please log in' });

    // A second 401 while the shopper is on another panel does not move them.
    loginDialogStore.show('email');
    await expect(apiGet('/api/front/order/list')).rejects.toMatchObject({ status: 401 });
    expect(loginDialogStore.getSnapshot().panel).toBe('email');
    uninstall();
  });
});

describe('useLogout', () => {
  it('logs out upstream, clears caches and storage, leaves the one-shot flag and reloads home', async () => {
    window.history.replaceState(null, '', '/fr/users/order_list');
    const calls = mockApi({ '/api/front/login/logout': { body: null } });
    const assign = vi.fn();
    const realLocation = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, pathname: '/fr/users/order_list', assign } });
    window.localStorage.setItem('something', 'x');
    const qc = new QueryClient();
    qc.setQueryData(userKeys.info, { nickname: 'Jane' });
    const { result } = renderHook(() => useLogout(), { wrapper: ({ children }) => withQuery(children, qc) });
    await act(() => result.current());
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/front/login/logout');
    expect(qc.getQueryData(userKeys.info)).toBeUndefined();
    expect(window.localStorage.getItem('something')).toBeNull();
    expect(window.sessionStorage.getItem(LOGGED_OUT_FLAG)).toBe('1');
    expect(assign).toHaveBeenCalledWith('/fr');
  });
});
