// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { buildRoutes, LANGUAGE_PREFIXES } from './routes';
import { routeTable, type RouteEntry } from './routeTable';
import { activeMenuKey } from './layouts/userMenu';
import { mockFetch, renderWithProviders, setupI18n, signedOut } from '../components/testing';
import { readCookie } from '../i18n';

function allPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...(r.children ? allPaths(r.children) : [])]);
}

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname}</output>;
}

const page = (text: string) => async () => ({
  default: () => (
    <>
      <h1>{text}</h1>
      <Where />
    </>
  ),
});

const table: RouteEntry[] = [
  { path: '/', load: page('Home page'), layout: 'home' },
  { path: '/login', load: page('Login page'), layout: 'default', guest: true },
  { path: '/user_center', load: page('Orders page'), layout: 'user', auth: true },
  { path: '/user_center/wish_list', load: page('Wish page'), layout: 'user', auth: true },
  { path: '/cart', load: page('Cart page'), layout: 'default', auth: true },
];

const user = { nickname: 'Ada', avatar: '', phone: '', email: 'ada@example.com', integral: 0, experience: 0, couponCount: 0, collectCount: 0, userType: 'email' };
let api: ReturnType<typeof mockFetch>;

function serve(signedIn: boolean) {
  api = mockFetch({
    '/api/front/index': { siteName: 'Marketplace' },
    '/api/front/product/category': [],
    '/api/front/language/listall': [],
    '/api/front/language/content': (u: URL) => ({
      status: 200,
      body: u.searchParams.get('url') === '/user_center' ? [{ code: 'wish_list', content: 'Saved items' }] : [],
    }),
    '/api/bff/config': {},
    '/api/front/user/info': signedIn ? user : signedOut,
    '/api/front/pay/balance': { userBalance: '12.50' },
    '/api/front/cart/count': { count: 0 },
    '/api/front/notification/unread/count': { count: 0 },
  });
}

function renderApp(path: string) {
  return renderWithProviders(<RouterProvider router={createMemoryRouter(buildRoutes(table), { initialEntries: [path] })} />);
}

beforeAll(async () => {
  await setupI18n('en');
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  window.scrollTo = () => {};
});
beforeEach(() => {
  document.cookie = 'fromPath=; path=/; max-age=0';
});
afterEach(() => {
  cleanup();
  api?.restore();
});

describe('route tree', () => {
  it('has every route of the table in every language', () => {
    const paths = new Set(allPaths(buildRoutes()));
    expect(LANGUAGE_PREFIXES).toEqual(['', '/zh-CN', '/es', '/fr', '/th', '/lao']);
    for (const r of routeTable) {
      for (const p of LANGUAGE_PREFIXES) {
        const expected = p && r.path === '/' ? p : `${p}${r.path}`;
        expect(paths.has(expected), expected).toBe(true);
      }
    }
    expect(paths.has('*')).toBe(true);
  });

  it('maps user-centre paths to their side-menu entry', () => {
    expect(activeMenuKey('/user_center')).toBe('my_order');
    expect(activeMenuKey('/user_center/order/detail')).toBe('my_order');
    expect(activeMenuKey('/users/collection_list')).toBe('wish_list');
    expect(activeMenuKey('/user_center/address/edit')).toBe('address');
    expect(activeMenuKey('/users/coupon_list')).toBe('coupons');
    expect(activeMenuKey('/goods/detail')).toBeNull();
  });
});

describe('guards', () => {
  it('sends signed-out shoppers from a protected page to /login and remembers the page', async () => {
    serve(false);
    renderApp('/user_center?tab=2');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(readCookie('fromPath')).toBe('/user_center?tab=2');
  });

  it('keeps the language prefix on the way to /login', async () => {
    // The language is fixed when the page loads (main.tsx reads it from the path).
    await setupI18n('fr');
    serve(false);
    renderApp('/fr/cart');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/fr/login');
    expect(readCookie('fromPath')).toBe('/fr/cart');
    await setupI18n('en');
  });

  it('sends signed-in shoppers away from the login page to home', async () => {
    serve(true);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('shows the user centre with its card and the active menu entry, labels from page texts', async () => {
    serve(true);
    renderApp('/user_center/wish_list');
    expect(await screen.findByRole('heading', { name: 'Wish page' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    await waitFor(() => expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('Saved items'));
    expect(screen.getByText('$12.50')).toBeTruthy();
    expect(screen.getByText('/')).toBeTruthy();
    expect(screen.getByText('ada@example.com', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('gives unknown paths the 404 page inside the default layout', async () => {
    serve(false);
    renderApp('/es/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sorry, the page you are looking for is incorrect');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('sign-in on the login page', () => {
  it('lets the page leave for the saved path instead of sending the shopper home', async () => {
    let signedIn = false;
    api = mockFetch({
      '/api/front/index': { siteName: 'Marketplace' },
      '/api/front/product/category': [],
      '/api/front/language/listall': [],
      '/api/front/language/content': [],
      '/api/bff/config': {},
      '/api/front/user/info': () => (signedIn ? { status: 200, body: user } : signedOut()),
      '/api/front/pay/balance': { userBalance: '0' },
      '/api/front/cart/count': { count: 0 },
      '/api/front/notification/unread/count': { count: 0 },
    });
    // A login page that, like the real one, refreshes the user and navigates in the same tick.
    const { useNavigate } = await import('react-router');
    const { useQueryClient } = await import('@tanstack/react-query');
    const { fetchUserInfo, userKeys } = await import('../api/user');
    function FakeLogin() {
      const navigate = useNavigate();
      const qc = useQueryClient();
      const submit = async () => {
        signedIn = true;
        await qc.fetchQuery({ queryKey: userKeys.info, queryFn: () => fetchUserInfo(), staleTime: 0 });
        void navigate('/cart');
      };
      return <button onClick={() => void submit()}>Submit sign-in</button>;
    }
    let releaseCart: () => void = () => {};
    const slowCart: RouteEntry = {
      path: '/cart',
      layout: 'default',
      auth: true,
      // The cart chunk takes a while, as a real lazy chunk does.
      load: () => new Promise((resolve) => (releaseCart = () => resolve({ default: () => <h1>Cart page</h1> }))),
    };
    const routes = buildRoutes([
      { path: '/', load: page('Home page'), layout: 'home' },
      { path: '/login', load: async () => ({ default: FakeLogin }), layout: 'default', guest: true },
      slowCart,
    ]);
    renderWithProviders(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/login'] })} />);
    (await screen.findByRole('button', { name: 'Submit sign-in' })).click();
    await waitFor(() => expect(fetchMockCalls('/api/front/user/info')).toBeGreaterThanOrEqual(2));
    await new Promise((r) => setTimeout(r, 50));
    releaseCart();
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
  });
});

function fetchMockCalls(path: string): number {
  return api.calls.filter((u) => u.pathname === path).length;
}
