// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Stars } from './Stars';
import { renderWithProviders, setupI18n } from './testing';

afterEach(cleanup);

const fills = (root: Element) => [...root.querySelectorAll('path')].map((p) => p.getAttribute('fill'));

describe('Stars', () => {
  it('draws whole and empty stars in flat colours and only the half star with a gradient', async () => {
    await setupI18n('en');
    const { container } = renderWithProviders(<Stars value={3.4} />);
    const [full, , , half, empty] = fills(container);
    expect(full).toBe('var(--color-star)');
    expect(empty).toBe('var(--color-border-strong)');
    expect(container.querySelectorAll('linearGradient')).toHaveLength(1);
    const id = container.querySelector('linearGradient')!.id;
    expect(half).toBe(`url(#${id})`);
    expect(container.querySelector('[role="img"]')!.getAttribute('aria-label')).toContain('3.5');
  });

  it('gives every rating on a page its own gradient, and none to a whole rating', async () => {
    await setupI18n('en');
    const { container } = renderWithProviders(
      <>
        <Stars value={4.5} />
        <Stars value={1.5} />
        <Stars value={5} />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(container.querySelectorAll('svg')).toHaveLength(15);
  });
});
