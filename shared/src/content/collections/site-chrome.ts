import { visibleItems } from '../common.js';
import { CAREERS_URL, COPYRIGHT_TEXT, PRIVACY_POLICY_URL, TERMS_OF_SERVICE_URL, type AboutTab, type NavLink } from '../site.js';
import { defineList, defineSection, field, type ItemOf, type SectionOf } from './kit.js';

/*
 * The header navigation and the footer: content of the release 'site', shown by every public page,
 * so one change is reviewed once (not per page). The defaults are the site's own text and stay the
 * fallback when the API does not answer.
 */

const ABOUT_TABS = ['journey', 'vision', 'leadership'] as const satisfies readonly AboutTab[];

// Blank is stored for "no tab"; the editor offers the tabs (its own blank choice means none).
const aboutTabField = () =>
  field.oneOf('About tab', {
    values: ['', 'journey', 'vision', 'leadership'],
    default: '',
    help: 'For a link to /about: the tab it opens',
    editor: { options: ABOUT_TABS },
  });
const labelField = () => field.text('Label', { required: true, max: 80 });
const targetField = () =>
  field.link('Link to', { required: true, placeholder: '/about or https://…', help: 'A path on this site (/about) or a full address (https://…)' });
const newTabField = () => field.flag('Opens in a new tab (external site)', { default: false });

const dropdownLinkFields = { label: labelField(), to: targetField(), external: newTabField(), aboutTab: aboutTabField() } as const;

const navigationLinkFields = {
  label: labelField(),
  to: targetField(),
  external: newTabField(),
  aboutTab: aboutTabField(),
  children: field.items('Dropdown links', {
    fields: dropdownLinkFields,
    dtoName: 'NavigationChildLink',
    itemLabel: 'Dropdown link',
    max: 12,
    help: 'With any, the header shows this entry as a menu of these links',
  }),
} as const;
export type NavigationLink = ItemOf<typeof navigationLinkFields>;
export type NavigationChildLink = NavigationLink['children'][number];

const quickLinkFields = { label: labelField(), to: targetField(), external: newTabField(), aboutTab: aboutTabField() } as const;
const socialLinkFields = {
  name: field.text('Network', { required: true, max: 60, placeholder: 'LinkedIn' }),
  url: field.link('Profile address', { required: true, placeholder: 'https://…' }),
  icon: field.icon('Icon', { required: true, placeholder: 'ri-linkedin-fill' }),
} as const;
const legalLinkFields = { label: labelField(), to: targetField(), external: newTabField() } as const;

const footerFields = {
  description: field.text('Description', { required: true, multiline: true, max: 500 }),
  quickLinks: field.items('Quick Links', { fields: quickLinkFields, dtoName: 'FooterQuickLink', itemLabel: 'Quick link', max: 12 }),
  socialLinks: field.items('Social links', { fields: socialLinkFields, dtoName: 'FooterSocialLink', itemLabel: 'Social link', max: 12 }),
  legalLinks: field.items('Legal links', { fields: legalLinkFields, dtoName: 'FooterLegalLink', itemLabel: 'Legal link', max: 8 }),
  copyright: field.text('Copyright line', { required: true, max: 200 }),
} as const;
export type SiteFooterContent = SectionOf<typeof footerFields>;
export type FooterQuickLink = SiteFooterContent['quickLinks'][number];
export type FooterSocialLink = SiteFooterContent['socialLinks'][number];
export type FooterLegalLink = SiteFooterContent['legalLinks'][number];

export const SITE_CHROME_COLLECTIONS = {
  navigation: defineList({
    name: 'site_navigation',
    page: 'site',
    path: 'cms/site/navigation',
    title: 'Navigation',
    dtoName: 'NavigationLink',
    noun: 'Navigation link',
    itemName: 'Navigation Link',
    fields: navigationLinkFields,
    defaults: () => defaultNavigation,
  }),
  footer: defineSection({
    name: 'site_footer',
    page: 'site',
    path: 'cms/site/footer',
    title: 'Footer',
    // Not 'Footer': the sustainability page's footer has had FooterDto and FooterUpdateDto in the OpenAPI document.
    dtoName: 'SiteFooter',
    fields: footerFields,
    defaults: () => defaultFooter,
  }),
};

