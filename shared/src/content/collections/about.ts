import { brandColorAt } from '../common.js';
import { ABOUT_JOURNEY_HEADINGS } from '../about.js';
import { PROFILE_IMAGE_NOTE } from '../constants.js';
import { COMPANY_NAME, COMPANY_URL, GROUP_NAME, GROUP_URL, SUBSIDIARY_URL } from '../site.js';
import { defineList, defineSection, field, type ItemOf, type SectionOf } from './kit.js';
import { labelledStatsField, visionPointsField } from './shared-fields.js';

/*
 * The About page's content types, each declared once: the type, the stored defaults, the API's schema,
 * validation and routes, and the dashboard's editor fields all come from these declarations.
 */

const PAGE = 'about';

/** The brand colour of a list item: a select of the brand's names, which the editor asks for. */
const brandColour = () => field.colour('Color', { palette: 'brand', editor: { required: true } });

const logoCardFields = {
  name: field.text('Name', { required: true, max: 200 }),
  logoUrl: field.image('Logo', { required: true }),
  link: field.link('Link', { optional: true, placeholder: 'https://…' }),
} as const;

// Only the title is required; the description is HTML on the page.
const aboutHeroFields = {
  title: field.text('Title', { required: true, wide: true }),
  subtitle: field.text('Subtitle', { wide: true }),
  description: field.richText('Description'),
  backgroundImage: field.image('Background Image'),
  logoCards: field.items('Logo Cards', {
    fields: logoCardFields,
    dtoName: 'LogoCard',
    max: 12,
    itemLabel: 'Logo Card',
    formOrder: ['name', 'link', 'logoUrl'],
    editor: { newItem: { name: '', logoUrl: '', link: '' } },
  }),
  isActive: field.flag('Active'),
} as const;
export type AboutHero = SectionOf<typeof aboutHeroFields>;

/** The public spec reads "title, description or text"; the editor writes title or text. */
const aboutMissionPointFields = {
  title: field.text('Title', { optional: true, editor: { required: true } }),
  // Not in the pop-up form (the points' JSON may hold it).
  text: field.text('Text', { optional: true, hidden: true }),
  description: field.text('Description', { optional: true, multiline: true, rows: 3, editor: { required: true } }),
} as const;
export type AboutMissionPoint = ItemOf<typeof aboutMissionPointFields>;

// The About page renders these texts as plain text (not HTML); the points are edited in lists of their own.
const aboutVisionMissionFields = {
  sectionTitle: field.text('Section Title', { editor: { group: 'Section' } }),
  sectionSubtitle: field.text('Section Subtitle', { editor: { group: 'Section' } }),
  visionTitle: field.text('Vision Title', { required: true, editor: { group: 'Vision' } }),
  visionSubtitle: field.text('Vision Subtitle', { editor: { group: 'Vision' } }),
  visionDescription: field.text('Vision Description', { required: true, multiline: true, max: 5000, editor: { group: 'Vision' } }),
  visionImage: field.image('Vision Image', { editor: { group: 'Vision' } }),
  missionTitle: field.text('Mission Title', { required: true, editor: { group: 'Mission' } }),
  missionSubtitle: field.text('Mission Subtitle', { editor: { group: 'Mission' } }),
  missionImage: field.image('Mission Image', { editor: { group: 'Mission' } }),
  visionPoints: visionPointsField,
  missionPoints: field.items('Mission Points', {
    fields: aboutMissionPointFields,
    dtoName: 'AboutMissionPoint',
    ordered: true,
    orderMin: 1,
    itemLabel: 'Mission Point',
    formOrder: ['title', 'order', 'description', 'isActive'],
  }),
  stats: labelledStatsField,
  isActive: field.flag('Active'),
} as const;
export type AboutVisionMission = SectionOf<typeof aboutVisionMissionFields>;

const aboutSectionFields = {
  title: field.text('Title', { required: true, wide: true }),
  content: field.text('Content', { required: true, multiline: true, max: 5000, editor: { maxLength: false } }),
  icon: field.icon('Icon', { required: true, placeholder: 'ri-building-line' }),
  color: brandColour(),
} as const;
export type AboutSection = ItemOf<typeof aboutSectionFields>;

export const LEADERSHIP_CATEGORIES = ['Advisory Board', 'Technical Leadership Team', 'Management Team'] as const;
export type LeadershipCategory = (typeof LEADERSHIP_CATEGORIES)[number];
export const DEFAULT_LEADERSHIP_CATEGORY: LeadershipCategory = 'Technical Leadership Team';

