import { FACILITY_DEFAULT_ORDER } from '../constants.js';
import { defineList, defineSection, field, type ItemOf, type SectionOf, type Shape } from './kit.js';
import { pageStatFields } from './shared-fields.js';

/*
 * The capabilities page's content types: its hero, the R&D section (two cards and a promise) and the
 * facilities. Each is declared once here; its type, its stored defaults, the API's schema, validation
 * and routes, and the dashboard's editor fields all come from these declarations.
 */

// The page renders these texts as plain text, so no rich text here.
const capabilitiesHeroFields = {
  title: field.text('Title', { required: true, wide: true, max: 2000 }),
  subtitle: field.text('Subtitle', { optional: true, wide: true }),
  description: field.text('Description', { required: true, multiline: true, max: 5000 }),
  subDescription: field.text('Sub-description', { optional: true, multiline: true, rows: 2, max: 5000 }),
  backgroundImage: field.image('Background Image'),
  isActive: field.flag('Active'),
} as const;
export type CapabilitiesHero = SectionOf<typeof capabilitiesHeroFields>;

const researchPointFields = {
  title: field.text('Point Title', { required: true, wide: true }),
  description: field.text('Point Description', { required: true, multiline: true, rows: 2, max: 5000 }),
} as const;
export type ResearchPoint = Shape<typeof researchPointFields>;

/** The API and FDF R&D cards: titles, subtitle, icon (a Remix icon class) and colour (hex) are required. */
const researchCardFields = {
  title: field.text('Card Title', { required: true }),
  subtitle: field.text('Subtitle', { required: true }),
  icon: field.icon('Icon', { required: true, placeholder: 'ri-flask-line' }),
  color: field.colour('Color', { required: true }),
  points: field.items('Points', { fields: researchPointFields, dtoName: 'ResearchPoint', max: 20, itemLabel: 'Point' }),
} as const;
export type ResearchCard = Shape<typeof researchCardFields>;

const researchPromiseFields = {
  title: field.text('Promise Title', { required: true }),
  description: field.text('Promise Description', { required: true, multiline: true, max: 5000 }),
  icon: field.icon('Icon', { required: true, placeholder: 'ri-award-line' }),
} as const;
export type ResearchPromise = Shape<typeof researchPromiseFields>;

const researchFields = {
  title: field.text('Title', { required: true, wide: true }),
  description: field.text('Description', { required: true, multiline: true, max: 5000 }),
  image: field.image('Image'),
  isActive: field.flag('Active (show the R&D section on /capabilities)'),
  apiCard: field.object('API R&D Card', { fields: researchCardFields, dtoName: 'ResearchCard' }),
  fdfCard: field.object('FDF R&D Card', { fields: researchCardFields, dtoName: 'ResearchCard' }),
  promise: field.object('R&D Promise', { fields: researchPromiseFields, dtoName: 'ResearchPromise' }),
} as const;
export type CapabilitiesResearch = SectionOf<typeof researchFields>;

export const FACILITY_TYPES = [
  'API Manufacturing',
  'Oncology & Specialty Intermediates',
  'Formulations & Complex Generics',
  'Packaging & Customization',
] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];
export const DEFAULT_FACILITY_TYPE: FacilityType = 'API Manufacturing';

/*
 * Only the name is required. Location, capacity, established, image and colour are stored as null
 * when left empty (the editor sends them so); capabilities and approval logos are one per line.
 */
const facilityFields = {
  name: field.text('Name', { required: true, max: 200 }),
  type: field.oneOf('Type', { values: FACILITY_TYPES, default: DEFAULT_FACILITY_TYPE, editor: { required: true } }),
  location: field.text('Location', { nullable: true, max: 200, editor: { nullIfEmpty: true } }),
  capacity: field.text('Capacity', { nullable: true, max: 100, placeholder: '500 MT/year', editor: { nullIfEmpty: true } }),
  /** Free text, e.g. '1985'. */
  established: field.text('Established', { nullable: true, max: 50, placeholder: '1985', editor: { nullIfEmpty: true } }),
  image: field.image('Image', { nullable: true, editor: { nullIfEmpty: true } }),
  description: field.text('Description', { multiline: true, max: 5000 }),
  capabilities: field.textList('Capabilities', { help: 'One capability per line; blank lines are dropped.', editor: { rows: 5 } }),
  approvals: field.addressList('Approval logos', {
    help: 'One logo URL per line (https://… or /images/…); blank lines are dropped.',
    editor: { rows: 3 },
  }),
  // Unknown values fall back to blue (see brandColor).
  color: field.colour('Color', { palette: 'brand', nullable: true, editor: { nullIfEmpty: true } }),
} as const;
export type Facility = ItemOf<typeof facilityFields>;

