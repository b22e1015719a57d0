// What every page's head gets, whatever its route: the remote list this request was given, noindex
// under /admin, and on the home page the Organization JSON-LD.
import { isAdminPath } from '@pharma/shared/server/security-headers';
import { organizationJsonLd } from '../seo.mjs';
import { assignmentToken } from './report-token.mjs';
import { remotesScript } from './remotes-script.mjs';
/** @import { PageRequest } from './page-request.mjs' */

/** @typedef {{ name: string, logo: string, sameAs: string[] }} Organization */

/**
 * @param {PageRequest} request
 * @param {{ organization: Organization | null, base: string, reportSample?: number, reportKey?: Buffer | null }} site  base: the
 *   site's absolute URL; reportSample: the share of successful remote loads browsers report (remotes-script.mjs);
 *   reportKey: signs the page's assignment (report-token.mjs)
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
