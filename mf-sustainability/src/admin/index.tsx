import { seoSubTab, type AdminContribution } from '@pharma/shared';
import { FooterPanel } from './footer-panel';
import { HeartPanel } from './heart-panel';
import { SustainabilityHeroPanel } from './hero-panel';
import { InnovationPanel } from './innovation-panel';
import { PoliciesPanel } from './policies-panel';
import { SdgPanel } from './sdg-panel';
import { sustainabilitySeoRoutes } from './seo-routes';
import { SocialPanel } from './social-panel';
import { heartCount, innovationCount, policiesCount, sdgCount, singleSectionCount, socialCount, visionMissionCount } from './sustainability-counts';
import { SustainabilityVisionMissionPanel } from './vision-mission-panel';

/** The Sustainability tab (Page Management) of the admin dashboard, contributed by this remote. */
export const admin: AdminContribution = {
  label: 'Sustainability',
  subTabs: [
    { id: 'hero', label: 'Hero', count: singleSectionCount, Panel: SustainabilityHeroPanel },
    { id: 'heart', label: 'Heart Section', count: heartCount, Panel: HeartPanel },
    { id: 'sdgs', label: 'UN SDGs', count: sdgCount, Panel: SdgPanel },
    { id: 'policies', label: 'Policies', count: policiesCount, Panel: PoliciesPanel },
    { id: 'vision-mission', label: 'Vision & Mission', count: visionMissionCount, Panel: SustainabilityVisionMissionPanel },
    { id: 'innovation', label: 'Innovation & Transformation', count: innovationCount, Panel: InnovationPanel },
    { id: 'social', label: 'Social Responsibility', count: socialCount, Panel: SocialPanel },
    { id: 'footer', label: 'Footer Section', count: singleSectionCount, Panel: FooterPanel },
    seoSubTab(sustainabilitySeoRoutes),
  ],
};
