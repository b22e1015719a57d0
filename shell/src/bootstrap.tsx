import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { initLoader, preloadRoute, type FederationRuntime } from '@pharma/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadFullIconSet } from './startup/load-full-icon-set';
import { readRemoteList } from './startup/read-remote-list';
import { startAnimations } from './startup/start-animations';

/** How long the first render waits for the route's remote; after that the spinner shows. */
const FIRST_RENDER_WAIT_MS = 3000;

async function boot() {
  const remotes = await readRemoteList();
  initLoader({ registerRemotes, loadRemote } as FederationRuntime, remotes);
  // The gateway already painted this page's prerendered HTML. Wait (briefly) for the page's remote
  // so React's first render shows that same page rather than a spinner in its place.
  await preloadRoute(window.location.pathname, FIRST_RENDER_WAIT_MS);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App remotes={remotes} />
    </StrictMode>,
  );
  // Neither rejects: each logs its own failure and the page goes on without it.
  void startAnimations();
  void loadFullIconSet();
}

boot().catch((error: unknown) => console.error('The shell failed to start', error));