const leadershipFields = {
  name: field.text('Name', { required: true, max: 200 }),
  position: field.text('Position', { required: true, max: 200 }),
  image: field.image('Profile Image', { help: PROFILE_IMAGE_NOTE }),
  /** HTML. */
  description: field.richText('Description', { required: true }),
  color: brandColour(),
  // Not a form field: the editor's sub-tab decides it.
  category: field.oneOf('Category', { values: LEADERSHIP_CATEGORIES, default: DEFAULT_LEADERSHIP_CATEGORY, hidden: true }),
  // Editor-only details, not shown on the public page.
  achievements: field.textList('Achievements', { optional: true, help: 'One achievement per line; blank lines are dropped.', editor: { rows: 3 } }),
  experience: field.text('Experience', { optional: true }),
  education: field.text('Education', { optional: true }),
} as const;
export type LeadershipMember = ItemOf<typeof leadershipFields>;

const coreValueFields = {
  title: field.text('Title', { required: true, wide: true }),
  description: field.text('Description', { required: true, multiline: true, max: 5000, editor: { maxLength: false } }),
  icon: field.icon('Icon', { required: true, placeholder: 'ri-lightbulb-line' }),
  color: brandColour(),
} as const;
export type CoreValue = ItemOf<typeof coreValueFields>;

const milestoneFields = {
  title: field.text('Title', { required: true, wide: true }),
  description: field.text('Description', { required: true, multiline: true, max: 5000, editor: { maxLength: false } }),
  /** Free text, e.g. a range such as '1984 – 2004'. */
  year: field.text('Year', { required: true, max: 50, placeholder: '1984 – 2004' }),
  image: field.image('Image'),
  color: brandColour(),
} as const;
export type JourneyMilestone = ItemOf<typeof milestoneFields>;

/** The journey carousel. `image` is the legacy single image; `images` is what the carousel shows (edited with its own field). */
const aboutJourneyFields = {
  title: field.text('Title', { optional: true, wide: true, editor: { required: true } }),
  summary: field.text('Summary', { multiline: true, rows: 3, max: 5000 }),
  image: field.image('Image', { optional: true }),
  images: field.addressList('Images'),
  isActive: field.flag('Active'),
} as const;
export type AboutJourney = SectionOf<typeof aboutJourneyFields>;

/**
 * The public About page shows its hero, the journey carousel, vision and mission and the leadership
 * teams (the spec keeps the rest of the About content off it): these lists are stored, reviewed and
 * versioned, and their editors say no page shows them.
 */
const ABOUT_NOT_ON_SITE =
  'The About page shows its hero, the journey carousel, vision and mission and the leadership teams only; the specification keeps these items off the public site. They are kept (with drafts, review and history) for later use.';

