import type { RemoteRoute } from '@pharma/shared';
import { HomePage } from './home/home-page';
import { loadHome, type HomeView } from './home/home-content';
import { homeMeta } from './home/home-meta';

const home: RemoteRoute<HomeView> = {
  path: '/',
  Component: HomePage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadHome,
  // The same function gives the admin SEO tab its default hint, so the hint is what is served.
  meta: homeMeta,
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [home];
