import { RetryPlugin } from '@module-federation/retry-plugin';
import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { createLoadReporter, flushOnPageHide, loadObserverPlugin, newTraceId, retryWithBackupsPlugin, type RemoteList } from '@pharma/shared';

declare global {
  interface Window {
    /** Inlined by the gateway with the remote list: the share of successful loads to report, and the page's signed assignment. */
    __REMOTE_REPORTS__?: { sample?: number; token?: string };
  }
}

/** Where a failed entry is tried again by Module Federation's retry plugin before its backups. */
const ENTRY_RETRY = { retryTimes: 1, retryDelay: 400 };

let reporter: ReturnType<typeof createLoadReporter> | null = null;

/**
 * Remote health measured in the browser: Module Federation runtime plugins on the shell's
 * instance (mf-admin loads through it too) retry a failed entry, then its backups, and observe every
 * load; what they observe goes to the API as sampled, batched beacons.
 */
export function startRemoteHealth(remotes: RemoteList): void {
  reporter = createLoadReporter({
    versionOf: (name) => remotes.find((remote) => remote.name === name)?.version,
    sample: window.__REMOTE_REPORTS__?.sample ?? 1,
    token: window.__REMOTE_REPORTS__?.token,
  });
  flushOnPageHide(reporter.flush);
  const backupsOf = (name: string) => remotes.find((remote) => remote.name === name)?.backups ?? [];
  const plugins = [retryWithBackupsPlugin(RetryPlugin({ script: ENTRY_RETRY }), backupsOf), loadObserverPlugin(reporter.record)];
  // The shared package types only the hook fields it reads (it does not depend on the runtime).
  registerPlugins(plugins as unknown as ModuleFederationRuntimePlugin[]);
}

/** A remote's page that loaded but failed to render (its error boundary caught it). */
export function reportRenderFailure(remote: string, expose = './routes'): void {
  reporter?.record({ remote, expose, ok: false, phase: 'render', ms: 0, traceId: newTraceId() });
}
