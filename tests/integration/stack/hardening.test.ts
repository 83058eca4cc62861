import { describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { startTestCommerce } from '../../helpers/commerce.js';
import { startedForSuite } from '../../helpers/started-for-suite.js';
import { startBff } from '../bff/harness.js';

/** One raw exchange on a fresh socket; resolves with the status line (or '' when the server just closed). */
function raw(base: string, request: string): Promise<string> {
  const u = new URL(base);
  return new Promise((resolve) => {
    const sock = connect(Number(u.port), u.hostname, () => sock.write(request));
    let out = '';
    sock.on('data', (c: Buffer) => (out += c.toString('latin1')));
    sock.on('error', () => resolve(out.split('\r\n')[0] ?? ''));
    sock.on('close', () => resolve(out.split('\r\n')[0] ?? ''));
    setTimeout(() => sock.end(), 1500);
  });
}

const csrf = { 'content-type': 'application/json', 'x-csrf': '1' };
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('strict HTTP and cheap bodies, in both services', () => {
  const c = startedForSuite('the commerce service', () => startTestCommerce(), (s) => s.close());
  const bff = startedForSuite('the BFF', () => startBff(c.url), (b) => b.close());

  it.each(['commerce', 'bff'] as const)('%s: a request line without an HTTP version gets 400', async (which) => {
    const base = which === 'bff' ? bff.url : c.url;
    expect(await raw(base, 'GET /healthz\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
  });

  it.each(['commerce', 'bff'] as const)('%s: two Host headers get 400', async (which) => {
    const base = which === 'bff' ? bff.url : c.url;
    expect(await raw(base, 'GET /api/front/index HTTP/1.1\r\nHost: a.test\r\nHost: b.test\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    // One Host header is fine.
    expect(await raw(base, 'GET /api/front/product/category HTTP/1.1\r\nHost: a.test\r\nConnection: close\r\n\r\n')).not.toMatch(/ 400 /);
  });

  it('commerce: a deeply nested body is refused before parsing, a normal one still works', async () => {
    const res = await fetch(new URL('/api/front/login/email', c.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep(200_000) });
    expect(await res.json()).toEqual({ code: 400, message: 'Invalid request', data: null });
    const ok = await c.call('POST', '/api/front/login/email', { body: { email: 'nobody@example.test', password: 'Wrong#2026pass' } });
    expect(ok.code).toBe(500);
  });

  it('bff: a deeply nested body is a 400, and a body over the route limit a 413, without reaching the upstream', async () => {
    const nested = await fetch(new URL('/api/front/login/email', bff.url), { method: 'POST', headers: csrf, body: deep(50) });
    expect(nested.status).toBe(400);
    const big = await fetch(new URL('/api/front/login/email', bff.url), { method: 'POST', headers: csrf, body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(20 * 1024) }) });
    expect(big.status).toBe(413);
  });
});
