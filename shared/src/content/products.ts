import type { BrandColorName } from './common.js';
import { ALL_CATEGORIES, API_NAME_MAX_CHARS, THERAPEUTIC_CARD_API_PREVIEW } from './constants.js';
import {
  API_SAMPLE_CATEGORIES,
  defaultApiSampleItems,
  defaultIntermediateGroupItems,
  defaultPyridineItems,
  defaultTherapeuticCategoryItems,
  defaultThiopheneItems,
  type ApiEntry,
  type ApiSampleItem,
  type ChemicalProduct,
  type IntermediateGroupItem,
  type TherapeuticCategoryItem,
} from './collections/products.js';

export const PRODUCT_TABS = ['therapeutic', 'intermediates', 'pyridine', 'thiophene'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];
export const DEFAULT_PRODUCT_TAB: ProductTab = 'therapeutic';

export const THERAPEUTIC_CATEGORY_NAMES = [
  'Anti-Histaminic',
  'Anti-Convulsant/Anxiolytic',
  'Anti-Allergic',
  'Anti-Depressants',
  'ADHD',
  'Antibiotic',
  'Anti-Parkinson',
  'Hypnotic',
  'Anti-Diabetic',
  'Anti-Spasmodics',
  'Anxiolytic',
  'Anti-Cancer Myelofibrosis',
  'Anti-Cancer Ovarian',
  'Anti-Psychotic',
  'Treatment of Anemia',
  'Treatment of Insomnia',
  'COPD',
] as const;
export type TherapeuticCategoryName = (typeof THERAPEUTIC_CATEGORY_NAMES)[number];

/*
 * What the public pages draw: the stored items (see collections/products.ts) without their list
 * bookkeeping, with the counts a therapeutic card shows.
 */

export interface TherapeuticCategory {
  id: string;
  name: string;
  icon: string;
  color: BrandColorName;
  apiCount: number;
  /** Equal to apiCount: every card shows 100% development progress. */
  completedCount: number;
  apis: ApiEntry[];
}

/** Intermediates for one group of target drugs; `category` names the targets. */
export interface IntermediateGroup {
  category: string;
  products: ChemicalProduct[];
}

export interface StaticApiSample {
  id: string;
  name: string;
  category: ApiSampleItem['category'];
  cas: string;
  therapeutic: string;
  purity: string;
  regulatory: string[];
  description: string;
}

function apiEntryOf({ name, cas }: ApiEntry): ApiEntry {
  return { name, cas };
}

export function chemicalProductOf({ name, cas, image }: ChemicalProduct): ChemicalProduct {
  return { name, cas, image };
}

export function therapeuticCategoryOf({ id, name, icon, color, apis }: TherapeuticCategoryItem): TherapeuticCategory {
  return { id, name, icon, color, apiCount: apis.length, completedCount: apis.length, apis: apis.map(apiEntryOf) };
}

export function intermediateGroupOf({ category, products }: IntermediateGroupItem): IntermediateGroup {
  return { category, products: products.map(chemicalProductOf) };
}

export function apiSampleOf({ id, name, category, cas, therapeutic, purity, regulatory, description }: ApiSampleItem): StaticApiSample {
  return { id, name, category, cas, therapeutic, purity, regulatory, description };
}

export const defaultTherapeuticCategories: TherapeuticCategory[] = defaultTherapeuticCategoryItems.map(therapeuticCategoryOf);
export const defaultIntermediateGroups: IntermediateGroup[] = defaultIntermediateGroupItems.map(intermediateGroupOf);
export const defaultPyridineProducts: ChemicalProduct[] = defaultPyridineItems.map(chemicalProductOf);
export const defaultThiopheneProducts: ChemicalProduct[] = defaultThiopheneItems.map(chemicalProductOf);
export const defaultStaticApiSamples: StaticApiSample[] = defaultApiSampleItems.map(apiSampleOf);

/** The filter buttons of /pharmaceutical-apis, in display order. */
export const API_SAMPLE_FILTERS = [ALL_CATEGORIES, ...API_SAMPLE_CATEGORIES] as const;
export type ApiSampleFilter = (typeof API_SAMPLE_FILTERS)[number];

export function filterApiSamples(samples: readonly StaticApiSample[], filter: ApiSampleFilter): StaticApiSample[] {
  return filter === ALL_CATEGORIES ? [...samples] : samples.filter((sample) => sample.category === filter);
}

/** Completed over total as a rounded percentage; 0 when there is nothing to count. */
export function progressPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

/** Names longer than the limit are cut to the limit plus an ellipsis. */
export function truncateApiName(name: string, max: number = API_NAME_MAX_CHARS): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** The APIs a therapeutic card lists, and how many more it summarises as '+N more APIs'. */
export function apiPreview(apis: readonly ApiEntry[], shown: number = THERAPEUTIC_CARD_API_PREVIEW): { shown: ApiEntry[]; more: number } {
  return { shown: apis.slice(0, shown), more: Math.max(0, apis.length - shown) };
}
