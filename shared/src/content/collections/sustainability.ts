import { BRAND_COLORS } from '../common.js';
import { DEFAULT_REMIX_ICONS, HEART_MAX_COMMITMENTS, HEART_MAX_METRICS, HEART_MAX_SECTIONS, NEW_SDG_DEFAULTS, SUSTAINABILITY_TEXTS } from '../constants.js';
import { COMMITMENT_COLOR_OPTIONS, DEFAULT_COMMITMENT_COLOR, type SdgGoalNumber } from '../sustainability.js';
import { defineList, defineSection, field, type ItemOf, type SectionOf, type Shape } from './kit.js';
import { labelledStatsField, visionPointsField } from './shared-fields.js';

/*
 * The Sustainability page's content types, each declared once: the type, the stored defaults, the API's
 * schema, validation and routes, and the dashboard's editor fields all come from these declarations.
 * The page renders every description as HTML: all of them are rich text (sanitized on write).
 */

const PAGE = 'sustainability';
const SHOWN = 'Active (show the section on /sustainability)';

const heroFields = {
  title: field.text('Title', { required: true, wide: true, help: 'The page breaks the title into two lines after its first comma.' }),
  description: field.richText('Description'),
  backgroundImage: field.image('Background Image'),
  isActive: field.flag('Active'),
} as const;
export type SustainabilityHero = SectionOf<typeof heroFields>;

const missionPointFields = {
  text: field.text('Text', { required: true, multiline: true, rows: 2 }),
} as const;
export type SustainabilityMissionPoint = ItemOf<typeof missionPointFields>;

// The points and stats are edited in lists of their own.
const visionMissionFields = {
  sectionTitle: field.text('Section Title', { editor: { group: 'Section' } }),
  sectionSubtitle: field.text('Section Subtitle', { editor: { group: 'Section' } }),
  visionTitle: field.text('Vision Title', { required: true, editor: { group: 'Vision' } }),
  visionSubtitle: field.text('Vision Subtitle', { editor: { group: 'Vision' } }),
  visionDescription: field.richText('Vision Description', { editor: { group: 'Vision' } }),
  visionPoints: visionPointsField,
  missionTitle: field.text('Mission Title', { required: true, editor: { group: 'Mission' } }),
  missionSubtitle: field.text('Mission Subtitle', { editor: { group: 'Mission' } }),
  missionPoints: field.items('Mission Points', {
    fields: missionPointFields,
    dtoName: 'SustainabilityMissionPoint',
    ordered: true,
    itemLabel: 'Mission Point',
  }),
  stats: labelledStatsField,
} as const;
export type SustainabilityVisionMission = SectionOf<typeof visionMissionFields>;

const heartMetricFields = {
  title: field.text('Metric Title', { required: true, max: 100, placeholder: '85%' }),
  subtitle: field.text('Metric Subtitle', { max: 300 }),
} as const;
export type HeartMetric = Shape<typeof heartMetricFields>;

const heartSectionFields = {
  title: field.text('Title', { required: true }),
  description: field.richText('Description'),
  icon: field.icon('Icon', { placeholder: DEFAULT_REMIX_ICONS.leaf }),
  image: field.image('Image'),
  metrics: field.items('Metrics', {
    fields: heartMetricFields,
    dtoName: 'HeartMetric',
    max: HEART_MAX_METRICS,
    itemLabel: 'Metric',
    editor: { newItem: { title: '', subtitle: '' } },
  }),
} as const;
export type HeartSection = Shape<typeof heartSectionFields>;

const commitmentFields = {
  title: field.text('Title', { required: true }),
  subtitle: field.text('Subtitle'),
  icon: field.icon('Icon', { placeholder: DEFAULT_REMIX_ICONS.check }),
  /** Pages draw refex-green and refex-blue as such and anything else orange. */
  color: field.oneOf('Colour', { values: COMMITMENT_COLOR_OPTIONS, default: DEFAULT_COMMITMENT_COLOR, editor: { required: true } }),
} as const;
export type Commitment = Shape<typeof commitmentFields>;

