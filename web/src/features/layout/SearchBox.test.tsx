// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SearchBox } from './SearchBox';
import { renderWithProviders, setupI18n } from '../../components/testing';
import { SUGGEST_PATH } from '../../../../shared/contract/suggest';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function renderBox(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchBox />
            <button type="button">elsewhere</button>
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const answer = (name: string) => ({
  products: [
    { id: 7, image: '', storeName: `${name} Case`, price: '9.90' },
    { id: 8, image: '', storeName: `Blue ${name}`, price: '120.00' },
  ],
  shops: [{ id: 3, name: `${name} House`, avatar: '' }],
  categories: [{ id: 11, name: `${name}s` }],
  keywords: [{ id: 1, title: `${name} deals` }],
});

/** A fetch whose suggestion answers the test releases one by one, in any order. */
function controlledFetch() {
  const pending = new Map<string, (body: unknown, status?: number) => void>();
  const asked: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname !== SUGGEST_PATH) return new Response(JSON.stringify({ code: 404 }), { status: 404 });
    const keyword = url.searchParams.get('keyword') ?? '';
    asked.push(keyword);
    return new Promise<Response>((resolve) => {
      pending.set(keyword, (body, status = 200) => resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
    });
  }) as typeof fetch;
  return {
    asked,
    async answer(keyword: string, body: unknown, status?: number) {
      await waitFor(() => expect(pending.has(keyword), `asked for "${keyword}"`).toBe(true));
      await act(async () => {
        pending.get(keyword)!(body, status);
        pending.delete(keyword);
        await new Promise((r) => setTimeout(r, 0));
      });
    },
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

let net: ReturnType<typeof controlledFetch>;
beforeAll(() => setupI18n('en'));
afterEach(() => {
  cleanup();
  net?.restore();
});

const box = () => screen.getByRole('combobox', { name: 'Search keywords' });
const opts = () => within(screen.getByRole('listbox')).getAllByRole('option');
/** The list is open and drawn (its drawing loads the first time it opens). */
async function opened() {
  await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
  await screen.findByRole('listbox');
}

describe('the header search box suggests as you type', () => {
  it('is a combobox that opens a grouped listbox with the match highlighted and prices', async () => {
    net = controlledFetch();
    renderBox();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(box(), 'Phone');
    await net.answer('phone', answer('Phone'));
    await opened();
    const list = screen.getByRole('listbox');
    expect(box().getAttribute('aria-controls')).toBe(list.id);
    const groups = within(list).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Products',
      'Categories',
      'Popular searches',
      'Shops',
    ]);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Phone Case$9.90', 'Blue Phone$120.00', 'Phones', 'Phone deals', 'Phone House']);
    expect(options[1]!.querySelector('mark')?.textContent).toBe('Phone');
    // Announced to screen readers, with how to use the list.
    expect(screen.getByText('5 suggestions. Use the up and down arrows to choose one, Enter to open it.').getAttribute('role')).toBe('status');
    // Typed in one burst, asked once: the box waits for typing to pause.
    expect(net.asked).toEqual(['phone']);
  });

  it('walks the list with the arrow keys and opens the highlighted product with Enter', async () => {
    net = controlledFetch();
    renderBox();
    await userEvent.type(box(), 'ph');
    await net.answer('ph', answer('Phone'));
    await opened();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = opts()[1]!;
    expect(box().getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    // Up from the first line leaves the list (back to the typed words), then wraps to the last.
    expect(box().getAttribute('aria-activedescendant')).toBe(opts()[4]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toContain('/goods_detail/8');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('searches the typed words with Enter when nothing is highlighted, as before', async () => {
    net = controlledFetch();
    renderBox();
    await userEvent.type(box(), 'ph');
    await net.answer('ph', answer('Phone'));
    await opened();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toContain('/goods/goods_search?type=Product&keywords=ph');
  });

  it('closes with Escape and with a click elsewhere', async () => {
    net = controlledFetch();
    renderBox();
    await userEvent.type(box(), 'ph');
    await net.answer('ph', answer('Phone'));
    await opened();
    await userEvent.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    await userEvent.keyboard('{ArrowDown}');
    await opened();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('follows the Product/Store selector: a store search suggests shops only', async () => {
    net = controlledFetch();
    renderBox();
    await userEvent.selectOptions(screen.getByLabelText('Search in'), 'Store');
    await userEvent.type(box(), 'ph');
    await net.answer('ph', answer('Phone'));
    await opened();
    expect(opts().map((o) => o.textContent)).toEqual(['Phone House']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where').textContent).toContain('/merchant/merchant/home?id=3');
  });

  it('never lets a late answer for an older prefix replace the newer one', async () => {
    net = controlledFetch();
    renderBox();
    await userEvent.type(box(), 'ph');
    await waitFor(() => expect(net.asked).toEqual(['ph']));
    await userEvent.type(box(), 'o');
    await waitFor(() => expect(net.asked).toEqual(['ph', 'pho']));
    // The newer answer first, then the older one arrives late.
    await net.answer('pho', answer('Phonograph'));
    await screen.findByRole('listbox');
    await waitFor(() => expect(opts()[0]!.textContent).toContain('Phonograph Case'));
    await net.answer('ph', answer('Photo'));
    await new Promise((r) => setTimeout(r, 50));
    expect(opts()[0]!.textContent).toContain('Phonograph Case');
    expect(screen.queryByText(/Photo/)).toBeNull();
  });

  it('waits for 2 characters, 1 in Chinese or Thai', async () => {
    net = controlledFetch();
    renderBox();
    await userEvent.type(box(), 'p');
    await new Promise((r) => setTimeout(r, 400));
    expect(net.asked).toEqual([]);
    await userEvent.clear(box());
    await userEvent.type(box(), 'ห');
    await waitFor(() => expect(net.asked).toEqual(['ห']));
  });

  it('stays a plain search box when the upstream has no suggestion call (404)', async () => {
    net = controlledFetch();
    renderBox();
    await userEvent.type(box(), 'ph');
    await net.answer('ph', { status: 404, code: 404, message: '' }, 404);
    await new Promise((r) => setTimeout(r, 50));
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toContain('/goods/goods_search?type=Product&keywords=ph');
  });
});
