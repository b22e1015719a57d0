import { PartialType } from '@nestjs/swagger';
import {
  FACILITY_TYPES,
  type BrandColorName,
  type CapabilitiesHero,
  type CapabilitiesResearch,
  type Facility,
  type FacilityType,
  type ResearchCard,
  type ResearchPoint,
  type ResearchPromise,
} from '@pharma/shared/content';
import { MetaDto } from '../../platform/validation/meta.dto.js';
import { sameFields } from '../../platform/validation/contract.js';
import { AddressList, Colour, Flag, Nested, OneOf, Order, Text, TextList, WebAddress } from '../../platform/validation/fields.js';

export class CapabilitiesHeroDto extends MetaDto implements CapabilitiesHero {
  @Text() title!: string;
  @Text({ optional: true, allowEmpty: true }) subtitle?: string;
  @Text({ max: 5000 }) description!: string;
  @Text({ optional: true, allowEmpty: true, max: 5000 }) subDescription?: string;
  @WebAddress({ optional: true, allowEmpty: true }) backgroundImage!: string;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<CapabilitiesHeroDto, CapabilitiesHero>(true);

export class ResearchPointDto implements ResearchPoint {
  @Text() title!: string;
  @Text({ max: 5000 }) description!: string;
}
sameFields<ResearchPointDto, ResearchPoint>(true);

/** R&D cards: titles, subtitles, icon and colour are required (admin-panel §5). */
export class ResearchCardDto implements ResearchCard {
  @Text() title!: string;
  @Text() subtitle!: string;
  @Text({ max: 100 }) icon!: string;
  @Colour() color!: string;
  @Nested(() => ResearchPointDto, { optional: true, each: true, max: 20 }) points!: ResearchPointDto[];
}
sameFields<ResearchCardDto, ResearchCard>(true);

export class ResearchPromiseDto implements ResearchPromise {
  @Text() title!: string;
  @Text({ max: 5000 }) description!: string;
  @Text({ max: 100 }) icon!: string;
}
sameFields<ResearchPromiseDto, ResearchPromise>(true);

export class CapabilitiesResearchDto extends MetaDto implements CapabilitiesResearch {
  @Text() title!: string;
  @Text({ max: 5000 }) description!: string;
  @WebAddress({ optional: true, allowEmpty: true }) image!: string;
  @Flag({ optional: true }) isActive!: boolean;
  @Nested(() => ResearchCardDto, { optional: true }) apiCard!: ResearchCardDto;
  @Nested(() => ResearchCardDto, { optional: true }) fdfCard!: ResearchCardDto;
  @Nested(() => ResearchPromiseDto, { optional: true }) promise!: ResearchPromiseDto;
}
sameFields<CapabilitiesResearchDto, CapabilitiesResearch>(true);

/** Only the name is required; the editor sends empty optional texts as null (admin-panel §5). */
export class FacilityDto extends MetaDto implements Omit<Facility, 'id'> {
  @Text({ max: 200 }) name!: string;
  @OneOf(FACILITY_TYPES, { optional: true }) type!: FacilityType;
  @Text({ optional: true, allowEmpty: true, max: 200 }) location!: string | null;
  @Text({ optional: true, allowEmpty: true, max: 100 }) capacity!: string | null;
  @Text({ optional: true, allowEmpty: true, max: 50 }) established!: string | null;
  @WebAddress({ optional: true, allowEmpty: true }) image!: string | null;
  @Text({ optional: true, allowEmpty: true, max: 5000 }) description!: string;
  @TextList({ optional: true }) capabilities!: string[];
  @AddressList({ optional: true }) approvals!: string[];
  @Colour({ optional: true, brandOnly: true }) color!: BrandColorName | null;
  @Order({ optional: true }) order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<FacilityDto, Facility>(true);

export class CapabilitiesHeroUpdateDto extends PartialType(CapabilitiesHeroDto) {}
export class CapabilitiesResearchUpdateDto extends PartialType(CapabilitiesResearchDto) {}
export class FacilityUpdateDto extends PartialType(FacilityDto) {}
