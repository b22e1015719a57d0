// The benchmark's baseline: the SAME page components and shell chrome as the composed site, imported
// statically into one app. No Module Federation, no remote list, no loader: whatever the composed
// site costs beyond this is the price of the composition.
import type { RemoteRoute } from '@pharma/shared';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../../../shell/src/layout/site-layout';
import { NotFound } from '../../../shell/src/routing/not-found';
import { ScrollToTop } from '../../../shell/src/routing/scroll-to-top';
import { routes as aboutRoutes } from '../../../mf-about/src/routes';
import { routes as adminRoutes } from '../../../mf-admin/src/routes';
import { routes as capabilitiesRoutes } from '../../../mf-capabilities/src/routes';
import { routes as contactRoutes } from '../../../mf-contact/src/routes';
import { routes as homeRoutes } from '../../../mf-home/src/routes';
import { routes as productsRoutes } from '../../../mf-products/src/routes';
import { routes as sustainabilityRoutes } from '../../../mf-sustainability/src/routes';

const ALL_ROUTES: RemoteRoute[] = [
  ...homeRoutes,
  ...aboutRoutes,
  ...productsRoutes,
  ...capabilitiesRoutes,
  ...sustainabilityRoutes,
  ...contactRoutes,
  ...adminRoutes,
];

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
