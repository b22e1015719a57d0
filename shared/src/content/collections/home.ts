import { BRAND_COLORS, brandColor, brandColorAt } from '../common.js';
import type { LogoCard } from '../common.js';
import { HOME_TEXTS } from '../constants.js';
import { defineList, defineSection, field, type ItemOf, type SectionOf } from './kit.js';

/*
 * The home page's content types. Each is declared once here; its type, its stored defaults, the API's
 * schema, validation and routes, and the dashboard's editor fields all come from these declarations.
 */

const heroSlideFields = {
  title: field.text('Title', { required: true, wide: true }),
  // The public page shows a subtitle; the spec's editor has none, so it may be absent.
  subtitle: field.text('Subtitle', { optional: true, wide: true }),
  image: field.image('Slide Image'),
} as const;
export type HeroSlide = ItemOf<typeof heroSlideFields>;

const offeringFields = {
  title: field.text('Title', { required: true, wide: true }),
  description: field.text('Description', { required: true, multiline: true }),
  icon: field.icon('Icon', { placeholder: 'ri-flask-line' }),
  color: field.colour('Color'),
  metric: field.text('Metric', { required: true, max: 50, placeholder: '150+' }),
  unit: field.text('Unit', { required: true, max: 100, placeholder: 'API Products' }),
  // A CSS gradient the browser-store version kept; no page reads it.
  gradient: field.text('Gradient', { optional: true, max: 300, hidden: true }),
} as const;
export type Offering = ItemOf<typeof offeringFields>;

const statisticFields = {
  title: field.text('Title', { required: true }),
  value: field.int('Value', { required: true, min: 0 }),
  description: field.text('Description', { required: true, multiline: true }),
  image: field.image('Image'),
  color: field.colour('Color'),
} as const;
export type Statistic = ItemOf<typeof statisticFields>;

const regulatoryFields = {
  title: field.text('Title', { required: true, wide: true }),
  description: field.text('Description', { required: true, multiline: true }),
  image: field.image('Logo Image'),
  link: field.link('Link URL', { optional: true, placeholder: 'https://…' }),
  color: field.colour('Color'),
  // Kept from the browser-store version; no page reads it.
  icon: field.icon('Icon', { optional: true, hidden: true }),
} as const;
export type RegulatoryApproval = ItemOf<typeof regulatoryFields>;

const globalImpactFields = {
  title: field.text('Section Title', { required: true, wide: true, placeholder: HOME_TEXTS.globalImpactTitle }),
  description: field.text('Section Description', { required: true, multiline: true }),
  isActive: field.flag('Active (show the section on the home page)'),
} as const;
export type HomeGlobalImpact = SectionOf<typeof globalImpactFields>;

export const HOME_COLLECTIONS = {
  slides: defineList({
    name: 'home_slides',
    page: 'home',
    path: 'cms/home/slides',
    title: 'Hero Slides',
    dtoName: 'Slide',
    noun: 'Slide',
    // The spec's pop-up asks for the order ("Required fields in pop-ups").
    orderInput: true,
    itemName: 'Hero Slide',
    fields: heroSlideFields,
    defaults: () => defaultHeroSlides,
  }),
  offerings: defineList({
    name: 'home_offerings',
    page: 'home',
    path: 'cms/home/offerings',
    title: 'What We Offer',
    dtoName: 'Offering',
    noun: 'Offering',
    // The spec's pop-up asks for the order ("Required fields in pop-ups").
    orderInput: true,
    fields: offeringFields,
    formOrder: ['title', 'description', 'metric', 'unit', 'icon', 'color'],
    defaults: () => defaultOfferings,
  }),
  statistics: defineList({
    name: 'home_statistics',
    page: 'home',
    path: 'cms/home/statistics',
    title: 'Statistics',
    dtoName: 'Statistic',
    noun: 'Statistic',
    // The spec's pop-up asks for the order ("Required fields in pop-ups").
    orderInput: true,
    fields: statisticFields,
    defaults: () => defaultStatistics,
  }),
  regulatory: defineList({
    name: 'home_regulatory',
    page: 'home',
    path: 'cms/home/regulatory',
    title: 'Regulatory Approvals',
    dtoName: 'Regulatory',
    noun: 'Regulatory approval',
    // The spec's pop-up asks for the order ("Required fields in pop-ups").
    orderInput: true,
    itemName: 'Regulatory Approval',
    fields: regulatoryFields,
    defaults: () => defaultRegulatoryApprovals,
  }),
  globalImpact: defineSection({
    name: 'home_global_impact',
    page: 'home',
    path: 'cms/home/global-impact',
    title: 'Global Impact Section',
    dtoName: 'GlobalImpact',
    fields: globalImpactFields,
    defaults: () => defaultHomeGlobalImpact,
  }),
};

