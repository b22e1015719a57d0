import type { RemoteDescriptor, RemoteList } from './contracts.js';
import { remoteForPath, versionedEntry } from './remote-list.js';

/**
 * The one loader every federated piece uses. The shell binds it to ITS Module Federation
 * runtime at start-up; because this package is a shared singleton, mf-admin gets the same
 * bound instance and can load page remotes' `./admin` without a runtime of its own
 * (a remote calling its own runtime's loadRemote fails with RUNTIME-004).
 */
export interface FederationRuntime {
  registerRemotes: (remotes: RemoteRegistration[], options?: { force?: boolean }) => void;
  loadRemote: <T>(id: string) => Promise<T | null | undefined>;
}

/** Remotes built by @module-federation/vite publish ES-module entries. */
interface RemoteRegistration {
  name: string;
  entry: string;
  type: 'module';
}

function registration(remote: RemoteDescriptor): RemoteRegistration {
  return { name: remote.name, entry: versionedEntry(remote), type: 'module' };
}

interface LoaderState {
  runtime?: FederationRuntime;
  remotes: RemoteList;
  modules: Map<string, Promise<unknown>>;
  /** Modules already resolved, readable synchronously for a first render without a spinner. */
  resolved: Map<string, unknown>;
}

/**
 * Kept on globalThis: every bundle that includes this module (the shell's, mf-admin's) must see the
 * one loader the shell bound to its runtime, whether or not the package itself is shared.
 */
const scope = globalThis as typeof globalThis & { __pharmaLoader?: LoaderState };
const state: LoaderState = (scope.__pharmaLoader ??= { remotes: [], modules: new Map(), resolved: new Map() });

function moduleId(remote: string, expose: string): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}

export function initLoader(runtime: FederationRuntime, remotes: RemoteList): void {
  state.runtime = runtime;
  state.remotes = remotes;
  state.modules.clear();
  state.resolved.clear();
  runtime.registerRemotes(remotes.map(registration));
}

export function getRemoteList(): RemoteList {
  return state.remotes;
}

export function isLoaderReady(): boolean {
  return state.runtime !== undefined;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly expose: string,
    cause?: unknown,
  ) {
    super(`Remote ${remote} (${expose}) is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads `remote/expose`. A success is cached; a failure is not, so the next call (a retry)
 * fetches again and a remote that comes back recovers without a page reload.
 */
export function loadRemoteModule<T>(remote: string, expose: string): Promise<T> {
  const id = moduleId(remote, expose);
  const cached = state.modules.get(id);
  if (cached) return cached as Promise<T>;
  const pending = fetchModule<T>(remote, expose, id);
  state.modules.set(id, pending);
  pending.then(
    (module) => state.resolved.set(id, module),
    () => state.modules.delete(id),
  );
  return pending;
}

/** The module if it has already loaded, else undefined. */
export function peekRemoteModule<T>(remote: string, expose: string): T | undefined {
  return state.resolved.get(moduleId(remote, expose)) as T | undefined;
}

async function fetchModule<T>(remote: string, expose: string, id: string): Promise<T> {
  const runtime = state.runtime;
  if (!runtime) throw new RemoteUnavailableError(remote, expose, new Error('loader not initialised'));
  try {
    const module = await runtime.loadRemote<T>(id);
    if (!module) throw new Error('empty module');
    return module;
  } catch (error) {
    // A failed entry stays cached inside the MF runtime; registering it again forces a fresh fetch.
    const descriptor = state.remotes.find((r) => r.name === remote);
    if (descriptor) runtime.registerRemotes([registration(descriptor)], { force: true });
    throw new RemoteUnavailableError(remote, expose, error);
  }
}

/**
 * Starts loading the routes of the remote that owns `pathname`, so it overlaps the shell's own boot.
 * Resolves when they are loaded, failed, or `capMs` has passed, whichever comes first.
 */
export function preloadRoute(pathname: string, capMs = 0): Promise<void> {
  const remote = remoteForPath(state.remotes, pathname);
  if (!remote) return Promise.resolve();
  const loading = loadRemoteModule(remote.name, './routes').then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}
