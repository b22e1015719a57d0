import { AOS_HERO_DEFAULTS } from '../constants.js';
import { defineSection, field, type SectionOf } from './kit.js';

/*
 * The products page's managed hero (the catalogue itself is static content in products.ts). Declared
 * once here; its type, its stored default, the API's schema, validation and routes, and the
 * dashboard's editor fields all come from this declaration.
 */

/** The scroll animations the public page's animation library knows. */
const AOS_TYPES = ['fade-up', 'fade-down', 'fade-left', 'fade-right', 'fade', 'zoom-in', 'zoom-out', 'flip-up', 'slide-up'] as const;

const background = { group: 'Background' } as const;
const text = { group: 'Text' } as const;
const colours = { group: 'Colours' } as const;
const animation = { group: 'Animation' } as const;

// The form leaves the description's and the animation name's lengths to the API (maxLength undefined).
const productsHeroFields = {
  backgroundImage: field.image('Background Image', { editor: background }),
  overlayFrom: field.colour('Overlay From', { editor: background }),
  overlayTo: field.colour('Overlay To', { editor: background }),
  titleLine1: field.text('Title Line 1', { max: 200, editor: text }),
  titleLine2: field.text('Title Line 2', { max: 200, editor: text }),
  subtitle: field.text('Subtitle', { wide: true, editor: text }),
  highlightText: field.text('Highlight Text', { wide: true, editor: text }),
  description: field.text('Description', { multiline: true, max: 5000, editor: { ...text, maxLength: false } }),
  titleColor: field.colour('Title Color', { editor: colours }),
  subtitleColor: field.colour('Subtitle Color', { editor: colours }),
  descriptionColor: field.colour('Description Color', { editor: colours }),
  /** Scroll-animation name, e.g. 'fade-up'. */
  aosType: field.text('Animation Type', {
    max: 50,
    default: AOS_HERO_DEFAULTS.type,
    placeholder: AOS_HERO_DEFAULTS.type,
    editor: { ...animation, input: 'select', options: AOS_TYPES, maxLength: false },
  }),
  /** Milliseconds. */
  aosDuration: field.int('Duration (ms)', {
    min: 0,
    max: 60_000,
    default: AOS_HERO_DEFAULTS.duration,
    placeholder: String(AOS_HERO_DEFAULTS.duration),
    editor: animation,
  }),
  /** Milliseconds. */
  aosDelay: field.int('Delay (ms)', { min: 0, max: 60_000, default: AOS_HERO_DEFAULTS.delay, placeholder: String(AOS_HERO_DEFAULTS.delay), editor: animation }),
  isActive: field.flag('Active'),
} as const;
export type ProductsHero = SectionOf<typeof productsHeroFields>;

export const PRODUCTS_COLLECTIONS = {
  hero: defineSection({
    name: 'products_hero',
    page: 'products',
    path: 'cms/products/hero',
    title: 'Products Hero',
    dtoName: 'ProductsHero',
    fields: productsHeroFields,
    defaults: () => defaultProductsHero,
  }),
};

export const defaultProductsHero: ProductsHero = {
  backgroundImage: '/images/products/hero.webp',
  overlayFrom: '#2879b6',
  overlayTo: '#7dc244',
  titleLine1: 'Our Product',
  titleLine2: 'Portfolio',
  subtitle: 'APIs, Advanced Intermediates and Speciality Chemicals',
  highlightText: '150+ APIs across 17 therapeutic categories',
  description: 'Regulatory-grade active ingredients and intermediates, developed and manufactured in facilities approved by the US FDA and EDQM.',
  titleColor: '#ffffff',
  subtitleColor: '#ffffff',
  descriptionColor: '#e8f1f8',
  aosType: AOS_HERO_DEFAULTS.type,
  aosDuration: AOS_HERO_DEFAULTS.duration,
  aosDelay: AOS_HERO_DEFAULTS.delay,
  isActive: true,
};
