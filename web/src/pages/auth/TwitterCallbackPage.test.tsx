// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, setupI18n, withQuery } from '../../features/auth/testing';
import { clearFromPath, saveFromPath } from '../../features/auth/redirect';
import { rememberTwitterRequest } from '../../features/auth/twitter';
import TwitterCallbackPage from './TwitterCallbackPage';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/middlewares/callback_twitter', element: <TwitterCallbackPage /> },
      { path: '/cart', element: <h1>Cart page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: [url] },
  );
  render(withQuery(<RouterProvider router={router} />));
  return router;
}

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearFromPath();
});

describe('/middlewares/callback_twitter', () => {
  it('posts the oauth parameters with the kept secret, then returns to the saved path', async () => {
    rememberTwitterRequest('tok', 'sec');
    saveFromPath('/cart');
    const calls = mockApi({
      '/api/front/login/twitter': { body: { uid: 3, userType: 'twitter' } },
      '/api/front/user/info': { body: { nickname: 'Tw' } },
    });
    renderAt('/middlewares/callback_twitter?oauth_token=tok&oauth_verifier=ver');
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
    const post = calls.find((c) => c.path === '/api/front/login/twitter');
    expect(JSON.parse(post!.body!)).toEqual({ oauthToken: 'tok', oauthVerifier: 'ver', oauthTokenSecret: 'sec' });
  });

  it('explains a cancelled sign-in and links back to /login', async () => {
    const calls = mockApi({});
    renderAt('/middlewares/callback_twitter?denied=abc');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'You are not logged in to Twitter.');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/front/login/twitter')).toHaveLength(0));
  });

  it('shows the server message when the exchange fails', async () => {
    mockApi({ '/api/front/login/twitter': { status: 400, body: { status: 400, code: 500, message: 'Twitter login is not enabled' } } });
    renderAt('/middlewares/callback_twitter?oauth_token=a&oauth_verifier=b');
    expect(await screen.findByText('Twitter login is not enabled')).toBeTruthy();
  });
});
