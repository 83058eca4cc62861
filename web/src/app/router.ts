import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { buildRoutes } from './routes';

/**
 * The browser's router. When the BFF drew the page (the root carries shared/first-screen's SERVER_DRAWN_ATTRIBUTE), the
 * first render must draw exactly what it drew: the route modules of the address are loaded first, so
 * the router starts ready instead of showing its loading fallback, and there is no data to wait for
 * (the pages read theirs from the query cache).
 */
export async function createAppRouter(serverDrawn: boolean, location: Location = window.location): Promise<ReturnType<typeof createBrowserRouter>> {
  const routes = buildRoutes();
  if (!serverDrawn) return createBrowserRouter(routes);
  await resolveLazyMatches(routes, location.pathname);
  return createBrowserRouter(routes, { hydrationData: { loaderData: {}, actionData: null, errors: null } });
}

/** Loads the lazy modules of every route matching `pathname` and writes them into the route objects. */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
