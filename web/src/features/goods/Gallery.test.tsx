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

  it("puts the chosen SKU's picture on the stage until a thumbnail is picked", () => {
    const { container, rerender } = renderWithProviders(<Gallery images={images} name="Lamp" />);
    rerender(<Gallery images={images} skuImage="/img/sku.jpg" name="Lamp" />);
    expect(stage(container).getAttribute('src')).toContain('/img/sku.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(stage(container).getAttribute('src')).toContain('/img/b.jpg');
  });
});
