import { COMPANY_NAME, socialLinks } from '@pharma/shared';
import type { ReactNode } from 'react';
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
  if (pageHtml === null) return frameHtml(pathname, <NotFound />);
  // A function replacement: page HTML may contain `$&` and the like.
  return framedSlot(pathname).replace(PAGE_SLOT, () => pageHtml);
}

/**
 * The frame of a page depends on its path alone (the header's current link), and every page request
 * needs one: kept per path. Only owned paths get here (a remote matched them), and at most
 * MAX_FRAMES of them, so a crawler of odd URLs cannot fill memory.
 */
const MAX_FRAMES = 200;
const frames = new Map<string, string>();

function framedSlot(pathname: string): string {
  let frame = frames.get(pathname);
  if (frame === undefined) {
    frame = frameHtml(pathname, <div data-page-slot="" />);
    if (frames.size >= MAX_FRAMES) frames.clear();
    frames.set(pathname, frame);
  }
  return frame;
}

function frameHtml(pathname: string, slot: ReactNode): string {
  return renderToString(
    <StaticRouter location={pathname}>
      <SiteLayout>{slot}</SiteLayout>
    </StaticRouter>,
  );
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
