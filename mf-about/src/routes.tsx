import { pageMeta, type RemoteRoute } from '@pharma/shared';
import { AboutPage } from './about/about-page';
import { loadAbout, type AboutView } from './about/about-content';

const about: RemoteRoute<AboutView> = {
  path: '/about',
  Component: AboutPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadAbout,
  meta: ({ hero }) => pageMeta([hero.title, 'About Us'], [hero.subtitle, hero.description], hero.backgroundImage),
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [about];
