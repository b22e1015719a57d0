import { pageMeta, type RemoteRoute, type SustainabilityContent } from '@pharma/shared';
import { loadSustainability } from './sustainability/load-sustainability';
import { SustainabilityPage } from './sustainability/sustainability-page';

const sustainability: RemoteRoute<SustainabilityContent> = {
  path: '/sustainability',
  Component: SustainabilityPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadSustainability,
  meta: ({ hero }) => pageMeta([hero.title, 'Sustainability'], [hero.description], hero.backgroundImage),
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [sustainability];
