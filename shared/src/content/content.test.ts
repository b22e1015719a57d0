import { describe, expect, it } from '@jest/globals';
import {
  ACCREDITATIONS,
  BRAND_COLORS,
  BRAND_TEXT_COLORS,
  CONTACT_MESSAGE_MAX,
  DEFAULT_COUNTS,
  FACILITY_TYPES,
  GRADIENT_FALLBACK,
  LEADERSHIP_CATEGORIES,
  NAME_ALLOWED,
  SDG_GOALS,
  THERAPEUTIC_CATEGORY_NAMES,
  apiPreview,
  brandColor,
  brandColorName,
  brandTextColor,
  canSubmitContact,
  cloneContent,
  commitmentColor,
  contrastOnWhite,
  defaultAboutContent,
  defaultAdminData,
  defaultCapabilitiesContent,
  defaultContactContent,
  defaultContactFormValues,
  defaultHomeContent,
  defaultIntermediateGroups,
  defaultPyridineProducts,
  defaultStaticApiSamples,
  defaultSustainabilityContent,
  defaultTherapeuticCategories,
  defaultThiopheneProducts,
  filterApiSamples,
  gradientStops,
  journeyHeading,
  newItemOrder,
  progressPercent,
  sanitizeName,
  sortByOrder,
  splitHeroTitle,
  truncateApiName,
  visibleItems,
  visibleUnlessInactive,
} from './index.js';

/** CAS check digit: the digits before it, read right to left, weighted 1, 2, 3, ... sum to it mod 10. */
function isValidCas(cas: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!match) return false;
  const [, first, second, check] = match as unknown as [string, string, string, string];
  const digits = [...`${first}${second}`].reverse();
  const sum = digits.reduce((total, digit, index) => total + (index + 1) * Number(digit), 0);
  return sum % 10 === Number(check);
}

function ids(items: readonly { id: string }[]): string[] {
  return items.map((item) => item.id);
}

function expectUnique(values: readonly (string | number)[]): void {
  expect(new Set(values).size).toBe(values.length);
}

const EXPECTED_API_COUNTS: Record<string, number> = {
  'Anti-Histaminic': 3,
  'Anti-Convulsant/Anxiolytic': 15,
  'Anti-Allergic': 7,
  'Anti-Depressants': 15,
  ADHD: 1,
  Antibiotic: 2,
  'Anti-Parkinson': 1,
  Hypnotic: 1,
  'Anti-Diabetic': 3,
  'Anti-Spasmodics': 5,
  Anxiolytic: 2,
  'Anti-Cancer Myelofibrosis': 1,
  'Anti-Cancer Ovarian': 1,
  'Anti-Psychotic': 9,
  'Treatment of Anemia': 6,
  'Treatment of Insomnia': 2,
  COPD: 3,
};

const allCas = [
  ...defaultTherapeuticCategories.flatMap((category) => category.apis.map((api) => api.cas)),
  ...defaultIntermediateGroups.flatMap((group) => group.products.map((product) => product.cas)),
  ...defaultPyridineProducts.map((product) => product.cas),
  ...defaultThiopheneProducts.map((product) => product.cas),
  ...defaultStaticApiSamples.map((sample) => sample.cas),
];

describe('home defaults', () => {
  const home = defaultHomeContent;

  it('has the spec counts', () => {
    expect(home.slides).toHaveLength(4);
    expect(home.offerings).toHaveLength(14);
    expect(home.statistics.map((stat) => stat.value)).toEqual([200, 150, 80]);
    expect(home.regulatory.map((item) => item.title)).toEqual(['US FDA', 'EDQM']);
  });

  it('carries the four default slide messages', () => {
    expect(home.slides.map((slide) => slide.title)).toEqual([
      '40+ years of expertise in psychotropic APIs and complex generics',
      'Customers in 80+ countries',
      'One integrated value chain across KSM, APIs and FDFs',
      '4 global facilities, 3 R&D centres and 1 integrated pharma platform',
    ]);
  });

  it('lists the seven accreditations and the global impact title', () => {
    expect(ACCREDITATIONS).toEqual(['US FDA', 'EU GMP', 'EDQM', 'Health Canada', 'ANVISA', 'PMDA', 'WHO-GMP']);
    expect(home.globalImpact.title).toBe('Global Impact & Excellence');
  });

  it('uses brand hex colours for offerings', () => {
    const brandHexes: string[] = Object.values(BRAND_COLORS);
    expect(home.offerings.every((offering) => brandHexes.includes(offering.color))).toBe(true);
  });
});

