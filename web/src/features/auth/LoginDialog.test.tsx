// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginDialogStore } from './dialogStore';
import LoginDialog from './LoginDialog';
import { clearFromPath, saveFromPath } from './redirect';
import { mockApi, setupI18n, withQuery } from './testing';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => loginDialogStore.close());
  clearFromPath();
});

const routes = {
  '/api/front/login/method/info': { body: { visitorOpen: true } },
  '/api/pc/login/getLoginPic': { body: { loginLeftImage: '' } },
  '/api/front/login/email': { body: { uid: 1 } },
  '/api/front/user/info': { body: { nickname: 'Jane', email: 'jane@example.com' } },
};

/** Opens the dialog on the email panel and signs in; returns the dialog's navigate spy. */
async function signInByEmail() {
  const navigate = vi.fn();
  act(() => loginDialogStore.open('email'));
  render(withQuery(<LoginDialog navigate={navigate} />));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: 'jane@example.com' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'Secret123' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return navigate;
}

describe('LoginDialog', () => {
  it('opens on the requested panel, names the dialog by its heading, and moves focus to the new heading on a panel change', async () => {
    mockApi(routes);
    act(() => loginDialogStore.open('email'));
    render(withQuery(<LoginDialog navigate={vi.fn()} />));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const heading = screen.getByRole('heading', { name: 'Forgot password' });
    expect(document.activeElement).toBe(heading);
  });

  it('shows why it opened (the 401 message) and closes with its close button', async () => {
    mockApi(routes);
    act(() => loginDialogStore.open('phone', 'Please log in'));
    render(withQuery(<LoginDialog navigate={vi.fn()} />));
    expect(await screen.findByText('Please log in')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(loginDialogStore.getSnapshot().isOpen).toBe(false);
  });

  it('after sign-in closes and returns to the saved fromPath', async () => {
    mockApi(routes);
    saveFromPath('/users/order_list?type=1');
    const navigate = await signInByEmail();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/users/order_list?type=1'));
    expect(loginDialogStore.getSnapshot().isOpen).toBe(false);
  });

  it('after sign-in without a saved path stays on the page', async () => {
    mockApi(routes);
    const navigate = await signInByEmail();
    await waitFor(() => expect(loginDialogStore.getSnapshot().isOpen).toBe(false));
    expect(navigate).not.toHaveBeenCalled();
  });
});
