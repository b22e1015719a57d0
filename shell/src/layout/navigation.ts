import type { AboutNavigationState, AboutTab, NavLink } from '@pharma/shared';

/** Links to /about carry the wanted tab and ask the page to scroll to it. */
export function aboutState(tab: AboutTab): AboutNavigationState {
  return { activeTab: tab, scrollToTop: true };
}

export function linkState(link: NavLink): AboutNavigationState | undefined {
  return link.aboutTab ? aboutState(link.aboutTab) : undefined;
}
