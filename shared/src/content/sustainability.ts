import { BRAND_COLORS } from './common.js';
import type { LabelledStat, ListItem, Versioned, VisionPoint } from './common.js';

export interface SustainabilityHero extends Versioned {
  title: string;
  description: string;
  backgroundImage: string;
  isActive: boolean;
}

export interface SustainabilityMissionPoint extends ListItem {
  text: string;
}

export interface SustainabilityVisionMission extends Versioned {
  sectionTitle: string;
  sectionSubtitle: string;
  visionTitle: string;
  visionSubtitle: string;
  /** HTML. */
  visionDescription: string;
  visionPoints: VisionPoint[];
  missionTitle: string;
  missionSubtitle: string;
  missionPoints: SustainabilityMissionPoint[];
  stats: LabelledStat[];
}

export interface HeartMetric {
  title: string;
  subtitle: string;
}

export interface HeartSection {
  title: string;
  /** HTML. */
  description: string;
  icon: string;
  image: string;
  metrics: HeartMetric[];
}

/** Pages draw refex-green and refex-blue as such and anything else orange. */
export type CommitmentColor = 'refex-green' | 'refex-blue' | 'refex-orange';
export const COMMITMENT_COLOR_OPTIONS: readonly CommitmentColor[] = ['refex-green', 'refex-blue', 'refex-orange'];
export const DEFAULT_COMMITMENT_COLOR: CommitmentColor = 'refex-green';

export interface Commitment {
  title: string;
  subtitle: string;
  icon: string;
  color: CommitmentColor;
}

export interface SustainabilityHeart extends Versioned {
  isActive: boolean;
  mainTitle: string;
  mainSubtitle: string;
  sections: HeartSection[];
  commitments: Commitment[];
}

export const SDG_GOALS = [3, 6, 7, 9, 12, 13, 17] as const;
export type SdgGoalNumber = (typeof SDG_GOALS)[number];

export interface SdgCard extends ListItem {
  /** Any goal number is accepted from the editor; the defaults cover the seven fixed goals. */
  number: number;
  title: string;
  contribution: string;
  icon: string;
  color: string;
}

export interface SustainabilityPolicy extends ListItem {
  title: string;
  description: string;
  icon: string;
  color: string;
}

export interface InnovationTransformation extends Versioned {
  isActive: boolean;
  sectionTitle: string;
  sectionDescription: string;
}

/** A Digital Solutions or Research & Innovation card. */
export interface InnovationCard extends ListItem {
  cardTitle: string;
  cardSubtitle: string;
  cardDescription: string;
}

export interface CsrCard extends ListItem {
  cardTitle: string;
  cardSubtitle: string;
  cardDescription: string;
  highlightText: string;
  icon: string;
  /** Two comma-separated CSS colours, e.g. '#2879b6,#7dc244'. */
  gradientColors: string;
}

export interface CsrImpactItem extends ListItem {
  title: string;
  description: string;
  icon: string;
  gradientColors: string;
}

export interface SocialResponsibility extends Versioned {
  isActive: boolean;
  sectionTitle: string;
  sectionDescription: string;
  csrCards: CsrCard[];
  csrImpactTitle: string;
  csrImpactDescription: string;
  csrImpactItems: CsrImpactItem[];
}

export interface SustainabilityFooter extends Versioned {
  isActive: boolean;
  backgroundImageUrl: string;
  title: string;
  subtitle: string;
  ctaIcon: string;
  ctaText: string;
}

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

export const SUSTAINABILITY_HERO_FALLBACK_LINES = ['Transforming Health,', 'Empowering Sustainability'] as const;

/**
 * Splits the hero title into two lines after its first comma (the comma stays on line one).
 * A blank title gives the fallback lines; a title without a comma is one line.
 */
export function splitHeroTitle(title: string | null | undefined): [string, string] {
  const text = title?.trim();
  if (!text) return [...SUSTAINABILITY_HERO_FALLBACK_LINES];
  const comma = text.indexOf(',');
  if (comma < 0) return [text, ''];
  return [text.slice(0, comma + 1), text.slice(comma + 1).trim()];
}

/** Commitment colour as a hex: green and blue as named, anything else orange. */
export function commitmentColor(color: string | null | undefined): string {
  if (color === 'refex-green' || color === 'refex-blue') return BRAND_COLORS[color];
  return BRAND_COLORS['refex-orange'];
}

export function sdgImage(goal: number): string {
  return `/images/sdg/goal-${goal}.svg`;
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
