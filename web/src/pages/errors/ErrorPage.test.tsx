// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, data } from 'react-router';
import { ErrorPage, ErrorPageBoundary, RouteErrorPage, describeRouteError } from './ErrorPage';
import NotFoundPage from './ErrorPage';
import { ApiError } from '../../api/client';
import { RouteError } from '@/api/errors';
import { renderWithProviders, setupI18n } from '../../components/testing';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

function renderRoutes(routes: Parameters<typeof createMemoryRouter>[0], path = '/') {
  return renderWithProviders(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('error pages', () => {
  it.each([
    [404, 'Sorry, the page you are looking for is incorrect', 'This page could not be found'],
    [500, 'Load failure', null],
    [401, 'Please log in', null],
    [403, 'Bad request', 'Please check your profile'],
    [400, 'Bad request', 'Please check your profile'],
  ])('status %i shows the spec text and Go Home Page', (status, heading, detail) => {
    renderRoutes([{ path: '/', element: <ErrorPage status={status} /> }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    if (detail) expect(screen.getByText(detail)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home Page' }).getAttribute('href')).toBe('/');
    expect(screen.getByText(String(status))).toBeTruthy();
  });

  it('unknown routes get the 404 page', () => {
    renderRoutes([{ path: '/', element: <p>home</p> }, { path: '*', element: <NotFoundPage /> }], '/nope');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sorry, the page you are looking for is incorrect');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('a page that rejects its route gives 404; route errors take their status and message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Rejecting = () => {
      throw new RouteError(404);
    };
    renderRoutes([{ path: '/', element: <Rejecting />, errorElement: <RouteErrorPage /> }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sorry, the page you are looking for is incorrect');
    cleanup();
    const Failing = () => {
      throw new ApiError(500, 500, 'Upstream timed out');
    };
    renderRoutes([{ path: '/', element: <Failing />, errorElement: <RouteErrorPage /> }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Load failure');
    expect(screen.getByText('Upstream timed out')).toBeTruthy();
    cleanup();
    const Crashing = () => {
      throw new TypeError('x is undefined');
    };
    renderRoutes([{ path: '/', element: <Crashing />, errorElement: <RouteErrorPage /> }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Load failure');
    expect(screen.queryByText('x is undefined')).toBeNull();
    vi.restoreAllMocks();
  });

  it('reads statuses from router error responses', async () => {
    expect(describeRouteError(new RouteError(401, 'Session over'))).toEqual({ status: 401, message: 'Session over' });
    expect(describeRouteError(new Error('?'))).toEqual({ status: 500 });
    renderRoutes([
      {
        path: '/',
        loader: () => {
          throw data('This shop has closed', { status: 410 });
        },
        element: <p>never</p>,
        errorElement: <RouteErrorPage />,
      },
    ]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Bad request');
    expect(screen.getByText('This shop has closed')).toBeTruthy();
    expect(screen.getByText('Please check your profile')).toBeTruthy();
    expect(screen.getByText('410')).toBeTruthy();
  });

  it('falls back to plain markup when the error page itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('error page broke');
    };
    renderRoutes([
      {
        path: '/',
        element: (
          <ErrorPageBoundary>
            <Broken />
          </ErrorPageBoundary>
        ),
      },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('An error occurred while showing the error page');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
    vi.restoreAllMocks();
  });

  it('speaks the page language', async () => {
    await setupI18n('zh-CN');
    renderRoutes([{ path: '/', element: <ErrorPage status={500} /> }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('加载失败');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/zh-CN');
    await setupI18n('en');
  });
});
