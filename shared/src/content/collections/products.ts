import { brandColorAt } from '../common.js';
import { AOS_HERO_DEFAULTS } from '../constants.js';
import { defineList, defineSection, field, type ItemOf, type SectionOf, type Shape } from './kit.js';
import { pageStatFields } from './shared-fields.js';

/*
 * The products page's content types: the managed hero of /products, its catalogue (the therapeutic
 * categories and their APIs, the intermediates groups, the pyridine and thiophene lists), the API
 * samples of /pharmaceutical-apis and that page's own text (banner, figures, headings, call to action). Each is declared once here; its type, its stored defaults, the API's
 * schema, validation and routes, and the dashboard's editor fields all come from these declarations.
 * The defaults are the seed and the pages' built-in fallback.
 */

/** The scroll animations the public page's animation library knows. */
const AOS_TYPES = ['fade-up', 'fade-down', 'fade-left', 'fade-right', 'fade', 'zoom-in', 'zoom-out', 'flip-up', 'slide-up'] as const;

const background = { group: 'Background' } as const;
const text = { group: 'Text' } as const;
/*
 * The hero's text sits on a photo under a brand-coloured overlay: its default text colours are white
 * and a pale blue, not brand colours, so the text pickers offer those besides the palette. The
 * overlays default to brand blue and green and keep the palette alone.
 */
const HERO_TEXT_COLOURS = [
  { label: 'White', value: '#ffffff' },
  { label: 'Pale Blue', value: '#e8f1f8' },
] as const;
const colours = { group: 'Colours', extraColors: HERO_TEXT_COLOURS } as const;
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

/** A product identified by its CAS registry number. */
const apiEntryFields = {
  name: field.text('Name', { required: true, max: 300, wide: true }),
  cas: field.text('CAS Number', { required: true, max: 30, placeholder: '00000-00-0' }),
} as const;
export type ApiEntry = Shape<typeof apiEntryFields>;

const chemicalProductFields = {
  ...apiEntryFields,
  image: field.image('Structure Image'),
} as const;
export type ChemicalProduct = Shape<typeof chemicalProductFields>;

const therapeuticCategoryFields = {
  name: field.text('Category Name', { required: true, max: 100, wide: true }),
  icon: field.icon('Icon', { placeholder: 'ri-capsule-line' }),
  color: field.colour('Color', { palette: 'brand', editor: { required: true } }),
  apis: field.items('APIs', { fields: apiEntryFields, dtoName: 'TherapeuticApi', max: 200, itemLabel: 'API' }),
} as const;
/** A therapeutic category as stored: its APIs in display order. */
export type TherapeuticCategoryItem = ItemOf<typeof therapeuticCategoryFields>;

/** Intermediates for one group of target drugs; `category` names the targets. */
const intermediateGroupFields = {
  category: field.text('Target Drugs', { required: true, max: 200, wide: true, placeholder: 'Ticagrelor Intermediates' }),
  products: field.items('Products', { fields: chemicalProductFields, dtoName: 'IntermediateProduct', max: 100, itemLabel: 'Product' }),
} as const;
export type IntermediateGroupItem = ItemOf<typeof intermediateGroupFields>;

/** One product of the pyridine or thiophene list. */
export type ChemicalProductItem = ItemOf<typeof chemicalProductFields>;

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

const apiSampleFields = {
  name: field.text('Name', { required: true, max: 200, wide: true }),
  // The page's filter buttons are these categories, so a sample takes one of them.
  category: field.oneOf('Category', { values: API_SAMPLE_CATEGORIES, required: true }),
  cas: field.text('CAS Number', { required: true, max: 30 }),
  therapeutic: field.text('Therapeutic Class', { max: 200 }),
  purity: field.text('Purity', { max: 100, placeholder: '≥ 99.5% (HPLC)' }),
  regulatory: field.textList('Regulatory Approvals', { max: 10, help: `One per line: ${REGULATORY_BODIES.join(', ')}` }),
  description: field.text('Description', { multiline: true, max: 2000 }),
} as const;
/** A sample API of /pharmaceutical-apis, as stored. */
export type ApiSampleItem = ItemOf<typeof apiSampleFields>;

/*
 * The text of /pharmaceutical-apis around its samples. The page draws every field as plain text; the
 * filter buttons and the cards' labels are the interface's own words and stay with the page.
 */
const apisBannerFields = {
  title: field.text('Title', { required: true, max: 200, wide: true }),
  subtitle: field.text('Subtitle', { multiline: true, rows: 2, max: 500 }),
  image: field.image('Background Image'),
} as const;

