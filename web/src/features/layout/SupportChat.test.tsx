// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FloatingWindow } from './FloatingWindow';
import { CustomerService } from '../home/CustomerService';
import { mockFetch, renderWithProviders, setupI18n, signedOut } from '../../components/testing';

/** "Chat with us" follows the configured chat link (consumerH5Url) and is not shown when none is set. */
let api: ReturnType<typeof mockFetch>;
const site = (consumerH5Url: string) => ({
  siteName: 'Marketplace',
  consumerType: 'h5',
  consumerHotline: '+44 20 7946 0958',
  consumerH5Url,
  consumerEmail: '',
  consumerMessage: '',
});

beforeAll(() => setupI18n('en'));
afterEach(() => {
  cleanup();
  api?.restore();
});

async function openPanel(chat: string) {
  api = mockFetch({ '/api/front/index': site(chat), '/api/front/user/info': signedOut });
  renderWithProviders(
    <MemoryRouter>
      <FloatingWindow />
      <CustomerService />
    </MemoryRouter>,
  );
  await waitFor(() => expect(api.calls.some((u) => u.pathname === '/api/front/index')).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
  await screen.findByRole('dialog', { name: 'Contact customer service' });
  // The home block falls back to the hotline when there is no chat; wait for it to show the site's data.
  await screen.findAllByRole('link', { name: /7946 0958/ });
}

describe('support chat link', () => {
  it('links to the configured chat in the service panel and on the home page', async () => {
    await openPanel('https://chat.example.com/storefront');
    const links = screen.getAllByRole('link', { name: 'Chat with us' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://chat.example.com/storefront', 'https://chat.example.com/storefront']);
  });

  it('shows no chat link when none is configured', async () => {
    await openPanel('');
    expect(screen.queryByRole('link', { name: 'Chat with us' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code of the customer service link' })).toBeNull();
  });
});
