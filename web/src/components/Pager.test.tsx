// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Pager } from './Pager';
import { pagerItems } from './pagerItems';
import { renderWithProviders, setupI18n } from './testing';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

describe('pagerItems', () => {
  it('lists every page when few', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps first, last and the window around the current page', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
  });
});

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderWithProviders(<Pager page={1} total={20} limit={20} onChange={() => {}} />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('shows prev, pages and next and reports the chosen page', () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager page={2} total={95} limit={20} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    onChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables prev on the first page and next on the last', () => {
    const { rerender } = renderWithProviders(<Pager page={1} total={40} limit={20} onChange={() => {}} />);
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    renderWithProviders(<Pager page={2} total={40} limit={20} onChange={() => {}} />);
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
    void rerender;
  });
});
