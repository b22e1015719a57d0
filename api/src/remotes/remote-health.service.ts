import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CanaryState, ReleaseHealth, RemoteLoadReport } from '@pharma/shared/content';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { outsideRequest, requestContext } from '../common/http/request-context.js';
import { fetchUrlOf, ReleaseCheckError } from './release-check.js';
import { RemoteEventsRepository } from './remote-events.repository.js';
import { RemoteRegistryRepository } from './remote-registry.repository.js';
import { RemoteRegistryService } from './remote-registry.service.js';
import type { RemoteEventData } from './schema/remote-registry.schema.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** How long an entry's reachability, once checked, is shown without asking again. */
const REACHABLE_FRESH_MS = 15_000;

/** A page the gateway could not render with a remote's renderer (the gateway's `page render failed` line). */
export interface RenderFailure {
  remote: string;
  version: string;
  route: string;
  reason: string;
}

/**
 * Remote health as browsers and gateways measure it (issue 24): load reports from the shell's runtime
 * plugin (sendBeacon), render failures from the gateways; per release, the share of loads that worked,
 * the 75th percentile of their times, and the render failures, over an hour and a day. A canary whose
 * reported load-error rate passes its threshold is rolled back by the registry itself.
 */
@Injectable()
export class RemoteHealthService {
  private readonly logger = new Logger('RemoteHealth');
  /** Per remote, the canary check running now (reports arriving meanwhile ask for one more). */
  private readonly checking = new Map<string, { again: boolean }>();
  private readonly reachable = new Map<string, { at: number; ok: boolean | null }>();

  constructor(
    private readonly events: RemoteEventsRepository,
    private readonly registry: RemoteRegistryRepository,
    private readonly registryService: RemoteRegistryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores browsers' load reports, then looks at the canaries they concern. */
  async recordLoads(reports: RemoteLoadReport[]): Promise<void> {
    const at = new Date().toISOString();
    await this.events.add(
      reports.map((report) => ({
        kind: 'load',
        remote: report.remote,
        release: report.version,
        at,
        ok: report.ok,
        phase: report.phase,
        expose: report.expose,
        ms: Math.round(report.ms),
        // A success stands for 1/sample loads (the browser sent only that share); a failure is always sent.
        weight: report.ok ? 1 / report.sample : 1,
        traceId: report.traceId,
      })),
    );
    for (const remote of new Set(reports.map((report) => report.remote))) {
      const trace = reports.findLast((report) => report.remote === remote)?.traceId;
      this.checkCanarySoon(remote, `remote health report from ${requestContext()?.ip || 'an unknown address'}${trace ? `, trace ${trace}` : ''}`);
    }
  }

  async recordRenderFailure({ remote, version, route, reason }: RenderFailure): Promise<void> {
    await this.events.add([{ kind: 'render', ok: false, at: new Date().toISOString(), remote, release: version, route, reason }]);
  }

  /** Health of a release over the last `windowMs`. */
  async health(remote: string, version: string | undefined, windowMs: number, events?: RemoteEventData[]): Promise<ReleaseHealth> {
    const since = new Date(Date.now() - windowMs).toISOString();
    const mine = (events ?? (await this.events.of(remote))).filter((event) => event.release === version && event.at >= since);
    return healthOf(mine);
  }

  /** Hour and day of the live release and of the canary, from one read of the remote's events. */
  async windows(remote: string, live: string | undefined, canary: string | undefined) {
    const events = await this.events.of(remote);
    const window = async (ms: number) => ({
      live: await this.health(remote, live, ms, events),
      canary: canary ? await this.health(remote, canary, ms, events) : null,
    });
    return { hour: await window(HOUR_MS), day: await window(DAY_MS) };
  }

  /** Whether an entry answers now (cached 15 s); null when the API cannot reach it (a site path without REMOTE_FETCH_ORIGIN). */
  async isReachable(entry: string): Promise<boolean | null> {
    const known = this.reachable.get(entry);
    if (known && Date.now() - known.at < REACHABLE_FRESH_MS) return known.ok;
    let ok: boolean | null;
    try {
      const response = await fetch(fetchUrlOf(entry, this.config.remotes.fetchOrigin), { method: 'HEAD', signal: AbortSignal.timeout(3000) });
      ok = response.ok;
    } catch (error) {
      ok = error instanceof ReleaseCheckError ? null : false;
    }
    this.reachable.set(entry, { at: Date.now(), ok });
    return ok;
  }

  /**
   * Looks at the remote's canary once the reports are stored; one check per remote at a time, and
   * one more if reports came in meanwhile. It runs outside the reporting request, so the registry's
   * rollback is recorded as the system's act, not the anonymous visitor's whose report tipped it.
   */
  private checkCanarySoon(remote: string, cause: string): void {
    const running = this.checking.get(remote);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.checking.set(remote, state);
    const run = async (): Promise<void> => {
      do {
        state.again = false;
        await this.checkCanary(remote).catch((error) => this.logger.error(`Canary check of ${remote} failed: ${(error as Error).message}`));
      } while (state.again);
      this.checking.delete(remote);
    };
    outsideRequest(() => void run(), cause);
  }

  private async checkCanary(remote: string): Promise<void> {
    const canary = (await this.registry.entry(remote))?.canary;
    if (!canary) return;
    const verdict = canaryVerdict(
      canary,
      healthOf((await this.events.of(remote)).filter((e) => e.kind === 'load' && e.release === canary.release.version && e.at >= canary.startedAt)),
    );
    if (!verdict) return;
    await this.registryService.autoRollback(remote, canary.release.version, verdict);
    this.logger.warn(`Canary ${remote}@${canary.release.version} rolled back: ${verdict}`);
  }
}

/** Null while the canary may go on; else why it must stop. */
export function canaryVerdict(canary: Pick<CanaryState, 'maxErrorRate' | 'minLoads' | 'release'>, health: ReleaseHealth): string | null {
  if (health.loads < canary.minLoads || health.successRate === null) return null;
  const errorRate = 1 - health.successRate;
  if (errorRate <= canary.maxErrorRate) return null;
  const pct = (value: number) => `${Math.round(value * 1000) / 10}%`;
  return (
    `browsers failed to load ${canary.release.remote}@${canary.release.version} in ${Math.round(health.failures)} of ${Math.round(health.loads)} ` +
    `reported loads (${pct(errorRate)}), above the ${pct(canary.maxErrorRate)} threshold`
  );
}

/** Loads (weighted by their sampling), failures, success rate and p75 of successful loads; render failures. */
export function healthOf(events: RemoteEventData[]): ReleaseHealth {
  const loads = events.filter((event) => event.kind === 'load');
  const weighed = (list: RemoteEventData[]) => list.reduce((sum, event) => sum + (event.weight ?? 1), 0);
  const total = weighed(loads);
  const failures = weighed(loads.filter((event) => !event.ok));
  const times = loads
    .filter((event) => event.ok && typeof event.ms === 'number')
    .map((event) => event.ms!)
    .sort((a, b) => a - b);
  return {
    loads: round(total),
    failures: round(failures),
    successRate: total > 0 ? round((total - failures) / total, 4) : null,
    p75Ms: times.length ? times[Math.min(times.length - 1, Math.ceil(times.length * 0.75) - 1)] : null,
    renderFailures: events.filter((event) => event.kind === 'render').length,
  };
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
