import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (docs/decisions/031-production-build.md), one registry per
 * app so tests that build many apps never share counts. Modules import the type and reach the
 * instance as `app.metrics`; gauges that are read at scrape time are wired in app-gauges.ts.
 * Names follow Prometheus conventions: `furlong_` prefix, base units, `_total` for counters.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<'method' | 'route' | 'status_code'>;
  readonly httpDuration: Histogram<'method' | 'route'>;
  /** Bets accepted (one per line of a placed slip). */
  readonly betsPlaced: Counter;
  /** Slips refused, by the error code the player was answered with. */
  readonly betsRefused: Counter<'reason'>;
  /** Jobs waiting per queue; whoever runs a queue sets it (`.set({ queue }, depth)`). */
  readonly jobQueueDepth: Gauge<'queue'>;
  /** Seconds the oldest waiting job of each queue has waited; set with the depth. */
  readonly jobOldestAge: Gauge<'queue'>;
  /** Open WebSockets on this instance: set by the realtime plugin through `countSockets`. */
  readonly countSockets: (count: () => number) => void;
}

export interface MetricsOptions {
  /** Node's own metrics (event loop lag, heap, GC, handles): on for the server, off in tests. */
  processMetrics?: boolean;
}

/** Request latencies in seconds, from a cached read to a slow settlement. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  let socketCount: () => number = () => 0;
  new Gauge({
    name: 'furlong_websockets_open',
    help: 'Open realtime WebSockets on this instance',
    registers: [registry],
    collect() {
      this.set(socketCount());
    },
  });
  return {
    registry,
    httpRequests: new Counter({
      name: 'furlong_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'furlong_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route template',
      labelNames: ['method', 'route'],
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
    betsPlaced: new Counter({
      name: 'furlong_bets_placed_total',
      help: 'Bets placed (each line of an accepted slip)',
      registers: [registry],
    }),
    betsRefused: new Counter({
      name: 'furlong_bets_refused_total',
      help: 'Bet slips refused, by the error code answered',
      labelNames: ['reason'],
      registers: [registry],
    }),
    jobQueueDepth: new Gauge({
      name: 'furlong_job_queue_depth',
      help: 'Jobs waiting to run, by queue',
      labelNames: ['queue'],
      registers: [registry],
    }),
    jobOldestAge: new Gauge({
      name: 'furlong_job_oldest_age_seconds',
      help: 'How long the oldest job waiting to run has waited, by queue',
      labelNames: ['queue'],
      registers: [registry],
    }),
    countSockets: (count) => {
      socketCount = count;
    },
  };
}
