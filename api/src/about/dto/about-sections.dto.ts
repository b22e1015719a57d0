import { PartialType } from '@nestjs/swagger';
import type { AboutHero, AboutJourney, AboutMissionPoint, AboutVisionMission, LabelledStat, LogoCard, VisionPoint } from '@pharma/shared/content';
import { MetaDto } from '../../platform/validation/meta.dto.js';
import { NestedItemDto } from '../../platform/validation/nested-item.dto.js';
import { sameFields } from '../../platform/validation/contract.js';
import { AddressList, Colour, Flag, Nested, Order, RichText, Text, WebAddress } from '../../platform/validation/fields.js';

export class LogoCardDto implements LogoCard {
  @Text({ max: 200 }) name!: string;
  @WebAddress() logoUrl!: string;
  @WebAddress({ optional: true, allowEmpty: true }) link?: string;
}
sameFields<LogoCardDto, LogoCard>(true);

export class AboutHeroDto extends MetaDto implements AboutHero {
  @Text() title!: string;
  @Text({ optional: true, allowEmpty: true }) subtitle!: string;
  @RichText({ optional: true }) description!: string;
  @WebAddress({ optional: true, allowEmpty: true }) backgroundImage!: string;
  @Nested(() => LogoCardDto, { optional: true, each: true, max: 12 }) logoCards!: LogoCardDto[];
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<AboutHeroDto, AboutHero>(true);

export class VisionPointDto extends NestedItemDto implements VisionPoint {
  @Text() text!: string;
  @Text({ optional: true, allowEmpty: true, max: 100 }) icon!: string;
  @Colour({ optional: true }) color!: string;
}
sameFields<VisionPointDto, VisionPoint>(true);

/** A mission point has a title or a text; order starts at 1 (admin-panel §5). */
export class AboutMissionPointDto extends NestedItemDto implements AboutMissionPoint {
  @Text({ optional: true, allowEmpty: true }) title?: string;
  @Text({ optional: true, allowEmpty: true }) text?: string;
  @Text({ optional: true, allowEmpty: true }) description?: string;
  @Order({ optional: true, min: 1 }) override order!: number;
}
sameFields<AboutMissionPointDto, AboutMissionPoint>(true);

export class LabelledStatDto extends NestedItemDto implements LabelledStat {
  @Text({ max: 200 }) label!: string;
  @Text({ max: 50 }) value!: string;
  @Colour({ optional: true }) color!: string;
}
sameFields<LabelledStatDto, LabelledStat>(true);

export class AboutVisionMissionDto extends MetaDto implements AboutVisionMission {
  @Text({ optional: true, allowEmpty: true }) sectionTitle!: string;
  @Text({ optional: true, allowEmpty: true }) sectionSubtitle!: string;
  @Text() visionTitle!: string;
  @Text({ optional: true, allowEmpty: true }) visionSubtitle!: string;
  @Text({ max: 5000 }) visionDescription!: string;
  @WebAddress({ optional: true, allowEmpty: true }) visionImage!: string;
  @Text() missionTitle!: string;
  @Text({ optional: true, allowEmpty: true }) missionSubtitle!: string;
  @WebAddress({ optional: true, allowEmpty: true }) missionImage!: string;
  @Nested(() => VisionPointDto, { optional: true, each: true }) visionPoints!: VisionPointDto[];
  @Nested(() => AboutMissionPointDto, { optional: true, each: true }) missionPoints!: AboutMissionPointDto[];
  @Nested(() => LabelledStatDto, { optional: true, each: true }) stats!: LabelledStatDto[];
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<AboutVisionMissionDto, AboutVisionMission>(true);

export class AboutJourneyDto extends MetaDto implements AboutJourney {
  @Text({ optional: true }) title?: string;
  @Text({ optional: true, allowEmpty: true, max: 5000 }) summary!: string;
  @WebAddress({ optional: true, allowEmpty: true }) image?: string;
  @AddressList({ optional: true }) images!: string[];
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<AboutJourneyDto, AboutJourney>(true);

/* Section PUTs merge the fields sent into the stored section. */
export class AboutHeroUpdateDto extends PartialType(AboutHeroDto) {}
export class AboutVisionMissionUpdateDto extends PartialType(AboutVisionMissionDto) {}
export class AboutJourneyUpdateDto extends PartialType(AboutJourneyDto) {}
