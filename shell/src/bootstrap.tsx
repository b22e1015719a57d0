import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { configurePageLocale, initLoader, localeBase, preloadRoute, type FederationRuntime } from '@pharma/shared';
import { StrictMode, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { readSiteLanguage, routePathOf } from './layout/site-language';
import { loadFullIconSet } from './startup/load-full-icon-set';
import { prepareHydration, readPageData } from './startup/page-data';
import { startPreviewMode } from './startup/preview-mode';
import { readRemoteList } from './startup/read-remote-list';
import { readSiteChrome } from './startup/read-site-chrome';
import { startRemoteHealth } from './startup/remote-health';
import { startAnimations } from './startup/start-animations';

/** Without server HTML, how long the first render waits for the route's remote; then the spinner shows. */
const FIRST_RENDER_WAIT_MS = 3000;

async function boot() {
  // Before the first render: the receiver must be listening when the dashboard's frame posts.
  startPreviewMode();
  // From the page itself: the header and footer must show what the server rendered.
  const chrome = readSiteChrome();
  // A page in another language: its reads ask for that language, its router lives under its prefix.
  const language = readSiteLanguage();
  const base = language ? localeBase(language.languages, language.locale) : '';
  configurePageLocale(language && base ? language.locale : undefined);
  const remotes = await readRemoteList();
  startRemoteHealth(remotes); // its plugins must see the first load
  initLoader({ registerRemotes, loadRemote } as FederationRuntime, remotes);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App remotes={remotes} chrome={chrome} language={language} />
    </StrictMode>
  );
  // Server-rendered page with its data inlined: React takes over the HTML as it is (no repaint, no
  // second fetch). Otherwise wait (briefly) for the page's remote and render on the client.
  const route = routePathOf(window.location.pathname, base);
  const page = readPageData(document, route);
  if (page && container.firstChild && (await prepareHydration(page))) {
    hydrateRoot(container, app, { onRecoverableError: reportRecoverable });
  } else {
    await preloadRoute(route, FIRST_RENDER_WAIT_MS);
    createRoot(container).render(app);
  }
  // Neither rejects: each logs its own failure and the page goes on without it.
  void startAnimations();
  void loadFullIconSet();
}

/** A hydration mismatch is recovered by a client render; it must still be visible (tests watch the console). */
function reportRecoverable(error: unknown, info: ErrorInfo) {
  console.error('Hydration recovered by rendering on the client:', error, info.componentStack ?? '');
}

boot().catch((error: unknown) => console.error('The shell failed to start', error));
