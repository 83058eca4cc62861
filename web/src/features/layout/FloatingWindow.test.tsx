// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FloatingWindow, serviceChannels } from './FloatingWindow';
import { Header } from './Header';
import { mockFetch, renderWithProviders, setupI18n, signedOut } from '../../components/testing';

let api: ReturnType<typeof mockFetch>;
const site = {
  siteName: 'Marketplace',
  consumerType: 'hotline',
  consumerHotline: '+44 20 7946 0958',
  consumerH5Url: 'https://support.example.com/chat',
  consumerEmail: 'help@example.com',
  consumerMessage: '',
};

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeAll(() => setupI18n('en'));
afterEach(() => {
  cleanup();
  api?.restore();
  scrollTo(0);
});

describe('serviceChannels', () => {
  it('offers only safe web links and what the site configured', () => {
    expect(serviceChannels({ consumerType: 'H5', consumerH5Url: 'javascript:alert(1)', consumerHotline: ' ' })).toMatchObject({ type: 'h5', link: null, phone: null, any: false });
    expect(serviceChannels({ consumerType: 'email', consumerEmail: 'a@b.c' })).toMatchObject({ email: 'a@b.c', any: true });
  });
});

describe('FloatingWindow', () => {
  it('has the cart shortcut, a service panel with QR code, phone and chat, and z-index 99', async () => {
    api = mockFetch({ '/api/front/index': site, '/api/front/user/info': signedOut });
    renderWithProviders(
      <MemoryRouter>
        <FloatingWindow />
      </MemoryRouter>,
    );
    const aside = screen.getByRole('complementary', { name: 'Quick actions' });
    expect(aside.style.zIndex).toBe('99');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe('/cart');
    const service = screen.getByRole('button', { name: 'Customer service' });
    expect(service.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(api.calls.some((u) => u.pathname === '/api/front/index')).toBe(true));
    fireEvent.click(service);
    const panel = await screen.findByRole('dialog', { name: 'Contact customer service' });
    expect(service.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByRole('img', { name: 'QR code of the customer service link' })).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('link', { name: '+44 20 7946 0958' }).getAttribute('href')).toBe('tel:+442079460958');
    const chat = screen.getByRole('link', { name: 'Chat with us' });
    expect(chat.getAttribute('href')).toBe('https://support.example.com/chat');
    expect(chat.getAttribute('target')).toBe('_blank');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(service);
    // A press on the panel keeps it open; a press elsewhere on the page closes it.
    fireEvent.click(service);
    fireEvent.mouseDown(await screen.findByRole('dialog', { name: 'Contact customer service' }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows back-to-top only past 500 px', async () => {
    api = mockFetch({ '/api/front/index': site, '/api/front/user/info': signedOut });
    renderWithProviders(
      <MemoryRouter>
        <FloatingWindow />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => scrollTo(500));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => scrollTo(501));
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeTruthy();
  });
});

describe('Header pinning', () => {
  it('becomes fixed after 120 px of scroll', async () => {
    api = mockFetch({ '/api/front/index': site, '/api/front/user/info': signedOut, '/api/front/product/category': [], '/api/front/language/listall': [], '/api/bff/config': {} });
    const { container } = renderWithProviders(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    );
    const sticky = () => container.querySelector('header > div:nth-child(2) > div')!;
    expect(sticky().hasAttribute('data-pinned')).toBe(false);
    act(() => scrollTo(120));
    await new Promise((r) => setTimeout(r, 50));
    expect(sticky().hasAttribute('data-pinned')).toBe(false);
    act(() => scrollTo(121));
    await waitFor(() => expect(sticky().hasAttribute('data-pinned')).toBe(true));
    act(() => scrollTo(0));
    await waitFor(() => expect(sticky().hasAttribute('data-pinned')).toBe(false));
  });
});