// The page shows at most 3 sections of at most 2 metrics, and 4 commitments: the editor caps the same.
const heartFields = {
  isActive: field.flag(SHOWN),
  mainTitle: field.text('Main Title', { required: true, wide: true, placeholder: SUSTAINABILITY_TEXTS.heartTitle }),
  mainSubtitle: field.text('Main Subtitle', { multiline: true, rows: 2 }),
  sections: field.items('Sections', {
    fields: heartSectionFields,
    dtoName: 'HeartSection',
    max: HEART_MAX_SECTIONS,
    itemLabel: 'Section',
    formOrder: ['title', 'icon', 'description', 'image', 'metrics'],
    editor: { newItem: { title: '', description: '', icon: DEFAULT_REMIX_ICONS.leaf, image: '', metrics: [] } },
  }),
  commitments: field.items('Commitments', {
    fields: commitmentFields,
    dtoName: 'Commitment',
    max: HEART_MAX_COMMITMENTS,
    itemLabel: 'Commitment',
    editor: { newItem: { title: '', subtitle: '', icon: DEFAULT_REMIX_ICONS.check, color: DEFAULT_COMMITMENT_COLOR } },
  }),
} as const;
export type SustainabilityHeart = SectionOf<typeof heartFields>;

const sdgCardFields = {
  /** Any goal number is accepted from the editor; the defaults cover the seven fixed goals. */
  number: field.int('SDG Number', { required: true, min: 1, max: 17, description: 'UN Sustainable Development Goal number' }),
  title: field.text('Title', { required: true }),
  contribution: field.richText('Our Contribution', { editor: { input: 'textarea', rows: 3 } }),
  icon: field.icon('Icon', { default: NEW_SDG_DEFAULTS.icon }),
  color: field.colour('Color', { default: NEW_SDG_DEFAULTS.color }),
} as const;
export type SdgCard = ItemOf<typeof sdgCardFields>;

const policyFields = {
  title: field.text('Title', { required: true }),
  description: field.richText('Description'),
  icon: field.icon('Icon', { placeholder: 'ri-file-text-line' }),
  color: field.colour('Color'),
} as const;
export type SustainabilityPolicy = ItemOf<typeof policyFields>;

const innovationFields = {
  isActive: field.flag(SHOWN),
  sectionTitle: field.text('Section Title', { required: true, wide: true }),
  sectionDescription: field.richText('Section Description'),
} as const;
export type InnovationTransformation = SectionOf<typeof innovationFields>;

/** A Digital Solutions or Research & Innovation card. */
const innovationCardFields = {
  cardTitle: field.text('Card Title', { required: true }),
  cardSubtitle: field.text('Card Subtitle'),
  cardDescription: field.richText('Card Description'),
} as const;
export type InnovationCard = ItemOf<typeof innovationCardFields>;

/** Two comma-separated CSS colours, e.g. '#2879b6,#7dc244'. */
const gradientColors = () =>
  field.gradient('Gradient Colors', { placeholder: '#2879b6,#7dc244', help: 'One or two comma-separated colours, e.g. #2879b6,#7dc244.' });

const csrCardFields = {
  cardTitle: field.text('Card Title', { required: true }),
  cardSubtitle: field.text('Card Subtitle'),
  cardDescription: field.richText('Card Description'),
  highlightText: field.text('Highlight Text'),
  icon: field.icon('Icon', { placeholder: 'ri-hand-heart-line' }),
  gradientColors: gradientColors(),
} as const;
export type CsrCard = ItemOf<typeof csrCardFields>;

const csrImpactItemFields = {
  title: field.text('Title', { required: true }),
  description: field.richText('Description'),
  icon: field.icon('Icon', { placeholder: 'ri-team-line' }),
  gradientColors: gradientColors(),
} as const;
export type CsrImpactItem = ItemOf<typeof csrImpactItemFields>;