describe('about defaults', () => {
  const about = defaultAboutContent;

  it('has 14 leaders across the three categories', () => {
    expect(about.leadership).toHaveLength(14);
    const count = (category: string) => about.leadership.filter((member) => member.category === category).length;
    expect(new Set(about.leadership.map((member) => member.category))).toEqual(new Set(LEADERSHIP_CATEGORIES));
    expect(count('Management Team')).toBeGreaterThanOrEqual(4);
    expect(count('Advisory Board')).toBeGreaterThanOrEqual(4);
  });

  it('has the named values, sections, milestones, mission points and journey images', () => {
    expect(about.values.map((value) => value.title)).toEqual(['Innovation', 'Integrate', 'Improve', 'Impact']);
    expect(about.sections).toHaveLength(4);
    expect(about.journey).toHaveLength(3);
    expect(about.visionMission.missionPoints).toHaveLength(4);
    expect(about.aboutJourney.images).toHaveLength(3);
    expect(about.hero.logoCards).toHaveLength(3);
  });

  it('switches the journey heading by slide index', () => {
    expect(journeyHeading(undefined)).toBe('Our Journey');
    expect(journeyHeading(0)).not.toBe(journeyHeading(1));
    expect(journeyHeading(2)).toBe('Our Journey');
  });
});

describe('products defaults', () => {
  it('has 17 categories with the exact API counts, 77 in total', () => {
    expect(defaultTherapeuticCategories.map((category) => category.name)).toEqual([...THERAPEUTIC_CATEGORY_NAMES]);
    for (const category of defaultTherapeuticCategories) {
      expect([category.name, category.apis.length]).toEqual([category.name, EXPECTED_API_COUNTS[category.name]]);
      expect(category.apiCount).toBe(category.apis.length);
      expect(category.completedCount).toBe(category.apiCount);
    }
    const total = defaultTherapeuticCategories.reduce((sum, category) => sum + category.apiCount, 0);
    expect(total).toBe(77);
    expect(total).toBe(DEFAULT_COUNTS.therapeuticApis);
  });

  it('has 6 intermediate groups of 2 to 4 products, 4 pyridine and 10 thiophene products', () => {
    expect(defaultIntermediateGroups).toHaveLength(6);
    expect(defaultIntermediateGroups.every((group) => group.products.length >= 2 && group.products.length <= 4)).toBe(true);
    expectUnique(defaultIntermediateGroups.map((group) => group.category));
    expect(defaultPyridineProducts).toHaveLength(4);
    expect(defaultThiopheneProducts).toHaveLength(10);
  });

  it('has valid, unique CAS numbers', () => {
    expect(allCas.filter((cas) => !isValidCas(cas))).toEqual([]);
    const listed = [
      ...defaultTherapeuticCategories.flatMap((category) => category.apis.map((api) => api.cas)),
      ...defaultPyridineProducts.map((product) => product.cas),
      ...defaultThiopheneProducts.map((product) => product.cas),
    ];
    expectUnique(listed);
  });

  it('has six static API samples with allowed regulatory bodies', () => {
    expect(defaultStaticApiSamples).toHaveLength(6);
    const bodies = new Set(['FDA', 'EMA', 'MHRA', 'TGA']);
    expect(defaultStaticApiSamples.every((sample) => sample.regulatory.every((body) => bodies.has(body)))).toBe(true);
    expect(filterApiSamples(defaultStaticApiSamples, 'All Categories')).toHaveLength(6);
    expect(filterApiSamples(defaultStaticApiSamples, 'Anti-Histaminic')).toHaveLength(1);
  });
});

