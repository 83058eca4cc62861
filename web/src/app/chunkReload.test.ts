import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError, withChunkReload, type ReloadDeps } from './chunkReload';

function deps(start: number) {
  const store = new Map<string, string>();
  let now = start;
  const d: ReloadDeps & { advance: (ms: number) => void } = {
    now: () => now,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    reload: vi.fn(),
    advance: (ms) => {
      now += ms;
    },
  };
  return { d, store };
}

describe('chunk load failures', () => {
  it('recognises the browsers’ dynamic-import errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const { d, store } = deps(1_000_000);
    expect(reloadForChunkError(d)).toBe(true);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    d.advance(59_999);
    expect(reloadForChunkError(d)).toBe(false);
    d.advance(1);
    expect(reloadForChunkError(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(2);
  });

  it('a lazy route that fails to load reloads; the second failure within the minute surfaces the error', async () => {
    const { d } = deps(5_000_000);
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page.js'));
    const first = withChunkReload(failing, d)();
    let settled = false;
    void first.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    expect(d.reload).toHaveBeenCalledTimes(1);
    await expect(withChunkReload(failing, d)()).rejects.toThrow(/dynamically imported/);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('other errors are not swallowed', async () => {
    const { d } = deps(0);
    await expect(withChunkReload(() => Promise.reject(new Error('boom')), d)()).rejects.toThrow('boom');
    expect(d.reload).not.toHaveBeenCalled();
  });
});

describe('chunk load failures offline', () => {
  it('never reloads while the browser is offline (the reload would land on its offline page), and does once back online', () => {
    const { d, store } = deps(9_000_000);
    let online = false;
    const offlineDeps: ReloadDeps = { ...d, online: () => online };
    expect(reloadForChunkError(offlineDeps)).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
    // Not counted as the minute's reload either: a new deploy seen later still reloads.
    expect(store.get(CHUNK_RELOAD_KEY)).toBeUndefined();
    online = true;
    expect(reloadForChunkError(offlineDeps)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('a lazy route that fails offline rejects at once, so the route shows its "Could not load" state', async () => {
    const { d } = deps(9_500_000);
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page.js'));
    await expect(withChunkReload(failing, { ...d, online: () => false })()).rejects.toThrow(/dynamically imported/);
    expect(d.reload).not.toHaveBeenCalled();
  });
});
