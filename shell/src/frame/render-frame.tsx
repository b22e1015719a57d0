import { COMPANY_NAME, socialLinks } from '@pharma/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteLayout } from '../layout/site-layout';
import { NotFound } from '../routing/not-found';

const PAGE_SLOT = '<div data-page-slot=""></div>';

/**
 * The shell's frame (header, footer, or the admin's bare frame) as HTML for one path, with the
 * page's server-rendered HTML directly in its main element (no wrapper: the client tree puts the page
 * right there too, so React hydrates the whole document), or the not-found page when no remote owns
 * the path.
 */
export function renderFrame(pathname: string, pageHtml: string | null): string {
  const slot = pageHtml === null ? <NotFound /> : <div data-page-slot="" />;
  const frame = renderToString(
    <StaticRouter location={pathname}>
      <SiteLayout>{slot}</SiteLayout>
    </StaticRouter>,
  );
  // A function replacement: page HTML may contain `$&` and the like.
  return pageHtml === null ? frame : frame.replace(PAGE_SLOT, () => pageHtml);
}

/**
 * The facts of the home page's Organization JSON-LD, from the same content the header and footer
 * show (the logo is the header's, the profiles the footer's social links); the gateway reads them
 * from this bundle, which carries the shared content at run time.
 */
export const organization = {
  name: COMPANY_NAME,
  logo: '/favicon.svg',
  sameAs: socialLinks.map((link) => link.url),
};