// The cards and impact items are edited in lists of their own.
const socialFields = {
  isActive: field.flag(SHOWN, { editor: { group: 'Section' } }),
  sectionTitle: field.text('Section Title', { required: true, wide: true, editor: { group: 'Section' } }),
  sectionDescription: field.richText('Section Description', { editor: { group: 'Section' } }),
  csrCards: field.items('CSR Cards', { fields: csrCardFields, dtoName: 'CsrCard', ordered: true, itemLabel: 'CSR Card' }),
  csrImpactTitle: field.text('CSR Impact Title', { wide: true, editor: { group: 'CSR Impact' } }),
  csrImpactDescription: field.richText('CSR Impact Description', { editor: { group: 'CSR Impact' } }),
  csrImpactItems: field.items('Impact Items', { fields: csrImpactItemFields, dtoName: 'CsrImpactItem', ordered: true, itemLabel: 'Impact Item' }),
} as const;
export type SocialResponsibility = SectionOf<typeof socialFields>;

const footerFields = {
  isActive: field.flag('Active'),
  backgroundImageUrl: field.image('Background Image'),
  title: field.text('Title', { required: true, wide: true }),
  subtitle: field.text('Subtitle', { wide: true }),
  ctaIcon: field.icon('CTA Icon', { placeholder: 'ri-arrow-right-line' }),
  ctaText: field.text('CTA Text', { max: 200 }),
} as const;
export type SustainabilityFooter = SectionOf<typeof footerFields>;

export const SUSTAINABILITY_COLLECTIONS = {
  hero: defineSection({
    name: 'sustainability_hero',
    page: PAGE,
    path: 'cms/sustainability/hero',
    title: 'Sustainability Hero',
    dtoName: 'SustainabilityHero',
    fields: heroFields,
    defaults: () => defaultSustainabilityHero,
  }),
  visionMission: defineSection({
    name: 'sustainability_vision_mission',
    page: PAGE,
    path: 'cms/sustainability/vision-mission',
    title: 'Vision & Mission',
    dtoName: 'SustainabilityVisionMission',
    fields: visionMissionFields,
    formOrder: ['sectionTitle', 'sectionSubtitle', 'visionTitle', 'visionSubtitle', 'visionDescription', 'missionTitle', 'missionSubtitle'],
    defaults: () => defaultSustainabilityVisionMission,
  }),
  heart: defineSection({
    name: 'sustainability_heart',
    page: PAGE,
    path: 'cms/sustainability/heart',
    title: 'Heart Section',
    dtoName: 'Heart',
    fields: heartFields,
    formOrder: ['mainTitle', 'mainSubtitle', 'isActive', 'sections', 'commitments'],
    defaults: () => defaultSustainabilityHeart,
  }),
  innovationTransformation: defineSection({
    name: 'sustainability_innovation',
    page: PAGE,
    path: 'cms/sustainability/innovation-transformation',
    title: 'Innovation & Transformation',
    dtoName: 'InnovationTransformation',
    fields: innovationFields,
    formOrder: ['sectionTitle', 'sectionDescription', 'isActive'],
    defaults: () => defaultInnovationTransformation,
  }),
  social: defineSection({
    name: 'sustainability_social',
    page: PAGE,
    path: 'cms/sustainability/social',
    title: 'Social Responsibility',
    dtoName: 'Social',
    fields: socialFields,
    formOrder: ['sectionTitle', 'sectionDescription', 'isActive', 'csrImpactTitle', 'csrImpactDescription'],
    defaults: () => defaultSocialResponsibility,
  }),
  footer: defineSection({
    name: 'sustainability_footer',
    page: PAGE,
    path: 'cms/sustainability/footer',
    title: 'Footer Section (Final Hero)',
    dtoName: 'Footer',
    fields: footerFields,
    formOrder: ['title', 'subtitle', 'ctaText', 'ctaIcon', 'backgroundImageUrl', 'isActive'],
    defaults: () => defaultSustainabilityFooter,
  }),
  sdg: defineList({
    name: 'sustainability_sdg',
    page: PAGE,
    path: 'cms/sustainability/sdg',
    title: 'UN Sustainable Development Goals',
    dtoName: 'SdgCard',
    noun: 'SDG card',
    itemName: 'SDG',
    orderRequired: false,
    fields: sdgCardFields,
    defaults: () => defaultSdgCards,
  }),
  policies: defineList({
    name: 'sustainability_policies',
    page: PAGE,
    path: 'cms/sustainability/policies',
    title: 'Policies',
    dtoName: 'Policy',
    noun: 'Policy',
    orderRequired: false,
    fields: policyFields,
    defaults: () => defaultPolicies,
  }),
  digitalSolutions: defineList({
    name: 'sustainability_digital_solutions',
    page: PAGE,
    path: 'cms/sustainability/digital-solutions',
    title: 'Digital Solutions',
    dtoName: 'InnovationCard',
    noun: 'Digital solution',
    itemName: 'Digital Solution',
    orderRequired: false,
    fields: innovationCardFields,
    defaults: () => defaultDigitalSolutions,
  }),
  researchInnovations: defineList({
    name: 'sustainability_research_innovations',
    page: PAGE,
    path: 'cms/sustainability/research-innovations',
    title: 'Research & Innovation',
    dtoName: 'InnovationCard',
    noun: 'Research innovation',
    itemName: 'Research Card',
    orderRequired: false,
    fields: innovationCardFields,
    defaults: () => defaultResearchInnovations,
  }),
};

