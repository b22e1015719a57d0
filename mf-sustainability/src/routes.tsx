import type { RemoteRoute } from '@pharma/shared';
import { SustainabilityPage } from './sustainability/sustainability-page';

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [{ path: '/sustainability', Component: SustainabilityPage }];
