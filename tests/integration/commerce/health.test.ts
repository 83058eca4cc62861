import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';

describe('commerce health for a balancer', () => {
  let c: TestCommerce;
  beforeAll(async () => {
    c = await startTestCommerce();
  });
  afterAll(async () => c?.close());

  it('is live and ready with its database; while draining it still serves but is not ready and closes keep-alive', async () => {
    expect((await request(`${c.url}/healthz`)).statusCode).toBe(200);
    const ready = await request(`${c.url}/readyz`);
    expect(ready.statusCode).toBe(200);
    expect(await ready.body.json()).toEqual({ status: 'ready' });
    expect(ready.headers.connection).not.toBe('close');

    c.app.beginDrain();
    const draining = await request(`${c.url}/readyz`);
    expect(draining.statusCode).toBe(503);
    expect(await draining.body.json()).toEqual({ status: 'draining' });
    const served = await request(`${c.url}/api/front/index/paycurrency`);
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
    await served.body.dump();
  });
});
