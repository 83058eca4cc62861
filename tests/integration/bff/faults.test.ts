import { describe, expect, it } from 'vitest';
import { refusedUrl } from '../../helpers/test-upstream';
import { bffOnTestUpstream, call, postJson, startBff } from './harness';


const { up, bff } = bffOnTestUpstream({ UPSTREAM_TIMEOUT_MS: '400', UPSTREAM_RETRIES: '2' }, { reset: 'requests' });

function expectNeutral(res: { text: string; json: () => unknown }, status: number) {
  const body = res.json() as Record<string, unknown>;
  expect(body).toEqual({ status, code: status, message: expect.any(String) });
  expect(res.text).not.toMatch(/127\.0\.0\.1|localhost|ECONN|at .*\.ts|stack/i);
  expect(res.text).not.toContain(new URL(up.url).port);
}

function logLineFor(reqId: string): Record<string, unknown> | undefined {
  return bff.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reqId === reqId && l.msg === 'upstream failure');
}

describe('upstream faults', () => {
  it('a slow upstream becomes 504 within the budget, with a log line carrying the request id', async () => {
    up.set('/api/front/product/list', { kind: 'envelope', data: [], delayMs: 2000 });
    const t0 = Date.now();
    const res = await call(bff.url, '/api/front/product/list', { headers: { 'x-request-id': 'slow-request-0001' } });
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(res.status).toBe(504);
    expect(res.json()).toEqual({ status: 504, code: 504, message: 'Gateway timeout' });
    expectNeutral(res, 504);
    expect(logLineFor('slow-request-0001')).toMatchObject({ upstreamFailure: 'timeout' });
  });

  it('a hanging upstream becomes 504 too', async () => {
    up.set('/api/front/user/info', { kind: 'hang' });
    const res = await call(bff.url, '/api/front/user/info');
    expect(res.status).toBe(504);
  });

  it('a resetting upstream becomes 502 after the bounded GET retries', async () => {
    up.set('/api/front/product/list', { kind: 'reset' });
    const res = await call(bff.url, '/api/front/product/list', { headers: { 'x-request-id': 'reset-request-001' } });
    expect(res.status).toBe(502);
    expectNeutral(res, 502);
    expect(up.count('/api/front/product/list')).toBe(3);
    expect(logLineFor('reset-request-001')).toMatchObject({ upstreamFailure: 'bad' });
  });

  it('a GET that resets once is retried and succeeds', async () => {
    up.set('/api/front/product/list', { kind: 'reset-then', times: 1, then: { kind: 'envelope', data: 'second try' } });
    const res = await call(bff.url, '/api/front/product/list');
    expect(res.status).toBe(200);
    expect(res.json()).toBe('second try');
    expect(up.count('/api/front/product/list')).toBe(2);
  });

  it('a POST is never retried', async () => {
    up.set('/api/front/order/create', { kind: 'reset-then', times: 1, then: { kind: 'envelope', data: { orderNo: 'x' } } });
    const res = await postJson(bff.url, '/api/front/order/create', { preOrderNo: 'p1' });
    expect(res.status).toBe(502);
    expect(up.count('/api/front/order/create')).toBe(1);
  });

  it.each([
    ['HTML', { kind: 'raw' as const, status: 200, body: '<html>oops</html>' }],
    ['an HTTP 500 page', { kind: 'raw' as const, status: 500, body: 'java.lang.NullPointerException at com.zbkj' }],
    ['JSON that is not an envelope', { kind: 'raw' as const, status: 200, contentType: 'application/json', body: '{"hello":"world"}' }],
    ['truncated JSON', { kind: 'raw' as const, status: 200, contentType: 'application/json', body: '{"code":200,"data":{' }],
  ])('garbage (%s) becomes 502', async (_name, b) => {
    up.set('/api/front/product/list', b);
    const res = await call(bff.url, '/api/front/product/list');
    expect(res.status).toBe(502);
    expectNeutral(res, 502);
    expect(res.text).not.toContain('zbkj');
  });

  it('an upstream that lacks a route (its own 404 page) answers a neutral 404, so the SPA can fall back', async () => {
    up.set('/api/front/product/list', { kind: 'raw' as const, status: 404, contentType: 'application/json', body: '{"timestamp":"2026-11-24","status":404,"error":"Not Found","path":"/api/front/product/list"}' });
    const res = await call(bff.url, '/api/front/product/list');
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 404, message: '' });
  });

  it('a login answer without a token is a bad answer, not a session', async () => {
    up.set('/api/front/login/email', { kind: 'envelope', data: { uid: 1 } });
    const res = await postJson(bff.url, '/api/front/login/email', { email: 'a@b.co', password: 'x' });
    expect(res.status).toBe(502);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('refusing upstream', () => {
  it('a refused connection becomes 503 with a neutral body', async () => {
    const down = await startBff(await refusedUrl(), { UPSTREAM_RETRIES: '1' });
    try {
      const res = await call(down.url, '/api/front/product/list', { headers: { 'x-request-id': 'refused-req-0001' } });
      expect(res.status).toBe(503);
      expect(res.json()).toEqual({ status: 503, code: 503, message: 'Service temporarily unavailable' });
      expect(res.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
      const line = down.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reqId === 'refused-req-0001' && l.msg === 'upstream failure');
      expect(line).toMatchObject({ upstreamFailure: 'refused' });
      const ready = await call(down.url, '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
    } finally {
      await down.close();
    }
  });
});
