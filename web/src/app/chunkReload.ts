/**
 * After a deploy, old pages ask for route chunks that no longer exist. Reloading fetches the new
 * index.html; the timestamp in sessionStorage (not secret) stops a reload loop when a chunk is
 * really broken: at most one reload a minute, after that the error page shows.
 */
export const CHUNK_RELOAD_KEY = 'shell.chunkReloadAt';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: unknown; message?: unknown };
  return (typeof e.name === 'string' && e.name === 'ChunkLoadError') || (typeof e.message === 'string' && CHUNK_ERROR.test(e.message));
}

export interface ReloadDeps {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  /** Whether the browser has a network; a reload without one shows the browser's offline page. Online when left out. */
  online?: () => boolean;
}

const browserDeps = (): ReloadDeps => ({
  now: () => Date.now(),
  storage: (() => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  })(),
  reload: () => window.location.reload(),
  online: () => navigator.onLine,
});

/**
 * Reloads unless this tab already did in the last minute; true when a reload was started. Offline a
 * chunk fails because the network is gone, not because of a deploy: no reload then (it would land on
 * the browser's offline page); the route shows "Could not load" with a retry inside the page instead.
 */
export function reloadForChunkError(deps: ReloadDeps = browserDeps()): boolean {
  if (deps.online && !deps.online()) return false;
  const last = Number(deps.storage?.getItem(CHUNK_RELOAD_KEY) ?? 0);
  const now = deps.now();
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    deps.storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the last reload cannot be remembered; reloading once more is still the best chance.
  }
  deps.reload();
  return true;
}

/** Wraps a lazy import: a chunk failure reloads the page (and never settles meanwhile). */
export function withChunkReload<T>(load: () => Promise<T>, deps?: ReloadDeps): () => Promise<T> {
  return () =>
    load().catch((err: unknown) => {
      if (isChunkLoadError(err) && reloadForChunkError(deps)) return new Promise<T>(() => {});
      throw err;
    });
}

/** Vite reports failed preloads of a chunk's dependencies with this event. */
export function installPreloadErrorHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
