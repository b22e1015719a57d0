// A host that is not this site's shell: Module Federation's runtime, React and react-router, and the
// remote list. It renders every remote's `./routes` in its own router and checks every `./admin`.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteDescriptor } from './contract-checks';
import { createHost } from './federation';
import { HostApp } from './host-app';

async function boot() {
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const remotes = (await response.json()) as RemoteDescriptor[];
  const federation = createHost(remotes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <HostApp federation={federation} remotes={remotes} />
    </StrictMode>,
  );
}

boot().catch((error: unknown) => console.error('The host failed to start', error));
