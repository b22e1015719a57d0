// A public page's own head: title, description, canonical and share tags, from its SEO settings over
// the defaults its remote rendered, over the site's own (index.html's title and description).
import { isAdminPath } from '@pharma/shared/server/security-headers';
import { headTags, resolveMeta, siteMeta } from '../page-head.mjs';
import { canonicalPathOf } from './page-language.mjs';
/** @import { PageInLanguage } from '@pharma/shared/content' */
/** @import { ContentReader } from '../content-state.mjs' */
/** @import { RenderedPage } from '../render/page-renderer.mjs' */
/** @import { ShellTemplate } from './shell-template.mjs' */

/**
 * Empty for the admin and for a path no remote owns: they keep index.html's own title and description.
 * @param {{ pathname: string, language: PageInLanguage, preview: string | null, owned: boolean }} request  pathname: the
 *   route's; a preview is noindex
 * @param {object} sources
 * @param {ShellTemplate} sources.template  the site's own title and description
 * @param {RenderedPage | null} sources.page  the remote's render (its `head`), null when none
 * @param {Pick<ContentReader, 'seoSettings'>} sources.content  the administrator's SEO settings
 * @param {string} sources.base  the site's absolute URL
 * @param {string | undefined} sources.siteName  the organization's name, else index.html's title's first part
 */
export async function publicHead({ pathname, language, preview, owned }, { template, page, content, base, siteName }) {
  if (!owned || isAdminPath(pathname)) return '';
  const site = siteMeta(template.html, siteName);
  const seo = (await content.seoSettings()).get(pathname);
  const meta = resolveMeta({ page: page?.head, seo, site });
  // The canonical and share URL: the page of the language whose text this is.
  return headTags(meta, { base, pathname: canonicalPathOf(language) ?? pathname, siteName: site.name, noindex: preview !== null });
}
