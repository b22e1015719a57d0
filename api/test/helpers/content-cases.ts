import {
  defaultAboutSections,
  defaultApiSampleItems,
  defaultContactUsers,
  defaultCoreValues,
  defaultDigitalSolutions,
  defaultFacilities,
  defaultHeroSlides,
  defaultIntermediateGroupItems,
  defaultJourneyMilestones,
  defaultLeadership,
  defaultOfferings,
  defaultPolicies,
  defaultPyridineItems,
  defaultRegulatoryApprovals,
  defaultResearchInnovations,
  defaultSdgCards,
  defaultStatistics,
  defaultTherapeuticCategoryItems,
  defaultThiopheneItems,
} from '@pharma/shared/content';

/** A managed list: where it lives, a valid new item, one invalid body and the field it must name. */
export interface ListCase {
  path: string;
  count: number;
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
  invalidField: string;
  /** A one-field change for PUT. */
  change: Record<string, unknown>;
  /** A PUT body that is invalid even as a partial update (defaults to `invalid`). */
  invalidUpdate?: Record<string, unknown>;
}

/** A new item made from the first default: same shape, no id. */
function fromDefault<T extends { id: string }>(items: T[], changes: Record<string, unknown> = {}): Record<string, unknown> {
  const { id: _id, ...rest } = items[0]!;
  return { ...rest, ...changes };
}

export const LIST_CASES: ListCase[] = [
  {
    path: '/api/cms/home/slides',
    count: 4,
    valid: fromDefault(defaultHeroSlides, { title: 'New slide' }),
    invalid: { order: 1 },
    invalidField: 'title',
    change: { title: 'Changed' },
    invalidUpdate: { title: '' },
  },
  {
    path: '/api/cms/home/offerings',
    count: 14,
    valid: fromDefault(defaultOfferings),
    invalid: { ...fromDefault(defaultOfferings), color: 'purple' },
    invalidField: 'color',
    change: { metric: '99+' },
  },
  {
    path: '/api/cms/home/statistics',
    count: 3,
    valid: fromDefault(defaultStatistics),
    invalid: { ...fromDefault(defaultStatistics), value: 'many' },
    invalidField: 'value',
    change: { value: 250 },
    // A statistic counts something: a whole number (the editor's field is an integer field too).
    invalidUpdate: { value: 12.5 },
  },
  {
    path: '/api/cms/home/regulatory',
    count: 2,
    valid: fromDefault(defaultRegulatoryApprovals),
    invalid: { ...fromDefault(defaultRegulatoryApprovals), link: 'javascript:alert(1)' },
    invalidField: 'link',
    change: { title: 'WHO-GMP' },
  },
  {
    path: '/api/cms/about/leadership',
    count: 14,
    valid: fromDefault(defaultLeadership),
    invalid: { ...fromDefault(defaultLeadership), category: 'Board of Wizards' },
    invalidField: 'category',
    change: { position: 'Chair' },
  },
  {
    path: '/api/cms/about/sections',
    count: 4,
    valid: fromDefault(defaultAboutSections),
    invalid: { ...fromDefault(defaultAboutSections), icon: '' },
    invalidField: 'icon',
    change: { content: 'New text' },
  },
  {
    path: '/api/cms/about/values',
    count: 4,
    valid: fromDefault(defaultCoreValues),
    invalid: { ...fromDefault(defaultCoreValues), order: -1 },
    invalidField: 'order',
    change: { title: 'Integrity' },
  },
  {
    path: '/api/cms/about/milestones',
    count: 3,
    valid: fromDefault(defaultJourneyMilestones),
    invalid: { ...fromDefault(defaultJourneyMilestones), year: undefined },
    invalidField: 'year',
    change: { year: '2030' },
    invalidUpdate: { year: '' },
  },
  {
    path: '/api/cms/capabilities/facilities',
    count: 7,
    valid: fromDefault(defaultFacilities, { location: null, capacity: null }),
    invalid: { name: 'X', type: 'Bakery' },
    invalidField: 'type',
    change: { capacity: '900 MT/year' },
  },
  {
    path: '/api/cms/sustainability/sdg',
    count: 7,
    valid: fromDefault(defaultSdgCards),
    invalid: { ...fromDefault(defaultSdgCards), number: 18 },
    invalidField: 'number',
    change: { contribution: 'More' },
  },
  {
    path: '/api/cms/sustainability/policies',
    count: 6,
    valid: fromDefault(defaultPolicies),
    invalid: { ...fromDefault(defaultPolicies), color: 'rgb(1,2,3)' },
    invalidField: 'color',
    change: { title: 'Ethics Policy' },
  },
  {
    path: '/api/cms/sustainability/digital-solutions',
    count: 3,
    valid: fromDefault(defaultDigitalSolutions),
    invalid: { cardSubtitle: 'no title' },
    invalidField: 'cardTitle',
    change: { cardSubtitle: 'Only this field' },
    invalidUpdate: { cardTitle: null, cardSubtitle: 'x' },
  },
  {
    path: '/api/cms/sustainability/research-innovations',
    count: 3,
    valid: fromDefault(defaultResearchInnovations),
    invalid: { cardTitle: 42 },
    invalidField: 'cardTitle',
    change: { cardDescription: 'Only this field' },
  },
  {
    path: '/api/cms/contact/users',
    count: 3,
    valid: fromDefault(defaultContactUsers),
    invalid: { ...fromDefault(defaultContactUsers), email: 'not-an-email' },
    invalidField: 'email',
    change: { phone: '+41 44 123 45 67' },
  },
  {
    path: '/api/cms/products/therapeutic-categories',
    count: 17,
    valid: fromDefault(defaultTherapeuticCategoryItems, { name: 'Anti-Migraine' }),
    invalid: { ...fromDefault(defaultTherapeuticCategoryItems), color: '#123456' },
    invalidField: 'color',
    change: { icon: 'ri-capsule-line' },
  },
  {
    path: '/api/cms/products/intermediate-groups',
    count: 6,
    valid: fromDefault(defaultIntermediateGroupItems, { category: 'Edoxaban Intermediates' }),
    invalid: { ...fromDefault(defaultIntermediateGroupItems), category: '' },
    invalidField: 'category',
    change: { category: 'Ticagrelor Key Intermediates' },
  },
  {
    path: '/api/cms/products/pyridine',
    count: 4,
    valid: fromDefault(defaultPyridineItems),
    invalid: { ...fromDefault(defaultPyridineItems), image: 'javascript:alert(1)' },
    invalidField: 'image',
    change: { name: '2-Chloronicotinic acid' },
  },
  {
    path: '/api/cms/products/thiophene',
    count: 10,
    valid: fromDefault(defaultThiopheneItems),
    invalid: { ...fromDefault(defaultThiopheneItems), cas: '' },
    invalidField: 'cas',
    change: { cas: '88-15-3' },
  },
  {
    path: '/api/cms/products/api-samples',
    count: 6,
    valid: fromDefault(defaultApiSampleItems),
    invalid: { ...fromDefault(defaultApiSampleItems), category: 'Vitamins' },
    invalidField: 'category',
    change: { purity: '≥ 99.8% (HPLC)' },
  },
];

