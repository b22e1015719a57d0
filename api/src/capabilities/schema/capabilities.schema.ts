import { BRAND_COLOR_NAMES, DEFAULT_FACILITY_TYPE, FACILITY_DEFAULT_ORDER, FACILITY_TYPES } from '@pharma/shared/content';
import { f, itemSchema, sectionSchema, sub } from '../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../platform/store/store.port.js';

const researchCard = () =>
  sub({
    title: f.required(),
    subtitle: f.required(),
    icon: f.required(),
    color: f.required(),
    points: { type: [sub({ title: f.required(), description: f.required() })], default: [] },
  });

export const capabilitiesHeroCollection: CollectionDef = {
  name: 'capabilities_hero',
  versioned: { page: 'capabilities' },
  schema: sectionSchema({
    title: f.required(),
    subtitle: f.optional(),
    description: f.required(),
    subDescription: f.optional(),
    backgroundImage: f.text(),
    isActive: f.flag(),
  }),
};

export const capabilitiesResearchCollection: CollectionDef = {
  name: 'capabilities_research',
  versioned: { page: 'capabilities' },
  schema: sectionSchema({
    title: f.required(),
    description: f.required(),
    image: f.text(),
    isActive: f.flag(),
    apiCard: { type: researchCard(), required: true },
    fdfCard: { type: researchCard(), required: true },
    promise: { type: sub({ title: f.required(), description: f.required(), icon: f.required() }), required: true },
  }),
};

export const facilitiesCollection: CollectionDef = {
  name: 'capabilities_facilities',
  versioned: { page: 'capabilities' },
  schema: itemSchema({
    name: f.required(),
    type: f.oneOf(FACILITY_TYPES, DEFAULT_FACILITY_TYPE),
    location: f.nullable(),
    capacity: f.nullable(),
    established: f.nullable(),
    image: f.nullable(),
    description: f.text(),
    capabilities: f.list(),
    approvals: f.list(),
    color: { type: String, enum: [...BRAND_COLOR_NAMES, null], default: 'refex-blue' },
    order: { type: Number, default: FACILITY_DEFAULT_ORDER },
  }),
};
