// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from './LoadFailed';
import { LoadingRegion, Skeleton } from './Skeleton';
import { QueryState } from './QueryState';
import { ApiError } from '../api/client';
import { renderWithProviders, setupI18n } from './testing';
import { i18n } from '../i18n';

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

beforeAll(() => setupI18n('en'));
afterEach(async () => {
  cleanup();
  online = true;
  await i18n.changeLanguage('en');
});

describe('LoadFailed', () => {
  it('says "Could not load" with the reason and a retry that asks again', () => {
    const retry = vi.fn();
    renderWithProviders(<LoadFailed error={new ApiError(500, 500, 'Catalogue service down')} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    expect(alert.textContent).toContain('Catalogue service down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offline it asks to check the connection, and follows the browser back online', () => {
    online = false;
    renderWithProviders(<LoadFailed error={new TypeError('Failed to fetch')} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('You seem to be offline');
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('alert').textContent).not.toContain('offline');
  });

  it('speaks the shopper’s language', async () => {
    await setupI18n('th');
    renderWithProviders(<LoadFailed offline onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('โหลดไม่สำเร็จ');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
  });
});

describe('Skeleton and LoadingRegion', () => {
  it('announces "Loading" once and hides the shapes from screen readers', () => {
    renderWithProviders(
      <LoadingRegion>
        <Skeleton />
        <Skeleton shape="line" />
        <Skeleton shape="line" />
      </LoadingRegion>,
    );
    const status = screen.getAllByRole('status');
    expect(status).toHaveLength(1);
    expect(status[0]!.textContent).toBe('Loading…');
    expect(status[0]!.closest('[aria-busy="true"]')).not.toBeNull();
    const shapes = document.querySelectorAll('[class*="bone"]');
    expect(shapes).toHaveLength(3);
    for (const s of shapes) expect(s.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('a line bone holds a line of text, so it is as tall as the line it stands for', () => {
    renderWithProviders(<Skeleton shape="line" />);
    expect(document.querySelector('[class*="line"]')!.textContent).toBe('\u00a0');
  });
});

describe('QueryState while loading and failing', () => {
  function Orders({ load }: { load: () => Promise<string[]> }) {
    const q = useQuery({ queryKey: ['orders-skeleton-test'], queryFn: load, retry: false });
    return (
      <QueryState query={q} skeleton={<p data-testid="skeleton">shapes</p>}>
        <ul>{q.data?.map((o) => <li key={o}>{o}</li>)}</ul>
      </QueryState>
    );
  }

  it('shows the skeleton it is given instead of a spinner, then the content', async () => {
    let resolve!: (v: string[]) => void;
    renderWithProviders(<Orders load={() => new Promise((r) => (resolve = r))} />);
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    resolve(['Order A']);
    expect(await screen.findByText('Order A')).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('a first load held back offline shows "Could not load" instead of an endless skeleton', () => {
    renderWithProviders(
      <QueryState query={{ isPending: true, error: null, fetchStatus: 'paused', refetch: () => undefined }} skeleton={<p data-testid="skeleton">shapes</p>}>
        <p>content</p>
      </QueryState>,
    );
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
