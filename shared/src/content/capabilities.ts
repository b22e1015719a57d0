import type { BrandColorName, DisplayStat, ListItem, Versioned } from './common.js';

export interface CapabilitiesHero extends Versioned {
  title: string;
  subtitle?: string;
  description: string;
  subDescription?: string;
  backgroundImage: string;
  isActive: boolean;
}

export interface ResearchPoint {
  title: string;
  description: string;
}

/** The API and FDF R&D cards. */
export interface ResearchCard {
  title: string;
  subtitle: string;
  /** Remix icon class name. */
  icon: string;
  /** Hex colour. */
  color: string;
  points: ResearchPoint[];
}

export interface ResearchPromise {
  title: string;
  description: string;
  icon: string;
}

export interface CapabilitiesResearch extends Versioned {
  title: string;
  description: string;
  image: string;
  isActive: boolean;
  apiCard: ResearchCard;
  fdfCard: ResearchCard;
  promise: ResearchPromise;
}

export const FACILITY_TYPES = [
  'API Manufacturing',
  'Oncology & Specialty Intermediates',
  'Formulations & Complex Generics',
  'Packaging & Customization',
] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];
export const DEFAULT_FACILITY_TYPE: FacilityType = 'API Manufacturing';

/** Only 'API Manufacturing' cards list every capability; the others show the first two. */
export const FACILITY_TYPES_SHOWING_ALL_CAPABILITIES: readonly FacilityType[] = ['API Manufacturing'];

/** The editor sends the optional text fields as null when they are left empty. */
export interface Facility extends ListItem {
  name: string;
  type: FacilityType;
  location: string | null;
  capacity: string | null;
  /** Free text, e.g. '1985'. */
  established: string | null;
  image: string | null;
  description: string;
  capabilities: string[];
  /** Logo image URLs. */
  approvals: string[];
  /** Unknown values fall back to blue (see brandColor). */
  color: BrandColorName | null;
}

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

/* ---------- /contract-manufacturing (static, not admin-managed) ---------- */

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  icon: string;
  color: BrandColorName;
  features: string[];
}

export interface ManufacturingSite {
  id: string;
  name: string;
  location: string;
  area: string;
  capacity: string;
  description: string;
  image: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  icon: string;
}

export interface ContractManufacturingPage {
  heroImage: string;
  services: ServiceCard[];
  facilities: ManufacturingSite[];
  process: ProcessStep[];
  stats: DisplayStat[];
}

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

/* ---------- /research-development (static, not admin-managed) ---------- */

export interface FocusArea {
  id: string;
  title: string;
  description: string;
  icon: string;
  /** Percent, 0-100. */
  progress: number;
}

export interface ResearchFacility {
  id: string;
  name: string;
  location: string;
  description: string;
  features: string[];
}

export interface PipelineStage {
  stage: 'Discovery' | 'Development' | 'Preclinical' | 'Clinical';
  projects: number;
}

export interface TechnologyPlatform {
  id: string;
  title: string;
  description: string;
  icon: string;
}

export interface ResearchDevelopmentPage {
  heroImage: string;
  stats: DisplayStat[];
  focusAreas: FocusArea[];
  facilities: ResearchFacility[];
  pipeline: PipelineStage[];
  platforms: TechnologyPlatform[];
}

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