export const CAPABILITIES_COLLECTIONS = {
  hero: defineSection({
    name: 'capabilities_hero',
    page: 'capabilities',
    path: 'cms/capabilities/hero',
    title: 'Capabilities Hero',
    dtoName: 'CapabilitiesHero',
    fields: capabilitiesHeroFields,
    defaults: () => defaultCapabilitiesHero,
  }),
  research: defineSection({
    name: 'capabilities_research',
    page: 'capabilities',
    path: 'cms/capabilities/research',
    title: 'Research & Development',
    dtoName: 'CapabilitiesResearch',
    fields: researchFields,
    defaults: () => defaultCapabilitiesResearch,
  }),
  facilities: defineList({
    name: 'capabilities_facilities',
    page: 'capabilities',
    path: 'cms/capabilities/facilities',
    title: 'Facilities',
    dtoName: 'Facility',
    noun: 'Facility',
    orderRequired: false,
    orderDefault: FACILITY_DEFAULT_ORDER,
    fields: facilityFields,
    formOrder: ['name', 'type', 'location', 'capacity', 'established', 'color', 'image', 'description', 'capabilities', 'approvals'],
    defaults: () => defaultFacilities,
  }),
};

/** GET /api/cms/capabilities: every collection of the page at once. */
export interface CapabilitiesContent {
  hero: CapabilitiesHero;
  research: CapabilitiesResearch;
  facilities: Facility[];
}

export const defaultCapabilitiesHero: CapabilitiesHero = {
  title: 'Our Capabilities',
  subtitle: 'Manufacturing and R&D excellence, from molecule to market',
  description:
    'Four global facilities and three R&D centres give our customers one integrated platform across key starting materials, APIs and finished dosage forms.',
  subDescription: 'Trusted in 80+ countries, powered by over 200 scientists.',
  backgroundImage: '/images/capabilities/hero.webp',
  isActive: true,
};

export const defaultCapabilitiesResearch: CapabilitiesResearch = {
  title: 'Research & Development Excellence',
  description: 'Our R&D centres combine process chemistry, analytical science and formulation development to deliver robust, scalable and compliant products.',
  image: '/images/capabilities/research.webp',
  isActive: true,
  apiCard: {
    title: 'API R&D',
    subtitle: 'Process research and development',
    icon: 'ri-flask-line',
    color: '#2879b6',
    points: [
      { title: 'Route Scouting', description: 'Non-infringing, cost-efficient synthetic routes designed for scale.' },
      { title: 'Process Optimisation', description: 'Quality-by-design development with green-chemistry principles.' },
      { title: 'Impurity Control', description: 'Genotoxic and nitrosamine risk assessment built into every process.' },
      { title: 'Polymorph Engineering', description: 'Solid-state screening and control of the right crystalline form.' },
    ],
  },
  fdfCard: {
    title: 'FDF R&D',
    subtitle: 'Finished dosage form development',
    icon: 'ri-capsule-line',
    color: '#7dc244',
    points: [
      { title: 'Complex Generics', description: 'Modified-release, long-acting and difficult-to-make formulations.' },
      { title: 'Bioequivalence Support', description: 'Formulations designed to pass pivotal bioequivalence studies first time.' },
      { title: 'Technology Transfer', description: 'Seamless scale-up from pilot batches to commercial production.' },
    ],
  },
  promise: {
    title: 'Our R&D Promise',
    description: 'Every project gets a dedicated team, transparent milestones and the regulatory documentation needed to file with confidence in any market.',
    icon: 'ri-award-line',
  },
};

const FDA_LOGO = '/images/regulatory/fda.svg';
const EDQM_LOGO = '/images/regulatory/edqm.svg';