/** A section: where it is read and written, a valid change and an invalid one. */
export interface SectionCase {
  path: string;
  /** Where the change shows up in a public read, and under which key. */
  readPath: string;
  readKey?: string;
  change: Record<string, unknown>;
  invalid: Record<string, unknown>;
  invalidField: string;
}

export const SECTION_CASES: SectionCase[] = [
  {
    path: '/api/cms/home/global-impact',
    readPath: '/api/cms/home/global-impact',
    change: { title: 'Worldwide' },
    invalid: { title: '' },
    invalidField: 'title',
  },
  {
    path: '/api/cms/about/hero',
    readPath: '/api/cms/about',
    readKey: 'hero',
    change: { title: 'About us' },
    invalid: { logoCards: [{ name: 'X' }] },
    invalidField: 'logoCards.0.logoUrl',
  },
  {
    path: '/api/cms/about/vision-mission',
    readPath: '/api/cms/about',
    readKey: 'visionMission',
    change: { visionTitle: 'Vision 2030' },
    invalid: { missionPoints: [{ id: 'm1', title: 'x', order: 0 }] },
    invalidField: 'missionPoints.0.order',
  },
  {
    path: '/api/cms/about/journey',
    readPath: '/api/cms/about',
    readKey: 'aboutJourney',
    change: { summary: 'Shorter', images: ['/uploads/a.png', 'https://cdn.example.com/b.jpg'] },
    invalid: { images: ['data:image/png;base64,AAAA'] },
    invalidField: 'images',
  },
  {
    path: '/api/cms/products/hero',
    readPath: '/api/cms/products/hero',
    change: { titleLine1: 'Our', aosDuration: 800 },
    invalid: { aosDelay: 'soon' },
    invalidField: 'aosDelay',
  },
  {
    path: '/api/cms/capabilities/hero',
    readPath: '/api/cms/capabilities',
    readKey: 'hero',
    change: { subtitle: 'New' },
    invalid: { description: '' },
    invalidField: 'description',
  },
  {
    path: '/api/cms/capabilities/research',
    readPath: '/api/cms/capabilities',
    readKey: 'research',
    change: { promise: { title: 'Promise', description: 'We deliver', icon: 'ri-award-line' } },
    invalid: { apiCard: { title: 'API R&D', subtitle: 's', icon: 'i', color: 'rainbow' } },
    invalidField: 'apiCard.color',
  },
  {
    path: '/api/cms/capabilities/contract-manufacturing',
    readPath: '/api/cms/capabilities/contract-manufacturing',
    change: { stats: [{ value: '600+', label: 'Reactions', icon: 'ri-flask-line' }] },
    invalid: { process: [{ step: 0, title: 'Assess', description: '', icon: '' }] },
    invalidField: 'process.0.step',
  },
  {
    path: '/api/cms/capabilities/research-development',
    readPath: '/api/cms/capabilities/research-development',
    change: { pipeline: [{ stage: 'Discovery', projects: 30 }] },
    invalid: { focusAreas: [{ id: 'f', title: 'Focus', description: '', icon: '', progress: 101 }] },
    invalidField: 'focusAreas.0.progress',
  },
  {
    path: '/api/cms/products/pharmaceutical-apis',
    readPath: '/api/cms/products/pharmaceutical-apis',
    change: { portfolio: { eyebrow: 'Portfolio', title: 'Our APIs', description: '' } },
    invalid: { hero: { title: '', subtitle: 'No title', image: '' } },
    invalidField: 'hero.title',
  },
  {
    path: '/api/cms/sustainability/hero',
    readPath: '/api/cms/sustainability',
    readKey: 'hero',
    change: { title: 'Greener, Healthier' },
    invalid: { backgroundImage: 'ftp://x' },
    invalidField: 'backgroundImage',
  },
  {
    path: '/api/cms/sustainability/heart',
    readPath: '/api/cms/sustainability',
    readKey: 'heart',
    change: { isActive: false },
    invalid: { commitments: [{ title: 'x', color: 'refex-purple' }] },
    invalidField: 'commitments.0.color',
  },
  {
    path: '/api/cms/sustainability/vision-mission',
    readPath: '/api/cms/sustainability',
    readKey: 'visionMission',
    change: { missionTitle: 'Mission' },
    invalid: { missionPoints: [{ text: 'no id' }] },
    invalidField: 'missionPoints.0.id',
  },
  {
    path: '/api/cms/sustainability/innovation-transformation',
    readPath: '/api/cms/sustainability',
    readKey: 'innovationTransformation',
    change: { sectionTitle: 'Innovation' },
    invalid: { isActive: 'yes' },
    invalidField: 'isActive',
  },
  {
    path: '/api/cms/sustainability/social',
    readPath: '/api/cms/sustainability',
    readKey: 'social',
    change: { csrImpactTitle: 'Impact' },
    invalid: { csrCards: [{ id: 'c', cardTitle: 'x', gradientColors: 'url(evil)' }] },
    invalidField: 'csrCards.0.gradientColors',
  },
  {
    path: '/api/cms/sustainability/footer',
    readPath: '/api/cms/sustainability',
    readKey: 'footer',
    change: { ctaText: 'Talk to us' },
    invalid: { title: null, extra: 1 },
    invalidField: 'extra',
  },
  {
    path: '/api/cms/contact/hero',
    readPath: '/api/cms/contact',
    readKey: 'hero',
    change: { subtitle: 'Say hello' },
    invalid: { title: '' },
    invalidField: 'title',
  },
  {
    path: '/api/cms/contact/get-in-touch',
    readPath: '/api/cms/contact',
    readKey: 'getInTouch',
    change: { businessHours: { title: 'Hours', mondayFriday: '8 AM - 5 PM', saturday: 'Closed', sunday: 'Closed' } },
    invalid: { email: { title: 'Email', address: 'nope', responseTime: '1 day', icon: 'ri-mail-line', color: '#ee6a31' } },
    invalidField: 'email.address',
  },
  {
    path: '/api/cms/settings',
    readPath: '/api/cms/settings',
    change: { siteName: 'Renamed', currency: 'EUR' },
    invalid: { timezone: 'CET' },
    invalidField: 'timezone',
  },
];
