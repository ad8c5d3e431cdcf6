import { createHash, timingSafeEqual } from 'node:crypto';
import client from 'prom-client';
import type { DatabaseHandle } from '../db';
import type { Lifecycle } from '../http/lifecycle';

/** Seconds; from a cached page (a few ms) to a reading the language model writes (tens of s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * This server's counters for Prometheus. One registry per app instance rather than prom-client's
 * global one, so several instances in one process (the tests) keep their own figures. Each
 * server is scraped on its own; Prometheus sums them.
 */
export class Metrics {
  readonly registry = new client.Registry();
  readonly httpRequests = new client.Counter({
    name: 'orrery_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new client.Histogram({
    name: 'orrery_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
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
  /** Each label combination's counter and histogram, looked up by one string. */
  private readonly answered = new Map<
    string,
    {
      count: client.Counter.Internal;
      duration: client.Histogram.Internal<'method' | 'route'>;
    }
  >();

  /**
   * Counts an answered request. prom-client hashes the label object on every call (sorting its
   * keys); the labelled children are kept here instead, so a request costs one map lookup.
   */
  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.answered.get(key);
    if (!series) {
      series = {
        count: this.httpRequests.labels({ method, route, status }),
        duration: this.httpDuration.labels({ method, route }),
      };
      this.answered.set(key, series);
    }
    series.count.inc();
    series.duration.observe(seconds);
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