const apisHeadingFields = {
  eyebrow: field.text('Eyebrow', { max: 100 }),
  title: field.text('Heading', { required: true, max: 200, wide: true }),
  description: field.text('Introduction', { multiline: true, rows: 2, max: 1000 }),
} as const;
export type ApisSectionHeading = Shape<typeof apisHeadingFields>;

const qualityPillarFields = {
  icon: field.icon('Icon', { placeholder: 'ri-shield-check-line' }),
  title: field.text('Title', { required: true, max: 200 }),
  text: field.text('Text', { multiline: true, rows: 2, max: 1000 }),
} as const;
export type QualityPillar = Shape<typeof qualityPillarFields>;

const apisQualityFields = {
  ...apisHeadingFields,
  pillars: field.items('Pillars', { fields: qualityPillarFields, dtoName: 'QualityPillar', max: 8, itemLabel: 'Pillar' }),
  accreditations: field.textList('Certifications and Approvals', { max: 20, help: 'One per line.' }),
} as const;

// The buttons' destinations (/contact, /products) are the page's structure; their words are content.
const apisCtaFields = {
  title: field.text('Title', { required: true, max: 200, wide: true }),
  text: field.text('Text', { multiline: true, rows: 2, max: 1000 }),
  contactLabel: field.text('Contact Button', { required: true, max: 60 }),
  productsLabel: field.text('Products Button', { required: true, max: 60 }),
} as const;

