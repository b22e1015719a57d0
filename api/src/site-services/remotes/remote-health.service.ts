import { ForbiddenException, Inject, Injectable, Logger } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import type { CanaryState, ReleaseHealth, RemoteLoadReport } from '@pharma/shared/content';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { outsideRequest, requestContext } from '../../platform/http/request-context.js';
import { fetchUrlOf, ReleaseCheckError } from './release-check.js';
import { RemoteEventsRepository } from './remote-events.repository.js';
import { RemoteRegistryRepository } from './remote-registry.repository.js';
import { RemoteRegistryService } from './remote-registry.service.js';
import { verifyAssignment } from './report-assignment.js';
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
 * Remote health as browsers and gateways measure it: load reports from the shell's runtime
 * plugin (sendBeacon), render failures from the gateways; per release, the share of loads that worked,
 * the 75th percentile of their times, and the render failures, over an hour and a day. A canary whose
 * reported load-error rate passes its threshold is rolled back by the registry itself.
 */
@Injectable()
export class RemoteHealthService {
  private readonly logger = new Logger('RemoteHealth');
  /** Per remote, the canary check running now (reports arriving meanwhile ask for one more) and its end. */
  private readonly checking = new Map<string, { again: boolean; done: Promise<void> }>();
  private readonly reachable = new Map<string, { at: number; ok: boolean | null }>();

  constructor(
    private readonly events: RemoteEventsRepository,
    private readonly registry: RemoteRegistryRepository,
    private readonly registryService: RemoteRegistryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores browsers' load reports, then looks at the canaries they concern. Each batch carries its page's
   * assignment, signed by the gateway: a report counts only for a release that page was given, and a
   * success stands for 1/sample loads at the sample rate the gateway set (the browser sent only that
   * share), whatever the browser says. The client is kept as a keyed hash of its address, so a canary's
   * verdict can cap what one client counts for.
   */
  async recordLoads(token: string, reports: RemoteLoadReport[], address: string): Promise<void> {
    const key = this.config.remotes.reportKey;
    if (!key) throw new ForbiddenException('Load reports are off: the API has no REMOTE_REPORT_SECRET (or PROXY_SECRET) to check them with.');
    const assignment = verifyAssignment(key, token);
    if (typeof assignment === 'string') throw new ForbiddenException(assignment);
    const foreign = reports.find((report) => assignment.releases[report.remote] !== report.version);
    if (foreign)
      throw new ForbiddenException(`This page was not given ${foreign.remote}@${foreign.version}: its reports count only for the releases it was given.`);
    const at = new Date().toISOString();
    const client = createHmac('sha256', key).update(`client:${address}`).digest('base64url').slice(0, 16);
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
        weight: report.ok ? 1 / assignment.sample : 1,
        client,
        traceId: report.traceId,
      })),
    );
    // The answer waits for the verdict these reports could change: a client that got its 204 knows they were weighed.
    const cause = (remote: string) => {
      const trace = reports.findLast((report) => report.remote === remote)?.traceId;
      return `remote health report from ${requestContext()?.ip || 'an unknown address'}${trace ? `, trace ${trace}` : ''}`;
    };
    await Promise.all([...new Set(reports.map((report) => report.remote))].map((remote) => this.checkCanarySoon(remote, cause(remote))));
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
  private checkCanarySoon(remote: string, cause: string): Promise<void> {
    const running = this.checking.get(remote);
    if (running) {
      running.again = true;
      return running.done;
    }
    const state = { again: false, done: Promise.resolve() };
    this.checking.set(remote, state);
    const run = async (): Promise<void> => {
      do {
        state.again = false;
        await this.checkCanary(remote).catch((error) => this.logger.error(`Canary check of ${remote} failed: ${(error as Error).message}`));
      } while (state.again);
      this.checking.delete(remote);
    };
    state.done = new Promise<void>((resolve) => outsideRequest(() => void run().finally(resolve), cause));
    return state.done;
  }

  private async checkCanary(remote: string): Promise<void> {
    const canary = (await this.registry.entry(remote))?.canary;
    if (!canary) return;
    const { reportClientCap, reportMinClients } = this.config.remotes;
    const loads = (await this.events.of(remote)).filter((e) => e.kind === 'load' && e.release === canary.release.version && e.at >= canary.startedAt);
    const capped = cappedPerClient(loads, reportClientCap);
    if (capped.clients < reportMinClients) return;
    const verdict = canaryVerdict(canary, healthOf(capped.events));
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

/** The window of the per-client cap: one client counts for at most the cap per release and hour. */
const CAP_WINDOW_MS = HOUR_MS;

/**
 * The load events with each client's weight scaled down to at most `cap` per release and hour (its
 * successes and failures alike, so its own error rate stays what it reported), and how many clients
 * reported. One request or one address then counts for at most `cap` loads an hour, however many
 * reports it sends; an event without a client (stored before clients were kept) is one client of its own.
 */
export function cappedPerClient(events: RemoteEventData[], cap: number): { events: RemoteEventData[]; clients: number } {
  const groups = new Map<string, RemoteEventData[]>();
  events.forEach((event, index) => {
    const window = Math.floor(Date.parse(event.at) / CAP_WINDOW_MS);
    const key = `${event.client ?? `unknown-${index}`}|${event.release}|${window}`;
    const group = groups.get(key);
    if (group) group.push(event);
    else groups.set(key, [event]);
  });
  const capped: RemoteEventData[] = [];
  for (const group of groups.values()) {
    const total = group.reduce((sum, event) => sum + (event.weight ?? 1), 0);
    const scale = total > cap ? cap / total : 1;
    for (const event of group) capped.push({ ...event, weight: (event.weight ?? 1) * scale });
  }
  return { events: capped, clients: new Set(events.map((event, index) => event.client ?? `unknown-${index}`)).size };
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
