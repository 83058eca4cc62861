import { createServer, type Server } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics, type Metric } from 'prom-client';

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

  constructor(config: { name: string; help: string; labelNames: readonly L[] }) {
    const counts = this.counts;
    // Registered with the registry, which reads it (after its collect hook) on every scrape.
    new Counter<L>({
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

  /** The count of this label set, made once (`key` names it); a hot path keeps it and adds to `n`. */
  cell(key: string, labels: () => Partial<Record<L, string>>): { n: number } {
    let c = this.counts.get(key);
    if (!c) {
      // Label values are services, route templates, methods and statuses: a bounded set.
      c = { labels: labels(), n: 0 };
      this.counts.set(key, c);
    }
    return c;
  }
}

/** One label set of a PlainHistogram: a count per bucket (the last is above every bound), the sum and the count. */
class HistogramSet<L extends string> {
  readonly buckets: Float64Array;
  sum = 0;
  count = 0;
  constructor(
    readonly labels: Readonly<Record<L, string>>,
    private readonly bounds: readonly number[],
  ) {
    this.buckets = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    if (!Number.isFinite(value)) return;
    const b = this.bounds;
    let i = 0;
    while (i < b.length && value > b[i]!) i++;
    this.buckets[i]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

interface HistogramValue<L extends string> {
  labels: Partial<Record<L | 'le', string | number>>;
  sharedLabels?: Readonly<Record<L, string>>;
  value: number;
  metricName: string;
}

/**
 * A histogram kept as plain numbers, one bucket array per label set, and read out in prom-client's own
 * form (the registry formats it like any other histogram) when the metrics are read. Observing is a
 * bucket search and three additions; prom-client's histogram checks and hashes the labels of every
 * observation, which was a tenth of a cached answer's cost.
 */
export class PlainHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly sets = new Map<string, HistogramSet<L>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly L[],
    private readonly bounds: readonly number[],
    into: Registry = registry,
  ) {
    // The registry reads a metric through get() and its name, help and type, which this provides.
    into.registerMetric(this as unknown as Metric);
  }

  /** The set for these labels, made once; callers on a hot path keep it. */
  set(labels: Readonly<Record<L, string>>): HistogramSet<L> {
    const key = this.labelNames.map((n) => labels[n]).join('\u0000');
    let s = this.sets.get(key);
    if (!s) {
      // Label values are route templates, services and status classes: a bounded set.
      s = new HistogramSet(labels, this.bounds);
      this.sets.set(key, s);
    }
    return s;
  }

  observe(labels: Readonly<Record<L, string>>, value: number): void {
    this.set(labels).observe(value);
  }

  /** What prom-client's registry writes out: cumulative buckets, then +Inf, sum and count per set. */
  getForPromString(): Promise<{ name: string; help: string; type: string; values: HistogramValue<L>[]; aggregator: string }> {
    const values: HistogramValue<L>[] = [];
    const bucket = `${this.name}_bucket`;
    for (const s of this.sets.values()) {
      let acc = 0;
      this.bounds.forEach((le, i) => {
        acc += s.buckets[i]!;
        values.push({ labels: { le } as HistogramValue<L>['labels'], sharedLabels: s.labels, value: acc, metricName: bucket });
      });
      values.push({ labels: { le: '+Inf' } as HistogramValue<L>['labels'], sharedLabels: s.labels, value: s.count, metricName: bucket });
      values.push({ labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${this.name}_sum` });
      values.push({ labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_count` });
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator });
  }

  /** The same values with each set's labels in every value, as prom-client's get() gives them. */
  async get(): Promise<{ name: string; help: string; type: string; values: HistogramValue<L>[]; aggregator: string }> {
    const data = await this.getForPromString();
    data.values = data.values.map(({ sharedLabels, labels, ...v }) => ({ ...v, labels: { ...labels, ...sharedLabels } }));
    return data;
  }

  reset(): void {
    this.sets.clear();
  }
}

const requestCounts = new CountsByLabels({ name: 'storefront_http_requests_total', help: 'Requests answered, by service, route pattern, method and status', labelNames: ['svc', 'route', 'method', 'status'] });

const httpDuration = new PlainHistogram('storefront_http_request_duration_seconds', 'Time to answer, by service, route pattern and status class', ['svc', 'route', 'status'], LATENCY_BUCKETS);
export const upstreamDuration = new PlainHistogram('storefront_upstream_request_duration_seconds', 'BFF calls to the commerce API, by outcome (ok, timeout, refused, bad)', ['outcome'], LATENCY_BUCKETS);
const cacheCounts = new CountsByLabels({ name: 'storefront_cache_events_total', help: 'Public-data cache answers: hit, stale or miss', labelNames: ['state'] });


// The three states' counts, made once: both ways of answering count a cache answer with one addition.
const cacheAnswerCounts = {
  hit: cacheCounts.cell('hit', () => ({ state: 'hit' })),
  stale: cacheCounts.cell('stale', () => ({ state: 'stale' })),
  miss: cacheCounts.cell('miss', () => ({ state: 'miss' })),
};

/** A public-cache answer of this state (hit, stale or miss). */
export function countCacheAnswer(state: 'hit' | 'stale' | 'miss'): void {
  cacheAnswerCounts[state].n += 1;
}

const keptPageCounts = new CountsByLabels({ name: 'storefront_kept_page_events_total', help: 'Pages for visitors without a session: hit (kept), stale (kept, made again meanwhile) or miss (made)', labelNames: ['state'] });
const keptPageStateCounts = {
  hit: keptPageCounts.cell('hit', () => ({ state: 'hit' })),
  stale: keptPageCounts.cell('stale', () => ({ state: 'stale' })),
  miss: keptPageCounts.cell('miss', () => ({ state: 'miss' })),
};

/** A visitor's page answered in this state from the kept pages (server/bff/page-store.ts). */
export function countKeptPage(state: 'hit' | 'stale' | 'miss'): void {
  keptPageStateCounts[state].n += 1;
}
export const rateLimitRefusals = new Counter({ name: 'storefront_rate_limit_refusals_total', help: 'Requests refused by a rate limit, by service and route', labelNames: ['svc', 'route'], registers: [registry] });
export const ordersCreated = new Counter({ name: 'storefront_orders_created_total', help: 'Orders created (combined orders)', registers: [registry] });
export const payments = new Counter({ name: 'storefront_payments_total', help: 'Payments by provider and outcome (succeeded, failed, refunded)', labelNames: ['provider', 'outcome'], registers: [registry] });
export const refunds = new Counter({ name: 'storefront_refunds_total', help: 'Refund requests decided, by decision', labelNames: ['decision'], registers: [registry] });
export const pictureVariants = new Counter({ name: 'storefront_picture_variants_total', help: 'Resized picture requests by outcome: disk (cached copy), shared (joined a resize under way), made, as-is (not a raster), failed (original served) or busy (sent to the original)', labelNames: ['outcome'], registers: [registry] });
export const pictureResizeDuration = new Histogram({ name: 'storefront_picture_resize_duration_seconds', help: 'Time to decode, resize and encode one picture copy, by output format', labelNames: ['format'], buckets: LATENCY_BUCKETS, registers: [registry] });

/** The series one kind of answer counts in: its request count, its duration and, for 429, its refusal. */
class RequestSeries {
  constructor(
    private readonly count: { n: number },
    private readonly duration: HistogramSet<'svc' | 'route' | 'status'>,
    private readonly refused: { inc: () => void } | null,
  ) {}

  observe(seconds: number): void {
    this.count.n += 1;
    this.duration.observe(seconds);
    this.refused?.inc();
  }
}
// Binding the labels once per service, route, method and status saves looking them up on every
// request. Routes are templates, so the set stays small.
const SERIES_MAX = 4096;
const series = new Map<string, RequestSeries>();

/** The series of answers of this status to this route (seconds and a status class label the histogram, so it stays small). */
export function requestSeries(svc: string, route: string, method: string, status: number): RequestSeries {
  const key = `${svc} ${method} ${status} ${route}`;
  let s = series.get(key);
  if (!s) {
    if (series.size >= SERIES_MAX) series.clear();
    s = new RequestSeries(
      requestCounts.cell(key, () => ({ svc, route, method, status: String(status) })),
      httpDuration.set({ svc, route, status: `${Math.floor(status / 100)}xx` }),
      status === 429 ? rateLimitRefusals.labels({ svc, route }) : null,
    );
    series.set(key, s);
  }
  return s;
}

export function observeRequest(svc: string, route: string, method: string, status: number, seconds: number): void {
  requestSeries(svc, route, method, status).observe(seconds);
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
