import { f, itemSchema, sectionSchema } from '../../store/schema-kit.js';
import type { CollectionDef } from '../../store/store.port.js';

export const slidesCollection: CollectionDef = {
  name: 'home_slides',
  versioned: { page: 'home' },
  schema: itemSchema({ title: f.required(), subtitle: f.optional(), image: f.text() }),
};

export const offeringsCollection: CollectionDef = {
  name: 'home_offerings',
  versioned: { page: 'home' },
  schema: itemSchema({
    title: f.required(),
    description: f.required(),
    icon: f.text(),
    color: f.text(),
    metric: f.required(),
    unit: f.required(),
    gradient: f.optional(),
  }),
};

export const statisticsCollection: CollectionDef = {
  name: 'home_statistics',
  versioned: { page: 'home' },
  schema: itemSchema({ title: f.required(), value: f.number(true), description: f.required(), image: f.text(), color: f.text() }),
};

export const regulatoryCollection: CollectionDef = {
  name: 'home_regulatory',
  versioned: { page: 'home' },
  schema: itemSchema({
    title: f.required(),
    description: f.required(),
    image: f.text(),
    link: f.optional(),
    color: f.text(),
    icon: f.optional(),
  }),
};

export const globalImpactCollection: CollectionDef = {
  name: 'home_global_impact',
  versioned: { page: 'home' },
  schema: sectionSchema({ title: f.required(), description: f.required(), isActive: f.flag() }),
};
