// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import { expectNoConsoleError, renderWithProviders, setupI18n } from '@/components/testing';
import { BannerCarousel } from './BannerCarousel';

afterEach(cleanup);

beforeAll(async () => {
  await setupI18n('en');
});

const banners = [
  { name: 'Audio sale', image: '/img/b1.jpg', url: '/goods_detail/1' },
  { name: 'Fashion', image: '/img/b2.jpg', url: '' },
  { name: 'Home', image: '/img/b3.jpg', url: 'https://example.com/x' },
];

function slides(container: HTMLElement) {
  return [...container.querySelectorAll('section > div[aria-hidden]')];
}

describe('banner carousel', () => {
  it('asks for the first picture first and the others late, in an attribute React knows (no warning)', () => {
    const { container } = expectNoConsoleError(() =>
      renderWithProviders(
        <MemoryRouter>
          <BannerCarousel banners={banners} width={1200} height={400} />
        </MemoryRouter>,
      ),
    );
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', 'low', 'low']);
  });

  it('takes the slides not shown out of reach (inert, hidden from the accessibility tree) and moves that with the current slide', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <BannerCarousel banners={banners} width={1200} height={400} />
      </MemoryRouter>,
    );
    const inertOf = () => slides(container).map((s) => s.hasAttribute('inert'));
    expect(slides(container)).toHaveLength(3);
    expect(inertOf()).toEqual([false, true, true]);
    expect(slides(container).map((s) => s.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'Banner 3' }));
    expect(inertOf()).toEqual([true, true, false]);
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(inertOf()).toEqual([false, true, true]);
  });

  it('writes inert into the page the BFF draws, so hidden slides are out of reach before the takeover too', () => {
    const html = renderToString(
      <StaticRouter location="/">
        <BannerCarousel banners={banners} width={1200} height={400} />
      </StaticRouter>,
    );
    expect(html.match(/inert=""/g)).toHaveLength(2);
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
  });
});
