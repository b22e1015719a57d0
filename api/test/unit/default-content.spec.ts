import type { Type } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import * as content from '@pharma/shared/content';
import { AboutHeroDto, AboutJourneyDto, AboutVisionMissionDto } from '../../src/about/dto/about-sections.dto.js';
import { AboutSectionDto, CoreValueDto, LeadershipDto, MilestoneDto } from '../../src/about/dto/about-items.dto.js';
import { createValidationPipe } from '../../src/platform/validation/validation-pipe.js';
import { sameFields } from '../../src/platform/validation/contract.js';
import { bodiesOf } from '../../src/content/collections/dto-of.js';
import { SettingsDto } from '../../src/content/site/dto/site.dto.js';
import { InnovationCardDto, PolicyDto, SdgCardDto } from '../../src/sustainability/dto/sustainability-items.dto.js';
import {
  FooterDto,
  HeartDto,
  InnovationTransformationDto,
  SocialDto,
  SustainabilityHeroDto,
  SustainabilityVisionMissionDto,
} from '../../src/sustainability/dto/sustainability-sections.dto.js';

const home = content.HOME_COLLECTIONS;
const [SlideDto, OfferingDto, StatisticDto, RegulatoryDto, GlobalImpactDto] = [
  home.slides,
  home.offerings,
  home.statistics,
  home.regulatory,
  home.globalImpact,
].map((declaration) => bodiesOf(declaration).create);
const { hero: capabilitiesHero, research, facilities } = content.CAPABILITIES_COLLECTIONS;
const [CapabilitiesHeroDto, CapabilitiesResearchDto, FacilityDto] = [capabilitiesHero, research, facilities].map((declaration) => bodiesOf(declaration).create);
const { hero: contactHero, getInTouch, users } = content.CONTACT_COLLECTIONS;
const [ContactHeroDto, GetInTouchDto, ContactUserDto] = [contactHero, getInTouch, users].map((declaration) => bodiesOf(declaration).create);
const ProductsHeroDto = bodiesOf(content.PRODUCTS_COLLECTIONS.hero).create;

/** Every default the API seeds (and the pages fall back to) must pass the API's own validation. */
const CASES: Array<[string, Type<object>, object[]]> = [
  ['hero slides', SlideDto, content.defaultHeroSlides],
  ['offerings', OfferingDto, content.defaultOfferings],
  ['statistics', StatisticDto, content.defaultStatistics],
  ['regulatory', RegulatoryDto, content.defaultRegulatoryApprovals],
  ['global impact', GlobalImpactDto, [content.defaultHomeGlobalImpact]],
  ['about hero', AboutHeroDto, [content.defaultAboutHero]],
  ['about vision & mission', AboutVisionMissionDto, [content.defaultAboutVisionMission]],
  ['about journey', AboutJourneyDto, [content.defaultAboutJourney]],
  ['about sections', AboutSectionDto, content.defaultAboutSections],
  ['leadership', LeadershipDto, content.defaultLeadership],
  ['values', CoreValueDto, content.defaultCoreValues],
  ['milestones', MilestoneDto, content.defaultJourneyMilestones],
  ['products hero', ProductsHeroDto, [content.defaultProductsHero]],
  ['capabilities hero', CapabilitiesHeroDto, [content.defaultCapabilitiesHero]],
  ['capabilities research', CapabilitiesResearchDto, [content.defaultCapabilitiesResearch]],
  ['facilities', FacilityDto, content.defaultFacilities],
  ['sustainability hero', SustainabilityHeroDto, [content.defaultSustainabilityHero]],
  ['sustainability vision & mission', SustainabilityVisionMissionDto, [content.defaultSustainabilityVisionMission]],
  ['heart', HeartDto, [content.defaultSustainabilityHeart]],
  ['innovation & transformation', InnovationTransformationDto, [content.defaultInnovationTransformation]],
  ['social', SocialDto, [content.defaultSocialResponsibility]],
  ['footer', FooterDto, [content.defaultSustainabilityFooter]],
  ['SDG cards', SdgCardDto, content.defaultSdgCards],
  ['policies', PolicyDto, content.defaultPolicies],
  ['digital solutions', InnovationCardDto, content.defaultDigitalSolutions],
  ['research innovations', InnovationCardDto, content.defaultResearchInnovations],
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
