import { localeBase, type RemoteList } from '@pharma/shared';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_SITE_CHROME, SiteChromeProvider, type SiteChrome } from './layout/site-chrome';
import { SiteLanguageProvider, type SiteLanguage } from './layout/site-language';
import { SiteLayout } from './layout/site-layout';
import { NotFound } from './routing/not-found';
import { useDocumentTitle } from './routing/document-title';
import { RemoteRoutes } from './routing/remote-routes';
import { ScrollToTop } from './routing/scroll-to-top';
import { forgetPageDataUnlessOn } from './startup/page-data';

/**
 * The one router of the site. Each remote's route patterns come from the runtime remote list; the
 * header and footer show `chrome`, the published navigation and footer the server rendered too.
 */
export function App({ remotes, chrome = DEFAULT_SITE_CHROME, language = null }: { remotes: RemoteList; chrome?: SiteChrome; language?: SiteLanguage | null }) {
  // A page in another language lives under its prefix (/de/about): every route and link is relative to it.
  const base = language ? localeBase(language.languages, language.locale) : '';
  return (
    <BrowserRouter basename={base || undefined}>
      <PageDataScope />
      <ScrollToTop />
      <SiteLanguageProvider language={language}>
        <SiteChromeProvider chrome={chrome}>
          <SiteLayout>
            <Routes>
              {remotes.flatMap((remote) =>
                remote.routes.map((pattern) => <Route key={`${remote.name}:${pattern}`} path={pattern} element={<RemoteRoutes remote={remote} />} />),
              )}
              <Route path="*" element={<NotFound />} />
            </Routes>
          </SiteLayout>
        </SiteChromeProvider>
      </SiteLanguageProvider>
    </BrowserRouter>
  );
}

/**
 * Renders nothing. Before the routes render on another path, it drops the data the page was
 * hydrated with (see forgetPageDataUnlessOn), and after it, shows the new page's title; once the app is live, it marks the document so tests
 * and scripts can tell a painted page from a working one.
 */
function PageDataScope() {
  const { pathname } = useLocation();
  forgetPageDataUnlessOn(pathname);
  useDocumentTitle();
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
