// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { expectNoConsoleError, renderWithProviders, setupI18n } from '@/components/testing';
import { Gallery } from './Gallery';

afterEach(cleanup);

beforeAll(async () => {
  await setupI18n('en');
});

const images = ['/img/a.jpg', '/img/b.jpg', '/img/c.jpg'];
const stage = (container: HTMLElement) => container.querySelector('img[alt="Lamp"]')!;

describe('goods gallery', () => {
  it('asks for the shown picture first, with no React warning, and shows a picked thumbnail', () => {
    expectNoConsoleError(() => {
      const { container } = renderWithProviders(<Gallery images={images} name="Lamp" />);
      expect(stage(container).getAttribute('fetchpriority')).toBe('high');
      expect(stage(container).getAttribute('src')).toContain('/img/a.jpg');
      fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
      expect(stage(container).getAttribute('src')).toContain('/img/c.jpg');
    });
  });

  it("puts the chosen SKU's picture on the stage and first among the thumbnails, the views after it", () => {
    const { container, rerender } = renderWithProviders(<Gallery images={images} name="Lamp" />);
    rerender(<Gallery images={images} skuImage="/img/sku.jpg" name="Lamp" />);
    expect(stage(container).getAttribute('src')).toContain('/img/sku.jpg');
    const first = screen.getByRole('button', { name: 'Show image 1 of 4' });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(first.querySelector('img')!.getAttribute('src')).toContain('/img/sku.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 4' }));
    expect(stage(container).getAttribute('src')).toContain('/img/b.jpg');
  });

  it('does not show the SKU picture twice when it is one of the views', () => {
    renderWithProviders(<Gallery images={images} skuImage="/img/b.jpg" name="Lamp" />);
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' }).querySelector('img')!.getAttribute('src')).toContain('/img/b.jpg');
  });
});