export const defaultFacilities: Facility[] = [
  {
    id: 'facility-1',
    name: 'API Manufacturing Unit I',
    type: 'API Manufacturing',
    location: 'Bidadi, Karnataka, India',
    capacity: '500 MT/year',
    established: '1985',
    image: '/images/facilities/facility-1.webp',
    description: 'Our flagship API site, specialised in psychotropic and CNS molecules including controlled substances.',
    capabilities: [
      'Multi-purpose reactors from 250 L to 10 KL',
      'Controlled-substance handling and vaults',
      'Cryogenic reactions down to -80 °C',
      'Hydrogenation up to 20 bar',
      'Micronisation and milling',
      'Class 100,000 clean rooms for final API isolation',
    ],
    approvals: [FDA_LOGO, EDQM_LOGO],
    color: 'refex-blue',
    order: 1,
    isActive: true,
  },
  {
    id: 'facility-2',
    name: 'API Manufacturing Unit II',
    type: 'API Manufacturing',
    location: 'Visakhapatnam, Andhra Pradesh, India',
    capacity: '750 MT/year',
    established: '2008',
    image: '/images/facilities/facility-2.webp',
    description: 'A high-volume API campus with dedicated antibiotic blocks. The foundation stone of a new manufacturing block was laid here in 2023.',
    capabilities: [
      'Large-scale reactors up to 25 KL',
      'Dedicated antibiotic production blocks',
      'Continuous-flow chemistry',
      'Solvent recovery and zero liquid discharge',
      'Automated distributed control system',
    ],
    approvals: [FDA_LOGO, EDQM_LOGO],
    color: 'refex-green',
    order: 2,
    isActive: true,
  },
  {
    id: 'facility-3',
    name: 'Oncology Intermediates Block',
    type: 'Oncology & Specialty Intermediates',
    location: 'Visakhapatnam, Andhra Pradesh, India',
    capacity: '40 MT/year',
    established: '2016',
    image: '/images/facilities/facility-3.webp',
    description: 'Contained production of high-potency oncology intermediates and APIs.',
    capabilities: ['OEB 5 containment isolators', 'Dedicated HVAC and effluent treatment', 'Potent-compound analytical laboratory'],
    approvals: [FDA_LOGO],
    color: 'refex-orange',
    order: 3,
    isActive: true,
  },
  {
    id: 'facility-4',
    name: 'Swiss Specialty Chemicals Site',
    type: 'Oncology & Specialty Intermediates',
    location: 'Schaffhausen, Switzerland',
    capacity: '200 MT/year',
    established: '1998',
    image: '/images/facilities/facility-4.webp',
    description: 'European production of advanced intermediates and specialty chemicals close to our customers.',
    capabilities: ['Advanced intermediates for regulated markets', 'Halogenation and organometallic chemistry', 'Kilo-lab to pilot-plant scale-up'],
    approvals: [EDQM_LOGO],
    color: 'refex-blue',
    order: 4,
    isActive: true,
  },
  {
    id: 'facility-5',
    name: 'Formulations Plant',
    type: 'Formulations & Complex Generics',
    location: 'Mysuru, Karnataka, India',
    capacity: '2 billion tablets and capsules/year',
    established: '2012',
    image: '/images/facilities/facility-5.webp',
    description: 'Oral solid dosage manufacturing integrated with our own APIs.',
    capabilities: ['Tablets, capsules and pellets', 'Modified-release technologies', 'High-shear and fluid-bed granulation'],
    approvals: [FDA_LOGO, EDQM_LOGO],
    color: 'refex-green',
    order: 5,
    isActive: true,
  },
  {
    id: 'facility-6',
    name: 'Complex Generics Centre',
    type: 'Formulations & Complex Generics',
    location: 'Nellore, Andhra Pradesh, India',
    capacity: '5 million vials/year',
    established: '2019',
    image: '/images/facilities/facility-6.webp',
    description: 'Development and production of long-acting injectables and other complex generics.',
    capabilities: ['Long-acting injectable suspensions', 'Aseptic filling lines', 'Particle-size engineering'],
    approvals: [FDA_LOGO],
    color: 'refex-orange',
    order: 6,
    isActive: true,
  },
  {
    id: 'facility-7',
    name: 'Packaging & Customisation Hub',
    type: 'Packaging & Customization',
    location: 'Chennai, Tamil Nadu, India',
    capacity: '120 million packs/year',
    established: '2020',
    image: '/images/facilities/facility-7.webp',
    description: 'Market-specific packaging, serialisation and labelling for customers in 80+ countries.',
    capabilities: ['Blister and bottle packaging lines', 'Track-and-trace serialisation', 'Multi-language labelling'],
    approvals: [FDA_LOGO],
    color: 'refex-blue',
    order: 7,
    isActive: true,
  },
];

