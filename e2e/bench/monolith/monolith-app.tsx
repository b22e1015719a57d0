// The benchmark's baseline: the SAME page components and shell chrome as the composed site, imported
// statically into one app. No Module Federation, no remote list, no loader: whatever the composed
// site costs beyond this is the price of the composition.
import type { RemoteRoute } from '@pharma/shared';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../../../shell/src/layout/site-layout';
import { NotFound } from '../../../shell/src/routing/not-found';
import { ScrollToTop } from '../../../shell/src/routing/scroll-to-top';

/**
 * Every remote's routes (each workspace folder with a `remote.json` manifest and `src/routes.tsx`),
 * bundled in: the remotes' list is their manifests, not this file.
 */
const remoteModules = import.meta.glob<{ routes: RemoteRoute[] }>('../../../*/src/routes.tsx', { eager: true });
const ALL_ROUTES: RemoteRoute[] = Object.values(remoteModules).flatMap((module) => module.routes);

/** Same tree as shell/src/app.tsx, with each remote's routes mounted directly instead of loaded. */
export function MonolithApp() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <SiteLayout>
        <Routes>
          {ALL_ROUTES.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </SiteLayout>
    </BrowserRouter>
  );
}