export interface SustainabilityContent {
  hero: SustainabilityHero;
  visionMission: SustainabilityVisionMission;
  heart: SustainabilityHeart;
  sdgCards: SdgCard[];
  policies: SustainabilityPolicy[];
  innovationTransformation: InnovationTransformation;
  digitalSolutions: InnovationCard[];
  researchInnovations: InnovationCard[];
  social: SocialResponsibility;
  footer: SustainabilityFooter;
}

export const defaultSustainabilityHero: SustainabilityHero = {
  title: 'Transforming Health, Empowering Sustainability',
  description: 'We make medicines that improve lives while reducing our footprint, protecting resources and strengthening the communities around our sites.',
  backgroundImage: '/images/sustainability/hero.webp',
  isActive: true,
};

export const defaultSustainabilityMissionPoints: SustainabilityMissionPoint[] = [
  { id: 'esg-mission-1', text: 'Cut greenhouse-gas emissions intensity by 40% by 2030 against a 2022 baseline.', order: 1, isActive: true },
  { id: 'esg-mission-2', text: 'Achieve zero liquid discharge at every manufacturing site.', order: 2, isActive: true },
  { id: 'esg-mission-3', text: 'Source 50% of our electricity from renewable energy by 2030.', order: 3, isActive: true },
  { id: 'esg-mission-4', text: 'Keep people safe with a zero-harm culture and world-class EHS standards.', order: 4, isActive: true },
];

export const defaultSustainabilityVisionMission: SustainabilityVisionMission = {
  sectionTitle: 'Our Sustainability Vision & Mission',
  sectionSubtitle: 'Healthier people, a healthier planet',
  visionTitle: 'Our Vision',
  visionSubtitle: 'Sustainable science for a healthier world',
  visionDescription:
    '<p>To be a responsible pharmaceutical partner whose growth creates lasting value for patients, people, communities and the environment.</p>',
  visionPoints: [
    { id: 'esg-vision-1', text: 'Green chemistry in every new process', icon: 'ri-leaf-line', color: '#7dc244', order: 1, isActive: true },
    { id: 'esg-vision-2', text: 'Access to affordable, quality medicines', icon: 'ri-heart-pulse-line', color: '#2879b6', order: 2, isActive: true },
    { id: 'esg-vision-3', text: 'Transparent, accountable governance', icon: 'ri-scales-3-line', color: '#ee6a31', order: 3, isActive: true },
  ],
  missionTitle: 'Our Mission',
  missionSubtitle: 'Commitments we measure and report every year',
  missionPoints: defaultSustainabilityMissionPoints,
  stats: [
    { id: 'esg-stat-1', label: 'Water Recycled', value: '85%', color: '#2879b6', order: 1, isActive: true },
    { id: 'esg-stat-2', label: 'Renewable Power', value: '35%', color: '#7dc244', order: 2, isActive: true },
    { id: 'esg-stat-3', label: 'Trees Planted', value: '25,000+', color: '#ee6a31', order: 3, isActive: true },
  ],
};

