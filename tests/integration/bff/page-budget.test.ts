import { createServer, type Server, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type Harness } from './harness';

/**
 * A freshly started BFF (nothing cached) in front of an upstream that accepts connections and never answers, as
 * when the commerce service is paused: every page must still go out within its budget, as a shell the SPA fills.
 */
let stalled: Server;
const held: Socket[] = [];
let bff: Harness;

beforeAll(async () => {
  stalled = createServer((socket) => held.push(socket));
  await new Promise<void>((done) => stalled.listen(0, '127.0.0.1', done));
  const port = (stalled.address() as { port: number }).port;
  // Each read's own timeout is the longest allowed (120 s, four times the test's timeout): a page can only be
  // answered here if the page's budget cut its reads. No duration is asserted; speed is the bench's business.
  bff = await startBff(`http://127.0.0.1:${port}`, { STATIC_DIR: resolve('dist/web'), UPSTREAM_TIMEOUT_MS: '120000' });
  // Loads the drawing module once, untimed: what is measured is waiting on the upstream, not starting up. A failed
  // read is not cached, so the pages below still meet a cold cache.
  await (await fetch(`${bff.url}/`)).text();
}, 60_000);

afterAll(async () => {
  // The stalled reads end first, so the BFF's close has nothing left to wait for.
  stalled?.close();
  for (const s of held) s.destroy();
  await bff?.close();
});

describe('a page while the upstream stalls, with a cold cache', () => {
  it.each(['/', '/users', '/goods_detail/7', '/th/categories?id=1'])('%s goes out as a working page within the budget', async (path) => {
    const res = await fetch(`${bff.url}${path}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<div id="root"');
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\//);
  });
});
