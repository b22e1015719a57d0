import type { RemoteLoadReport } from '../content/remote-releases.js';
import type { LoadObservation } from './load-observer.js';

/** Where browsers send their remote-load reports (the API, through the site's own origin). */
export const LOAD_REPORTS_URL = '/api/remotes/loads';
/** At most this many reports per page view, whatever happens on the page (the API takes 20 per request). */
export const MAX_REPORTS_PER_PAGE = 20;
/** Reports go out this long after the last one, and at once when the page is hidden. */
const FLUSH_AFTER_MS = 2000;

export interface LoadReporterOptions {
  /** The release a remote's entry came from (its remote-list `version`). */
  versionOf: (remote: string) => string | undefined;
  /** Share of successful loads reported (0–1]; failures are always reported. */
  sample: number;
  /**
   * The page's assignment, signed by the gateway (which releases this page was given, and `sample`):
   * the API counts a report only with it, and only for those releases. Without one nothing is sent.
   */
  token?: string;
  /** Sends one batch; sendBeacon in a browser (it outlives the page). */
  send?: (body: string) => void;
  random?: () => number;
}

/** The browser's way to send a batch that must survive the page being closed. */
function beacon(body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (!navigator.sendBeacon?.(LOAD_REPORTS_URL, blob)) {
    void fetch(LOAD_REPORTS_URL, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
  }
}

/**
 * Turns observed loads into reports for the API: sampled (every failure, `sample` of the
 * successes; the API weighs each success by the sample rate the page's signed token names, never by
 * anything the browser says), at most MAX_REPORTS_PER_PAGE per page view, batched with the page's
 * token and sent with sendBeacon a little after the last load or when the page is hidden.
 */
export function createLoadReporter({ versionOf, sample, token, send = beacon, random = Math.random }: LoadReporterOptions) {
  const rate = Number.isFinite(sample) && sample > 0 ? Math.min(1, sample) : 1;
  let queue: RemoteLoadReport[] = [];
  let counted = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const batch = queue;
    queue = [];
    if (!token) return; // the API would refuse them: this gateway signs no assignments
    try {
      send(JSON.stringify({ token, reports: batch }));
    } catch {
      // Reports are best effort: a page never fails because one could not be sent.
    }
  };

  const record = (observation: LoadObservation): void => {
    if (counted >= MAX_REPORTS_PER_PAGE) return;
    if (observation.ok && random() >= rate) return;
    counted += 1;
    queue.push({ ...observation, version: versionOf(observation.remote) ?? 'unknown' });
    clearTimeout(timer);
    timer = setTimeout(flush, FLUSH_AFTER_MS);
  };

  return { record, flush };
}

/** Sends what is queued when the page is hidden or left (the browser may never run a timer again). */
export function flushOnPageHide(flush: () => void): void {
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
