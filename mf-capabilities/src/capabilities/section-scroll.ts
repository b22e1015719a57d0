import { ANCHOR_RETRY_ATTEMPTS, ANCHOR_RETRY_DELAY_MS, CAPABILITIES_TAB_SWITCH_PX } from '@pharma/shared';
import { useEffect, useState, type RefObject } from 'react';

export type CapabilitiesSection = 'manufacturing' | 'research';

/** Research is active once its section's top is within 150 px of the viewport top; otherwise manufacturing. */
export function activeSectionFor(researchTop: number | undefined): CapabilitiesSection {
  return researchTop !== undefined && researchTop <= CAPABILITIES_TAB_SWITCH_PX ? 'research' : 'manufacturing';
}

/** The tab that follows scrolling. */
export function useActiveSection(research: RefObject<HTMLElement | null>): CapabilitiesSection {
  const [active, setActive] = useState<CapabilitiesSection>('manufacturing');
  useEffect(() => {
    const update = () => setActive(activeSectionFor(research.current?.getBoundingClientRect().top));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [research]);
  return active;
}

/**
 * Scrolls so the section starts just under the sticky header and tab bar. The stop is kept
 * inside the 150 px switch zone, so arriving at the research section also selects its tab.
 */
export function scrollToSection(id: string, tabBar: HTMLElement | null, behavior: ScrollBehavior = 'smooth'): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const stuckBottom = tabBar ? (parseFloat(getComputedStyle(tabBar).top) || 0) + tabBar.offsetHeight : 0;
  const offset = Math.min(stuckBottom, CAPABILITIES_TAB_SWITCH_PX - 10);
  const top = section.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior });
  return true;
}

/**
 * Honours a '#research' (or '#manufacturing') address: the section may not be laid out yet when
 * the page mounts, so it is looked for up to 10 times, 100 ms apart.
 */
export function useHashScroll(hash: string, tabBar: RefObject<HTMLElement | null>, contentReady: boolean): void {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id !== 'research' && id !== 'manufacturing') return undefined;
    let tries = 0;
    let timer: number | undefined;
    const attempt = () => {
      tries += 1;
      if (scrollToSection(id, tabBar.current, 'instant') || tries >= ANCHOR_RETRY_ATTEMPTS) return;
      timer = window.setTimeout(attempt, ANCHOR_RETRY_DELAY_MS);
    };
    // A first short wait lets the shell's scroll-to-top of the new route run before us.
    timer = window.setTimeout(attempt, ANCHOR_RETRY_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Runs again once the server's content is in, since it can move the section.
  }, [hash, tabBar, contentReady]);
}
