import type { RemoteRoute } from '@pharma/shared';
import { AboutPage } from './about/about-page';

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [{ path: '/about', Component: AboutPage }];
