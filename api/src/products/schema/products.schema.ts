import { AOS_HERO_DEFAULTS } from '@pharma/shared/content';
import { f, sectionSchema } from '../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../platform/store/store.port.js';

export const productsHeroCollection: CollectionDef = {
  name: 'products_hero',
  versioned: { page: 'products' },
  schema: sectionSchema({
    backgroundImage: f.text(),
    overlayFrom: f.text(),
    overlayTo: f.text(),
    titleLine1: f.text(),
    titleLine2: f.text(),
    subtitle: f.text(),
    highlightText: f.text(),
    description: f.text(),
    titleColor: f.text(),
    subtitleColor: f.text(),
    descriptionColor: f.text(),
    aosType: { type: String, default: AOS_HERO_DEFAULTS.type },
    aosDuration: { type: Number, min: 0, default: AOS_HERO_DEFAULTS.duration },
    aosDelay: { type: Number, min: 0, default: AOS_HERO_DEFAULTS.delay },
    isActive: f.flag(),
  }),
};