export const ABOUT_COLLECTIONS = {
  hero: defineSection({
    name: 'about_hero',
    page: PAGE,
    path: 'cms/about/hero',
    title: 'About Hero',
    dtoName: 'AboutHero',
    fields: aboutHeroFields,
    defaults: () => defaultAboutHero,
  }),
  visionMission: defineSection({
    name: 'about_vision_mission',
    page: PAGE,
    path: 'cms/about/vision-mission',
    title: 'Vision & Mission',
    dtoName: 'AboutVisionMission',
    fields: aboutVisionMissionFields,
    formOrder: [
      'sectionTitle',
      'sectionSubtitle',
      'visionTitle',
      'visionSubtitle',
      'visionDescription',
      'visionImage',
      'missionTitle',
      'missionSubtitle',
      'missionImage',
      'isActive',
    ],
    defaults: () => defaultAboutVisionMission,
  }),
  journey: defineSection({
    name: 'about_journey',
    page: PAGE,
    path: 'cms/about/journey',
    title: 'Journey Carousel',
    dtoName: 'AboutJourney',
    fields: aboutJourneyFields,
    formOrder: ['title', 'summary', 'isActive'],
    defaults: () => defaultAboutJourney,
  }),
  sections: defineList({
    name: 'about_sections',
    page: PAGE,
    path: 'cms/about/sections',
    title: 'About Sections',
    notOnSite: ABOUT_NOT_ON_SITE,
    dtoName: 'AboutSection',
    noun: 'About section',
    // The spec's pop-up asks for the order ("Required fields in pop-ups").
    orderInput: true,
    itemName: 'Section',
    fields: aboutSectionFields,
    defaults: () => defaultAboutSections,
  }),
  leadership: defineList({
    name: 'about_leadership',
    page: PAGE,
    path: 'cms/about/leadership',
    title: 'Leadership',
    dtoName: 'Leadership',
    noun: 'Leadership member',
    // The spec's pop-up asks for the order ("Required fields in pop-ups").
    orderInput: true,
    itemName: 'Member',
    fields: leadershipFields,
    formOrder: ['name', 'position', 'description', 'achievements', 'experience', 'education', 'image', 'color'],
    defaults: () => defaultLeadership,
  }),
  values: defineList({
    name: 'about_values',
    page: PAGE,
    path: 'cms/about/values',
    title: 'Values',
    notOnSite: ABOUT_NOT_ON_SITE,
    dtoName: 'CoreValue',
    noun: 'Value',
    // The spec's pop-up asks for the order ("Required fields in pop-ups").
    orderInput: true,
    fields: coreValueFields,
    defaults: () => defaultCoreValues,
  }),
  milestones: defineList({
    name: 'about_milestones',
    page: PAGE,
    path: 'cms/about/milestones',
    title: 'Journey Milestones',
    notOnSite: ABOUT_NOT_ON_SITE,
    dtoName: 'Milestone',
    noun: 'Journey milestone',
    // The spec's pop-up asks for the order ("Required fields in pop-ups").
    orderInput: true,
    itemName: 'Milestone',
    fields: milestoneFields,
    defaults: () => defaultJourneyMilestones,
  }),
};

export interface AboutContent {
  hero: AboutHero;
  visionMission: AboutVisionMission;
  sections: AboutSection[];
  leadership: LeadershipMember[];
  values: CoreValue[];
  journey: JourneyMilestone[];
  aboutJourney: AboutJourney;
}

export const defaultAboutHero: AboutHero = {
  title: `About ${COMPANY_NAME}`,
  subtitle: 'Four decades of science, quality and partnership',
  description:
    `<p>${COMPANY_NAME} is the pharmaceutical arm of the ${GROUP_NAME}. Built on more than <strong>40 years</strong> of expertise in psychotropic APIs and complex generics, we serve over <strong>550 customers in 80+ countries</strong>.</p>` +
    '<p>With four global facilities, three R&amp;D centres and one integrated value chain across key starting materials, APIs and finished dosage forms, we help our partners bring affordable medicines to patients faster.</p>',
  backgroundImage: '/images/about/hero.webp',
  logoCards: [
    { name: GROUP_NAME, logoUrl: '/images/logos/group-1.svg', link: GROUP_URL },
    { name: COMPANY_NAME, logoUrl: '/images/logos/group-2.svg', link: COMPANY_URL },
    { name: 'Veloris Pharma International', logoUrl: '/images/logos/group-3.svg', link: SUBSIDIARY_URL },
  ],
  isActive: true,
};

export const defaultAboutMissionPoints: AboutMissionPoint[] = [
  {
    id: 'about-mission-1',
    title: 'Quality First',
    description: 'Deliver APIs and formulations that meet the most demanding regulatory standards, every batch, every time.',
    order: 1,
    isActive: true,
  },
  {
    id: 'about-mission-2',
    title: 'Science-Led Innovation',
    description: 'Invest in process chemistry and complex generics that widen access to essential therapies.',
    order: 2,
    isActive: true,
  },
  {
    id: 'about-mission-3',
    title: 'Integrated Partnership',
    description: 'Support customers from key starting materials to finished dosage forms through one reliable platform.',
    order: 3,
    isActive: true,
  },
  {
    id: 'about-mission-4',
    title: 'Responsible Growth',
    description: 'Grow sustainably, with safe workplaces, cleaner processes and lasting value for our communities.',
    order: 4,
    isActive: true,
  },
];

