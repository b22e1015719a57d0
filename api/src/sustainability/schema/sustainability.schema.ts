import { COMMITMENT_COLOR_OPTIONS, DEFAULT_COMMITMENT_COLOR, NEW_SDG_DEFAULTS } from '@pharma/shared/content';
import { f, itemSchema, sectionSchema, sub, subItem } from '../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../platform/store/store.port.js';
import { labelledStatsField, visionPointsField } from '../../about/schema/about.schema.js';

export const heroCollection: CollectionDef = {
  name: 'sustainability_hero',
  versioned: { page: 'sustainability' },
  schema: sectionSchema({ title: f.required(), description: f.text(), backgroundImage: f.text(), isActive: f.flag() }),
};

export const visionMissionCollection: CollectionDef = {
  name: 'sustainability_vision_mission',
  versioned: { page: 'sustainability' },
  schema: sectionSchema({
    sectionTitle: f.text(),
    sectionSubtitle: f.text(),
    visionTitle: f.required(),
    visionSubtitle: f.text(),
    visionDescription: f.text(),
    visionPoints: visionPointsField(),
    missionTitle: f.required(),
    missionSubtitle: f.text(),
    missionPoints: { type: [subItem({ text: f.required() })], default: [] },
    stats: labelledStatsField(),
  }),
};

export const heartCollection: CollectionDef = {
  name: 'sustainability_heart',
  versioned: { page: 'sustainability' },
  schema: sectionSchema({
    isActive: f.flag(),
    mainTitle: f.required(),
    mainSubtitle: f.text(),
    sections: {
      type: [
        sub({
          title: f.required(),
          description: f.text(),
          icon: f.text(),
          image: f.text(),
          metrics: { type: [sub({ title: f.required(), subtitle: f.text() })], default: [] },
        }),
      ],
      default: [],
    },
    commitments: {
      type: [sub({ title: f.required(), subtitle: f.text(), icon: f.text(), color: f.oneOf(COMMITMENT_COLOR_OPTIONS, DEFAULT_COMMITMENT_COLOR) })],
      default: [],
    },
  }),
};

export const innovationCollection: CollectionDef = {
  name: 'sustainability_innovation',
  versioned: { page: 'sustainability' },
  schema: sectionSchema({ isActive: f.flag(), sectionTitle: f.required(), sectionDescription: f.text() }),
};

export const socialCollection: CollectionDef = {
  name: 'sustainability_social',
  versioned: { page: 'sustainability' },
  schema: sectionSchema({
    isActive: f.flag(),
    sectionTitle: f.required(),
    sectionDescription: f.text(),
    csrCards: {
      type: [
        subItem({
          cardTitle: f.required(),
          cardSubtitle: f.text(),
          cardDescription: f.text(),
          highlightText: f.text(),
          icon: f.text(),
          gradientColors: f.text(),
        }),
      ],
      default: [],
    },
    csrImpactTitle: f.text(),
    csrImpactDescription: f.text(),
    csrImpactItems: {
      type: [subItem({ title: f.required(), description: f.text(), icon: f.text(), gradientColors: f.text() })],
      default: [],
    },
  }),
};

export const footerCollection: CollectionDef = {
  name: 'sustainability_footer',
  versioned: { page: 'sustainability' },
  schema: sectionSchema({
    isActive: f.flag(),
    backgroundImageUrl: f.text(),
    title: f.required(),
    subtitle: f.text(),
    ctaIcon: f.text(),
    ctaText: f.text(),
  }),
};

export const sdgCollection: CollectionDef = {
  name: 'sustainability_sdg',
  versioned: { page: 'sustainability' },
  schema: itemSchema({
    number: { type: Number, required: true, min: 1, max: 17 },
    title: f.required(),
    contribution: f.text(),
    icon: { type: String, default: NEW_SDG_DEFAULTS.icon },
    color: { type: String, default: NEW_SDG_DEFAULTS.color },
  }),
};

export const policiesCollection: CollectionDef = {
  name: 'sustainability_policies',
  versioned: { page: 'sustainability' },
  schema: itemSchema({ title: f.required(), description: f.text(), icon: f.text(), color: f.text() }),
};

const innovationCard = () => itemSchema({ cardTitle: f.required(), cardSubtitle: f.text(), cardDescription: f.text() });

export const digitalSolutionsCollection: CollectionDef = {
  name: 'sustainability_digital_solutions',
  versioned: { page: 'sustainability' },
  schema: innovationCard(),
};
export const researchInnovationsCollection: CollectionDef = {
  name: 'sustainability_research_innovations',
  versioned: { page: 'sustainability' },
  schema: innovationCard(),
};
