import type { SeoRoute } from '@pharma/shared';
import { loadContactContent } from '../contact/contact-content';
import { contactMeta } from '../contact/contact-meta';

/** The SEO sub-tab's route: the defaults are the served head (the route's meta) of what the page's own loader reads. */
export const contactSeoRoutes: readonly SeoRoute[] = [{ path: '/contact', label: 'Contact', defaults: async () => contactMeta(await loadContactContent()) }];
