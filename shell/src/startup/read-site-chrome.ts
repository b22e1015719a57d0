import { DEFAULT_SITE_CHROME, siteChromeOf, type SiteChrome } from '../layout/site-chrome';

/** Where the gateway inlines the published navigation and footer when they are not the defaults. */
export const SITE_CHROME_ID = 'site-chrome';

/**
 * The published navigation and footer the server rendered the header and footer with, read from the
 * page itself (no second request before hydrating); the declared defaults when the page carries none
 * or an unreadable one, so this never throws.
 */
export function readSiteChrome(doc: Document = document): SiteChrome {
  const text = doc.getElementById(SITE_CHROME_ID)?.textContent;
  if (!text) return DEFAULT_SITE_CHROME;
  try {
    const { navigation, footer } = JSON.parse(text) as { navigation?: unknown; footer?: unknown };
    return siteChromeOf(navigation, footer);
  } catch (error) {
    console.error('Ignoring unreadable #site-chrome', error);
    return DEFAULT_SITE_CHROME;
  }
}