export interface HomeContent {
  slides: HeroSlide[];
  offerings: Offering[];
  statistics: Statistic[];
  regulatory: RegulatoryApproval[];
  globalImpact: HomeGlobalImpact;
}

/** Static "Who We Are" block of the home page (not admin-managed). */
export interface WhoWeAre {
  title: string;
  description: string;
  image: string;
  partners: LogoCard[];
}

export const ACCREDITATIONS = ['US FDA', 'EU GMP', 'EDQM', 'Health Canada', 'ANVISA', 'PMDA', 'WHO-GMP'] as const;
export type Accreditation = (typeof ACCREDITATIONS)[number];

const { 'refex-blue': BLUE, 'refex-green': GREEN, 'refex-orange': ORANGE } = BRAND_COLORS;

export const defaultHeroSlides: HeroSlide[] = [
  {
    id: 'slide-1',
    title: '40+ years of expertise in psychotropic APIs and complex generics',
    subtitle: 'A trusted partner for CNS molecules, from development to commercial supply.',
    image: '/images/home/hero-1.webp',
    order: 1,
    isActive: true,
  },
  {
    id: 'slide-2',
    title: 'Customers in 80+ countries',
    subtitle: 'More than 550 customers rely on our quality, compliance and on-time delivery.',
    image: '/images/home/hero-2.webp',
    order: 2,
    isActive: true,
  },
  {
    id: 'slide-3',
    title: 'One integrated value chain across KSM, APIs and FDFs',
    subtitle: 'Key starting materials, active ingredients and finished dosage forms under one roof.',
    image: '/images/home/hero-3.webp',
    order: 3,
    isActive: true,
  },
  {
    id: 'slide-4',
    title: '4 global facilities, 3 R&D centres and 1 integrated pharma platform',
    subtitle: 'Manufacturing in India and Switzerland, built to international regulatory standards.',
    image: '/images/home/hero-4.webp',
    order: 4,
    isActive: true,
  },
];

type OfferingSeed = Pick<Offering, 'title' | 'description' | 'icon' | 'metric' | 'unit'>;

const OFFERING_SEEDS: OfferingSeed[] = [
  {
    title: 'Active Pharmaceutical Ingredients',
    description: 'A portfolio of regulatory-grade APIs backed by DMFs and CEPs for regulated and emerging markets.',
    icon: 'ri-flask-line',
    metric: '150+',
    unit: 'API Products',
  },
  {
    title: 'Psychotropic APIs',
    description: 'Deep expertise in benzodiazepines, antidepressants and antipsychotics, including controlled substances.',
    icon: 'ri-brain-line',
    metric: '40+',
    unit: 'Years of Expertise',
  },
  {
    title: 'Advanced Intermediates',
    description: 'Late-stage intermediates for cardiovascular, anti-diabetic and anticoagulant molecules at commercial scale.',
    icon: 'ri-test-tube-line',
    metric: '60+',
    unit: 'Intermediates',
  },
  {
    title: 'Complex Generics',
    description: 'Difficult-to-make molecules with challenging chemistry, polymorphism or long-acting delivery.',
    icon: 'ri-capsule-line',
    metric: '25+',
    unit: 'Complex Molecules',
  },
  {
    title: 'Speciality Formulations',
    description: 'Finished dosage forms developed alongside our own APIs for a faster, integrated route to market.',
    icon: 'ri-medicine-bottle-line',
    metric: '30+',
    unit: 'Formulations',
  },
  {
    title: 'Antibiotics',
    description: 'Anti-infective APIs produced in dedicated blocks with segregated utilities and air handling.',
    icon: 'ri-microscope-line',
    metric: '2',
    unit: 'Dedicated Blocks',
  },
  {
    title: 'Oncology Intermediates',
    description: 'High-potency handling and containment for oncology and specialty intermediates.',
    icon: 'ri-dna-line',
    metric: 'OEB 5',
    unit: 'Containment',
  },
  {
    title: 'Contract Manufacturing',
    description: 'Reliable CDMO capacity from kilo-lab to multi-tonne campaigns with full technology transfer.',
    icon: 'ri-building-4-line',
    metric: '1500',
    unit: 'MT / Year',
  },
  {
    title: 'CRDMO Services',
    description: 'Route scouting, process research and custom synthesis by chemists who have scaled hundreds of molecules.',
    icon: 'ri-lightbulb-flash-line',
    metric: '200+',
    unit: 'Scientists',
  },
  {
    title: 'Key Starting Materials',
    description: 'Backward integration into KSMs that secures supply and keeps impurity profiles under control.',
    icon: 'ri-stack-line',
    metric: '40+',
    unit: 'KSMs In-House',
  },
  {
    title: 'Regulatory Support',
    description: 'Dossier preparation, DMF and CEP filings and query responses handled by an experienced regulatory team.',
    icon: 'ri-file-shield-2-line',
    metric: '300+',
    unit: 'Filings',
  },
  {
    title: 'Analytical Services',
    description: 'Method development, validation, impurity profiling and stability studies in GMP laboratories.',
    icon: 'ri-shield-check-line',
    metric: '100%',
    unit: 'Compliance',
  },
  {
    title: 'Process Development',
    description: 'Robust, cost-efficient processes designed with quality-by-design principles and green chemistry.',
    icon: 'ri-settings-3-line',
    metric: '100+',
    unit: 'Projects',
  },
  {
    title: 'Global Supply Chain',
    description: 'Warehousing, logistics and regulatory documentation that deliver on time to customers worldwide.',
    icon: 'ri-global-line',
    metric: '80+',
    unit: 'Countries',
  },
];

