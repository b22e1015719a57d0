import type { RemoteList } from '@pharma/shared';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout';
import { NotFound } from './routing/not-found';
import { RemoteRoutes } from './routing/remote-routes';
import { ScrollToTop } from './routing/scroll-to-top';

/** The one router of the site. Each remote's route patterns come from the runtime remote list. */
export function App({ remotes }: { remotes: RemoteList }) {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <SiteLayout>
        <Routes>
          {remotes.flatMap((remote) =>
            remote.routes.map((pattern) => <Route key={`${remote.name}:${pattern}`} path={pattern} element={<RemoteRoutes remote={remote} />} />),
          )}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </SiteLayout>
    </BrowserRouter>
  );
}