export const defaultCapabilitiesContent: CapabilitiesContent = {
  hero: defaultCapabilitiesHero,
  research: defaultCapabilitiesResearch,
  facilities: defaultFacilities,
};

/* ---------- the bodies of /contract-manufacturing and /research-development ---------- */

/*
 * Each page's body below its fixed banner, one section per page. Kept out of CAPABILITIES_COLLECTIONS:
 * that object is also the answer of GET /api/cms/capabilities, which the /capabilities page loads.
 */

const keyField = field.text('Key', { required: true, max: 60, help: 'Unique in its list (the page uses it in anchors).' });

const serviceCardFields = {
  id: keyField,
  title: field.text('Title', { required: true, max: 200 }),
  description: field.text('Description', { multiline: true, max: 2000 }),
  icon: field.icon('Icon', { placeholder: 'ri-flask-line' }),
  color: field.colour('Color', { palette: 'brand', editor: { required: true } }),
  features: field.textList('Features', { max: 20, help: 'One feature per line.' }),
} as const;
export type ServiceCard = Shape<typeof serviceCardFields>;

const manufacturingSiteFields = {
  id: keyField,
  name: field.text('Name', { required: true, max: 200 }),
  location: field.text('Location', { max: 200 }),
  area: field.text('Area', { max: 100 }),
  capacity: field.text('Capacity', { max: 100 }),
  description: field.text('Description', { multiline: true, max: 2000 }),
  image: field.image('Image'),
} as const;
export type ManufacturingSite = Shape<typeof manufacturingSiteFields>;

const processStepFields = {
  step: field.int('Step', { required: true, min: 1, max: 99 }),
  title: field.text('Title', { required: true, max: 200 }),
  description: field.text('Description', { multiline: true, max: 2000 }),
  icon: field.icon('Icon', { placeholder: 'ri-flask-line' }),
} as const;
export type ProcessStep = Shape<typeof processStepFields>;

const contractManufacturingFields = {
  heroImage: field.image('Banner Image'),
  services: field.items('Services', { fields: serviceCardFields, dtoName: 'CmoService', max: 20, itemLabel: 'Service' }),
  facilities: field.items('Manufacturing Sites', { fields: manufacturingSiteFields, dtoName: 'CmoSite', max: 20, itemLabel: 'Site' }),
  process: field.items('Process Steps', { fields: processStepFields, dtoName: 'CmoProcessStep', max: 20, itemLabel: 'Step' }),
  stats: field.items('Figures', { fields: pageStatFields, dtoName: 'PageStat', max: 8, itemLabel: 'Figure' }),
} as const;
export type ContractManufacturingPage = SectionOf<typeof contractManufacturingFields>;

const focusAreaFields = {
  id: keyField,
  title: field.text('Title', { required: true, max: 200 }),
  description: field.text('Description', { multiline: true, max: 2000 }),
  icon: field.icon('Icon', { placeholder: 'ri-brain-line' }),
  /** Percent, 0-100. */
  progress: field.int('Progress (%)', { required: true, min: 0, max: 100 }),
} as const;
export type FocusArea = Shape<typeof focusAreaFields>;

const researchCentreFields = {
  id: keyField,
  name: field.text('Name', { required: true, max: 200 }),
  location: field.text('Location', { max: 200 }),
  description: field.text('Description', { multiline: true, max: 2000 }),
  features: field.textList('Features', { max: 20, help: 'One feature per line.' }),
} as const;
export type ResearchFacility = Shape<typeof researchCentreFields>;

export const PIPELINE_STAGES = ['Discovery', 'Development', 'Preclinical', 'Clinical'] as const;

const pipelineStageFields = {
  stage: field.oneOf('Stage', { values: PIPELINE_STAGES, required: true }),
  projects: field.int('Projects', { required: true, min: 0, max: 10_000 }),
} as const;
export type PipelineStage = Shape<typeof pipelineStageFields>;

