// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SearchBox } from './SearchBox';
import { renderWithProviders, setupI18n } from '../../components/testing';

/**
 * The suggestions' code (asking, lines, list) stays out of the storefront's first script
 * (docs/performance.md "The first script"): it loads when the box first takes the focus, not before.
 */
const loaded = vi.hoisted(() => ({ list: 0, query: 0 }));
vi.mock('./SearchSuggestions', async (original) => {
  loaded.list++;
  return original();
});
vi.mock('../../api/suggest', async (original) => {
  loaded.query++;
  return original();
});

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

describe('the header search box loads its suggestions on demand', () => {
  it('draws a plain, collapsed combobox without the suggestions code and loads it on the first focus', async () => {
    const router = createMemoryRouter([{ path: '*', element: <SearchBox /> }], { initialEntries: ['/'] });
    renderWithProviders(<RouterProvider router={router} />);
    const box = screen.getByRole('combobox', { name: 'Search keywords' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-controls')).toBeNull();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(loaded).toEqual({ list: 0, query: 0 });
    fireEvent.focus(box);
    await waitFor(() => expect(loaded).toEqual({ list: 1, query: 1 }));
    // Loaded, the box is still closed until the shopper types.
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
