import { describe, expect, it } from 'vitest';
import { startLoggedCommerce } from '../../helpers/fixtures-accounts.js';
import { startedForSuite } from '../../helpers/started-for-suite.js';
import { call, startBff } from '../bff/harness.js';

describe('one trace id across the BFF and the commerce service', () => {
  const c = startedForSuite('the commerce service', () => startLoggedCommerce(), (s) => s.close());
  const bff = startedForSuite('the BFF', () => startBff(c.url), (b) => b.close());

  const lines = (raw: string[]) => raw.map((l) => JSON.parse(l) as { reqId?: string; msg: string });

  it('accepts a traceparent, forwards it, and logs and answers its trace id in both services', async () => {
    const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await call(bff.url, '/api/front/product/list?page=1&limit=2', { headers: { traceparent: `00-${trace}-00f067aa0ba902b7-01` } });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe(trace);
    expect(lines(bff.logs).some((l) => l.reqId === trace && l.msg === 'request')).toBe(true);
    expect(lines(c.lines).some((l) => l.reqId === trace)).toBe(true);
  });

  it('starts a trace when there is none, and the commerce service logs the same id', async () => {
    const res = await call(bff.url, '/api/front/product/list?page=2&limit=2');
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(lines(c.lines).some((l) => l.reqId === id)).toBe(true);
  });

  it('ignores a malformed traceparent', async () => {
    const res = await call(bff.url, '/api/front/product/list?page=3&limit=2', { headers: { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' } });
    expect(res.headers['x-request-id']).not.toBe('00000000000000000000000000000000');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });
});
