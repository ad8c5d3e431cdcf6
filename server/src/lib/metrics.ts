import { createHash, timingSafeEqual } from 'node:crypto';
import client from 'prom-client';
import type { DatabaseHandle } from '../db';
import type { Lifecycle } from '../http/lifecycle';

/** Seconds; from a cached page (a few ms) to a reading the language model writes (tens of s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const REQUESTS_NAME = 'orrery_http_requests_total';
const REQUESTS_HELP = 'HTTP requests answered, by route pattern and status';
const DURATION_NAME = 'orrery_http_request_duration_seconds';
const DURATION_HELP = 'Time to answer an HTTP request, by route pattern';

// prom-client's types declare the metric type an enum its JavaScript does not export; at run
// time it is the type's name.
const COUNTER_TYPE = 'counter' as unknown as client.MetricType;
const HISTOGRAM_TYPE = 'histogram' as unknown as client.MetricType;

/** Requests answered with one method, route pattern and status. */
interface AnsweredSeries {
  method: string;
  route: string;
  status: string;
  count: number;
  sum: number;
  /** Answers per latency bucket, not yet cumulative; slower than the last bucket only in count. */
  buckets: number[];
}

/** `orrery_http_requests_total`, read from the answered series when Prometheus scrapes. */
class AnsweredCounter extends client.Counter<'method' | 'route' | 'status'> {
  constructor(
    private readonly answered: Map<string, AnsweredSeries>,
    registry: client.Registry,
  ) {
    super({
      name: REQUESTS_NAME,
      help: REQUESTS_HELP,
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
  }

  override async get(): ReturnType<client.Counter<'method' | 'route' | 'status'>['get']> {
    const values = [...this.answered.values()].map(({ method, route, status, count }) => ({
      labels: { method, route, status },
      value: count,
    }));
    return {
      name: REQUESTS_NAME,
      help: REQUESTS_HELP,
      type: COUNTER_TYPE,
      values,
      aggregator: 'sum',
      collect: () => undefined,
    };
  }
}

/** `orrery_http_request_duration_seconds`, by method and route pattern (statuses summed). */
class AnsweredDurations extends client.Histogram<'method' | 'route'> {
  constructor(
    private readonly answered: Map<string, AnsweredSeries>,
    registry: client.Registry,
  ) {
    super({
      name: DURATION_NAME,
      help: DURATION_HELP,
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
  }

  override async get(): ReturnType<client.Histogram<'method' | 'route'>['get']> {
    const byRoute = new Map<
      string,
      { method: string; route: string; count: number; sum: number; buckets: number[] }
    >();
    for (const series of this.answered.values()) {
      const key = `${series.method} ${series.route}`;
      let total = byRoute.get(key);
      if (!total) {
        total = {
          method: series.method,
          route: series.route,
          count: 0,
          sum: 0,
          buckets: series.buckets.map(() => 0),
        };
        byRoute.set(key, total);
      }
      total.count += series.count;
      total.sum += series.sum;
      series.buckets.forEach((n, i) => (total.buckets[i]! += n));
    }
    const name = DURATION_NAME;
    // `le` is the histogram's own label, which prom-client's types leave out of the label names.
    const values: client.MetricValueWithName<'method' | 'route'>[] = [];
    for (const { method, route, count, sum, buckets } of byRoute.values()) {
      let cumulative = 0;
      buckets.forEach((n, i) => {
        cumulative += n;
        values.push({
          metricName: `${name}_bucket`,
          labels: { le: LATENCY_BUCKETS[i]!, method, route } as client.LabelValues<'method' | 'route'>,
          value: cumulative,
        });
      });
      values.push({
        metricName: `${name}_bucket`,
        labels: { le: '+Inf', method, route } as client.LabelValues<'method' | 'route'>,
        value: count,
      });
      values.push({ metricName: `${name}_sum`, labels: { method, route }, value: sum });
      values.push({ metricName: `${name}_count`, labels: { method, route }, value: count });
    }
    return {
      name,
      help: DURATION_HELP,
      type: HISTOGRAM_TYPE,
      values,
      aggregator: 'sum',
      collect: () => undefined,
    };
  }

  /** What the registry reads for the text format, in place of the base class's own figures. */
  getForPromString() {
    return this.get();
  }
}

/**
 * This server's counters for Prometheus. One registry per app instance rather than prom-client's
 * global one, so several instances in one process (the tests) keep their own figures. Each
 * server is scraped on its own; Prometheus sums them.
 */
export class Metrics {
  readonly registry = new client.Registry();
  /** Each label combination's answers, counted in plain numbers (see `requestAnswered`). */
  private readonly answered = new Map<string, AnsweredSeries>();
  readonly httpRequests = new AnsweredCounter(this.answered, this.registry);
  readonly httpDuration = new AnsweredDurations(this.answered, this.registry);
  readonly readingsGenerated = new client.Counter({
    name: 'orrery_readings_generated_total',
    help: 'Readings generated and charged, by app',
    labelNames: ['app'] as const,
    registers: [this.registry],
  });
  readonly creditsDebited = new client.Counter({
    name: 'orrery_credits_debited_total',
    help: 'Credits spent, by reason',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly creditsRefunded = new client.Counter({
    name: 'orrery_credits_refunded_total',
    help: 'Credits given back for readings that failed or were left pending, by cause',
    labelNames: ['cause'] as const,
    registers: [this.registry],
  });
  readonly webhookEvents = new client.Counter({
    name: 'orrery_webhook_events_total',
    help: 'Payment webhook deliveries, by provider and outcome (applied, duplicate, rejected)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });
  private processMetrics = false;

  /**
   * Counts an answered request. prom-client hashes the label object on every increment and
   * every observation (sorting its keys), even through a labelled child; here a request costs
   * one map lookup and a few additions, and the label objects are made when Prometheus scrapes.
   */
  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.answered.get(key);
    if (!series) {
      series = {
        method,
        route,
        status: String(status),
        count: 0,
        sum: 0,
        buckets: new Array<number>(LATENCY_BUCKETS.length).fill(0),
      };
      this.answered.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    for (let bucket = 0; bucket < LATENCY_BUCKETS.length; bucket++) {
      if (seconds <= LATENCY_BUCKETS[bucket]!) {
        series.buckets[bucket]! += 1;
        break;
      }
    }
  }

  constructor(database: DatabaseHandle, lifecycle: Lifecycle) {
    const registers = [this.registry];
    new client.Gauge({
      name: 'orrery_http_requests_in_flight',
      help: 'Requests being answered now',
      registers,
      collect() {
        this.set(lifecycle.requestsInFlight);
      },
    });
    const { pool } = database;
    if (pool) {
      const poolGauge = (name: string, help: string, read: () => number) =>
        new client.Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(read());
          },
        });
      poolGauge(
        'orrery_db_pool_connections',
        'PostgreSQL connections open in the pool',
        () => pool.totalCount,
      );
      poolGauge('orrery_db_pool_idle_connections', 'Pooled connections not in use', () => pool.idleCount);
      poolGauge(
        'orrery_db_pool_waiting_requests',
        'Queries waiting for a free connection',
        () => pool.waitingCount,
      );
    }
  }

  /** Event-loop lag, memory, CPU and handles: sampled continuously, so only when someone scrapes. */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    client.collectDefaultMetrics({ register: this.registry });
  }
}

/** Compares a bearer token without leaking its length or prefix through timing. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}
