import { Injectable } from '@nestjs/common';
import { processRegistry } from '@pharma/shared/server/metrics-server';
import { Counter, Gauge, Histogram } from 'prom-client';

/** Seconds; from a cached read (~1 ms) to a request near the gateway's 60 s patience. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds; a store call is bounded by MONGODB_TIMEOUT_MS (2 s) plus the driver's own retry. */
const STORE_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Seconds; a schedule runs on the scheduler's next tick (seconds) unless the API was down at its time. */
const LATENESS_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 900, 3600];

/** Why the API refused a request before doing its work (a label value of api_refusals_total). */
export type RefusalReason = `rate_limit_${string}` | 'sign_in_lockout';

/**
 * This API instance's Prometheus metrics, in a registry of its own (processRegistry: Node's defaults
 * included), so two applications in one process (the tests) never count into each other. Served
 * only by the metrics port (metrics-endpoint.service.ts).
 */
@Injectable()
export class Metrics {
  readonly registry = processRegistry();

  /** Labels: route (Nest's route template, never the raw URL), method, status. */
  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route template, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route template, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly refusals = new Counter({
    name: 'api_refusals_total',
    help: 'Requests refused before their work: rate limits (by bucket) and the sign-in lockout.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly auditAppend = new Histogram({
    name: 'api_audit_append_duration_seconds',
    help: 'Time to append one entry to the audit trail, by outcome (ok or failed).',
    labelNames: ['outcome'] as const,
    buckets: STORE_BUCKETS,
    registers: [this.registry],
  });

  readonly storeDuration = new Histogram({
    name: 'api_store_operation_duration_seconds',
    help: "Time of one store engine operation (the adapters' primitives), by operation.",
    labelNames: ['operation'] as const,
    buckets: STORE_BUCKETS,
    registers: [this.registry],
  });

  readonly storeErrors = new Counter({
    name: 'api_store_errors_total',
    help: 'Store engine operations that threw, by operation.',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });

  /** Outcomes: done, failed, stale (claimed by an instance that stopped before finishing it). */
  readonly scheduleRuns = new Counter({
    name: 'api_schedule_runs_total',
    help: 'Schedules run by this instance, by outcome (done, failed, or stale: left unfinished by a stopped instance).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly scheduleLateness = new Histogram({
    name: 'api_schedule_lateness_seconds',
    help: 'How long after its time a schedule ran.',
    buckets: LATENESS_BUCKETS,
    registers: [this.registry],
  });

  /** The alert rule "audit trail broken" reads this: any instance at 1 pages an operator. */
  readonly auditTrailBroken = new Gauge({
    name: 'api_audit_trail_broken',
    help: '1 once this instance found the audit trail broken (at start, or on "Verify trail"), else 0.',
    registers: [this.registry],
  });

  refused(reason: RefusalReason): void {
    this.refusals.inc({ reason });
  }
}