export const defaultSustainabilityHeart: SustainabilityHeart = {
  isActive: true,
  mainTitle: 'Sustainability — The Heart of Our Progress',
  mainSubtitle: 'Environmental stewardship, social responsibility and sound governance guide every decision we make.',
  sections: [
    {
      title: 'Environmental Stewardship',
      description: '<p>Solvent recovery, zero liquid discharge and energy-efficient utilities shrink the footprint of every kilogram we make.</p>',
      icon: 'ri-leaf-line',
      image: '/images/sustainability/heart-1.webp',
      metrics: [
        { title: '85%', subtitle: 'Water recycled' },
        { title: '90%', subtitle: 'Solvents recovered' },
      ],
    },
    {
      title: 'People & Communities',
      description: '<p>We invest in the health, education and skills of our employees and of the communities around our sites.</p>',
      icon: 'ri-team-line',
      image: '/images/sustainability/heart-2.webp',
      metrics: [
        { title: '50,000+', subtitle: 'Lives reached by CSR programmes' },
        { title: '1.2M', subtitle: 'Safe work hours' },
      ],
    },
    {
      title: 'Responsible Governance',
      description: '<p>Strong ethics, data integrity and transparent ESG reporting underpin our licence to operate.</p>',
      icon: 'ri-scales-3-line',
      image: '/images/sustainability/heart-3.webp',
      metrics: [
        { title: '100%', subtitle: 'Employees trained on ethics' },
        { title: 'ISO 14001', subtitle: 'Certified environmental management' },
      ],
    },
  ],
  commitments: [
    { title: 'Net-Zero Ambition', subtitle: 'A science-based roadmap to cut emissions', icon: 'ri-temp-cold-line', color: 'refex-green' },
    { title: 'Water Stewardship', subtitle: 'Zero liquid discharge at every site', icon: 'ri-drop-line', color: 'refex-blue' },
    { title: 'Circular Operations', subtitle: 'Recover, reuse and recycle solvents and packaging', icon: 'ri-recycle-line', color: 'refex-orange' },
    { title: 'Safe Workplaces', subtitle: 'Zero harm through OHSAS 18001 practices', icon: 'ri-shield-check-line', color: 'refex-green' },
  ],
};

type SdgSeed = [number: SdgGoalNumber, title: string, icon: string, color: string, contribution: string];

/* Titles are the official UN goal titles; colours are the official UN goal colours. */
const SDG_SEEDS: SdgSeed[] = [
  [
    3,
    'Good Health and Well-being',
    'ri-heart-pulse-line',
    '#4c9f38',
    'We manufacture affordable, high-quality medicines for CNS, oncology, diabetes and respiratory care, reaching patients in more than 80 countries.',
  ],
  [
    6,
    'Clean Water and Sanitation',
    'ri-drop-line',
    '#26bde2',
    'Zero liquid discharge systems and rainwater harvesting let us recycle 85% of the water we use.',
  ],
  [7, 'Affordable and Clean Energy', 'ri-sun-line', '#fcc30b', 'Rooftop solar and renewable power purchase agreements are steadily greening our energy mix.'],
  [
    9,
    'Industry, Innovation and Infrastructure',
    'ri-building-2-line',
    '#fd6925',
    'Continuous-flow chemistry, digital plants and three R&D centres drive resilient, innovative manufacturing.',
  ],
  [
    12,
    'Responsible Consumption and Production',
    'ri-recycle-line',
    '#bf8b2e',
    'Solvent recovery, green chemistry and waste co-processing reduce the resources behind every batch.',
  ],
  [13, 'Climate Action', 'ri-earth-line', '#3f7e44', 'We track our emissions and follow a reduction roadmap aligned with the Paris Agreement.'],
  [
    17,
    'Partnerships for the Goals',
    'ri-shake-hands-line',
    '#19486a',
    'We work with customers, suppliers and communities to share best practice and scale sustainable solutions.',
  ],
];

