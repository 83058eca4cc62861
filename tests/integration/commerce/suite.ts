import { afterAll, beforeAll, expect } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';

/**
 * The commerce service of the surrounding `describe`: started on a fresh database before its tests
 * (ahead of the block's own `beforeAll`s, which may use it) and closed after them. What it returns
 * stands for the running service; reading it outside a test or hook throws instead of handing out
 * a service that is not there.
 */
export function commerceSuite(opts?: Parameters<typeof startTestCommerce>[0]): TestCommerce {
  let running: TestCommerce | undefined;
  beforeAll(async () => {
    running = await startTestCommerce(opts);
  });
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });
  return new Proxy({} as TestCommerce, {
    get(_, key) {
      if (!running) throw new Error(`the commerce service is read (${String(key)}) outside its describe block's tests`);
      return Reflect.get(running, key);
    },
  });
}

/** A shopper call: method, path, and the body it sends, if it has one of its own. */
export type ShopperCall = readonly ['GET' | 'POST', string, unknown?];

/**
 * Each call, made without a token, is refused as signed out: code 401 and no data. A POST without a
 * body of its own sends `body`, so the refusal is not one about a missing body.
 */
export async function expectSignInRequired(c: TestCommerce, calls: readonly ShopperCall[], body?: unknown): Promise<void> {
  for (const [method, path, own] of calls) {
    const sent = method === 'POST' ? (own ?? body) : own;
    expect(await c.call(method, path, { body: sent }), `${method} ${path}`).toMatchObject({ code: 401, data: null });
  }
}
