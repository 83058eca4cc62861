// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, cleanup } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders, setupI18n } from '@/components/testing';
import { ProductCard } from './ProductCard';
import { soldLabel } from '../../../../../shared/constants';

afterEach(cleanup);

beforeAll(async () => {
  await setupI18n('en');
});

const base = { id: 7, image: '/img/7.png', storeName: 'Linen shirt with a very long name', price: '19.90', otPrice: '29.90', sales: 0, ficti: 0, replyNum: 0, replyStar: 0 };

function show(p: Partial<typeof base>) {
  return renderWithProviders(
    <MemoryRouter>
      <ProductCard product={{ ...base, ...p }} />
    </MemoryRouter>,
  );
}

describe('sold label', () => {
  it('adds fake sales to real ones and caps at the thresholds', () => {
    expect(soldLabel(3, 4)).toBe('7');
    expect(soldLabel(999, 0)).toBe('999');
    expect(soldLabel(600, 400)).toBe('1000+');
    expect(soldLabel(4999, 0)).toBe('1000+');
    expect(soldLabel(2500, 2500)).toBe('5000+');
    expect(soldLabel(9999, 1)).toBe('10000+');
    expect(soldLabel(123456, 0)).toBe('10000+');
  });
});

describe('ProductCard', () => {
  it('shows name, price, struck original price, sold count, the real rating and a like button', () => {
    show({ sales: 4000, ficti: 1200, replyNum: 12, replyStar: 3.5 });
    expect(screen.getByRole('link', { name: base.storeName }).getAttribute('href')).toBe('/goods_detail/7');
    expect(screen.getByText('$19.90')).toBeTruthy();
    const struck = screen.getByText('$29.90').closest('s');
    expect(struck).not.toBeNull();
    expect(screen.getByText('5000+ sold')).toBeTruthy();
    expect(screen.getByRole('img', { name: /3\.5/ })).toBeTruthy();
    expect(screen.getByText('Reviews: 12')).toBeTruthy();
    const like = screen.getByRole('button', { name: `Add ${base.storeName} to my wish list` });
    expect(like.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows no stars, only "No reviews yet", when nobody has reviewed the product', () => {
    show({ replyNum: 0, replyStar: 0 });
    expect(screen.queryByRole('img', { name: /out of|\d/ })).toBeNull();
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });

  it('hides the original price when it is not higher than the price', () => {
    show({ otPrice: '19.90', sales: 12, ficti: 3 });
    expect(screen.getAllByText('$19.90')).toHaveLength(1);
    expect(screen.getByText('15 sold')).toBeTruthy();
  });

  it('asks for a picture below the first row at low priority, so it never holds back the largest paint', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <ProductCard product={base} eager />
        <ProductCard product={{ ...base, id: 8 }} />
      </MemoryRouter>,
    );
    const [first, later] = [...container.querySelectorAll('img')];
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.hasAttribute('fetchpriority')).toBe(false);
    expect(later!.getAttribute('loading')).toBe('lazy');
    expect(later!.getAttribute('fetchpriority')).toBe('low');
  });
});
