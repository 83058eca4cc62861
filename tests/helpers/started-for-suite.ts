import { afterAll, beforeAll } from 'vitest';

/**
 * A service (upstream, BFF, commerce service, browser) that a suite starts once in `beforeAll` and stops
 * in `afterAll`, named once at the top of the file or `describe` instead of as a variable each hook
 * assigns. The returned stand-in forwards every property and method to the running service, so tests
 * write `bff.url` or `stack.latestCode(to)` as before; touching it outside a hook or test (before it
 * started) throws, naming the service.
 *
 * Hooks run in the order they are registered and the `afterAll`s in reverse, so a service started
 * from another (a BFF in front of an upstream) is stopped before the one it depends on.
 */
export function startedForSuite<T extends object>(what: string, start: () => Promise<T>, stop: (running: T) => Promise<unknown>): T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    if (running) await stop(running);
  });
  const current = (): T => {
    if (!running) throw new Error(`${what} is not running: it starts in beforeAll, so use it inside a hook or a test`);
    return running;
  };
  return new Proxy({} as T, {
    get(_, key) {
      // Awaiting or returning the stand-in from an async function looks for `then` first.
      if (key === 'then' && !running) return undefined;
      const target = current();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set: (_, key, value) => Reflect.set(current(), key, value),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor(_, key) {
      const d = Reflect.getOwnPropertyDescriptor(current(), key);
      // The proxy's own target is empty, so a described property must be reported as configurable.
      return d && { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(current()),
  });
}