export const defaultOfferings: Offering[] = OFFERING_SEEDS.map((seed, index) => ({
  id: `offering-${index + 1}`,
  ...seed,
  color: brandColor(brandColorAt(index)),
  order: index + 1,
  isActive: true,
}));

export const defaultStatistics: Statistic[] = [
  {
    id: 'statistic-1',
    title: 'Scientists',
    value: 200,
    description: 'Chemists, analysts and engineers across three R&D centres.',
    image: '/images/home/stat-scientists.webp',
    color: BLUE,
    order: 1,
    isActive: true,
  },
  {
    id: 'statistic-2',
    title: 'API Products',
    value: 150,
    description: 'Commercial and development APIs across 17 therapeutic categories.',
    image: '/images/home/stat-products.webp',
    color: GREEN,
    order: 2,
    isActive: true,
  },
  {
    id: 'statistic-3',
    title: 'Countries',
    value: 80,
    description: 'Markets served, from the United States and Europe to Latin America and Asia.',
    image: '/images/home/stat-markets.webp',
    color: ORANGE,
    order: 3,
    isActive: true,
  },
];

export const defaultRegulatoryApprovals: RegulatoryApproval[] = [
  {
    id: 'regulatory-1',
    title: 'US FDA',
    description: 'Our API facilities are inspected and approved by the United States Food and Drug Administration.',
    image: '/images/regulatory/fda.svg',
    link: 'https://www.fda.gov',
    color: BLUE,
    order: 1,
    isActive: true,
  },
  {
    id: 'regulatory-2',
    title: 'EDQM',
    description: 'Certificates of Suitability to the European Pharmacopoeia granted by the EDQM for key APIs.',
    image: '/images/regulatory/edqm.svg',
    link: 'https://www.edqm.eu',
    color: GREEN,
    order: 2,
    isActive: true,
  },
];

export const defaultHomeGlobalImpact: HomeGlobalImpact = {
  title: 'Global Impact & Excellence',
  description: 'Partners worldwide trust us to deliver meaningful innovation through science.',
  isActive: true,
};

export const defaultHomeContent: HomeContent = {
  slides: defaultHeroSlides,
  offerings: defaultOfferings,
  statistics: defaultStatistics,
  regulatory: defaultRegulatoryApprovals,
  globalImpact: defaultHomeGlobalImpact,
};

export const defaultWhoWeAre: WhoWeAre = {
  title: 'Who We Are',
  description:
    'For more than 40 years we have built excellence in active pharmaceutical ingredients. Today we combine that API heritage with long-standing advanced-intermediates partnerships and CRDMO expertise to take molecules from the laboratory to the market.',
  image: '/images/home/who-we-are.webp',
  partners: [
    // Names match the wordmarks drawn in the logo files (they are the logos' text alternative).
    { name: 'Vital Synthesis', logoUrl: '/images/logos/partner-1.svg', link: 'https://www.vital-synthesis.example' },
    { name: 'Avanz Pharma', logoUrl: '/images/logos/partner-2.svg', link: 'https://www.avanz-pharma.example' },
    { name: 'Helix Biologics', logoUrl: '/images/logos/partner-3.svg', link: 'https://www.helix-biologics.example' },
  ],
};
