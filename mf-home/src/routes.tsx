import type { RemoteRoute } from '@pharma/shared';
import { HomePage } from './home/home-page';

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [{ path: '/', Component: HomePage }];
