import { describe, expect, it } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { countCacheAnswer, observeRequest, PlainHistogram, registry } from './metrics';

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

describe('the plain histogram', () => {
  it('reads out exactly as prom-client writes the same observations, in text and in JSON', async () => {
    const bounds = [0.005, 0.01, 0.1, 1];
    const ours = new Registry();
    const theirs = new Registry();
    const plain = new PlainHistogram('probe_seconds', 'Probe', ['svc', 'route'], bounds, ours);
    const reference = new Histogram({ name: 'probe_seconds', help: 'Probe', labelNames: ['svc', 'route'], buckets: bounds, registers: [theirs] });
    const seen: [Record<'svc' | 'route', string>, number][] = [
      [{ svc: 'bff', route: '/a' }, 0.001],
      [{ svc: 'bff', route: '/a' }, 0.005],
      [{ svc: 'bff', route: '/a' }, 0.0051],
      [{ svc: 'bff', route: '/a' }, 3],
      [{ svc: 'bff', route: '/b "quoted"\\' }, 0.2],
      [{ svc: 'commerce', route: '/a' }, 1],
    ];
    for (const [labels, v] of seen) {
      plain.observe(labels, v);
      reference.observe(labels, v);
    }
    // Not a number is not an observation (prom-client throws; a request must never fail on its metrics).
    plain.observe({ svc: 'bff', route: '/a' }, Number.NaN);
    expect(await ours.metrics()).toBe(await theirs.metrics());
    // Exemplars are off: prom-client's empty exemplar fields carry nothing.
    const json = async (r: Registry) => JSON.stringify(await r.getMetricsAsJSON(), (k, v: unknown) => (k === 'exemplar' ? undefined : v));
    expect(await json(ours)).toBe(await json(theirs));
    expect(await ours.metrics()).toMatch(/probe_seconds_bucket\{le="0.01",svc="bff",route="\/a"\} 3/);
    plain.reset();
    reference.reset();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
