// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { NavigationProgress } from './NavigationProgress';
import { renderWithProviders, setupI18n } from '../components/testing';

let release: () => void = () => {};

function SlowData() {
  const q = useQuery({ queryKey: ['product', 'slow'], queryFn: () => new Promise<string>((resolve) => (release = () => resolve('loaded'))) });
  return <p>{q.data ?? 'waiting'}</p>;
}

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

describe('NavigationProgress', () => {
  it('runs from a route change until the new page’s data has loaded, then hides', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <Link to="/slow">go</Link> },
            { path: '/slow', element: <SlowData /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    // The first load has no data to wait for: finished before the throttle, so never shown.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('progressbar')).toBeNull();

    await act(async () => {
      await router.navigate('/slow');
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    // Shown once the 200 ms throttle has passed while the data is still loading…
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    // …completes when it arrives, and is gone 500 ms later.
    act(() => release());
    await screen.findByText('loaded');
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
  });
});
