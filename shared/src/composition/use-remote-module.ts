import { useCallback, useEffect, useState } from 'react';
import { loadRemoteModule, peekRemoteModule } from './loader.js';

export type RemoteModuleState<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'error'; error: unknown };

/**
 * Loads a federated module into state. Unlike React.lazy (which caches a rejected import
 * forever), `retry` really fetches again.
 */
export function useRemoteModule<T>(remote: string, expose: string): [RemoteModuleState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteModuleState<T>>(() => initialState<T>(remote, expose));

  useEffect(() => {
    let active = true;
    const loaded = peekRemoteModule<T>(remote, expose);
    if (loaded) {
      // Usually the state the first render already had (initialState): keep it, no second render.
      setState((current) => (current.status === 'ready' && current.module === loaded ? current : { status: 'ready', module: loaded }));
      return undefined;
    }
    setState({ status: 'loading' });
    loadRemoteModule<T>(remote, expose).then(
      (module) => active && setState({ status: 'ready', module }),
      (error: unknown) => active && setState({ status: 'error', error }),
    );
    return () => {
      active = false;
    };
  }, [remote, expose, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}

function initialState<T>(remote: string, expose: string): RemoteModuleState<T> {
  const loaded = peekRemoteModule<T>(remote, expose);
  return loaded ? { status: 'ready', module: loaded } : { status: 'loading' };
}
