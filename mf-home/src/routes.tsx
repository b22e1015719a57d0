import { COMPANY_NAME, pageMeta, type RemoteRoute } from '@pharma/shared';
import { HomePage } from './home/home-page';
import { loadHome, type HomeView } from './home/home-content';

const home: RemoteRoute<HomeView> = {
  path: '/',
  Component: HomePage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadHome,
  meta: ({ slides, globalImpact }) => {
    const lead = slides[0];
    return pageMeta([lead?.title, COMPANY_NAME], [lead?.subtitle, globalImpact.description], lead?.image);
  },
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [home];
