import type { LoadPhase } from '../content/remote-releases.js';

/** One federated load as the runtime saw it: which remote and expose, whether it worked, where it failed, how long. */
export interface LoadObservation {
  remote: string;
  /** `./routes`, `./admin`. */
  expose: string;
  ok: boolean;
  phase: LoadPhase;
  ms: number;
  traceId: string;
}

/*
 * The few fields of Module Federation's runtime hooks this plugin reads (@module-federation/runtime-core's
 * RemoteHandler and loader hooks), typed here so the shared package needs no dependency on the runtime.
 */
interface RequestArgs {
  id: string;
}
interface EntryArgs {
  remoteInfo: { name: string };
  error?: unknown;
}
interface LoadedArgs {
  id: string;
  expose?: string;
  remote?: { name: string };
  error?: unknown;
}

/** A trace id for one load: shown in the console with a failure, sent with its report (randomUUID needs a secure context). */
export function newTraceId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** `./routes` whatever the runtime calls it (`routes`, `./routes`, or the id `mf_about/routes`). */
function exposeOf(args: LoadedArgs): string {
  const name = args.expose ?? args.id.split('/').slice(1).join('/');
  return `./${name.replace(/^\.\//, '')}`;
}

/**
 * A Module Federation runtime plugin that observes every remote load, the way Module
 * Federation's own diagnostics plugin does (which the npm registry does not carry): `beforeRequest`
 * starts the clock and the trace, `afterLoadEntry` notes an entry that failed, `afterLoadRemote` ends
 * the load with its outcome. It only observes: it returns what it is given, so it never changes a
 * load's result or another plugin's retry.
 */
export function loadObserverPlugin(observe: (observation: LoadObservation) => void, now: () => number = () => performance.now()) {
  const started = new Map<string, { at: number; traceId: string }>();
  const failedEntries = new Set<string>();
  return {
    name: 'pharma-load-observer',
    beforeRequest<T extends RequestArgs>(args: T): T {
      started.set(args.id, { at: now(), traceId: newTraceId() });
      return args;
    },
    afterLoadEntry(args: EntryArgs): void {
      if (args.error) failedEntries.add(args.remoteInfo.name);
      else failedEntries.delete(args.remoteInfo.name);
    },
    afterLoadRemote(args: LoadedArgs): void {
      const start = started.get(args.id);
      started.delete(args.id);
      const remote = args.remote?.name ?? args.id.split('/')[0];
      const ok = !args.error;
      const observation = {
        remote,
        expose: exposeOf(args),
        ok,
        phase: !ok && failedEntries.has(remote) ? 'entry' : 'expose',
        ms: start ? Math.max(0, Math.round(now() - start.at)) : 0,
        traceId: start?.traceId ?? newTraceId(),
      } satisfies LoadObservation;
      if (!ok) console.warn(`Loading ${remote} ${observation.expose} failed (${observation.phase}); trace ${observation.traceId}`);
      observe(observation);
    },
  };
}
