import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { commerceSuite } from './suite.js';

describe('commerce health for a balancer', () => {
  const c = commerceSuite();

  it('is live and ready with its database; while draining it still serves but is not ready and sends keep-alive clients away', async () => {
    expect((await request(`${c.url}/healthz`)).statusCode).toBe(200);
    const ready = await request(`${c.url}/readyz`);
    expect(ready.statusCode).toBe(200);
    expect(await ready.body.json()).toEqual({ status: 'ready' });
    expect(ready.headers.connection).not.toBe('close');

    c.app.beginDrain();
    const draining = await request(`${c.url}/readyz`);
    expect(draining.statusCode).toBe(503);
    expect(await draining.body.json()).toEqual({ status: 'draining' });
    // Still served, and each answer sends its keep-alive client elsewhere.
    const served = await request(`${c.url}/api/front/index/paycurrency`);
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
    await served.body.dump();
    // The hold before the listener stops: answers keep clients where they are, still not ready.
    c.app.holdConnections();
    const held = await request(`${c.url}/api/front/index/paycurrency`);
    expect(held.headers.connection).not.toBe('close');
    await held.body.dump();
    expect((await request(`${c.url}/readyz`)).statusCode).toBe(503);
    c.app.endKeepAlive();
    const last = await request(`${c.url}/api/front/index/paycurrency`);
    expect(last.headers.connection).toBe('close');
    await last.body.dump();
  });
});
