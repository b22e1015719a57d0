import type { BrandColorName, DisplayStat } from './common.js';
import type { FacilityType } from './collections/capabilities.js';

/** Only 'API Manufacturing' cards list every capability; the others show the first two. */
export const FACILITY_TYPES_SHOWING_ALL_CAPABILITIES: readonly FacilityType[] = ['API Manufacturing'];

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
