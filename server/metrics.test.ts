import { describe, expect, it } from 'vitest';
import { countCacheAnswer, observeRequest, registry } from './metrics';

const valueOf = (text: string, line: RegExp): number => Number(line.exec(text)?.[1] ?? NaN);

describe('request and cache counters', () => {
  it('read exact totals on every scrape, without counting anything twice', async () => {
    const route = '/api/front/metrics-probe';
    const requests = new RegExp(`storefront_http_requests_total\\{svc="bff",route="${route.replace(/\//g, '\\/')}",method="GET",status="200"\\} (\\d+)`);
    const hits = /storefront_cache_events_total\{state="hit"\} (\d+)/;
    const before = await registry.metrics();
    const hitsBefore = valueOf(before, hits) || 0;
    for (let i = 0; i < 3; i++) observeRequest('bff', route, 'GET', 200, 0.001);
    countCacheAnswer('hit');
    const first = await registry.metrics();
    expect(valueOf(first, requests)).toBe(3);
    expect(valueOf(first, hits)).toBe(hitsBefore + 1);
    // A second scrape with nothing new reads the same totals.
    expect(valueOf(await registry.metrics(), requests)).toBe(3);
    observeRequest('bff', route, 'GET', 200, 0.002);
    observeRequest('bff', route, 'GET', 404, 0.002);
    const third = await registry.metrics();
    expect(valueOf(third, requests)).toBe(4);
    expect(third).toMatch(/storefront_http_requests_total\{svc="bff",route="\/api\/front\/metrics-probe",method="GET",status="404"\} 1/);
    expect(third).toMatch(/storefront_http_request_duration_seconds_count\{svc="bff",route="\/api\/front\/metrics-probe",status="2xx"\} 4/);
  });
});