export const defaultAboutVisionMission: AboutVisionMission = {
  sectionTitle: 'Our Vision & Mission',
  sectionSubtitle: 'The principles that guide every molecule we make',
  visionTitle: 'Our Vision',
  visionSubtitle: 'A global leader in complex APIs and integrated pharma solutions',
  visionDescription:
    'To be the most trusted partner for complex active ingredients and speciality formulations, improving the health of millions of patients across the world.',
  visionImage: '/images/about/vision.webp',
  missionTitle: 'Our Mission',
  missionSubtitle: 'What we commit to our customers, people and communities',
  missionImage: '/images/about/mission.webp',
  visionPoints: [
    { id: 'about-vision-1', text: 'Trusted by regulators and customers worldwide', icon: 'ri-shield-check-line', color: '#2879b6', order: 1, isActive: true },
    { id: 'about-vision-2', text: 'Leadership in psychotropic and complex generics', icon: 'ri-brain-line', color: '#7dc244', order: 2, isActive: true },
    { id: 'about-vision-3', text: 'Affordable medicines for patients everywhere', icon: 'ri-heart-pulse-line', color: '#ee6a31', order: 3, isActive: true },
  ],
  missionPoints: defaultAboutMissionPoints,
  stats: [
    { id: 'about-stat-1', label: 'Years of Expertise', value: '40+', color: '#2879b6', order: 1, isActive: true },
    { id: 'about-stat-2', label: 'Countries Served', value: '80+', color: '#7dc244', order: 2, isActive: true },
    { id: 'about-stat-3', label: 'Customers', value: '550+', color: '#ee6a31', order: 3, isActive: true },
  ],
  isActive: true,
};

export const defaultAboutSections: AboutSection[] = [
  {
    id: 'about-section-1',
    title: 'Who We Are',
    content: 'A pharmaceutical company group making APIs, advanced intermediates, complex generics, speciality formulations and antibiotics.',
    icon: 'ri-building-line',
    color: 'refex-blue',
    order: 1,
    isActive: true,
  },
  {
    id: 'about-section-2',
    title: 'What We Do',
    content: 'We develop and manufacture more than 150 APIs and supply them, with the regulatory dossiers behind them, to customers in over 80 countries.',
    icon: 'ri-flask-line',
    color: 'refex-green',
    order: 2,
    isActive: true,
  },
  {
    id: 'about-section-3',
    title: 'Our Quality Commitment',
    content: 'Our sites are approved by the US FDA and hold EDQM certificates, and are certified to ISO 9001, ISO 14001 and OHSAS 18001.',
    icon: 'ri-shield-check-line',
    color: 'refex-orange',
    order: 3,
    isActive: true,
  },
  {
    id: 'about-section-4',
    title: 'Our Global Reach',
    content: 'From our head office in Chennai and offices in Bangalore, Mumbai and Baar, Switzerland, we serve partners on every continent.',
    icon: 'ri-global-line',
    color: 'refex-blue',
    order: 4,
    isActive: true,
  },
];

type MemberSeed = Pick<LeadershipMember, 'name' | 'position' | 'category' | 'description' | 'experience' | 'education'> & {
  achievements: string[];
};