export const defaultSdgCards: SdgCard[] = SDG_SEEDS.map(([number, title, icon, color, contribution], index) => ({
  id: `sdg-${number}`,
  number,
  title,
  contribution,
  icon,
  color,
  order: index + 1,
  isActive: true,
}));

export const defaultPolicies: SustainabilityPolicy[] = [
  {
    id: 'policy-1',
    title: 'Environment, Health & Safety Policy',
    description: 'Our framework for safe operations and environmental protection at every site.',
    icon: 'ri-shield-check-line',
    color: BRAND_COLORS['refex-green'],
    order: 1,
    isActive: true,
  },
  {
    id: 'policy-2',
    title: 'Code of Business Conduct',
    description: 'The ethical standards expected of every employee, director and partner.',
    icon: 'ri-scales-3-line',
    color: BRAND_COLORS['refex-blue'],
    order: 2,
    isActive: true,
  },
  {
    id: 'policy-3',
    title: 'Corporate Social Responsibility Policy',
    description: 'How we select, fund and measure our community programmes.',
    icon: 'ri-hand-heart-line',
    color: BRAND_COLORS['refex-orange'],
    order: 3,
    isActive: true,
  },
  {
    id: 'policy-4',
    title: 'Human Rights Policy',
    description: 'Our commitment to fair labour practices and human rights across our value chain.',
    icon: 'ri-user-heart-line',
    color: BRAND_COLORS['refex-green'],
    order: 4,
    isActive: true,
  },
  {
    id: 'policy-5',
    title: 'Responsible Sourcing Policy',
    description: 'Expectations for suppliers on quality, ethics and environmental performance.',
    icon: 'ri-links-line',
    color: BRAND_COLORS['refex-blue'],
    order: 5,
    isActive: true,
  },
  {
    id: 'policy-6',
    title: 'Whistle-blower Policy',
    description: 'A safe, confidential channel to raise concerns without fear of retaliation.',
    icon: 'ri-chat-private-line',
    color: BRAND_COLORS['refex-orange'],
    order: 6,
    isActive: true,
  },
];

export const defaultInnovationTransformation: InnovationTransformation = {
  isActive: true,
  sectionTitle: 'Innovation and Digital Transformation',
  sectionDescription: 'Digital tools and sustainable science help us make better medicines with fewer resources.',
};

export const defaultDigitalSolutions: InnovationCard[] = [
  {
    id: 'digital-1',
    cardTitle: 'Smart Manufacturing',
    cardSubtitle: 'Industry 4.0 plants',
    cardDescription: 'Automated process control and real-time monitoring raise yields and cut energy use.',
    order: 1,
    isActive: true,
  },
  {
    id: 'digital-2',
    cardTitle: 'Electronic Quality Systems',
    cardSubtitle: 'Paperless GMP',
    cardDescription: 'Electronic batch records and LIMS strengthen data integrity and speed up batch release.',
    order: 2,
    isActive: true,
  },
  {
    id: 'digital-3',
    cardTitle: 'Energy Analytics',
    cardSubtitle: 'Data-driven efficiency',
    cardDescription: 'Utility dashboards pinpoint savings in steam, power and water across every site.',
    order: 3,
    isActive: true,
  },
];

