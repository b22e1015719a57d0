/**
 * Remote releases and the registry: what the API, the gateway, the shell and the dashboard's
 * Remotes tab agree on. A release is one build of one remote, immutable and content-addressed; the
 * registry says which release of each remote visitors get (live), which a share of them try (canary),
 * and whether it is pinned.
 */

/** Subresource-integrity hashes (`sha384-<base64>`) of the files a release runs: the browser's entry and the gateway's renderer. */
export interface ReleaseIntegrity {
  entry: string;
  /** Absent for a remote without a server renderer (the dashboard): the gateway never runs one for it. */
  renderer?: string;
  /**
   * Every file of the release (its path in the release folder and its hash), the entry and the renderer
   * included, sorted by path; precompressed copies (`.br`, `.gz`) are checked by what they decode to.
   * Publish and promote check them all, and the page's import map pins every chunk. A list, not a map:
   * file names have dots, which the stores refuse in field names. Absent only on a release published
   * before files were pinned: such a release can no longer go live.
   */
  files?: ReleaseFile[];
}

/** One file of a release: its path inside the release's folder and its `sha384-<base64>`. */
export interface ReleaseFile {
  path: string;
  integrity: string;
}

/** What a build writes (`dist/release.json`) and a deploy publishes: the remote's manifest plus the build's identity. */
export interface ReleaseDescriptor {
  remote: string;
  /** The content hash of the build (12 hex digits): the same files give the same version. */
  version: string;
  /** Where browsers load its entry: an absolute URL, or a path on the site's origin. Its folder holds the whole release. */
  entry: string;
  integrity: ReleaseIntegrity;
  routes: string[];
  admin?: { label: string; order: number };
  page?: string;
  builtAt: string;
}

/** A release the registry holds: who published it, when. */
export interface RemoteRelease extends ReleaseDescriptor {
  publishedAt: string;
  publishedBy: string;
}

/** A release tried by a share of the visitors; rolled back by itself when browsers report too many load errors. */
export interface CanaryState {
  release: RemoteRelease;
  /** Share of visitors (1–99), sticky per visitor. */
  percent: number;
  /** Rolled back once the share of failed loads passes this (0–1)… */
  maxErrorRate: number;
  /** …over at least this many reported loads. */
  minLoads: number;
  startedAt: string;
  startedBy: string;
}

/** Why and when the registry rolled a canary back by itself. */
export interface AutoRollback {
  version: string;
  at: string;
  reason: string;
}

/** One remote's place in the registry. */
export interface RegistryEntry {
  remote: string;
  live: RemoteRelease | null;
  /** When and by whom the live release became live. */
  liveSince: string | null;
  liveBy: string | null;
  canary: CanaryState | null;
  /** A pinned remote keeps its live release: deploys publish without promoting, and promote, rollback and canary are refused. */
  pinned: boolean;
  autoRollback: AutoRollback | null;
}

/** What a gateway reads (`GET /api/remotes/live`): the registry's live and canary releases of every remote. */
export interface LiveRegistry {
  remotes: Array<{ live: RemoteRelease | null; canary: { release: RemoteRelease; percent: number } | null }>;
}

/** Where a remote load failed, as the shell's runtime plugin saw it. */
export const LOAD_PHASES = ['entry', 'expose', 'render'] as const;
export type LoadPhase = (typeof LOAD_PHASES)[number];

/** One remote load in a browser (`POST /api/remotes/loads`, sent with sendBeacon). */
export interface RemoteLoadReport {
  remote: string;
  version: string;
  /** `./routes` or `./admin`. */
  expose: string;
  ok: boolean;
  /** The failed phase, or the last one of a load that worked. */
  phase: LoadPhase;
  /** From the start of the load to the module (or the failure). */
  ms: number;
  /** The Module Federation runtime's id of this load, to find it again in a browser's console. */
  traceId: string;
  /** Ignored by the API (shells before signed assignments sent it): a report's weight comes from the page's signed sample rate. */
  sample?: number;
}

/** Health of one release over a window: from browsers' reports and the gateways' render failures. */
export interface ReleaseHealth {
  loads: number;
  failures: number;
  /** Successful loads / loads, null with no load reported. */
  successRate: number | null;
  /** 75th percentile of successful loads' times, null with none. */
  p75Ms: number | null;
  renderFailures: number;
}

/** A remote in the Remotes tab (`GET /api/remotes`). */
export interface RemoteStatus extends RegistryEntry {
  /** The dashboard label or the name. */
  label: string;
  /** Which list the live release comes from: the registry, or the gateway's file (nothing published yet). */
  source: 'registry' | 'file';
  /** Whether the live entry answered the API just now (null: not checked, e.g. a same-origin path without REMOTE_FETCH_ORIGIN). */
  reachable: boolean | null;
  health: { hour: { live: ReleaseHealth; canary: ReleaseHealth | null }; day: { live: ReleaseHealth; canary: ReleaseHealth | null } };
  /** Newest first. */
  releases: RemoteRelease[];
}

/** Defaults of a canary started from the Remotes tab. */
export const CANARY_DEFAULTS = { percent: 10, maxErrorRate: 0.2, minLoads: 20 } as const;
