import type { AboutHero, AboutSection, AboutVisionMission, CoreValue, JourneyMilestone, LeadershipMember } from './collections/about.js';
import {
  defaultAboutHero,
  defaultAboutJourneyImage,
  defaultAboutSections,
  defaultAboutVisionMission,
  defaultCoreValues,
  defaultJourneyMilestones,
  defaultLeadership,
} from './collections/about.js';
import type { CapabilitiesHero, CapabilitiesResearch, Facility } from './collections/capabilities.js';
import { defaultCapabilitiesHero, defaultCapabilitiesResearch, defaultFacilities } from './collections/capabilities.js';
import type { ContactGetInTouch, ContactHero, ContactUser } from './collections/contact.js';
import { defaultContactGetInTouch, defaultContactHero, defaultContactUsers } from './collections/contact.js';
import type { HeroSlide, HomeGlobalImpact, Offering, RegulatoryApproval, Statistic } from './collections/home.js';
import { defaultHeroSlides, defaultHomeGlobalImpact, defaultOfferings, defaultRegulatoryApprovals, defaultStatistics } from './collections/home.js';
import type { AdminUser, SampleAnalytics, SampleOrder, SampleProduct, SiteSettings } from './site.js';
import { defaultAdminUsers, defaultSampleAnalytics, defaultSampleOrders, defaultSampleProducts, defaultSiteSettings } from './site.js';
import type { SustainabilityContent } from './collections/sustainability.js';
import { defaultSustainabilityContent } from './collections/sustainability.js';

/** The browser-side content object kept under the `admin_data` storage key (as the spec asks). */
export interface AdminData {
  heroSlides: HeroSlide[];
  offerings: Offering[];
  statistics: Statistic[];
  regulatoryApprovals: RegulatoryApproval[];
  aboutSections: AboutSection[];
  leadership: LeadershipMember[];
  values: CoreValue[];
  journey: JourneyMilestone[];
  capabilitiesFacilities: Facility[];
  aboutHero: AboutHero;
  capabilitiesHero: CapabilitiesHero;
  contactHero: ContactHero;
  /** URL of the journey image. */
  aboutJourneyImage: string;
  visionMission: AboutVisionMission;
  capabilitiesResearch: CapabilitiesResearch;
  contactGetInTouch: ContactGetInTouch;
  contactUsers: ContactUser[];
  homeGlobalImpact: HomeGlobalImpact;
  sustainability: SustainabilityContent;
  products: SampleProduct[];
  users: AdminUser[];
  orders: SampleOrder[];
  analytics: SampleAnalytics;
  settings: SiteSettings;
}

export type AdminDataSection = keyof AdminData;

export const defaultAdminData: AdminData = {
  heroSlides: defaultHeroSlides,
  offerings: defaultOfferings,
  statistics: defaultStatistics,
  regulatoryApprovals: defaultRegulatoryApprovals,
  aboutSections: defaultAboutSections,
  leadership: defaultLeadership,
  values: defaultCoreValues,
  journey: defaultJourneyMilestones,
  capabilitiesFacilities: defaultFacilities,
  aboutHero: defaultAboutHero,
  capabilitiesHero: defaultCapabilitiesHero,
  contactHero: defaultContactHero,
  aboutJourneyImage: defaultAboutJourneyImage,
  visionMission: defaultAboutVisionMission,
  capabilitiesResearch: defaultCapabilitiesResearch,
  contactGetInTouch: defaultContactGetInTouch,
  contactUsers: defaultContactUsers,
  homeGlobalImpact: defaultHomeGlobalImpact,
  sustainability: defaultSustainabilityContent,
  products: defaultSampleProducts,
  users: defaultAdminUsers,
  orders: defaultSampleOrders,
  analytics: defaultSampleAnalytics,
  settings: defaultSiteSettings,
};
