import type { Type } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import * as content from '@pharma/shared/content';
import { createValidationPipe } from '../../src/platform/validation/validation-pipe.js';
import { sameFields } from '../../src/platform/validation/contract.js';
import { bodiesOf } from '../../src/content/collections/dto-of.js';
import { SettingsDto } from '../../src/content/site/dto/site.dto.js';

const home = content.HOME_COLLECTIONS;
const [SlideDto, OfferingDto, StatisticDto, RegulatoryDto, GlobalImpactDto] = [
  home.slides,
  home.offerings,
  home.statistics,
  home.regulatory,
  home.globalImpact,
].map((declaration) => bodiesOf(declaration).create);
const about = content.ABOUT_COLLECTIONS;
const sustainability = content.SUSTAINABILITY_COLLECTIONS;
const create = (declaration: content.CollectionDeclaration) => bodiesOf(declaration).create;
const { hero: capabilitiesHero, research, facilities } = content.CAPABILITIES_COLLECTIONS;
const [CapabilitiesHeroDto, CapabilitiesResearchDto, FacilityDto] = [capabilitiesHero, research, facilities].map(create);
const { hero: contactHero, getInTouch, users } = content.CONTACT_COLLECTIONS;
const [ContactHeroDto, GetInTouchDto, ContactUserDto] = [contactHero, getInTouch, users].map(create);
const ProductsHeroDto = create(content.PRODUCTS_COLLECTIONS.hero);

/** Every default the API seeds (and the pages fall back to) must pass the API's own validation. */
const CASES: Array<[string, Type<object>, object[]]> = [
  ['hero slides', SlideDto, content.defaultHeroSlides],
  ['offerings', OfferingDto, content.defaultOfferings],
  ['statistics', StatisticDto, content.defaultStatistics],
  ['regulatory', RegulatoryDto, content.defaultRegulatoryApprovals],
  ['global impact', GlobalImpactDto, [content.defaultHomeGlobalImpact]],
  ['about hero', create(about.hero), [content.defaultAboutHero]],
  ['about vision & mission', create(about.visionMission), [content.defaultAboutVisionMission]],
  ['about journey', create(about.journey), [content.defaultAboutJourney]],
  ['about sections', create(about.sections), content.defaultAboutSections],
  ['leadership', create(about.leadership), content.defaultLeadership],
  ['values', create(about.values), content.defaultCoreValues],
  ['milestones', create(about.milestones), content.defaultJourneyMilestones],
  ['products hero', ProductsHeroDto, [content.defaultProductsHero]],
  ['pharmaceutical APIs page', create(content.PRODUCTS_COLLECTIONS.pharmaceuticalApis), [content.defaultPharmaceuticalApisBody]],
  ['capabilities hero', CapabilitiesHeroDto, [content.defaultCapabilitiesHero]],
  ['capabilities research', CapabilitiesResearchDto, [content.defaultCapabilitiesResearch]],
  ['facilities', FacilityDto, content.defaultFacilities],
  ['sustainability hero', create(sustainability.hero), [content.defaultSustainabilityHero]],
  ['sustainability vision & mission', create(sustainability.visionMission), [content.defaultSustainabilityVisionMission]],
  ['heart', create(sustainability.heart), [content.defaultSustainabilityHeart]],
  ['innovation & transformation', create(sustainability.innovationTransformation), [content.defaultInnovationTransformation]],
  ['social', create(sustainability.social), [content.defaultSocialResponsibility]],
  ['footer', create(sustainability.footer), [content.defaultSustainabilityFooter]],
  ['SDG cards', create(sustainability.sdg), content.defaultSdgCards],
  ['policies', create(sustainability.policies), content.defaultPolicies],
  ['digital solutions', create(sustainability.digitalSolutions), content.defaultDigitalSolutions],
  ['research innovations', create(sustainability.researchInnovations), content.defaultResearchInnovations],
  ['contact hero', ContactHeroDto, [content.defaultContactHero]],
  ['get in touch', GetInTouchDto, [content.defaultContactGetInTouch]],
  ['contact users', ContactUserDto, content.defaultContactUsers],
  ['settings', SettingsDto, [content.defaultSiteSettings]],
];

describe('shared default content passes the API validation', () => {
  it.each(CASES)('%s', async (_name, dto, items) => {
    const pipe = createValidationPipe(dto);
    for (const item of items) {
      await expect(pipe.transform(structuredClone(item), { type: 'body', metatype: dto })).resolves.toBeInstanceOf(dto);
    }
  });

  it('has the spec counts', () => {
    expect(content.defaultHeroSlides).toHaveLength(4);
    expect(content.defaultOfferings).toHaveLength(14);
    expect(content.defaultStatistics.map((s) => s.value)).toEqual([200, 150, 80]);
    expect(content.defaultLeadership).toHaveLength(14);
    expect(content.defaultFacilities).toHaveLength(7);
    expect(content.defaultSdgCards).toHaveLength(7);
    expect(content.defaultPolicies).toHaveLength(6);
  });
});

describe('contract check', () => {
  it('sameFields fails the type check when a DTO and its contract differ', () => {
    // @ts-expect-error a field missing from the DTO must not type-check
    sameFields<{ a: string }, { a: string; b: string }>(true);
    // @ts-expect-error a field the contract dropped must not type-check
    sameFields<{ a: string; stale: string }, { a: string }>(true);
    sameFields<{ a: string; id?: string; version?: number }, { a: string; id: string }>(true);
    expect(true).toBe(true);
  });
});