describe('capabilities defaults', () => {
  const { facilities } = defaultCapabilitiesContent;

  it('has 7 facilities of valid types covering all four, ordered 1..7', () => {
    expect(facilities).toHaveLength(7);
    expect(facilities.every((facility) => (FACILITY_TYPES as readonly string[]).includes(facility.type))).toBe(true);
    expect(new Set(facilities.map((facility) => facility.type))).toEqual(new Set(FACILITY_TYPES));
    expect(facilities.map((facility) => facility.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives API manufacturing sites at least five capabilities', () => {
    const apiSites = facilities.filter((facility) => facility.type === 'API Manufacturing');
    expect(apiSites.every((facility) => facility.capabilities.length >= 5)).toBe(true);
  });
});

describe('sustainability defaults', () => {
  const esg = defaultSustainabilityContent;

  it('has 7 SDG cards for the fixed goals and 6 policies', () => {
    expect(esg.sdgCards.map((card) => card.number)).toEqual([...SDG_GOALS]);
    expect(SDG_GOALS).toEqual([3, 6, 7, 9, 12, 13, 17]);
    expect(esg.policies).toHaveLength(6);
  });

  it('has 4 active mission points and heart limits', () => {
    expect(esg.visionMission.missionPoints).toHaveLength(4);
    expect(esg.visionMission.missionPoints.every((point) => point.isActive)).toBe(true);
    expect(esg.heart.sections).toHaveLength(3);
    expect(esg.heart.sections.every((section) => section.metrics.length === 2)).toBe(true);
    expect(esg.heart.commitments.map((commitment) => commitment.color)).toEqual(['refex-green', 'refex-blue', 'refex-orange', 'refex-green']);
  });

  it('splits the hero title at the first comma', () => {
    expect(splitHeroTitle(esg.hero.title)).toEqual(['Transforming Health,', 'Empowering Sustainability']);
    expect(splitHeroTitle('')).toEqual(['Transforming Health,', 'Empowering Sustainability']);
    expect(splitHeroTitle('A, B, C')).toEqual(['A,', 'B, C']);
    expect(splitHeroTitle('No comma')).toEqual(['No comma', '']);
  });
});

describe('contact defaults', () => {
  it('has the get-in-touch texts, business hours and three users', () => {
    const { getInTouch, users } = defaultContactContent;
    expect(getInTouch.title).toBe('Get in Touch');
    expect(getInTouch.businessHours).toEqual({
      title: 'Business Hours',
      mondayFriday: '9 AM - 6 PM',
      saturday: '10 AM - 4 PM',
      sunday: 'Closed',
    });
    expect(getInTouch.otherAddresses?.map((office) => office.city)).toEqual(['Bangalore', 'Mumbai', 'Baar']);
    expect(users).toHaveLength(3);
  });
});

describe('unique ids per list', () => {
  const lists: [string, { id: string }[]][] = [
    ['slides', defaultHomeContent.slides],
    ['offerings', defaultHomeContent.offerings],
    ['statistics', defaultHomeContent.statistics],
    ['regulatory', defaultHomeContent.regulatory],
    ['sections', defaultAboutContent.sections],
    ['leadership', defaultAboutContent.leadership],
    ['values', defaultAboutContent.values],
    ['journey', defaultAboutContent.journey],
    ['about mission points', defaultAboutContent.visionMission.missionPoints],
    ['facilities', defaultCapabilitiesContent.facilities],
    ['categories', defaultTherapeuticCategories],
    ['api samples', defaultStaticApiSamples],
    ['sdg', defaultSustainabilityContent.sdgCards],
    ['policies', defaultSustainabilityContent.policies],
    ['esg mission points', defaultSustainabilityContent.visionMission.missionPoints],
    ['vision points', defaultSustainabilityContent.visionMission.visionPoints],
    ['digital', defaultSustainabilityContent.digitalSolutions],
    ['research', defaultSustainabilityContent.researchInnovations],
    ['csr cards', defaultSustainabilityContent.social.csrCards],
    ['csr impact', defaultSustainabilityContent.social.csrImpactItems],
    ['contact users', defaultContactContent.users],
    ['admin users', defaultAdminData.users],
  ];

  it.each(lists)('%s', (_name, items) => {
    expectUnique(ids(items));
  });
});

describe('display helpers', () => {
  const items = [
    { id: 'a', order: 2, isActive: true },
    { id: 'b', isActive: true },
    { id: 'c', order: 1, isActive: false },
    { id: 'd', order: 1 },
  ];

  it('sorts by order with missing order as 0, without mutating', () => {
    expect(ids(sortByOrder(items))).toEqual(['b', 'c', 'd', 'a']);
    expect(ids(items)).toEqual(['a', 'b', 'c', 'd']);
    expect(sortByOrder(undefined)).toEqual([]);
  });

  it('shows only isActive === true with visibleItems', () => {
    expect(ids(visibleItems(items))).toEqual(['b', 'a']);
  });

  it('shows everything not explicitly inactive with visibleUnlessInactive', () => {
    expect(ids(visibleUnlessInactive(items))).toEqual(['b', 'd', 'a']);
  });

  it('resolves brand colours', () => {
    expect(brandColor('refex-green')).toBe('#7dc244');
    expect(brandColor('refex-orange')).toBe('#ee6a31');
    expect(brandColor('purple')).toBe('#2879b6');
    expect(brandColor(undefined)).toBe('#2879b6');
    expect(brandColor('#123abc')).toBe('#123abc');
    expect(brandColorName('refex-orange')).toBe('refex-orange');
    expect(brandColorName('#7DC244')).toBe('refex-green');
    expect(brandColorName('nonsense')).toBe('refex-blue');
    expect(brandColorName(null)).toBe('refex-blue');
  });

  it('resolves colours for text on white: brand hues to their text variants, other colours darkened to 4.5:1', () => {
    expect(brandTextColor('refex-blue')).toBe('#2879b6');
    expect(brandTextColor('refex-green')).toBe('#4a7a22');
    expect(brandTextColor('#EE6A31')).toBe('#b84a19');
    expect(brandTextColor(undefined)).toBe('#2879b6');
    for (const color of [...Object.values(BRAND_TEXT_COLORS), brandTextColor('#ffcc00'), brandTextColor('#fff'), brandTextColor('#7dc2aa')]) {
      expect(contrastOnWhite(color)).toBeGreaterThanOrEqual(4.5);
    }
    // A dark enough colour is kept; a light one keeps its hue, only darker.
    expect(brandTextColor('#123abc')).toBe('#123abc');
    expect(brandTextColor('#ffcc00')).toMatch(/^#[0-9a-f]{4}00$/);
    expect(brandTextColor('#ffcc00')).not.toBe('#ffcc00');
    expect(contrastOnWhite('#ee6a31')).toBeCloseTo(3.12, 2);
  });

  it('resolves commitment colours and gradients', () => {
    expect(commitmentColor('refex-blue')).toBe('#2879b6');
    expect(commitmentColor('refex-green')).toBe('#7dc244');
    expect(commitmentColor('anything')).toBe('#ee6a31');
    expect(gradientStops('#2879b6,#7dc244')).toEqual(['#2879b6', '#7dc244']);
    expect(gradientStops('')).toEqual([GRADIENT_FALLBACK, GRADIENT_FALLBACK]);
  });

  it('formats therapeutic cards', () => {
    expect(truncateApiName('Levocetirizine Dihydrochloride')).toBe('Levocetirizine Dihydrochl...');
    expect(truncateApiName('Clonazepam')).toBe('Clonazepam');
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
    const preview = apiPreview(defaultTherapeuticCategories[1]?.apis ?? []);
    expect(preview.shown).toHaveLength(3);
    expect(preview.more).toBe(12);
  });

  it('computes new item orders', () => {
    expect(newItemOrder(4)).toBe(5);
    expect(newItemOrder(3, 'contact-user')).toBe(3);
    expect(newItemOrder(9, 'facility')).toBe(1);
  });

  it('returns independent copies from cloneContent', () => {
    const copy = cloneContent(defaultHomeContent);
    copy.slides.pop();
    expect(defaultHomeContent.slides).toHaveLength(4);
  });
});

describe('contact form rules', () => {
  const filled = { ...defaultContactFormValues, name: 'Zoë O’Brien-Søren', email: 'a@b.co', message: 'Hello' };

  it('defaults the calling code to +91', () => {
    expect(defaultContactFormValues.countryCode).toBe('+91');
  });

  it('accepts letters of any script, spaces, hyphens and apostrophes only', () => {
    expect(NAME_ALLOWED.test(filled.name)).toBe(true);
    expect(NAME_ALLOWED.test('José María')).toBe(true);
    expect(NAME_ALLOWED.test('R2-D2')).toBe(false);
    expect(sanitizeName('Ann3 <Lee>')).toBe('Ann Lee');
  });

  it('needs a token and a message of at most 500 characters', () => {
    expect(canSubmitContact(filled, 'token')).toBe(true);
    expect(canSubmitContact(filled, null)).toBe(false);
    expect(canSubmitContact({ ...filled, message: 'x'.repeat(CONTACT_MESSAGE_MAX) }, 'token')).toBe(true);
    expect(canSubmitContact({ ...filled, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, 'token')).toBe(false);
  });
});
