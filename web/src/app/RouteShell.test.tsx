// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './routes';
import { pageLoad, RouteFailure } from './RouteFailure';
import type { RouteEntry } from './routeTable';
import { mockFetch, renderWithProviders, setupI18n, signedOut } from '../components/testing';

const page = (text: string) => async () => ({ default: () => <h1>{text}</h1> });

const chunkFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/RankingPage.js'));

const table: RouteEntry[] = [
  { path: '/goods/top_one', load: chunkFailure, layout: 'default' },
  { path: '/', load: page('Home page'), layout: 'home' },
  { path: '/login', load: page('Login page'), layout: 'default', guest: true },
  { path: '/user_center', load: page('Orders page'), layout: 'user', auth: true },
  { path: '/cart', load: page('Cart page'), layout: 'default', auth: true },
];

const user = { nickname: 'Ada Shopper', avatar: '', phone: '', email: 'ada@example.com', integral: 0, experience: 0, couponCount: 0, collectCount: 0, userType: 'email' };
let restore: (() => void) | undefined;
let online = true;
/** jsdom's navigator is always online; the tests say when it is not. */
function setOnline(value: boolean) {
  online = value;
}
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

/** The shell's public answers; the shopper's probe answers as told, or never (a slow line). */
function serve(probe: 'never' | 'signedIn' | 'signedOut') {
  const api = mockFetch({
    '/api/front/index': { siteName: 'Marketplace' },
    '/api/front/product/category': [],
    '/api/front/language/listall': [],
    '/api/front/language/content': [],
    '/api/bff/config': {},
    '/api/front/user/info': probe === 'signedOut' ? signedOut : user,
    '/api/front/pay/balance': { userBalance: '12.50' },
    '/api/front/cart/count': { count: 0 },
    '/api/front/notification/unread/count': { count: 0 },
  });
  const answered = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (probe === 'never' && url.pathname === '/api/front/user/info') return new Promise<Response>(() => {});
    return answered(input, init);
  }) as typeof fetch;
  restore = api.restore;
}

function renderApp(path: string) {
  return renderWithProviders(<RouterProvider router={createMemoryRouter(buildRoutes(table), { initialEntries: [path] })} />);
}

beforeAll(async () => {
  await setupI18n('en');
  window.scrollTo = () => {};
});
afterEach(() => {
  cleanup();
  restore?.();
  vi.restoreAllMocks();
  online = true;
});

describe('the shell of a signed-in page before the session is known', () => {
  it('shows the cart page frame: its title and placeholders announced once as loading, none of the page', async () => {
    serve('never');
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeTruthy();
    const status = document.querySelector<HTMLElement>('[data-page-skeleton] [role="status"]')!;
    expect(document.querySelectorAll('[data-page-skeleton] [role="status"]')).toHaveLength(1);
    expect(status.textContent).toBe('Loading…');
    const region = status.closest('[aria-busy="true"]');
    expect(region).not.toBeNull();
    // The placeholders are shapes only: hidden from screen readers.
    expect(region!.querySelector('[aria-hidden="true"] [class*="bone"]')).not.toBeNull();
    expect(screen.queryByText('Cart page')).toBeNull();
    expect(document.querySelector('[data-page-skeleton]')).not.toBeNull();
  });

  it('shows the account frame with its real menu and the card as shapes, without the shopper', async () => {
    serve('never');
    renderApp('/user_center');
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(menu.textContent).toContain('My Order');
    expect(document.querySelector('[data-user-card-skeleton]')).not.toBeNull();
    expect(screen.queryByText('Ada Shopper')).toBeNull();
    expect(screen.queryByText('Orders page')).toBeNull();
  });

  it('fills in once the shopper is known', async () => {
    serve('signedIn');
    renderApp('/user_center');
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeTruthy();
    expect(document.querySelector('[data-user-card-skeleton]')).toBeNull();
    expect(screen.getAllByText('Ada Shopper').length).toBeGreaterThan(0);
  });

  it('still sends a signed-out visitor to sign in', async () => {
    serve('signedOut');
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });
});

/** A route whose page code failed to arrive, as React Router reports it to the route's error element. */
function renderFailedChunk() {
  const routes = [
    {
      path: '/',
      loader: () => {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/RankingPage.js');
      },
      element: <p>Ranking</p>,
      errorElement: <RouteFailure />,
    },
  ];
  return renderWithProviders(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
}

describe('a page whose code does not arrive', () => {
  it('offline: says "Could not load" with a retry, and retrying offline never reloads into the browser’s offline page', async () => {
    setOnline(false);
    const reload = vi.spyOn(pageLoad, 'reload').mockImplementation(() => undefined);
    renderFailedChunk();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    expect(alert.textContent).toContain('offline');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).not.toHaveBeenCalled();
  });

  it('back online: the block says so, and the retry loads the page afresh', async () => {
    setOnline(false);
    const reload = vi.spyOn(pageLoad, 'reload').mockImplementation(() => undefined);
    renderFailedChunk();
    await screen.findByRole('alert');
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toContain('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('through the route tree: the failed page shows the block inside the header and footer', async () => {
    serve('signedOut');
    setOnline(false);
    renderApp('/goods/top_one');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    expect(document.querySelector('main#main')?.contains(alert)).toBe(true);
  });

  it('any other failure is still the error page', async () => {
    const routes = [{ path: '/', loader: () => { throw new Error('boom'); }, element: <p>x</p>, errorElement: <RouteFailure /> }];
    renderWithProviders(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Could not load')).toBeNull();
  });
});
