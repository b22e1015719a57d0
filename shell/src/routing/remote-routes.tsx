import { RemoteBoundary, RemoteUnavailable, Spinner, useRemoteModule, type RemoteDescriptor, type RemoteRoutesModule } from '@pharma/shared';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { reportRenderFailure } from '../startup/remote-health';
import { NotFound } from './not-found';

/** While a remote is unavailable the shell quietly tries again at this pace. */
export const AUTO_RETRY_MS = 5000;

/** Renders the page of `remote` that matches the URL, isolated in its own error boundary. */
export function RemoteRoutes({ remote }: { remote: RemoteDescriptor }) {
  const { pathname } = useLocation();
  const [state, retry] = useRemoteModule<RemoteRoutesModule>(remote.name, './routes');

  useEffect(() => {
    if (state.status !== 'error') return undefined;
    const timer = window.setTimeout(retry, AUTO_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [state, retry]);

  if (state.status === 'loading') {
    return (
      <div className="remote-loading" aria-busy="true">
        <Spinner label="Loading page" />
      </div>
    );
  }
  if (state.status === 'error') return <Unavailable onRetry={retry} />;

  const route = state.module.routes.find((r) => matchPath(r.path, pathname));
  if (!route) return <NotFound />;
  const Page = route.Component;
  return (
    <RemoteBoundary resetKey={pathname} fallback={(reset) => <Unavailable onRetry={reset} />} onError={() => reportRenderFailure(remote.name)}>
      <Page />
    </RemoteBoundary>
  );
}

function Unavailable({ onRetry }: { onRetry: () => void }) {
  return <RemoteUnavailable what="This page" onRetry={onRetry} />;
}
