import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { DocumentLanguage, LanguageOffer } from './site-language';

/** Public pages get the site header and footer; the admin area brings its own frame. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  if (isAdmin) return <main id="main">{children}</main>;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <DocumentLanguage />
      <LanguageOffer />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
