import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { LoginDialogHost } from '../features/auth/session';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n';
import NotFoundPage from '../pages/errors/ErrorPage';
import { PageLoadFailed, RouteFailure } from './RouteFailure';
import { routeTable, type LayoutKind, type RouteEntry } from './routeTable';
import { isChunkLoadError, withChunkReload } from './chunkReload';
import { RequireAuth, RequireGuest } from './guards';
import { NavigationProgress } from './NavigationProgress';
import { DefaultLayout } from './layouts/DefaultLayout';
import { HomeLayout } from './layouts/HomeLayout';
import { BareLayout } from './layouts/BareLayout';

/** Path prefixes: "" for the default language, "/<code>" for the others (docs/storefront-spec.md §2). */
export const LANGUAGE_PREFIXES = ['', ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map((l) => `/${l}`)];

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A route module loaded on first visit; a stale chunk after a deploy reloads the page (see chunkReload).
 * A chunk that does not arrive and is not reloaded for (the shopper is offline, or the page already
 * reloaded this minute) becomes the page's "Could not load" state inside the frame (issue 26): a
 * failed lazy module would leave React Router drawing nothing at all.
 */
function lazyPage(load: Loader): RouteObject['lazy'] {
  const safe = withChunkReload(load);
  return async () => {
    try {
      return { Component: (await safe()).default };
    } catch (err) {
      if (isChunkLoadError(err)) return { Component: PageLoadFailed };
      throw err;
    }
  };
}

function prefixed(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

function pageRoute(prefix: string, entry: RouteEntry): RouteObject {
  const route: RouteObject = {
    path: prefixed(prefix, entry.path),
    lazy: lazyPage(entry.load),
    errorElement: <RouteFailure />,
  };
  if (entry.children) {
    route.children = entry.children.map((c) =>
      c.index ? { index: true, lazy: lazyPage(c.load), errorElement: <RouteFailure /> } : { path: c.path, lazy: lazyPage(c.load), errorElement: <RouteFailure /> },
    );
  }
  return route;
}

function guarded(kind: 'auth' | 'guest' | 'none', children: RouteObject[]): RouteObject[] {
  if (children.length === 0) return [];
  if (kind === 'none') return children;
  const Guard = kind === 'auth' ? RequireAuth : RequireGuest;
  return [
    {
      element: (
        <Guard>
          <Outlet />
        </Guard>
      ),
      children,
    },
  ];
}

const LAYOUTS: Record<Exclude<LayoutKind, 'user'>, ComponentType> = {
  default: DefaultLayout,
  home: HomeLayout,
  bare: BareLayout,
};

/** Only account pages use the user layout, so it loads with them. It guards itself: its top card needs the signed-in shopper. */
const loadUserLayout = withChunkReload(() => import('./layouts/UserLayout'));
const LAYOUT_KINDS: LayoutKind[] = ['default', 'home', 'user', 'bare'];

/** Every table route in every language, grouped under its layout and guard. */
export function buildPageRoutes(table: RouteEntry[] = routeTable): RouteObject[] {
  const out: RouteObject[] = [];
  for (const kind of LAYOUT_KINDS) {
    const entries = table.filter((r) => r.layout === kind);
    if (entries.length === 0) continue;
    const group = (pred: (r: RouteEntry) => boolean) => LANGUAGE_PREFIXES.flatMap((p) => entries.filter(pred).map((e) => pageRoute(p, e)));
    const children = [
      ...guarded(kind === 'user' ? 'none' : 'auth', group((r) => Boolean(r.auth))),
      ...guarded('guest', group((r) => Boolean(r.guest) && !r.auth)),
      ...group((r) => !r.auth && !r.guest),
    ];
    out.push(
      kind === 'user'
        ? { lazy: async () => ({ Component: (await loadUserLayout()).UserLayout }), errorElement: <RouteFailure />, children }
        : { Component: LAYOUTS[kind], errorElement: <RouteFailure />, children },
    );
  }
  return out;
}

function Root() {
  return (
    <>
      <NavigationProgress />
      {/* A fresh page load has key "default"; keying those by address stops one page's scroll leaking into the next load. */}
      <ScrollRestoration getKey={(l) => (l.key === 'default' ? `${l.pathname}${l.search}` : l.key)} />
      <Outlet />
      <LoginDialogHost />
    </>
  );
}

export function buildRoutes(table: RouteEntry[] = routeTable): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteFailure />,
      hydrateFallbackElement: <div style={{ minBlockSize: '100vh' }} />,
      children: [
        ...buildPageRoutes(table),
        { element: <DefaultLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}
