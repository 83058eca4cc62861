// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from './QueryState';
import { ApiError } from '../api/client';
import { renderWithProviders, setupI18n } from './testing';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

function Orders({ load, empty }: { load: () => Promise<string[]>; empty?: boolean }) {
  const q = useQuery({ queryKey: ['orders-test'], queryFn: load, retry: false });
  return (
    <QueryState query={q} empty={empty ?? q.data?.length === 0} emptyTitle="No orders yet">
      <ul>{q.data?.map((o) => <li key={o}>{o}</li>)}</ul>
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows a spinner while loading, then the content', async () => {
    let resolve!: (v: string[]) => void;
    renderWithProviders(<Orders load={() => new Promise((r) => (resolve = r))} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
    resolve(['Order A']);
    expect(await screen.findByText('Order A')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the failure in words with a retry that asks again', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(400, 400, 'Order service unavailable');
      return ['Order B'];
    };
    renderWithProviders(<Orders load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Order service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order B')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows the empty state instead of an empty list', async () => {
    renderWithProviders(<Orders load={async () => []} />);
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('falls back to the common empty title and has no retry without refetch', async () => {
    renderWithProviders(
      <QueryState query={{ isPending: false, error: null }} empty>
        <p>content</p>
      </QueryState>,
    );
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    renderWithProviders(
      <QueryState query={{ isPending: false, error: new ApiError(404, 404, 'x') }}>
        <p>content</p>
      </QueryState>,
    );
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.queryByRole('button')).toBeNull();
  });
});