const pharmaceuticalApisFields = {
  hero: field.object('Banner', { fields: apisBannerFields, dtoName: 'PharmaceuticalApisBanner' }),
  stats: field.items('Key Figures', { fields: pageStatFields, dtoName: 'PageStat', max: 8, itemLabel: 'Figure' }),
  portfolio: field.object('API Portfolio', { fields: apisHeadingFields, dtoName: 'PharmaceuticalApisHeading' }),
  quality: field.object('Quality Section', { fields: apisQualityFields, dtoName: 'PharmaceuticalApisQuality' }),
  cta: field.object('Call to Action', { fields: apisCtaFields, dtoName: 'PharmaceuticalApisCta' }),
} as const;
/** The text of /pharmaceutical-apis around its samples, as stored. */
export type PharmaceuticalApisBody = SectionOf<typeof pharmaceuticalApisFields>;

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
  therapeuticCategories: defineList({
    name: 'products_therapeutic_categories',
    page: 'products',
    path: 'cms/products/therapeutic-categories',
    title: 'Therapeutic APIs',
    dtoName: 'TherapeuticCategory',
    noun: 'Therapeutic category',
    itemName: 'Therapeutic Category',
    fields: therapeuticCategoryFields,
    defaults: () => defaultTherapeuticCategoryItems,
  }),
  intermediateGroups: defineList({
    name: 'products_intermediate_groups',
    page: 'products',
    path: 'cms/products/intermediate-groups',
    title: 'Intermediates',
    dtoName: 'IntermediateGroup',
    noun: 'Intermediates group',
    itemName: 'Intermediates Group',
    fields: intermediateGroupFields,
    defaults: () => defaultIntermediateGroupItems,
  }),
  pyridineProducts: defineList({
    name: 'products_pyridine',
    page: 'products',
    path: 'cms/products/pyridine',
    title: 'Pyridine Derivatives',
    dtoName: 'PyridineProduct',
    noun: 'Pyridine product',
    itemName: 'Pyridine Product',
    fields: chemicalProductFields,
    defaults: () => defaultPyridineItems,
  }),
  thiopheneProducts: defineList({
    name: 'products_thiophene',
    page: 'products',
    path: 'cms/products/thiophene',
    title: 'Thiophene Derivatives',
    dtoName: 'ThiopheneProduct',
    noun: 'Thiophene product',
    itemName: 'Thiophene Product',
    fields: chemicalProductFields,
    defaults: () => defaultThiopheneItems,
  }),
  apiSamples: defineList({
    name: 'products_api_samples',
    page: 'products',
    path: 'cms/products/api-samples',
    title: 'API Samples',
    dtoName: 'ApiSample',
    noun: 'API sample',
    itemName: 'API Sample',
    fields: apiSampleFields,
    defaults: () => defaultApiSampleItems,
  }),
  pharmaceuticalApis: defineSection({
    name: 'products_pharmaceutical_apis',
    page: 'products',
    path: 'cms/products/pharmaceutical-apis',
    title: 'Pharmaceutical APIs Page',
    dtoName: 'PharmaceuticalApisPage',
    fields: pharmaceuticalApisFields,
    defaults: () => defaultPharmaceuticalApisBody,
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

type ApiEntrySeed = ApiEntry;
type CategorySeed = [name: string, icon: string, apis: ApiEntrySeed[]];

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

const listed = { isActive: true } as const;

export const defaultTherapeuticCategoryItems: TherapeuticCategoryItem[] = CATEGORY_SEEDS.map(([name, icon, apis], index) => ({
  id: slug(name),
  name,
  icon,
  color: brandColorAt(index),
  apis,
  order: index + 1,
  ...listed,
}));

function molecule(index: number): string {
  return `/images/products/molecule-${(index % 12) + 1}.svg`;
}

function withImages(products: ApiEntrySeed[], offset: number): ChemicalProduct[] {
  return products.map((product, index) => ({ ...product, image: molecule(offset + index) }));
}

const INTERMEDIATE_SEEDS: [category: string, products: ApiEntrySeed[]][] = [
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

export const defaultIntermediateGroupItems: IntermediateGroupItem[] = INTERMEDIATE_SEEDS.map(([category, products], index) => ({
  id: slug(category),
  category,
  products: withImages(products, index * 2),
  order: index + 1,
  ...listed,
}));

function chemicalItems(prefix: string, products: ChemicalProduct[]): ChemicalProductItem[] {
  return products.map((product, index) => ({ id: `${prefix}-${index + 1}`, ...product, order: index + 1, ...listed }));
}

export const defaultPyridineItems: ChemicalProductItem[] = chemicalItems(
  'pyridine',
  withImages(
    [
      { name: '2-Chloro-5-(chloromethyl)pyridine', cas: '70258-18-3' },
      { name: '2-Chloronicotinic Acid', cas: '2942-59-8' },
      { name: '4-Dimethylaminopyridine (DMAP)', cas: '1122-58-3' },
      { name: '2-Amino-5-bromopyridine', cas: '1072-97-5' },
    ],
    0,
  ),
);

export const defaultThiopheneItems: ChemicalProductItem[] = chemicalItems(
  'thiophene',
  withImages(
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
  ),
);

const API_SAMPLE_SEEDS: Omit<ApiSampleItem, 'order' | 'isActive'>[] = [
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

export const defaultApiSampleItems: ApiSampleItem[] = API_SAMPLE_SEEDS.map((sample, index) => ({ ...sample, order: index + 1, ...listed }));

export const defaultPharmaceuticalApisBody: PharmaceuticalApisBody = {
  hero: {
    title: 'Pharmaceutical APIs',
    subtitle: 'Regulatory-grade active pharmaceutical ingredients for CNS, psychotropic and complex generic therapies, trusted by partners in 80+ countries.',
    image: '/images/pages/pharmaceutical-apis.webp',
  },
  stats: [
    { value: '150+', label: 'API Products', icon: 'ri-flask-line' },
    { value: '80+', label: 'Countries', icon: 'ri-global-line' },
    { value: '40+', label: 'Years of Experience', icon: 'ri-time-line' },
    { value: '100%', label: 'Regulatory Compliance', icon: 'ri-shield-check-line' },
  ],
  portfolio: {
    eyebrow: 'API Portfolio',
    title: 'Featured Active Pharmaceutical Ingredients',
    description: 'A selection from our 150+ APIs, each backed by full documentation and approvals across the major regulated markets.',
  },
  quality: {
    eyebrow: 'Quality First',
    title: 'Quality & Regulatory Excellence',
    description: 'Quality is built into every step, from key starting materials to the final release certificate.',
    pillars: [
      {
        icon: 'ri-building-4-line',
        title: 'cGMP Manufacturing',
        text: 'Dedicated API blocks inspected by the US FDA and EDQM, with controlled-substance licences for psychotropics.',
      },
      {
        icon: 'ri-file-list-3-line',
        title: 'Complete Documentation',
        text: 'US DMFs, CEPs and ASMFs with open and closed parts, plus technical packages for every market we serve.',
      },
      {
        icon: 'ri-microscope-line',
        title: 'Analytical Excellence',
        text: 'Validated HPLC, GC and particle-size methods, impurity profiling and stability studies to ICH guidelines.',
      },
      {
        icon: 'ri-shield-check-line',
        title: 'Regulatory Support',
        text: 'A regulatory affairs team that answers deficiency letters and supports your filings with FDA, EMA, MHRA and TGA.',
      },
    ],
    accreditations: ['ISO 9001', 'ISO 14001', 'OHSAS 18001', 'US FDA', 'EDQM'],
  },
  cta: {
    title: 'Looking for a Specific API?',
    text: 'Our portfolio goes well beyond these samples. Ask us about availability, documentation and samples, or browse the full product range.',
    contactLabel: 'Contact Our Team',
    productsLabel: 'View All Products',
  },
};
