import { getRemoteList, languageNameIn, splitLocalePage, type ReviewRequest } from '@pharma/shared';
import { pageKeyOf, previewRouteOf } from '../dashboard/contributed-tab';

/*
 * A request names its page by key ('home'); the dashboard shows it by its tab's name ("Home Page")
 * and previews it on the remote's first public route, both read from the remote list.
 */

function remoteOf(page: string) {
  return getRemoteList().find((remote) => remote.admin && pageKeyOf(remote) === page);
}

/** The release every page shares (settings, SEO entries, media details) has no remote of its own. */
const SITE_LABEL = 'Site settings, SEO and media';

/** "Home Page" for 'home', "About Page in German" for 'about@de'; a page no remote contributes (any more) keeps its key, capitalised. */
export function pageLabel(key: string): string {
  const { page, locale } = splitLocalePage(key);
  const label = page === 'site' ? SITE_LABEL : (remoteOf(page)?.admin?.label ?? page.charAt(0).toUpperCase() + page.slice(1));
  return locale ? `${label} in ${languageNameIn(locale, 'en')}` : label;
}

/** The route the page's preview opens on, if its remote is known. */
export function pageRoute(key: string): string | undefined {
  const remote = remoteOf(splitLocalePage(key).page);
  return remote ? previewRouteOf(remote) : undefined;
}

/** "Request r1, round 2": with the content hash, the exact version a signature is given on. */
export function versionText(request: Pick<ReviewRequest, 'id' | 'round'>): string {
  return `Request ${request.id}${request.round ? `, round ${request.round}` : ''}`;
}