const technologyPlatformFields = {
  id: keyField,
  title: field.text('Title', { required: true, max: 200 }),
  description: field.text('Description', { multiline: true, max: 2000 }),
  icon: field.icon('Icon', { placeholder: 'ri-microscope-line' }),
} as const;
export type TechnologyPlatform = Shape<typeof technologyPlatformFields>;

const researchDevelopmentFields = {
  heroImage: field.image('Banner Image'),
  stats: field.items('Figures', { fields: pageStatFields, dtoName: 'PageStat', max: 8, itemLabel: 'Figure' }),
  focusAreas: field.items('Focus Areas', { fields: focusAreaFields, dtoName: 'RndFocusArea', max: 20, itemLabel: 'Focus Area' }),
  facilities: field.items('R&D Centres', { fields: researchCentreFields, dtoName: 'RndCentre', max: 20, itemLabel: 'Centre' }),
  pipeline: field.items('Pipeline', { fields: pipelineStageFields, dtoName: 'RndPipelineStage', max: 10, itemLabel: 'Stage' }),
  platforms: field.items('Technology Platforms', { fields: technologyPlatformFields, dtoName: 'RndPlatform', max: 20, itemLabel: 'Platform' }),
} as const;
export type ResearchDevelopmentPage = SectionOf<typeof researchDevelopmentFields>;

export const CAPABILITIES_PAGE_BODIES = {
  contractManufacturing: defineSection({
    name: 'capabilities_contract_manufacturing',
    page: 'capabilities',
    path: 'cms/capabilities/contract-manufacturing',
    title: 'Contract Manufacturing Page',
    dtoName: 'ContractManufacturingPage',
    fields: contractManufacturingFields,
    defaults: () => contractManufacturingPage,
  }),
  researchDevelopment: defineSection({
    name: 'capabilities_research_development',
    page: 'capabilities',
    path: 'cms/capabilities/research-development',
    title: 'Research & Development Page',
    dtoName: 'ResearchDevelopmentPage',
    fields: researchDevelopmentFields,
    defaults: () => researchDevelopmentPage,
  }),
};

export const contractManufacturingPage: ContractManufacturingPage = {
  heroImage: '/images/pages/contract-manufacturing.webp',
  services: [
    {
      id: 'cmo-api',
      title: 'Custom API Manufacturing',
      description: 'cGMP production of APIs from grams to multi-tonne commercial campaigns.',
      icon: 'ri-flask-line',
      color: 'refex-blue',
      features: ['Controlled substances', 'Multi-step synthesis', 'DMF support'],
    },
    {
      id: 'cmo-intermediates',
      title: 'Advanced Intermediates',
      description: 'Late-stage intermediates made to your specification with full impurity control.',
      icon: 'ri-test-tube-line',
      color: 'refex-green',
      features: ['Chiral chemistry', 'Heterocycles', 'Custom specifications'],
    },
    {
      id: 'cmo-process',
      title: 'Process Development & Scale-up',
      description: 'Route optimisation and robust scale-up from laboratory to plant.',
      icon: 'ri-settings-3-line',
      color: 'refex-orange',
      features: ['Quality by design', 'Green chemistry', 'Cost reduction'],
    },
    {
      id: 'cmo-analytical',
      title: 'Analytical & Regulatory Services',
      description: 'Method validation, stability studies and dossier support for global filings.',
      icon: 'ri-file-shield-2-line',
      color: 'refex-blue',
      features: ['Method validation', 'ICH stability', 'CTD dossiers'],
    },
  ],
  facilities: [
    {
      id: 'cmo-site-karnataka',
      name: 'Karnataka Facility',
      location: 'Karnataka, India',
      area: '150,000 sq ft',
      capacity: '500 MT/year',
      description: 'Multi-purpose API manufacturing with controlled-substance capability.',
      image: '/images/facilities/facility-1.webp',
    },
    {
      id: 'cmo-site-andhra',
      name: 'Andhra Pradesh Facility',
      location: 'Andhra Pradesh, India',
      area: '200,000 sq ft',
      capacity: '750 MT/year',
      description: 'High-volume API and intermediates campus with dedicated production blocks.',
      image: '/images/facilities/facility-2.webp',
    },
    {
      id: 'cmo-site-switzerland',
      name: 'Switzerland Facility',
      location: 'Switzerland',
      area: '80,000 sq ft',
      capacity: '200 MT/year',
      description: 'European site for advanced intermediates and specialty chemicals.',
      image: '/images/facilities/facility-4.webp',
    },
  ],
  process: [
    { step: 1, title: 'Project Assessment', description: 'Feasibility, regulatory and commercial review of your molecule.', icon: 'ri-search-eye-line' },
    { step: 2, title: 'Process Development', description: 'Route design, optimisation and analytical method development.', icon: 'ri-flask-line' },
    { step: 3, title: 'Technology Transfer', description: 'Scale-up, validation batches and documentation for the plant.', icon: 'ri-exchange-line' },
    { step: 4, title: 'Commercial Production', description: 'Reliable cGMP supply with full quality release and logistics.', icon: 'ri-truck-line' },
  ],
  stats: [
    { value: '500+', label: 'Reactions', icon: 'ri-flask-line' },
    { value: '1500', label: 'MT/year Capacity', icon: 'ri-building-4-line' },
    { value: '24/7', label: 'Monitoring', icon: 'ri-time-line' },
    { value: '30-45', label: 'Days Lead Time', icon: 'ri-calendar-line' },
  ],
};

