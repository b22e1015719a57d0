import {
  apiPathOf,
  defaultFooter,
  defaultNavigation,
  headerLinksOf,
  navLinkOf,
  SITE_CHROME_COLLECTIONS,
  unwrapData,
  type NavigationLink,
  type NavLink,
  type SocialLink,
} from '@pharma/shared';
import { createContext, useContext, type ReactNode } from 'react';

/** Where the published navigation and footer are read, by the gateway and by the browser alike. */
export const NAVIGATION_PATH = apiPathOf(SITE_CHROME_COLLECTIONS.navigation);
export const FOOTER_PATH = apiPathOf(SITE_CHROME_COLLECTIONS.footer);

/** What the header and footer show: the published navigation and footer, as the links they render. */
export interface SiteChrome {
  navigation: NavLink[];
  footer: {
    description: string;
    quickLinks: NavLink[];
    socialLinks: SocialLink[];
    legalLinks: NavLink[];
    copyright: string;
  };
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => value !== null && typeof value === 'object' && !Array.isArray(value);
const isLink = (value: unknown): value is NavigationLink => isObject(value) && typeof value.label === 'string' && typeof value.to === 'string';
const isSocial = (value: unknown): value is SocialLink =>
  isObject(value) && typeof value.name === 'string' && typeof value.url === 'string' && typeof value.icon === 'string';

/** A stored list of links, or the default when the answer has none that can be shown. */
function linksOf<T>(value: unknown, check: (item: unknown) => item is T, fallback: readonly T[]): T[] {
  return Array.isArray(value) ? value.filter(check) : [...fallback];
}

const textOf = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * The chrome from the API's answers to GET navigation and footer (`{ data }`), read defensively: an
 * answer that is missing or not the expected shape gives the declared defaults, so the server and
 * the browser, given the same answers, render the same header and footer.
 */
export function siteChromeOf(navigationAnswer: unknown, footerAnswer: unknown): SiteChrome {
  const navigation = unwrapData<unknown>(navigationAnswer ?? null);
  const footer = unwrapData<unknown>(footerAnswer ?? null);
  const stored = isObject(footer) ? footer : {};
  return {
    navigation: headerLinksOf(Array.isArray(navigation) ? navigation.filter(isLink) : defaultNavigation),
    footer: {
      description: textOf(stored.description, defaultFooter.description),
      quickLinks: linksOf(stored.quickLinks, isLink, defaultFooter.quickLinks).map(navLinkOf),
      socialLinks: linksOf(stored.socialLinks, isSocial, defaultFooter.socialLinks).map(({ name, url, icon }) => ({ name, url, icon })),
      legalLinks: linksOf(stored.legalLinks, isLink, defaultFooter.legalLinks).map(navLinkOf),
      copyright: textOf(stored.copyright, defaultFooter.copyright),
    },
  };
}

/** The declared defaults: what the header and footer show when the API does not answer. */
export const DEFAULT_SITE_CHROME: SiteChrome = siteChromeOf(null, null);

const SiteChromeContext = createContext<SiteChrome>(DEFAULT_SITE_CHROME);

export function SiteChromeProvider({ chrome, children }: { chrome: SiteChrome; children: ReactNode }) {
  return <SiteChromeContext.Provider value={chrome}>{children}</SiteChromeContext.Provider>;
}

/** The navigation and footer the header and footer render (the defaults outside a provider). */
export function useSiteChrome(): SiteChrome {
  return useContext(SiteChromeContext);
}
