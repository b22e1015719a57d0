import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { initLoader, preloadRoute, type FederationRuntime } from '@pharma/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@pharma/shared/styles.css';
import './styles/shell.css';
import { App } from './app';
import { readRemoteList } from './startup/read-remote-list';
import { startAnimations } from './startup/start-animations';

async function boot() {
  const remotes = await readRemoteList();
  initLoader({ registerRemotes, loadRemote } as FederationRuntime, remotes);
  // Start fetching the page's remote now, in parallel with React's first render.
  preloadRoute(window.location.pathname);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App remotes={remotes} />
    </StrictMode>,
  );
  startAnimations();
}

boot();
