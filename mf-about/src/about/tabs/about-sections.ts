import { ABOUT_TEXTS, type AboutTab } from '@pharma/shared';

export interface AboutTabDef {
  id: AboutTab;
  label: string;
}

export const ABOUT_TABS: AboutTabDef[] = [
  { id: 'journey', label: ABOUT_TEXTS.tabJourney },
  { id: 'vision', label: ABOUT_TEXTS.tabVisionMission },
  { id: 'leadership', label: ABOUT_TEXTS.tabLeadership },
];

/** Section ids the scroll-spy watches, top to bottom. */
export const SPY_SECTIONS = ['journey', 'vision', 'management', 'leadership'] as const;
export type SpySection = (typeof SPY_SECTIONS)[number];

/** The management grid belongs to the Leadership Team tab. */
export function tabForSection(section: SpySection): AboutTab {
  return section === 'management' ? 'leadership' : section;
}

export function isAboutTab(value: unknown): value is AboutTab {
  return ABOUT_TABS.some((tab) => tab.id === value);
}

export function tabId(tab: AboutTab): string {
  return `about-tab-${tab}`;
}

/** Scrolls a section to the top (its CSS scroll-margin keeps it clear of the sticky header and tabs). */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}
