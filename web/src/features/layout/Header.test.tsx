// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Header } from './Header';
import { LanguageSelect } from './LanguageSelect';
import { searchPath } from './search';
import { mockFetch, renderWithProviders, setupI18n, signedOut } from '../../components/testing';
import { readCookie } from '../../i18n';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function renderAt(path: string, ui: React.ReactElement) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const site = { siteName: 'Marketplace', logoUrl: '', shopPayCurrency: 'USD' };
const tree = [{ id: 1, pid: 0, name: 'Electronics', level: 1, childList: [{ id: 11, pid: 1, name: 'Phones', level: 2, childList: [{ id: 111, pid: 11, name: 'Smartphones', level: 3 }] }] }];
const languages = [
  { id: 1, code: 'en', name: 'English', isDefault: true, state: 1 },
  { id: 2, code: 'fr', name: 'Français', isDefault: false, state: 1 },
  { id: 3, code: 'lao', name: 'ລາວ', isDefault: false, state: 1 },
];
const user = { nickname: 'Ada', avatar: '', phone: '', email: 'ada@example.com', integral: 0, experience: 0, couponCount: 0, collectCount: 0, userType: 'email' };

let fetchMock: ReturnType<typeof mockFetch>;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  document.cookie = 'locale=; path=/; max-age=0';
  document.cookie = 'language=; path=/; max-age=0';
});
afterEach(() => {
  cleanup();
  fetchMock?.restore();
});

function signedOutApi() {
  fetchMock = mockFetch({
    '/api/front/index': site,
    '/api/front/product/category': tree,
    '/api/front/language/listall': languages,
    '/api/bff/config': { merchantAdminUrl: 'https://merchant.example.com/admin', currency: 'USD' },
    '/api/front/user/info': signedOut,
  });
}

describe('searchPath', () => {
  it('trims the keywords and keeps the type', () => {
    expect(searchPath('Product', '  red shoes  ')).toBe('/goods/goods_search?type=Product&keywords=red+shoes');
    expect(searchPath('Store', 'acme')).toBe('/goods/goods_search?type=Store&keywords=acme');
    expect(searchPath('Product', '   ')).toBeNull();
  });
});

describe('Header', () => {
  it('shows logo, site name, merchant links, and sign-in when signed out', async () => {
    signedOutApi();
    renderAt('/', <Header />);
    expect(await screen.findByRole('link', { name: 'Marketplace home' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Merchant login/ })).getAttribute('href')).toBe('https://merchant.example.com/admin');
    expect(screen.getByRole('link', { name: 'Merchant registration' }).getAttribute('href')).toBe('/register/merchant');
    expect(screen.getByRole('link', { name: /Sign in/ }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: /Wish list/ }).getAttribute('href')).toBe('/user_center/wish_list');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe('/cart');
    // Signed out: no cart count and no notification calls.
    await waitFor(() => expect(fetchMock.calls.some((u) => u.pathname === '/api/front/user/info')).toBe(true));
    expect(fetchMock.calls.some((u) => u.pathname.startsWith('/api/front/cart'))).toBe(false);
    expect(fetchMock.calls.some((u) => u.pathname.startsWith('/api/front/notification'))).toBe(false);
  });

  it('searches on Enter with trimmed keywords and the chosen type', async () => {
    signedOutApi();
    renderAt('/', <Header />);
    const input = await screen.findByRole('combobox', { name: 'Search keywords' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Search in' }), { target: { value: 'Store' } });
    await userEvent.type(input, '   acme  shop {Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/goods/goods_search?type=Store&keywords=acme++shop'));
    expect((input as HTMLInputElement).value).toBe('acme  shop');
  });

  it('does not search for blank keywords', async () => {
    signedOutApi();
    renderAt('/cart', <Header />);
    const input = await screen.findByRole('combobox', { name: 'Search keywords' });
    fireEvent.change(input, { target: { value: '    ' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/cart');
  });

  it('is the results page’s own box there: shows its search and refines it, keeping the filters', async () => {
    signedOutApi();
    renderAt('/th/goods/goods_search?keywords=kit&type=Store&typeId=2&page=3', <Header />);
    const input = await screen.findByRole('combobox', { name: 'Search keywords' });
    expect((input as HTMLInputElement).value).toBe('kit');
    expect((screen.getByRole('combobox', { name: 'Search in' }) as HTMLSelectElement).value).toBe('Store');
    fireEvent.change(input, { target: { value: '  lamp ' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/th/goods/goods_search?keywords=lamp&type=Store&typeId=2'));
    expect((input as HTMLInputElement).value).toBe('lamp');
  });

  it('shows the nickname, cart count and unread badge when signed in', async () => {
    fetchMock = mockFetch({
      '/api/front/index': site,
      '/api/front/product/category': tree,
      '/api/front/language/listall': languages,
      '/api/bff/config': { merchantAdminUrl: null },
      '/api/front/user/info': user,
      '/api/front/cart/count': { count: 7 },
      '/api/front/notification/unread/count': { count: 3 },
    });
    renderAt('/', <Header />);
    const account = await screen.findByRole('link', { name: 'Account: Ada' });
    expect(account.getAttribute('href')).toBe('/user_center');
    expect(await screen.findByRole('link', { name: 'Cart, 7 items' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy();
    // Without MERCHANT_ADMIN_URL the link goes to the console this site serves itself.
    expect(screen.getByRole('link', { name: /Merchant login/ }).getAttribute('href')).toBe('/seller/login');
    const cartCall = fetchMock.calls.find((u) => u.pathname === '/api/front/cart/count')!;
    expect(cartCall.searchParams.get('numType')).toBe('true');
    expect(cartCall.searchParams.get('type')).toBe('sum');
  });
});

describe('LanguageSelect', () => {
  it('lists the server languages; a change sets both cookies and loads the prefixed path', async () => {
    signedOutApi();
    const onNavigate = vi.fn();
    renderAt('/goods/goods_search?type=Product&keywords=tea', <LanguageSelect onNavigate={onNavigate} />);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await screen.findByRole('option', { name: 'ລາວ' });
    expect(screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['en', 'fr', 'lao']);
    fireEvent.change(select, { target: { value: 'fr' } });
    expect(readCookie('locale')).toBe('fr');
    expect(readCookie('language')).toBe('fr');
    expect(onNavigate).toHaveBeenCalledWith('/fr/goods/goods_search?type=Product&keywords=tea');
  });

  it('going back to English drops the prefix', async () => {
    await setupI18n('lao');
    signedOutApi();
    const onNavigate = vi.fn();
    renderAt('/lao/cart', <LanguageSelect onNavigate={onNavigate} />);
    const select = await screen.findByRole('combobox', { name: 'ພາສາ' });
    fireEvent.change(select, { target: { value: 'en' } });
    expect(readCookie('locale')).toBe('en');
    expect(onNavigate).toHaveBeenCalledWith('/cart');
    await setupI18n('en');
  });
});