const link = (label: string, to: string, more: { external?: boolean; aboutTab?: AboutTab } = {}) => ({
  label,
  to,
  external: more.external ?? false,
  aboutTab: more.aboutTab ?? ('' as const),
});

export const defaultNavigation: NavigationLink[] = [
  { id: 'nav-home', order: 1, isActive: true, ...link('Home', '/'), children: [] },
  {
    id: 'nav-about',
    order: 2,
    isActive: true,
    ...link('About Us', '/about'),
    children: [
      link('Our Journey', '/about', { aboutTab: 'journey' }),
      link('Vision & Mission', '/about', { aboutTab: 'vision' }),
      link('Leadership Team', '/about', { aboutTab: 'leadership' }),
    ],
  },
  { id: 'nav-capabilities', order: 3, isActive: true, ...link('Capabilities', '/capabilities'), children: [] },
  { id: 'nav-sustainability', order: 4, isActive: true, ...link('Sustainability (ESG)', '/sustainability'), children: [] },
  { id: 'nav-contact', order: 5, isActive: true, ...link('Contact', '/contact'), children: [] },
  { id: 'nav-careers', order: 6, isActive: true, ...link('Careers', CAREERS_URL, { external: true }), children: [] },
];

export const defaultFooter: SiteFooterContent = {
  description:
    'Active pharmaceutical ingredients, advanced intermediates, complex generics and speciality formulations, trusted by 550+ customers in 80+ countries.',
  quickLinks: [
    link('About', '/about'),
    link('Our Journey', '/about', { aboutTab: 'journey' }),
    link('Leadership Team', '/about', { aboutTab: 'leadership' }),
    link('Contact Us', '/contact'),
  ],
  socialLinks: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/auralis-life-sciences', icon: 'ri-linkedin-fill' },
    { name: 'X', url: 'https://x.com/auralis_ls', icon: 'ri-twitter-x-line' },
    { name: 'Facebook', url: 'https://www.facebook.com/auralislifesciences', icon: 'ri-facebook-fill' },
    { name: 'Instagram', url: 'https://www.instagram.com/auralislifesciences', icon: 'ri-instagram-line' },
  ],
  legalLinks: [
    { label: 'Privacy Policy', to: PRIVACY_POLICY_URL, external: true },
    { label: 'Terms of Service', to: TERMS_OF_SERVICE_URL, external: true },
  ],
  copyright: COPYRIGHT_TEXT,
};

/** A stored link as the header and footer read it: no tab and no new tab are left out. */
export function navLinkOf(stored: {
  label: string;
  to: string;
  external?: boolean;
  aboutTab?: AboutTab | '';
  children?: readonly NavigationChildLink[];
}): NavLink {
  return {
    label: stored.label,
    to: stored.to,
    ...(stored.external ? { external: true } : {}),
    ...(stored.aboutTab ? { aboutTab: stored.aboutTab } : {}),
    ...(stored.children?.length ? { children: stored.children.map(navLinkOf) } : {}),
  };
}

/** The header's links: the active ones, by order. */
export function headerLinksOf(navigation: readonly NavigationLink[]): NavLink[] {
  return visibleItems(navigation).map(navLinkOf);
}

// The constants the site used before the header and footer became content, from the same defaults.
export const headerNavLinks: NavLink[] = headerLinksOf(defaultNavigation);
export const footerQuickLinks: NavLink[] = defaultFooter.quickLinks.map(navLinkOf);
export type SocialLink = FooterSocialLink;
export const socialLinks: SocialLink[] = defaultFooter.socialLinks;
export const footerLegalLinks: NavLink[] = defaultFooter.legalLinks.map(navLinkOf);