export const researchDevelopmentPage: ResearchDevelopmentPage = {
  heroImage: '/images/pages/research-development.webp',
  stats: [
    { value: '50+', label: 'Patents', icon: 'ri-award-line' },
    { value: '200+', label: 'Scientists', icon: 'ri-team-line' },
    { value: '100+', label: 'Projects', icon: 'ri-folder-chart-line' },
    { value: '150+', label: 'Publications', icon: 'ri-book-open-line' },
  ],
  focusAreas: [
    {
      id: 'focus-cns',
      title: 'CNS & Psychotropics',
      description: 'Next-generation processes for anxiolytics, antidepressants and antipsychotics.',
      icon: 'ri-brain-line',
      progress: 85,
    },
    {
      id: 'focus-complex',
      title: 'Complex Generics',
      description: 'Long-acting injectables and modified-release formulations.',
      icon: 'ri-capsule-line',
      progress: 78,
    },
    {
      id: 'focus-oncology',
      title: 'Oncology',
      description: 'High-potency APIs and intermediates for targeted cancer therapies.',
      icon: 'ri-dna-line',
      progress: 65,
    },
    {
      id: 'focus-green',
      title: 'Green Chemistry',
      description: 'Solvent reduction, biocatalysis and continuous-flow manufacturing.',
      icon: 'ri-leaf-line',
      progress: 92,
    },
  ],
  facilities: [
    {
      id: 'rd-chennai',
      name: 'Chennai R&D Centre',
      location: 'Chennai, Tamil Nadu, India',
      description: 'Our largest research centre for API process chemistry and analytical science.',
      features: ['Process chemistry laboratories', 'Kilo lab', 'Analytical and stability laboratories'],
    },
    {
      id: 'rd-bangalore',
      name: 'Bangalore Formulation Centre',
      location: 'Bangalore, Karnataka, India',
      description: 'Finished-dosage development, including complex generics and bioequivalence support.',
      features: ['Formulation pilot plant', 'Dissolution laboratory', 'Solid-state characterisation'],
    },
  ],
  pipeline: [
    { stage: 'Discovery', projects: 25 },
    { stage: 'Development', projects: 18 },
    { stage: 'Preclinical', projects: 12 },
    { stage: 'Clinical', projects: 8 },
  ],
  platforms: [
    {
      id: 'platform-flow',
      title: 'Continuous-Flow Chemistry',
      description: 'Safer, greener and more consistent processing of hazardous reactions.',
      icon: 'ri-loop-right-line',
    },
    {
      id: 'platform-biocatalysis',
      title: 'Biocatalysis',
      description: 'Enzymatic routes to chiral molecules with fewer steps and less waste.',
      icon: 'ri-microscope-line',
    },
    {
      id: 'platform-solid-state',
      title: 'Solid-State Science',
      description: 'Polymorph, salt and co-crystal screening to secure the right form.',
      icon: 'ri-contrast-drop-line',
    },
  ],
};
