import { createServer, type Server } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of both services, in one registry per process (the combined default process
 * runs both, told apart by the `svc` label). They are served on their own port (METRICS_PORT, on
 * METRICS_HOST, loopback by default), never on the public origin. Counting a request is a map
 * lookup and an add (CountsByLabels below).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Counts kept as plain numbers, one per label set, and added to prom-client's counter when the metrics
 * are read: counting a request is then an addition instead of prom-client's label checks and hashing,
 * which were a tenth of a cached answer's cost. Read values are exact: the collect hook runs first.
 */
class CountsByLabels<L extends string> {
  private readonly counts = new Map<string, { labels: Partial<Record<L, string>>; n: number }>();
  readonly counter: Counter<L>;

  constructor(config: { name: string; help: string; labelNames: readonly L[] }) {
    const counts = this.counts;
    this.counter = new Counter<L>({
      ...config,
      registers: [registry],
      collect() {
        for (const c of counts.values()) {
          if (c.n === 0) continue;
          this.inc(c.labels, c.n);
          c.n = 0;
        }
      },
    });
  }

  /** One more for this label set; `key` names it (a new key's labels are made once). */
  add(key: string, labels: () => Partial<Record<L, string>>): void {
    const c = this.counts.get(key);
    if (c) c.n += 1;
    else if (this.counts.size < COUNT_KEYS_MAX) this.counts.set(key, { labels: labels(), n: 1 });
    else this.counter.inc(labels());
  }
}
const COUNT_KEYS_MAX = 4096;

const requestCounts = new CountsByLabels({ name: 'storefront_http_requests_total', help: 'Requests answered, by service, route pattern, method and status', labelNames: ['svc', 'route', 'method', 'status'] });

export const httpDuration = new Histogram({ name: 'storefront_http_request_duration_seconds', help: 'Time to answer, by service, route pattern and status class', labelNames: ['svc', 'route', 'status'], buckets: LATENCY_BUCKETS, registers: [registry] });
export const upstreamDuration = new Histogram({ name: 'storefront_upstream_request_duration_seconds', help: 'BFF calls to the commerce API, by outcome (ok, timeout, refused, bad)', labelNames: ['outcome'], buckets: LATENCY_BUCKETS, registers: [registry] });
const cacheCounts = new CountsByLabels({ name: 'storefront_cache_events_total', help: 'Public-data cache answers: hit, stale or miss', labelNames: ['state'] });


/** A public-cache answer of this state (hit, stale or miss). */
export function countCacheAnswer(state: 'hit' | 'stale' | 'miss'): void {
  cacheCounts.add(state, () => ({ state }));
}
export const rateLimitRefusals = new Counter({ name: 'storefront_rate_limit_refusals_total', help: 'Requests refused by a rate limit, by service and route', labelNames: ['svc', 'route'], registers: [registry] });
export const ordersCreated = new Counter({ name: 'storefront_orders_created_total', help: 'Orders created (combined orders)', registers: [registry] });
export const payments = new Counter({ name: 'storefront_payments_total', help: 'Payments by provider and outcome (succeeded, failed, refunded)', labelNames: ['provider', 'outcome'], registers: [registry] });
export const refunds = new Counter({ name: 'storefront_refunds_total', help: 'Refund requests decided, by decision', labelNames: ['decision'], registers: [registry] });
export const pictureVariants = new Counter({ name: 'storefront_picture_variants_total', help: 'Resized picture requests by outcome: disk (cached copy), shared (joined a resize under way), made, as-is (not a raster), failed (original served) or busy (sent to the original)', labelNames: ['outcome'], registers: [registry] });
export const pictureResizeDuration = new Histogram({ name: 'storefront_picture_resize_duration_seconds', help: 'Time to decode, resize and encode one picture copy, by output format', labelNames: ['format'], buckets: LATENCY_BUCKETS, registers: [registry] });

interface RequestSeries {
  duration: { observe: (seconds: number) => void };
  refused: { inc: () => void } | null;
}
// Each answer counts in a few series; binding their labels once per route, method and status saves
// prom-client's label hashing on every request. Routes are templates, so the set stays small.
const SERIES_MAX = 4096;
const series = new Map<string, RequestSeries>();

/** Seconds and a status class as labels, so the histogram stays small. */
export function observeRequest(svc: string, route: string, method: string, status: number, seconds: number): void {
  const key = `${svc} ${method} ${status} ${route}`;
  let s = series.get(key);
  if (!s) {
    if (series.size >= SERIES_MAX) series.clear();
    s = {
      duration: httpDuration.labels({ svc, route, status: `${Math.floor(status / 100)}xx` }),
      refused: status === 429 ? rateLimitRefusals.labels({ svc, route }) : null,
    };
    series.set(key, s);
  }
  requestCounts.add(key, () => ({ svc, route, method, status: String(status) }));
  s.duration.observe(seconds);
  s.refused?.inc();
}

/** The metrics endpoint on its own address; null when METRICS_PORT is unset. */
export async function startMetricsServer(port: number | undefined, host: string): Promise<{ server: Server; url: string } | null> {
  if (port === undefined) return null;
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text))
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const addr = server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : port;
  return { server, url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}/metrics` };
}
