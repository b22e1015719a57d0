import type { RemoteRoute, SustainabilityContent } from '@pharma/shared';
import { loadSustainability } from './sustainability/load-sustainability';
import { sustainabilityMeta } from './sustainability/sustainability-meta';
import { SustainabilityPage } from './sustainability/sustainability-page';

const sustainability: RemoteRoute<SustainabilityContent> = {
  path: '/sustainability',
  Component: SustainabilityPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadSustainability,
  // The same function gives the admin SEO tab its default hint, so the hint is what is served.
  meta: sustainabilityMeta,
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [sustainability];
