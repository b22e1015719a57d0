import type { RemoteRoute } from '@pharma/shared';
import { ContactPage } from './contact/contact-page';

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [{ path: '/contact', Component: ContactPage }];
