// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { CategoryMenu } from './CategoryMenu';
import { parseCategoryTree } from '../../api/shellSchemas';
import { renderWithProviders, setupI18n } from '../../components/testing';

const tree = parseCategoryTree([
  {
    id: 1,
    pid: 0,
    name: 'Electronics',
    level: 1,
    sort: 2,
    childList: [
      { id: 11, pid: 1, name: 'Phones', level: 2, childList: [{ id: 111, pid: 11, name: 'Smartphones', level: 3 }, { id: 112, pid: 11, name: 'Cases', level: 3 }] },
      { id: 12, pid: 1, name: 'Laptops', level: 2, childList: [] },
    ],
  },
  { id: 2, pid: 0, name: 'Fashion', level: 1, sort: 1, childList: [{ id: 21, pid: 2, name: 'Shoes', level: 2, childList: [{ id: 211, pid: 21, name: 'Sneakers', level: 3 }] }] },
  { id: 3, pid: 0, name: 'Hidden', level: 1, sort: 0, isShow: false, childList: [] },
]);

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function renderMenu() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <CategoryMenu tree={tree} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

const trigger = () => screen.getByRole('button', { name: 'All categories' });
const menu = () => document.getElementById(trigger().getAttribute('aria-controls')!)!;

describe('parseCategoryTree', () => {
  it('drops hidden categories, orders by sort, keeps three levels', () => {
    expect(tree.map((c) => c.name)).toEqual(['Electronics', 'Fashion']);
    expect(tree[0]!.children[0]!.children.map((c) => c.name)).toEqual(['Smartphones', 'Cases']);
  });
});

describe('CategoryMenu', () => {
  it('opens on hover and shows the hovered level-1 entry with its levels 2 and 3', () => {
    renderMenu();
    expect(menu().hidden).toBe(true);
    fireEvent.mouseEnter(trigger().parentElement!);
    expect(menu().hidden).toBe(false);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Phones' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Smartphones' })).toBeTruthy();
    fireEvent.mouseEnter(screen.getByRole('link', { name: /Fashion/ }));
    expect(screen.queryByRole('link', { name: 'Phones' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Shoes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sneakers' })).toBeTruthy();
  });

  it('closes shortly after the pointer leaves', async () => {
    renderMenu();
    fireEvent.mouseEnter(trigger().parentElement!);
    fireEvent.mouseLeave(trigger().parentElement!);
    await waitFor(() => expect(menu().hidden).toBe(true));
  });

  it('works from the keyboard: open, walk level 1, enter the panel, Escape', async () => {
    renderMenu();
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(menu().hidden).toBe(false);
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Electronics'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Fashion');
    expect(screen.getByRole('link', { name: 'Shoes' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Electronics');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toContain('View all in Electronics');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Phones');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Smartphones');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toContain('Electronics');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(trigger());
  });

  it('a click on any level goes to /categories?id= and closes the menu', async () => {
    renderMenu();
    fireEvent.click(trigger());
    expect(menu().hidden).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Smartphones' }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/categories?id=111');
    await waitFor(() => expect(menu().hidden).toBe(true));
    fireEvent.click(trigger());
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Phones' }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/categories?id=11');
    fireEvent.click(trigger());
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /^Electronics/ }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/categories?id=1');
  });
});