export const defaultResearchInnovations: InnovationCard[] = [
  {
    id: 'research-1',
    cardTitle: 'Green Chemistry',
    cardSubtitle: 'Cleaner routes',
    cardDescription: 'Safer solvents and fewer synthetic steps lower the environmental impact of our APIs.',
    order: 1,
    isActive: true,
  },
  {
    id: 'research-2',
    cardTitle: 'Continuous-Flow Processing',
    cardSubtitle: 'Safer and smaller',
    cardDescription: 'Flow reactors shrink plant footprint and make hazardous chemistry inherently safer.',
    order: 2,
    isActive: true,
  },
  {
    id: 'research-3',
    cardTitle: 'Biocatalysis',
    cardSubtitle: 'Enzymes at work',
    cardDescription: 'Enzymatic transformations replace heavy-metal catalysts in chiral syntheses.',
    order: 3,
    isActive: true,
  },
];

export const defaultSocialResponsibility: SocialResponsibility = {
  isActive: true,
  sectionTitle: 'Social Responsibility and Community Engagement',
  sectionDescription: 'We invest in health, education and livelihoods in the communities where we live and work.',
  csrCards: [
    {
      id: 'csr-1',
      cardTitle: 'Community Health',
      cardSubtitle: 'Mobile clinics and health camps',
      cardDescription: 'Free screening, consultations and medicines for villages near our sites.',
      highlightText: '30,000+ patients served',
      icon: 'ri-heart-pulse-line',
      gradientColors: '#2879b6,#7dc244',
      order: 1,
      isActive: true,
    },
    {
      id: 'csr-2',
      cardTitle: 'Education & Skills',
      cardSubtitle: 'STEM scholarships and training',
      cardDescription: 'Scholarships, science labs and vocational training for young people.',
      highlightText: '1,500+ students supported',
      icon: 'ri-graduation-cap-line',
      gradientColors: '#7dc244,#2879b6',
      order: 2,
      isActive: true,
    },
    {
      id: 'csr-3',
      cardTitle: 'Environment & Water',
      cardSubtitle: 'Green belts and clean water',
      cardDescription: 'Tree planting, lake restoration and safe drinking-water projects.',
      highlightText: '25,000+ trees planted',
      icon: 'ri-plant-line',
      gradientColors: '#ee6a31,#7dc244',
      order: 3,
      isActive: true,
    },
  ],
  csrImpactTitle: 'Our CSR Impact',
  csrImpactDescription: 'Measured outcomes from programmes run with local partners and authorities.',
  csrImpactItems: [
    {
      id: 'impact-1',
      title: '50,000+ Lives Touched',
      description: 'Through health, education and environment programmes.',
      icon: 'ri-team-line',
      gradientColors: '#2879b6,#3a8bc4',
      order: 1,
      isActive: true,
    },
    {
      id: 'impact-2',
      title: '20 Villages Adopted',
      description: 'Long-term partnerships around our manufacturing sites.',
      icon: 'ri-home-heart-line',
      gradientColors: '#7dc244,#2879b6',
      order: 2,
      isActive: true,
    },
    {
      id: 'impact-3',
      title: '12 Water Projects',
      description: 'Safe drinking water and restored water bodies.',
      icon: 'ri-drop-line',
      gradientColors: '#ee6a31,#2879b6',
      order: 3,
      isActive: true,
    },
  ],
};

export const defaultSustainabilityFooter: SustainabilityFooter = {
  isActive: true,
  backgroundImageUrl: '/images/sustainability/footer.webp',
  title: 'Together for a Healthier, Greener Future',
  subtitle: 'Partner with us on sustainable pharmaceutical solutions.',
  ctaIcon: 'ri-arrow-right-line',
  ctaText: 'Partner With Us',
};

export const defaultSustainabilityContent: SustainabilityContent = {
  hero: defaultSustainabilityHero,
  visionMission: defaultSustainabilityVisionMission,
  heart: defaultSustainabilityHeart,
  sdgCards: defaultSdgCards,
  policies: defaultPolicies,
  innovationTransformation: defaultInnovationTransformation,
  digitalSolutions: defaultDigitalSolutions,
  researchInnovations: defaultResearchInnovations,
  social: defaultSocialResponsibility,
  footer: defaultSustainabilityFooter,
};
