// The host's side of the contract, written only against @module-federation/runtime: the external
// runtime global, the shared singletons, and the remotes of the remote list.
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRouter from 'react-router';
import routerPackage from 'react-router/package.json';
import type { RemoteDescriptor } from './contract-checks';

declare global {
  // Module Federation's externalRuntime contract: remotes built with `experiments.externalRuntime`
  // use the host's runtime-core from this global instead of carrying their own.
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

/** Before any remote entry is evaluated. */
globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;

/** One share the host provides: already loaded (`lib`), a singleton, whatever version a remote asks for. */
function provide(version: string, module: object) {
  return { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: false as const } };
}

/**
 * The shares of the contract. React and react-dom are one copy per page; `react-router` is the one
 * router the remotes render in (the host's BrowserRouter and the remotes' hooks read the same context).
 * `react/jsx-runtime` and `react-dom/client` are the subpaths the remotes' build shares on its own.
 */
const SHARED = {
  react: provide(React.version, React),
  'react/jsx-runtime': provide(React.version, ReactJsxRuntime),
  'react-dom': provide(ReactDom.version, ReactDom),
  'react-dom/client': provide(ReactDom.version, ReactDomClient),
  'react-router': provide(routerPackage.version, ReactRouter),
};

/** The keys a remote may expect from any host; a remote sharing another singleton depends on this one. */
export const CONTRACT_SHARES = Object.keys(SHARED);

export function createHost(remotes: RemoteDescriptor[]): ModuleFederation {
  const federation = createInstance({ name: 'host_contract', remotes: [], shared: SHARED, shareStrategy: 'loaded-first' });
  federation.registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: versionedEntry(remote), type: 'module' })));
  return federation;
}

/** The version in the entry's URL, so a new version never hits a cached entry. */
function versionedEntry(remote: RemoteDescriptor): string {
  const url = new URL(remote.entry, window.location.href);
  url.searchParams.set('v', remote.version);
  return url.href;
}

/**
 * Singleton shares a remote registered that the host does not provide: the remote then uses its own
 * copy, which is a second React or a second router context on the page.
 */
export function unprovidedSingletons(federation: ModuleFederation, remote: string): string[] {
  const scope = federation.shareScopeMap.default ?? {};
  return Object.entries(scope)
    .filter(([key]) => !CONTRACT_SHARES.includes(key))
    .filter(([, versions]) => Object.values(versions).some((share) => share.from === remote && share.shareConfig?.singleton))
    .map(([key]) => key);
}
