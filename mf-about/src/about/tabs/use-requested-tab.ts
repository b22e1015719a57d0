import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ANCHOR_RETRY_ATTEMPTS, ANCHOR_RETRY_DELAY_MS, type AboutTab } from '@pharma/shared';
import { isAboutTab, scrollToSection } from './about-sections';

/** The tab a header or footer link asked for with `{ activeTab, scrollToTop: true }`. */
export function requestedTab(state: unknown): AboutTab | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { activeTab, scrollToTop } = state as { activeTab?: unknown; scrollToTop?: unknown };
  return scrollToTop === true && isAboutTab(activeTab) ? activeTab : undefined;
}

/**
 * Scrolls to the requested section once the page is ready. The section may not be in the DOM yet
 * (content still rendering), so it tries up to 10 times, 100 ms apart. Runs again for each
 * navigation (location.key), e.g. a header link chosen while already on /about.
 */
export function useRequestedTab(ready: boolean, onSelect: (tab: AboutTab) => void): void {
  const location = useLocation();
  const tab = requestedTab(location.state);
  // The page's latest onSelect, without re-running the scroll whenever its identity changes.
  const select = useEffectEvent(onSelect);
  useEffect(() => {
    if (!ready || !tab) return undefined;
    select(tab);
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      attempts += 1;
      if (scrollToSection(tab) || attempts >= ANCHOR_RETRY_ATTEMPTS) return;
      timer = setTimeout(attempt, ANCHOR_RETRY_DELAY_MS);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [ready, tab, location.key]);
}
