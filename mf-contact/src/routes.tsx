import type { ContactContent, RemoteRoute } from '@pharma/shared';
import { ContactPage } from './contact/contact-page';
import { loadContactContent } from './contact/contact-content';
import { contactMeta } from './contact/contact-meta';

const contact: RemoteRoute<ContactContent> = {
  path: '/contact',
  Component: ContactPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadContactContent,
  // The same function gives the admin SEO tab its default hint, so the hint is what is served.
  meta: contactMeta,
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [contact];
