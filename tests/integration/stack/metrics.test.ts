import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { makeOrder, makeShopProduct } from '../../helpers/fixtures-aftersales.js';
import { call, startBff, type Harness } from '../bff/harness.js';
import { startMetricsServer } from '../../../server/metrics.js';

describe('Prometheus metrics of both services', () => {
  let c: TestCommerce;
  let bff: Harness;
  let metrics: Awaited<ReturnType<typeof startMetricsServer>>;
  beforeAll(async () => {
    c = await startTestCommerce();
    bff = await startBff(c.url);
    metrics = await startMetricsServer(0, '127.0.0.1');
  });
  afterAll(async () => {
    metrics?.server.close();
    await bff?.close();
    await c?.close();
  });

  it('is off without METRICS_PORT', async () => {
    expect(await startMetricsServer(undefined, '127.0.0.1')).toBeNull();
  });

  it('counts requests, latency, upstream calls, cache states and business events after traffic', async () => {
    await call(bff.url, '/api/front/product/category');
    await call(bff.url, '/api/front/product/category');
    await call(bff.url, '/api/front/nope');
    const { uid, token } = await c.createUser({ balance: 100_000 });
    const p = await makeShopProduct(c);
    const o = await makeOrder(c, uid, p, { state: 'unpaid' });
    await c.call('POST', '/api/front/pay/payment', { token, body: { orderNo: o.masterNo, payType: 'yue', payChannel: 'pc' } });

    const res = await fetch(metrics!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/storefront_http_requests_total\{svc="bff",route="\/api\/front\/product\/category",method="GET",status="200"\} 2/);
    expect(text).toMatch(/storefront_http_requests_total\{svc="commerce",route="\/api\/front\/product\/category",method="GET",status="200"\} [1-9]/);
    expect(text).toMatch(/storefront_http_request_duration_seconds_bucket\{le="[^"]+",svc="bff",route="\/api\/front\/product\/category",status="2xx"\}/);
    expect(text).toMatch(/storefront_upstream_request_duration_seconds_count\{outcome="ok"\} [1-9]/);
    expect(text).toMatch(/storefront_cache_events_total\{state="miss"\} [1-9]/);
    expect(text).toMatch(/storefront_cache_events_total\{state="hit"\} [1-9]/);
    expect(text).toMatch(/storefront_payments_total\{provider="yue",outcome="succeeded"\} 1/);
    expect(text).toContain('process_resident_memory_bytes');
    // Only /metrics is served there.
    expect((await fetch(metrics!.url.replace('/metrics', '/'))).status).toBe(404);
  });
});
