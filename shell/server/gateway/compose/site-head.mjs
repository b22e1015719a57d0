// What every page's head gets, whatever its route: the remote list this request was given, noindex
// under /admin, and on the home page the Organization JSON-LD.
import { isAdminPath } from '@pharma/shared/server/security-headers';
import { organizationJsonLd } from '../seo.mjs';
import { assignmentToken } from './report-token.mjs';
import { remotesScript } from './remotes-script.mjs';
/** @import { PageRequest } from './page-request.mjs' */

/** @typedef {{ name: string, logo: string, sameAs: string[] }} Organization */

/**
 * @typedef {object} SiteSettings
 * @property {Organization | null} organization  the home page's JSON-LD facts
 * @property {string} base  the site's absolute URL
 * @property {number} [reportSample]  the share of successful remote loads browsers report (remotes-script.mjs)
 * @property {Buffer | null} [reportKey]  signs the page's assignment (report-token.mjs)
 */

/**
 * @param {Pick<PageRequest, 'pathname' | 'remotes' | 'nonce'>} request
 * @param {SiteSettings} site
 * @returns {string[]} tags, in head order
 */
export function siteHead({ pathname, remotes, nonce }, { organization, base, reportSample, reportKey }) {
  const token = reportKey ? assignmentToken(remotes.list, { key: reportKey, sample: reportSample }) : undefined;
  const head = [remotesScript(remotes, nonce, { sample: reportSample, token })];
  if (isAdminPath(pathname)) head.push('<meta name="robots" content="noindex">');
  if (pathname === '/' && organization) {
    head.push(`<script type="application/ld+json" nonce="${nonce}">${organizationJsonLd(organization, base)}</script>`);
  }
  return head;
}
