import { pageMeta, type ContactContent, type RemoteRoute } from '@pharma/shared';
import { ContactPage } from './contact/contact-page';
import { loadContactContent } from './contact/contact-content';

const contact: RemoteRoute<ContactContent> = {
  path: '/contact',
  Component: ContactPage,
  // The loader the page's useContent calls: the server renders with it, the client recognises its data.
  load: loadContactContent,
  meta: ({ hero }) => pageMeta([hero.title, 'Contact Us'], [hero.description, hero.subtitle], hero.backgroundImage),
};

/** The pages this remote owns; the shell mounts them inside its router. */
export const routes: RemoteRoute[] = [contact];
