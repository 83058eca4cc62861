import './app/zodSetup';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import './styles/global.css';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { DEFAULT_LANGUAGE, detectLanguage, initI18n, languageFromPath, prefixPath, stripLanguagePrefix } from './i18n';
import { routeTable } from './app/routeTable';
import { installPreloadErrorHandler, isChunkLoadError, reloadForChunkError, withChunkReload } from './app/chunkReload';
import { queryClient } from './api/queryClient';
import { FIRST_SCREEN_ELEMENT_ID, ROOT_ELEMENT_ID, SERVER_DRAWN_ATTRIBUTE } from '../../shared/first-screen';

const { pathname, search, hash } = window.location;
const lang = detectLanguage(pathname);

// A plain path with a non-default `locale` cookie: show the prefixed address without a reload.
if (!languageFromPath(pathname) && lang !== DEFAULT_LANGUAGE) {
  window.history.replaceState(window.history.state, '', prefixPath(`${pathname}${search}${hash}`, lang));
}

/** Start fetching the first page's chunk together with the catalogues instead of after them. */
function preloadFirstPage(): Promise<unknown> {
  const plain = stripLanguagePrefix(window.location.pathname);
  const entry = routeTable.find((r) => matchPath({ path: r.path, end: !r.children }, plain));
  return entry ? withChunkReload(entry.load)().catch(() => undefined) : Promise.resolve();
}

/**
 * The first screen the BFF wrote into the page goes into the query cache before the first render,
 * so the page shows without waiting for its data. Its parsing loads beside the page's own chunk; if
 * anything fails here, the queries simply fetch.
 */
function hydratePage(): Promise<unknown> {
  if (!document.getElementById(FIRST_SCREEN_ELEMENT_ID)) return Promise.resolve();
  return import('./app/firstScreen').then((m) => m.hydrateFirstScreen(queryClient)).catch(() => undefined);
}

installPreloadErrorHandler();

const rootElement = document.getElementById(ROOT_ELEMENT_ID)!;

/**
 * The BFF draws the first screen of the home, category, search and goods pages, and the shell of the
 * signed-in pages, into the root
 * (server/bff/first-screen.ts); React then takes over that markup instead of drawing it again.
 * Anything that stops the takeover (a missing chunk, a failed language) falls back to a fresh render.
 */
async function render(serverDrawn = rootElement.hasAttribute(SERVER_DRAWN_ATTRIBUTE)) {
  const router = await createAppRouter(serverDrawn);
  // Taken over: the root loses its mark, and the clicks src/afterPaint.ts held since the page was
  // parsed play again (the journeys wait for the mark to go, too).
  const onReady = serverDrawn ? () => rootElement.removeAttribute(SERVER_DRAWN_ATTRIBUTE) : undefined;
  const app = (
    <StrictMode>
      <App router={router} client={queryClient} onReady={onReady} />
    </StrictMode>
  );
  if (serverDrawn) {
    // As a transition, the takeover yields to the browser between components instead of holding the main
    // thread for the whole page (React Router's own entry does the same); clicks meanwhile stay held.
    startTransition(() => {
      hydrateRoot(rootElement, app, {
        // A difference between the two drawings is mended by React; it is a bug to fix, not a page error.
        onRecoverableError: (err) => console.warn('first screen redrawn in the browser', err),
      });
    });
  } else {
    createRoot(rootElement).render(app);
  }
}

/**
 * A catalogue chunk that fails to load is, like a route chunk, most likely a stale deploy: reload
 * (once a minute at most). Otherwise fall back to English rather than leave the page blank.
 */
Promise.all([initI18n(lang), preloadFirstPage(), hydratePage()])
  .then(() => render())
  .catch(async (err: unknown) => {
    if (isChunkLoadError(err) && reloadForChunkError()) return;
    console.error('language files failed to load', err);
    await initI18n(DEFAULT_LANGUAGE).catch(() => undefined);
    // The page is then in another language than the BFF drew it: draw it afresh.
    rootElement.replaceChildren();
    rootElement.removeAttribute(SERVER_DRAWN_ATTRIBUTE);
    await render(false);
  });
