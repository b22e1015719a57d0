import { apiPathOf, CONTACT_COLLECTIONS, countListAt, seoSubTab, SINGLE_SECTION_BADGE, type AdminContribution } from '@pharma/shared';
import { ContactHeroPanel } from './contact-hero-panel';
import { ContactUsersPanel } from './contact-users-panel';
import { GetInTouchPanel } from './get-in-touch-panel';
import { contactSeoRoutes } from './seo-routes';

/** The Contact Page tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'Contact Page',
  subTabs: [
    { id: 'contact-hero', label: 'Contact Hero', count: async () => SINGLE_SECTION_BADGE, Panel: ContactHeroPanel },
    { id: 'get-in-touch', label: 'Get in Touch', count: async () => SINGLE_SECTION_BADGE, Panel: GetInTouchPanel },
    { id: 'contact-users', label: 'Contact Users', count: () => countListAt(apiPathOf(CONTACT_COLLECTIONS.users)), Panel: ContactUsersPanel },
    seoSubTab(contactSeoRoutes),
  ],
};
