// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToasts, Toaster } from '../../components/Toast';
import { loginDialogStore } from './dialogStore';
import { LoginDialogHost } from './LoginDialogHost';
import { LOGGED_OUT_FLAG } from './session';
import { mockApi, setupI18n, withQuery } from './testing';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  act(() => loginDialogStore.close());
});

function mount(path: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <LoginDialogHost /> }],
    { initialEntries: [path] },
  );
  render(withQuery(<><RouterProvider router={router} /><Toaster /></>));
  return router;
}

describe('LoginDialogHost', () => {
  it('toasts "Exit successfully！" once on the load after a logout', async () => {
    mockApi({});
    window.sessionStorage.setItem(LOGGED_OUT_FLAG, '1');
    mount('/');
    expect(await screen.findByText('Exit successfully！')).toBeTruthy();
    expect(window.sessionStorage.getItem(LOGGED_OUT_FLAG)).toBeNull();
  });

  it('loads the dialog on open, and gives way to the sign-in page when the route goes there', async () => {
    mockApi({ '/api/front/login/method/info': { body: { visitorOpen: false } }, '/api/pc/login/getLoginPic': { body: {} } });
    const router = mount('/users/order_list');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => loginDialogStore.open('phone', 'Please log in'));
    // The dialog is a lazy chunk: allow for a cold import on a busy machine.
    expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeTruthy();
    await act(() => router.navigate('/fr/login'));
    expect(loginDialogStore.getSnapshot().isOpen).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
