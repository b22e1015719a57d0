import type { RemoteRoute } from '@pharma/shared';
import { AboutPage } from './about/about-page';
import { loadAbout, type AboutView } from './about/about-content';
import { aboutMeta } from './about/about-meta';

const about: RemoteRoute<AboutView> = {
  path: '/about',
  Component: AboutPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadAbout,
  // The same function gives the admin SEO tab its default hint, so the hint is what is served.
  meta: aboutMeta,
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [about];
