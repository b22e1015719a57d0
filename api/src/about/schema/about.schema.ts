import { LEADERSHIP_CATEGORIES, DEFAULT_LEADERSHIP_CATEGORY, BRAND_COLOR_NAMES, DEFAULT_BRAND_COLOR_NAME } from '@pharma/shared/content';
import { f, itemSchema, sectionSchema, sub, subItem } from '../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../platform/store/store.port.js';

const brandColour = () => f.oneOf(BRAND_COLOR_NAMES, DEFAULT_BRAND_COLOR_NAME);

/** Vision points and labelled stats: the same shapes in the about and sustainability vision & mission. */
export const visionPointsField = () => ({ type: [subItem({ text: f.required(), icon: f.text(), color: f.text() })], default: [] });
export const labelledStatsField = () => ({ type: [subItem({ label: f.required(), value: f.required(), color: f.text() })], default: [] });

export const aboutHeroCollection: CollectionDef = {
  name: 'about_hero',
  versioned: { page: 'about' },
  schema: sectionSchema({
    title: f.required(),
    subtitle: f.text(),
    description: f.text(),
    backgroundImage: f.text(),
    logoCards: { type: [sub({ name: f.required(), logoUrl: f.required(), link: f.optional() })], default: [] },
    isActive: f.flag(),
  }),
};

export const aboutVisionMissionCollection: CollectionDef = {
  name: 'about_vision_mission',
  versioned: { page: 'about' },
  schema: sectionSchema({
    sectionTitle: f.text(),
    sectionSubtitle: f.text(),
    visionTitle: f.required(),
    visionSubtitle: f.text(),
    visionDescription: f.required(),
    visionImage: f.text(),
    missionTitle: f.required(),
    missionSubtitle: f.text(),
    missionImage: f.text(),
    visionPoints: visionPointsField(),
    missionPoints: { type: [subItem({ title: f.optional(), text: f.optional(), description: f.optional() })], default: [] },
    stats: labelledStatsField(),
    isActive: f.flag(),
  }),
};

export const aboutJourneyCollection: CollectionDef = {
  name: 'about_journey',
  versioned: { page: 'about' },
  schema: sectionSchema({ title: f.optional(), summary: f.text(), image: f.optional(), images: f.list(), isActive: f.flag() }),
};

export const aboutSectionsCollection: CollectionDef = {
  name: 'about_sections',
  versioned: { page: 'about' },
  schema: itemSchema({ title: f.required(), content: f.required(), icon: f.required(), color: brandColour() }),
};

export const leadershipCollection: CollectionDef = {
  name: 'about_leadership',
  versioned: { page: 'about' },
  schema: itemSchema({
    name: f.required(),
    position: f.required(),
    image: f.text(),
    description: f.required(),
    color: brandColour(),
    category: f.oneOf(LEADERSHIP_CATEGORIES, DEFAULT_LEADERSHIP_CATEGORY),
    achievements: { type: [String], default: undefined },
    experience: f.optional(),
    education: f.optional(),
  }),
};

export const valuesCollection: CollectionDef = {
  name: 'about_values',
  versioned: { page: 'about' },
  schema: itemSchema({ title: f.required(), description: f.required(), icon: f.required(), color: brandColour() }),
};

export const milestonesCollection: CollectionDef = {
  name: 'about_milestones',
  versioned: { page: 'about' },
  schema: itemSchema({ title: f.required(), description: f.required(), year: f.required(), image: f.text(), color: brandColour() }),
};
