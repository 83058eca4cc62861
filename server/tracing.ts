import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, TraceFlags, trace, type Span } from '@opentelemetry/api';
import { BatchSpanProcessor, RandomIdGenerator, TracerProvider, type IdGenerator } from '@opentelemetry/sdk-trace';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { isTraceId, newSpanId, parseTraceparent } from './trace.js';

/**
 * OpenTelemetry export, on when OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP over HTTP, JSON, to
 * `<endpoint>/v1/traces`): one server span per request in each service. The spans use the trace id
 * that is already the request id in both services' log lines (trace.ts), and the BFF's traceparent to
 * the commerce service names the BFF's span as parent, so a collector shows one tree per shopper
 * action, the same one support finds in the logs. Without the setting nothing here runs.
 */

/** Root spans take the request's trace id instead of a random one. */
class RequestTraceIds implements IdGenerator {
  private readonly random = new RandomIdGenerator();
  next: string | null = null;
  generateTraceId(): string {
    return this.next ?? this.random.generateTraceId();
  }
  generateSpanId(): string {
    return this.random.generateSpanId();
  }
}

const spans = new WeakMap<FastifyRequest, Span>();

/** The span id to name as parent when this request calls on: its own span's, when traced. */
export function spanIdFor(request: FastifyRequest): string {
  return spans.get(request)?.spanContext().spanId ?? newSpanId();
}

export function registerTracing(app: FastifyInstance, service: 'bff' | 'commerce', endpoint: string | undefined): void {
  if (!endpoint) return;
  const ids = new RequestTraceIds();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': `storefront-${service}` }),
    idGenerator: ids,
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces`, timeoutMillis: 5_000 }), scheduledDelayMillis: 1_000 })],
  });
  const tracer = provider.getTracer('storefront');

  app.addHook('onRequest', (request, _reply, done) => {
    if (isTraceId(request.id)) {
      const parent = parseTraceparent(request.headers.traceparent);
      const ctx = parent && parent.traceId === request.id ? trace.setSpanContext(ROOT_CONTEXT, { ...parent, traceFlags: TraceFlags.SAMPLED, isRemote: true }) : ROOT_CONTEXT;
      ids.next = request.id;
      try {
        const route = request.routeOptions.url ?? 'not-found';
        spans.set(request, tracer.startSpan(`${request.method} ${route}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': route } }, ctx));
      } finally {
        ids.next = null;
      }
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
  // Spans of the last requests go out before the process exits.
  app.addHook('onClose', async () => {
    await provider.shutdown().catch((err: unknown) => app.log.warn({ detail: err instanceof Error ? err.message : String(err) }, 'trace export at shutdown failed'));
  });
}
