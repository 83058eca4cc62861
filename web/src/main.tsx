import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import './styles/global.css';
import { App } from './app/App';
import { DEFAULT_LANGUAGE, detectLanguage, initI18n, languageFromPath, prefixPath, stripLanguagePrefix } from './i18n';
import { routeTable } from './app/routeTable';
import { installPreloadErrorHandler, isChunkLoadError, reloadForChunkError, withChunkReload } from './app/chunkReload';

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

installPreloadErrorHandler();

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/**
 * A catalogue chunk that fails to load is, like a route chunk, most likely a stale deploy: reload
 * (once a minute at most). Otherwise fall back to English rather than leave the page blank.
 */
Promise.all([initI18n(lang), preloadFirstPage()])
  .then(render)
  .catch(async (err: unknown) => {
    if (isChunkLoadError(err) && reloadForChunkError()) return;
    console.error('language files failed to load', err);
    await initI18n(DEFAULT_LANGUAGE).catch(() => undefined);
    render();
  });