const MEMBER_SEEDS: MemberSeed[] = [
  {
    name: 'Dr. Arvind Subramanian',
    position: 'Managing Director & Chief Executive Officer',
    category: 'Management Team',
    description:
      '<p>Arvind leads the group’s pharmaceutical business and its strategy of one integrated platform from KSM to finished dosage forms.</p><p>He previously ran API businesses serving regulated markets in the United States and Europe.</p>',
    achievements: ['Built the integrated KSM-to-FDF platform', 'Led entry into 30 new markets'],
    experience: '30+ years in the pharmaceutical industry',
    education: 'Ph.D. in Organic Chemistry; MBA',
  },
  {
    name: 'Kavitha Narayanan',
    position: 'Chief Financial Officer',
    category: 'Management Team',
    description: '<p>Kavitha oversees finance, treasury and investor relations, and steers the capital programme behind our new manufacturing block.</p>',
    achievements: ['Financed the 2023 manufacturing expansion'],
    experience: '22 years in corporate finance',
    education: 'Chartered Accountant; B.Com',
  },
  {
    name: 'Rajesh Menon',
    position: 'Chief Operating Officer',
    category: 'Management Team',
    description: '<p>Rajesh is responsible for manufacturing, supply chain and EHS across our facilities in India and Switzerland.</p>',
    achievements: ['Zero critical observations across three consecutive FDA inspections'],
    experience: '26 years in API operations',
    education: 'B.Tech in Chemical Engineering',
  },
  {
    name: 'Dr. Lukas Brunner',
    position: 'Director, European Operations',
    category: 'Management Team',
    description: '<p>Based in Baar, Switzerland, Lukas leads our European business, customer partnerships and the Swiss manufacturing site.</p>',
    achievements: ['Established the Baar commercial office'],
    experience: '20 years in fine chemicals and pharma',
    education: 'Dr. sc. nat., ETH Zurich',
  },
  {
    name: 'Dr. Helena Vogt',
    position: 'Scientific Advisor, Regulatory Science',
    category: 'Advisory Board',
    description: '<p>Helena advises the board on European and US regulatory strategy, drawing on two decades with medicines agencies and industry.</p>',
    achievements: ['Former assessor for active substance master files'],
    experience: '25 years in regulatory science',
    education: 'Ph.D. in Pharmaceutical Sciences',
  },
  {
    name: 'Prof. S. Ramachandran',
    position: 'Advisor, Process Chemistry',
    category: 'Advisory Board',
    description: '<p>A distinguished synthetic chemist, Prof. Ramachandran guides our route-scouting and green-chemistry programmes.</p>',
    achievements: ['Author of more than 120 peer-reviewed papers'],
    experience: '35 years in academia and industry',
    education: 'Ph.D. in Synthetic Organic Chemistry',
  },
  {
    name: 'Dr. Thomas Albrecht',
    position: 'Advisor, Quality Systems',
    category: 'Advisory Board',
    description: '<p>Thomas advises on pharmaceutical quality systems, data integrity and inspection readiness across all sites.</p>',
    achievements: ['Led global quality at a multinational generics company'],
    experience: '28 years in pharmaceutical quality',
    education: 'Ph.D. in Analytical Chemistry',
  },
  {
    name: 'Anjali Deshpande',
    position: 'Advisor, Corporate Governance',
    category: 'Advisory Board',
    description: '<p>Anjali brings board-level experience in governance, risk and sustainability reporting for listed companies.</p>',
    achievements: ['Chaired ESG committees of two listed companies'],
    experience: '24 years in governance and law',
    education: 'LL.M. in Corporate Law',
  },
  {
    name: 'Dr. Venkatesh Rao',
    position: 'Head of API Research & Development',
    category: 'Technical Leadership Team',
    description: '<p>Venkatesh leads API process research across our three R&amp;D centres and a team of more than 120 chemists.</p>',
    achievements: ['Inventor on 18 process patents'],
    experience: '23 years in API process research',
    education: 'Ph.D. in Organic Chemistry',
  },
  {
    name: 'Dr. Sunita Krishnan',
    position: 'Head of Formulation Development',
    category: 'Technical Leadership Team',
    description: '<p>Sunita heads finished-dosage development, including modified-release and complex generic formulations.</p>',
    achievements: ['Filed 25 ANDAs and European dossiers'],
    experience: '19 years in formulation science',
    education: 'Ph.D. in Pharmaceutics',
  },
  {
    name: 'Mohan Pillai',
    position: 'Head of Quality Assurance',
    category: 'Technical Leadership Team',
    description: '<p>Mohan owns the quality management system and leads regulatory inspections at every site.</p>',
    achievements: ['Hosted 40+ regulatory and customer audits'],
    experience: '27 years in pharmaceutical quality assurance',
    education: 'M.Pharm in Quality Assurance',
  },
  {
    name: 'Dr. Farah Siddiqui',
    position: 'Head of Analytical Research',
    category: 'Technical Leadership Team',
    description: '<p>Farah leads analytical method development, impurity profiling and stability programmes.</p>',
    achievements: ['Set up the nitrosamine risk-assessment programme'],
    experience: '17 years in analytical chemistry',
    education: 'Ph.D. in Analytical Chemistry',
  },
  {
    name: 'Keerthi Balaji',
    position: 'Head of Manufacturing, Karnataka',
    category: 'Technical Leadership Team',
    description: '<p>Keerthi runs our largest API site, with a focus on safety, yield and continuous improvement.</p>',
    achievements: ['Raised plant capacity by 40% without new land'],
    experience: '21 years in API manufacturing',
    education: 'B.E. in Chemical Engineering',
  },
  {
    name: 'Dr. Nadia Moreau',
    position: 'Head of Regulatory Affairs',
    category: 'Technical Leadership Team',
    description: '<p>Nadia manages our DMF, CEP and dossier portfolio and the lifecycle of filings in more than 80 countries.</p>',
    achievements: ['Managed 300+ active regulatory filings'],
    experience: '16 years in regulatory affairs',
    education: 'Pharm.D.',
  },
];

/**
 * Portrait file number (person-NN.webp) of each member above, in order, chosen so that each
 * illustrated portrait fits the member it stands for.
 */
