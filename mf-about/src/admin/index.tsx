import { ABOUT_COLLECTIONS, apiPathOf, countListAt, seoSubTab, type AdminContribution } from '@pharma/shared';
import { heroCount, journeyCount, leadershipCount, visionMissionCount } from './about-counts';
import { AboutHeroPanel } from './about-hero-panel';
import { AboutSectionsPanel, AboutValuesPanel, JourneyMilestonesPanel } from './about-lists-panels';
import { JourneyPanel } from './journey-panel';
import { leadershipPanel } from './leadership-panel';
import { aboutSeoRoutes } from './seo-routes';
import { AboutVisionMissionPanel } from './vision-mission-panel';

/** The About Page tab of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'About Page',
  subTabs: [
    { id: 'about-hero', label: 'About Hero', count: heroCount, Panel: AboutHeroPanel },
    { id: 'journey-carousel', label: 'Journey Carousel', count: journeyCount, Panel: JourneyPanel },
    { id: 'vision-mission', label: 'Vision & Mission', count: visionMissionCount, Panel: AboutVisionMissionPanel },
    { id: 'advisory-board', label: 'Advisory Board', count: leadershipCount('Advisory Board'), Panel: leadershipPanel('Advisory Board') },
    {
      id: 'technical-leadership',
      label: 'Technical Leadership Team',
      count: leadershipCount('Technical Leadership Team'),
      Panel: leadershipPanel('Technical Leadership Team'),
    },
    { id: 'management-team', label: 'Management Team', count: leadershipCount('Management Team'), Panel: leadershipPanel('Management Team') },
    { id: 'about-sections', label: 'About Sections', count: () => countListAt(apiPathOf(ABOUT_COLLECTIONS.sections)), Panel: AboutSectionsPanel },
    { id: 'values', label: 'Values', count: () => countListAt(apiPathOf(ABOUT_COLLECTIONS.values)), Panel: AboutValuesPanel },
    { id: 'journey-milestones', label: 'Journey Milestones', count: () => countListAt(apiPathOf(ABOUT_COLLECTIONS.milestones)), Panel: JourneyMilestonesPanel },
    seoSubTab(aboutSeoRoutes),
  ],
};
