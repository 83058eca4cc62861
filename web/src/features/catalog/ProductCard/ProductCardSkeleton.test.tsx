// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ProductCardSkeleton, SkeletonCards } from './ProductCardSkeleton';
import { ProductGridSkeleton } from '../ProductGrid';
import { renderWithProviders, setupI18n } from '@/components/testing';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

describe('skeleton cards', () => {
  it('are drawn with the real card’s own boxes: card, square picture, name, price and review lines', () => {
    renderWithProviders(<ProductCardSkeleton />);
    const card = document.querySelector('[data-skeleton-card]')!;
    // The real card's classes (ProductCard.module.css), so the sizes are the card's by construction.
    expect(card.className).toMatch(/card/);
    expect(card.querySelector('[class*="imageBone"]')).not.toBeNull();
    expect(card.querySelector('[class*="name"]')!.querySelectorAll('[class*="bone"]')).toHaveLength(2);
    expect(card.querySelector('[class*="price"]')).not.toBeNull();
    expect(card.querySelector('[class*="meta"]')).not.toBeNull();
    // Nothing to click or read in a placeholder.
    expect(card.querySelector('a, button')).toBeNull();
  });

  it('fill the real list’s columns, announced once as loading', () => {
    renderWithProviders(<SkeletonCards count={5} className="row-of-five" label="Trending" />);
    const list = document.querySelector('ul.row-of-five')!;
    expect(list.querySelectorAll('li [data-skeleton-card]')).toHaveLength(5);
    expect(list.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Trending');
  });

  it('the product grid shows three rows of its columns while the page loads', () => {
    renderWithProviders(<ProductGridSkeleton />);
    expect(document.querySelectorAll('[data-skeleton-card]')).toHaveLength(12);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