const PORTRAIT_NUMBERS = [4, 1, 2, 12, 13, 8, 10, 11, 6, 7, 14, 5, 9, 3];

function portrait(index: number): string {
  const number = PORTRAIT_NUMBERS[index] ?? index + 1;
  return `/images/people/person-${String(number).padStart(2, '0')}.webp`;
}

export const defaultLeadership: LeadershipMember[] = MEMBER_SEEDS.map((seed, index) => ({
  id: `leader-${index + 1}`,
  ...seed,
  image: portrait(index),
  color: brandColorAt(index),
  order: index + 1,
  isActive: true,
}));

export const defaultCoreValues: CoreValue[] = [
  {
    id: 'value-1',
    title: 'Innovation',
    description: 'We pursue better chemistry and smarter processes to solve our customers’ hardest problems.',
    icon: 'ri-lightbulb-line',
    color: 'refex-blue',
    order: 1,
    isActive: true,
  },
  {
    id: 'value-2',
    title: 'Integrate',
    description: 'We connect KSMs, APIs and formulations into one seamless, dependable value chain.',
    icon: 'ri-links-line',
    color: 'refex-green',
    order: 2,
    isActive: true,
  },
  {
    id: 'value-3',
    title: 'Improve',
    description: 'We measure, learn and raise the bar for quality, safety and efficiency every day.',
    icon: 'ri-line-chart-line',
    color: 'refex-orange',
    order: 3,
    isActive: true,
  },
  {
    id: 'value-4',
    title: 'Impact',
    description: 'We make medicines more accessible and create lasting value for patients and communities.',
    icon: 'ri-earth-line',
    color: 'refex-blue',
    order: 4,
    isActive: true,
  },
];

export const defaultJourneyMilestones: JourneyMilestone[] = [
  {
    id: 'milestone-1',
    title: 'Foundations in Psychotropic APIs',
    description: 'The business begins manufacturing benzodiazepines and other CNS APIs, earning its first regulated-market approvals.',
    year: '1984 – 2004',
    image: '/images/about/journey-1.webp',
    color: 'refex-blue',
    order: 1,
    isActive: true,
  },
  {
    id: 'milestone-2',
    title: 'Global Expansion',
    description: 'New API and intermediates facilities in Andhra Pradesh and Switzerland; customers grow to more than 80 countries.',
    year: '2005 – 2019',
    image: '/images/about/journey-2.webp',
    color: 'refex-green',
    order: 2,
    isActive: true,
  },
  {
    id: 'milestone-3',
    title: 'One Integrated Pharma Platform',
    description: `Joining the ${GROUP_NAME} unites KSMs, APIs and formulations; the foundation stone of a new manufacturing block is laid in 2023.`,
    year: '2020 – Present',
    image: '/images/about/journey-3.webp',
    color: 'refex-orange',
    order: 3,
    isActive: true,
  },
];

const JOURNEY_IMAGES = ['/images/about/journey-1.webp', '/images/about/journey-2.webp', '/images/about/journey-3.webp'];
/** The legacy single journey image (also the browser store's aboutJourneyImage). */
export const defaultAboutJourneyImage = '/images/about/journey-1.webp';

export const defaultAboutJourney: AboutJourney = {
  title: ABOUT_JOURNEY_HEADINGS.default,
  summary:
    'From a specialist maker of psychotropic APIs to an integrated pharmaceutical platform serving more than 80 countries, our journey has been shaped by science, quality and long-term partnerships.',
  image: defaultAboutJourneyImage,
  images: JOURNEY_IMAGES,
  isActive: true,
};

export const defaultAboutContent: AboutContent = {
  hero: defaultAboutHero,
  visionMission: defaultAboutVisionMission,
  sections: defaultAboutSections,
  leadership: defaultLeadership,
  values: defaultCoreValues,
  journey: defaultJourneyMilestones,
  aboutJourney: defaultAboutJourney,
};

/** Store repair appends these when missing (as the spec asks). */
export const defaultManagementTeam: LeadershipMember[] = defaultLeadership.filter((member) => member.category === 'Management Team');

/** Store repair for a member without a category: advisors join the Advisory Board. */
export function inferLeadershipCategory(position: string | null | undefined): LeadershipCategory {
  return /advisor/i.test(position ?? '') ? 'Advisory Board' : DEFAULT_LEADERSHIP_CATEGORY;
}
