import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { listenBff, type LoopbackBff } from '../../helpers/bff-on-loopback.js';
import { listenOnLoopback } from '../../helpers/ports.js';

// A stand-in for an OpenTelemetry collector on loopback: it keeps what the services export.
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface OtlpBody {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

describe('OpenTelemetry export (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let collector: FastifyInstance;
  const exported: { service: string; span: OtlpSpan }[] = [];
  let c: TestCommerce;
  let bff: LoopbackBff;

  beforeAll(async () => {
    collector = Fastify();
    collector.post('/v1/traces', async (req) => {
      for (const rs of (req.body as OtlpBody).resourceSpans) {
        const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const ss of rs.scopeSpans) for (const span of ss.spans) exported.push({ service, span });
      }
      return {};
    });
    c = await startTestCommerce({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: await listenOnLoopback(collector) } });
    bff = await listenBff({ ...c.config, COOKIE_SECURE: false, LOG_LEVEL: 'silent' }, { upstreamUrl: c.url });
  });
  afterAll(async () => {
    await collector?.close();
  });

  it('exports one tree per request: the caller’s span → the BFF’s server span → the commerce service’s server span, on the log lines’ trace id', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const res = await fetch(`${bff.url}/api/front/index/paycurrency`, { headers: { 'x-csrf': '1', traceparent: `00-${traceId}-${callerSpan}-01` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(traceId);
    // Closing flushes what is batched.
    await bff.close();
    await c.close();

    const ours = exported.filter((e) => e.span.traceId === traceId);
    const bffSpan = ours.find((e) => e.service === 'storefront-bff')?.span;
    const commerceSpan = ours.find((e) => e.service === 'storefront-commerce')?.span;
    expect(bffSpan).toMatchObject({ name: 'GET /api/front/index/paycurrency', parentSpanId: callerSpan, kind: 2 });
    expect(commerceSpan).toMatchObject({ name: 'GET /api/front/index/paycurrency', parentSpanId: bffSpan!.spanId, kind: 2 });
    const status = commerceSpan!.attributes.find((a) => a.key === 'http.response.status_code')?.value.intValue;
    expect(Number(status)).toBe(200);
  });
});
