import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffOnTestUpstream } from './harness';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce';

// A tight pace for the test: every 400 ms a body must have grown by 400 bytes (1000 B/s).
const PACE = { BODY_RATE_WINDOW_MS: '400', BODY_MIN_BYTES_PER_S: '1000' };

/**
 * Sends a POST whose body arrives `step` bytes every `everyMs`, on a raw socket as a slow client would, and
 * reports whether the server answered (its status line) or closed the connection first, and when.
 */
async function trickle(base: string, path: string, opts: { size: number; step: number; everyMs: number; headers?: Record<string, string> }) {
  const url = new URL(base);
  const socket = connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const started = Date.now();
  let answer = '';
  let closedAt = Number.POSITIVE_INFINITY; // stays so when the server never closes
  socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closedAt = Date.now() - started;
      resolve();
    }),
  );
  socket.on('error', () => {});
  const head = [`POST ${path} HTTP/1.1`, `Host: ${url.host}`, 'Content-Type: application/json', `Content-Length: ${opts.size}`, 'Connection: close', ...Object.entries(opts.headers ?? {}).map(([k, v]) => `${k}: ${v}`)];
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  const body = Buffer.from(`[${' '.repeat(opts.size - 2)}]`);
  for (let sent = 0; sent < opts.size && !socket.destroyed; sent += opts.step) {
    socket.write(body.subarray(sent, sent + opts.step));
    await sleep(opts.everyMs);
  }
  await Promise.race([closed, sleep(10_000)]);
  socket.destroy();
  return { status: /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? null, closedAt };
}

describe('slow request bodies are cut, slow real uploads are not', () => {
  const { up, bff } = bffOnTestUpstream(PACE);
  let commerce: TestCommerce;
  beforeAll(async () => {
    commerce = await startTestCommerce({ env: PACE });
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('the BFF closes a body that trickles 2 bytes at a time, long before it would end', async () => {
    up.set('/api/front/cart/save', { kind: 'envelope', data: null });
    // 2 bytes every 200 ms would take 100 s for 1000 bytes.
    const cut = await trickle(bff.url, '/api/front/cart/save', { size: 1000, step: 2, everyMs: 200, headers: { 'x-csrf': '1' } });
    expect(cut.status).toBeNull();
    expect(cut.closedAt).toBeLessThan(3_000);
  });

  it('the BFF still takes a body on a slow but real line', async () => {
    // 8000 bytes at 4000 B/s: four times the floor, two seconds long. The margin is for the test's own timers,
    // which a busy machine delays: a real client's bytes keep arriving while its sender waits.
    const slow = await trickle(bff.url, '/api/front/cart/save', { size: 8000, step: 400, everyMs: 100, headers: { 'x-csrf': '1' } });
    expect(slow.status).not.toBeNull();
  });

  it('the commerce service closes a trickling body too, and takes a slow real one', async () => {
    const cut = await trickle(commerce.url, '/api/front/cart/save', { size: 1000, step: 2, everyMs: 200 });
    expect(cut.status).toBeNull();
    expect(cut.closedAt).toBeLessThan(3_000);
    const slow = await trickle(commerce.url, '/api/front/cart/save', { size: 8000, step: 400, everyMs: 100 });
    // Answered (the body is a bare JSON array with no account: a 401 envelope), not cut.
    expect(slow.status).toBe('200');
  });
});
