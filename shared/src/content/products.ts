import { brandColorAt } from './common.js';
import type { BrandColorName, DisplayStat } from './common.js';
import { ALL_CATEGORIES, API_NAME_MAX_CHARS, THERAPEUTIC_CARD_API_PREVIEW } from './constants.js';

export const PRODUCT_TABS = ['therapeutic', 'intermediates', 'pyridine', 'thiophene'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];
export const DEFAULT_PRODUCT_TAB: ProductTab = 'therapeutic';

/** A product identified by its CAS registry number. */
export interface ApiEntry {
  name: string;
  cas: string;
}

export interface ChemicalProduct extends ApiEntry {
  image: string;
}

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

export interface TherapeuticCategory {
  id: string;
  name: TherapeuticCategoryName;
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

export const API_SAMPLE_CATEGORIES = [
  'CNS & Psychotropics',
  'Anti-Histaminic',
  'Anti-Convulsant',
  'Anti-Depressants',
  'ADHD Medications',
  'Complex Generics',
] as const;
export type ApiSampleCategory = (typeof API_SAMPLE_CATEGORIES)[number];

export const REGULATORY_BODIES = ['FDA', 'EMA', 'MHRA', 'TGA'] as const;
export type RegulatoryBody = (typeof REGULATORY_BODIES)[number];

export interface StaticApiSample {
  id: string;
  name: string;
  category: ApiSampleCategory;
  cas: string;
  therapeutic: string;
  purity: string;
  regulatory: RegulatoryBody[];
  description: string;
}

type CategorySeed = [name: TherapeuticCategoryName, icon: string, apis: ApiEntry[]];

const CATEGORY_SEEDS: CategorySeed[] = [
  [
    'Anti-Histaminic',
    'ri-flower-line',
    [
      { name: 'Cetirizine Dihydrochloride', cas: '83881-52-1' },
      { name: 'Hydroxyzine', cas: '68-88-2' },
      { name: 'Desloratadine', cas: '100643-71-8' },
    ],
  ],
  [
    'Anti-Convulsant/Anxiolytic',
    'ri-brain-line',
    [
      { name: 'Clonazepam', cas: '1622-61-3' },
      { name: 'Diazepam', cas: '439-14-5' },
      { name: 'Lorazepam', cas: '846-49-1' },
      { name: 'Alprazolam', cas: '28981-97-7' },
      { name: 'Clobazam', cas: '22316-47-8' },
      { name: 'Nitrazepam', cas: '146-22-5' },
      { name: 'Oxazepam', cas: '604-75-1' },
      { name: 'Chlordiazepoxide', cas: '58-25-3' },
      { name: 'Bromazepam', cas: '1812-30-2' },
      { name: 'Lamotrigine', cas: '84057-84-1' },
      { name: 'Levetiracetam', cas: '102767-28-2' },
      { name: 'Topiramate', cas: '97240-79-4' },
      { name: 'Oxcarbazepine', cas: '28721-07-5' },
      { name: 'Lacosamide', cas: '175481-36-4' },
      { name: 'Pregabalin', cas: '148553-50-8' },
    ],
  ],
  [
    'Anti-Allergic',
    'ri-plant-line',
    [
      { name: 'Montelukast Sodium', cas: '151767-02-1' },
      { name: 'Ketotifen Fumarate', cas: '34580-14-8' },
      { name: 'Levocetirizine Dihydrochloride', cas: '130018-87-0' },
      { name: 'Fexofenadine Hydrochloride', cas: '153439-40-8' },
      { name: 'Ebastine', cas: '90729-43-4' },
      { name: 'Bilastine', cas: '202189-78-4' },
      { name: 'Cromolyn Sodium', cas: '15826-37-6' },
    ],
  ],
  [
    'Anti-Depressants',
    'ri-emotion-happy-line',
    [
      { name: 'Sertraline Hydrochloride', cas: '79559-97-0' },
      { name: 'Fluoxetine Hydrochloride', cas: '56296-78-7' },
      { name: 'Paroxetine Hydrochloride', cas: '78246-49-8' },
      { name: 'Escitalopram Oxalate', cas: '219861-08-2' },
      { name: 'Citalopram Hydrobromide', cas: '59729-32-7' },
      { name: 'Venlafaxine Hydrochloride', cas: '99300-78-4' },
      { name: 'Desvenlafaxine Succinate', cas: '386750-22-7' },
      { name: 'Duloxetine Hydrochloride', cas: '136434-34-9' },
      { name: 'Bupropion Hydrochloride', cas: '31677-93-7' },
      { name: 'Trazodone Hydrochloride', cas: '25332-39-2' },
      { name: 'Vortioxetine Hydrobromide', cas: '960203-27-4' },
      { name: 'Agomelatine', cas: '138112-76-2' },
      { name: 'Amitriptyline Hydrochloride', cas: '549-18-8' },
      { name: 'Clomipramine Hydrochloride', cas: '17321-77-6' },
      { name: 'Fluvoxamine Maleate', cas: '61718-82-9' },
    ],
  ],
  ['ADHD', 'ri-focus-3-line', [{ name: 'Atomoxetine Hydrochloride', cas: '82248-59-7' }]],
  [
    'Antibiotic',
    'ri-bug-line',
    [
      { name: 'Linezolid', cas: '165800-03-3' },
      { name: 'Azithromycin', cas: '83905-01-5' },
    ],
  ],
  ['Anti-Parkinson', 'ri-walk-line', [{ name: 'Ropinirole Hydrochloride', cas: '91374-20-8' }]],
  ['Hypnotic', 'ri-moon-line', [{ name: 'Zolpidem Tartrate', cas: '99294-93-6' }]],
  [
    'Anti-Diabetic',
    'ri-drop-line',
    [
      { name: 'Vildagliptin', cas: '274901-16-5' },
      { name: 'Linagliptin', cas: '668270-12-0' },
      { name: 'Dapagliflozin', cas: '461432-26-8' },
    ],
  ],
  [
    'Anti-Spasmodics',
    'ri-pulse-line',
    [
      { name: 'Drotaverine Hydrochloride', cas: '985-12-6' },
      { name: 'Dicyclomine Hydrochloride', cas: '67-92-5' },
      { name: 'Mebeverine Hydrochloride', cas: '2753-45-9' },
      { name: 'Oxybutynin Chloride', cas: '1508-65-2' },
      { name: 'Solifenacin Succinate', cas: '242478-38-2' },
    ],
  ],
  [
    'Anxiolytic',
    'ri-mental-health-line',
    [
      { name: 'Buspirone Hydrochloride', cas: '33386-08-2' },
      { name: 'Etizolam', cas: '40054-69-1' },
    ],
  ],
  ['Anti-Cancer Myelofibrosis', 'ri-dna-line', [{ name: 'Ruxolitinib', cas: '941678-49-5' }]],
  ['Anti-Cancer Ovarian', 'ri-microscope-line', [{ name: 'Olaparib', cas: '763113-22-0' }]],
  [
    'Anti-Psychotic',
    'ri-psychotherapy-line',
    [
      { name: 'Olanzapine', cas: '132539-06-1' },
      { name: 'Quetiapine Fumarate', cas: '111974-72-2' },
      { name: 'Risperidone', cas: '106266-06-2' },
      { name: 'Aripiprazole', cas: '129722-12-9' },
      { name: 'Clozapine', cas: '5786-21-0' },
      { name: 'Paliperidone', cas: '144598-75-4' },
      { name: 'Lurasidone Hydrochloride', cas: '367514-88-3' },
      { name: 'Amisulpride', cas: '71675-85-9' },
      { name: 'Haloperidol', cas: '52-86-8' },
    ],
  ],
  [
    'Treatment of Anemia',
    'ri-heart-pulse-line',
    [
      { name: 'Roxadustat', cas: '808118-40-3' },
      { name: 'Daprodustat', cas: '960539-70-2' },
      { name: 'Vadadustat', cas: '1000025-07-9' },
      { name: 'Ferrous Fumarate', cas: '141-01-5' },
      { name: 'Folic Acid', cas: '59-30-3' },
      { name: 'Cyanocobalamin', cas: '68-19-9' },
    ],
  ],
  [
    'Treatment of Insomnia',
    'ri-zzz-line',
    [
      { name: 'Suvorexant', cas: '1030377-33-3' },
      { name: 'Lemborexant', cas: '1369764-02-2' },
    ],
  ],
  [
    'COPD',
    'ri-lungs-line',
    [
      { name: 'Glycopyrronium Bromide', cas: '596-51-0' },
      { name: 'Tiotropium Bromide', cas: '136310-93-5' },
      { name: 'Roflumilast', cas: '162401-32-3' },
    ],
  ],
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function toCategory([name, icon, apis]: CategorySeed, index: number): TherapeuticCategory {
  return {
    id: slug(name),
    name,
    icon,
    color: brandColorAt(index),
    apiCount: apis.length,
    completedCount: apis.length,
    apis,
  };
}

export const defaultTherapeuticCategories: TherapeuticCategory[] = CATEGORY_SEEDS.map(toCategory);

function molecule(index: number): string {
  return `/images/products/molecule-${(index % 12) + 1}.svg`;
}

function withImages(products: ApiEntry[], offset: number): ChemicalProduct[] {
  return products.map((product, index) => ({ ...product, image: molecule(offset + index) }));
}

const INTERMEDIATE_SEEDS: [category: string, products: ApiEntry[]][] = [
  [
    'Ticagrelor Intermediates',
    [
      { name: '4,6-Dichloro-2-(propylthio)pyrimidin-5-amine', cas: '145783-15-9' },
      { name: '4,6-Dichloro-5-nitro-2-(propylthio)pyrimidine', cas: '145783-14-8' },
      { name: '(1R,2S)-2-(3,4-Difluorophenyl)cyclopropanamine (R)-mandelate', cas: '376608-71-8' },
    ],
  ],
  [
    'Apixaban Intermediates',
    [
      { name: '3-Morpholino-1-(4-nitrophenyl)-5,6-dihydropyridin-2(1H)-one', cas: '503615-03-0' },
      { name: 'Ethyl chloro[(4-methoxyphenyl)hydrazono]acetate', cas: '27143-07-3' },
    ],
  ],
  [
    'Rivaroxaban Intermediates',
    [
      { name: '4-(4-Aminophenyl)morpholin-3-one', cas: '438056-69-0' },
      { name: '(S)-2-[[2-Oxo-3-[4-(3-oxomorpholino)phenyl]oxazolidin-5-yl]methyl]isoindoline-1,3-dione', cas: '446292-08-6' },
      { name: '5-Chlorothiophene-2-carboxylic acid', cas: '24065-33-6' },
    ],
  ],
  [
    'Sitagliptin Intermediates',
    [
      { name: '3-(Trifluoromethyl)-5,6,7,8-tetrahydro-[1,2,4]triazolo[4,3-a]pyrazine hydrochloride', cas: '762240-92-6' },
      { name: '2,4,5-Trifluorophenylacetic acid', cas: '209995-38-0' },
      { name: '(R)-3-(Boc-amino)-4-(2,4,5-trifluorophenyl)butanoic acid', cas: '486460-00-8' },
    ],
  ],
  [
    'Empagliflozin & Dapagliflozin Intermediates',
    [
      { name: '(S)-3-[4-(5-Bromo-2-chlorobenzyl)phenoxy]tetrahydrofuran', cas: '915095-89-5' },
      { name: '(S)-3-Hydroxytetrahydrofuran', cas: '86087-23-2' },
      { name: "5-Bromo-2-chloro-4'-ethoxydiphenylmethane", cas: '461432-23-5' },
      { name: '5-Bromo-2-chlorobenzoic acid', cas: '21739-92-4' },
    ],
  ],
  [
    'Telmisartan & Olmesartan Intermediates',
    [
      { name: '2-n-Propyl-4-methyl-6-(1-methylbenzimidazol-2-yl)benzimidazole', cas: '152628-02-9' },
      { name: "4'-Methylbiphenyl-2-carbonitrile (OTBN)", cas: '114772-53-1' },
      { name: 'Ethyl 4-(1-hydroxy-1-methylethyl)-2-propylimidazole-5-carboxylate', cas: '144689-93-0' },
    ],
  ],
];

export const defaultIntermediateGroups: IntermediateGroup[] = INTERMEDIATE_SEEDS.map(([category, products], index) => ({
  category,
  products: withImages(products, index * 2),
}));

export const defaultPyridineProducts: ChemicalProduct[] = withImages(
  [
    { name: '2-Chloro-5-(chloromethyl)pyridine', cas: '70258-18-3' },
    { name: '2-Chloronicotinic Acid', cas: '2942-59-8' },
    { name: '4-Dimethylaminopyridine (DMAP)', cas: '1122-58-3' },
    { name: '2-Amino-5-bromopyridine', cas: '1072-97-5' },
  ],
  0,
);

export const defaultThiopheneProducts: ChemicalProduct[] = withImages(
  [
    { name: '2-Acetylthiophene', cas: '88-15-3' },
    { name: 'Thiophene-2-carboxaldehyde', cas: '98-03-3' },
    { name: 'Thiophene-2-carboxylic Acid', cas: '527-72-0' },
    { name: '2-Thiopheneethanol', cas: '5402-55-1' },
    { name: '2-Thiopheneacetic Acid', cas: '1918-77-0' },
    { name: '3-Methylthiophene', cas: '616-44-4' },
    { name: '2-Bromothiophene', cas: '1003-09-4' },
    { name: '2-Chlorothiophene', cas: '96-43-5' },
    { name: '3-Bromothiophene', cas: '872-31-1' },
    { name: '4,5,6,7-Tetrahydrothieno[3,2-c]pyridine Hydrochloride', cas: '28783-41-7' },
  ],
  4,
);

export const defaultStaticApiSamples: StaticApiSample[] = [
  {
    id: 'api-sample-1',
    name: 'Alprazolam',
    category: 'CNS & Psychotropics',
    cas: '28981-97-7',
    therapeutic: 'Anxiolytic (triazolobenzodiazepine)',
    purity: '≥ 99.5% (HPLC)',
    regulatory: ['FDA', 'EMA', 'MHRA', 'TGA'],
    description: 'Short-acting benzodiazepine for anxiety and panic disorders, supplied with a US DMF and a CEP.',
  },
  {
    id: 'api-sample-2',
    name: 'Cetirizine Dihydrochloride',
    category: 'Anti-Histaminic',
    cas: '83881-52-1',
    therapeutic: 'Second-generation H1 antihistamine',
    purity: '≥ 99.0% (HPLC)',
    regulatory: ['FDA', 'EMA', 'TGA'],
    description: 'Non-sedating antihistamine for allergic rhinitis and chronic urticaria.',
  },
  {
    id: 'api-sample-3',
    name: 'Clonazepam',
    category: 'Anti-Convulsant',
    cas: '1622-61-3',
    therapeutic: 'Benzodiazepine anticonvulsant',
    purity: '≥ 99.5% (HPLC)',
    regulatory: ['FDA', 'EMA', 'MHRA'],
    description: 'Long-established API for seizure and panic disorders, manufactured under controlled-substance licences.',
  },
  {
    id: 'api-sample-4',
    name: 'Sertraline Hydrochloride',
    category: 'Anti-Depressants',
    cas: '79559-97-0',
    therapeutic: 'Selective serotonin reuptake inhibitor (SSRI)',
    purity: '≥ 99.5% (HPLC)',
    regulatory: ['FDA', 'EMA', 'MHRA', 'TGA'],
    description: 'Widely prescribed SSRI for depression, OCD and anxiety disorders, with a controlled polymorphic form.',
  },
  {
    id: 'api-sample-5',
    name: 'Atomoxetine Hydrochloride',
    category: 'ADHD Medications',
    cas: '82248-59-7',
    therapeutic: 'Selective norepinephrine reuptake inhibitor',
    purity: '≥ 99.0% (HPLC)',
    regulatory: ['FDA', 'EMA'],
    description: 'Non-stimulant treatment for attention-deficit/hyperactivity disorder in children and adults.',
  },
  {
    id: 'api-sample-6',
    name: 'Paliperidone Palmitate',
    category: 'Complex Generics',
    cas: '199739-10-1',
    therapeutic: 'Long-acting injectable atypical antipsychotic',
    purity: '≥ 99.0% (HPLC)',
    regulatory: ['FDA', 'EMA'],
    description: 'Long-acting injectable API with tightly controlled particle size for monthly and three-monthly dosing.',
  },
];

export const PHARMACEUTICAL_APIS_HERO_IMAGE = '/images/pages/pharmaceutical-apis.webp';

/** The filter buttons of /pharmaceutical-apis, in display order. */
export const API_SAMPLE_FILTERS = [ALL_CATEGORIES, ...API_SAMPLE_CATEGORIES] as const;
export type ApiSampleFilter = (typeof API_SAMPLE_FILTERS)[number];

export function filterApiSamples(samples: readonly StaticApiSample[], filter: ApiSampleFilter): StaticApiSample[] {
  return filter === ALL_CATEGORIES ? [...samples] : samples.filter((sample) => sample.category === filter);
}

export const pharmaceuticalApiStats: DisplayStat[] = [
  { value: '150+', label: 'API Products', icon: 'ri-flask-line' },
  { value: '80+', label: 'Countries', icon: 'ri-global-line' },
  { value: '40+', label: 'Years of Experience', icon: 'ri-time-line' },
  { value: '100%', label: 'Regulatory Compliance', icon: 'ri-shield-check-line' },
];

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
