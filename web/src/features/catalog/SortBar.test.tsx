// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, fireEvent, act, cleanup } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders, setupI18n } from '../../components/testing';
import { SortBar } from './SortBar';
import { PriceFilter } from './PriceFilter';
import { useListState } from './useListState';

function Harness() {
  const list = useListState();
  return (
    <>
      <SortBar state={list.state} onDefault={list.reset} onCycle={list.cycle} />
      <PriceFilter min={list.state.min} max={list.state.max} onApply={list.setPrice} />
      <button type="button" onClick={() => list.setPage(list.state.page + 1)}>
        next page
      </button>
    </>
  );
}

function setup(initial: string) {
  const router = createMemoryRouter([{ path: '/categories', element: <Harness /> }], { initialEntries: [initial] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

beforeAll(async () => {
  await setupI18n('en');
  window.scrollTo = () => {};
});

const search = (r: ReturnType<typeof setup>) => r.state.location.search;

describe('categories sort bar and URL state', () => {
  it('cycles sales none → asc → desc → none, resetting the page each time', () => {
    const router = setup('/categories?id=5&page=3');
    const sales = () => screen.getByRole('button', { name: /^Sales/ });
    fireEvent.click(sales());
    expect(search(router)).toBe('?id=5&sales=1');
    expect(sales().getAttribute('data-value')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(search(router)).toBe('?id=5&sales=1&page=2');
    fireEvent.click(sales());
    expect(search(router)).toBe('?id=5&sales=2');
    fireEvent.click(sales());
    expect(search(router)).toBe('?id=5');
  });

  it('switching to price clears the sales toggle; default clears both', () => {
    const router = setup('/categories?id=5&sales=2&page=4');
    fireEvent.click(screen.getByRole('button', { name: /^Price/ }));
    expect(search(router)).toBe('?id=5&price=1');
    fireEvent.click(screen.getByRole('button', { name: 'Default' }));
    expect(search(router)).toBe('?id=5');
  });

  it('applies and clears the price range, and the back button restores the previous state', async () => {
    const router = setup('/categories?id=5&page=2');
    fireEvent.change(screen.getByRole('textbox', { name: 'Min price' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Max price' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // A reversed range is swapped, and a filter change goes back to page 1.
    expect(search(router)).toBe('?id=5&min=5&max=20');
    await act(() => router.navigate(-1));
    expect(search(router)).toBe('?id=5&page=2');
    expect((screen.getByRole('textbox', { name: 'Min price' }) as HTMLInputElement).value).toBe('');
    await act(() => router.navigate(1));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search(router)).toBe('?id=5');
  });

  it('refuses a price that is not a number', () => {
    setup('/categories?id=5');
    fireEvent.change(screen.getByRole('textbox', { name: 'Min price' }), { target: { value: 'abc' } });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toContain('Enter a price');
  });
});
