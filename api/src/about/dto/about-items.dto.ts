import { PartialType } from '@nestjs/swagger';
import {
  LEADERSHIP_CATEGORIES,
  type AboutSection,
  type BrandColorName,
  type CoreValue,
  type JourneyMilestone,
  type LeadershipCategory,
  type LeadershipMember,
} from '@pharma/shared/content';
import { MetaDto } from '../../platform/validation/meta.dto.js';
import { sameFields } from '../../platform/validation/contract.js';
import { Colour, Flag, OneOf, Order, RichText, Text, TextList, WebAddress } from '../../platform/validation/fields.js';

export class AboutSectionDto extends MetaDto implements Omit<AboutSection, 'id'> {
  @Text() title!: string;
  @Text({ max: 5000 }) content!: string;
  @Text({ max: 100 }) icon!: string;
  @Colour({ optional: true, brandOnly: true }) color!: BrandColorName;
  @Order() order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<AboutSectionDto, AboutSection>(true);

export class LeadershipDto extends MetaDto implements Omit<LeadershipMember, 'id'> {
  @Text({ max: 200 }) name!: string;
  @Text({ max: 200 }) position!: string;
  @WebAddress({ optional: true, allowEmpty: true }) image!: string;
  @RichText() description!: string;
  @Colour({ optional: true, brandOnly: true }) color!: BrandColorName;
  @OneOf(LEADERSHIP_CATEGORIES, { optional: true }) category!: LeadershipCategory;
  @TextList({ optional: true }) achievements?: string[];
  @Text({ optional: true, allowEmpty: true }) experience?: string;
  @Text({ optional: true, allowEmpty: true }) education?: string;
  @Order() order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<LeadershipDto, LeadershipMember>(true);

export class CoreValueDto extends MetaDto implements Omit<CoreValue, 'id'> {
  @Text() title!: string;
  @Text({ max: 5000 }) description!: string;
  @Text({ max: 100 }) icon!: string;
  @Colour({ optional: true, brandOnly: true }) color!: BrandColorName;
  @Order() order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<CoreValueDto, CoreValue>(true);

export class MilestoneDto extends MetaDto implements Omit<JourneyMilestone, 'id'> {
  @Text() title!: string;
  @Text({ max: 5000 }) description!: string;
  @Text({ max: 50 }) year!: string;
  @WebAddress({ optional: true, allowEmpty: true }) image!: string;
  @Colour({ optional: true, brandOnly: true }) color!: BrandColorName;
  @Order() order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<MilestoneDto, JourneyMilestone>(true);

export class AboutSectionUpdateDto extends PartialType(AboutSectionDto) {}
export class LeadershipUpdateDto extends PartialType(LeadershipDto) {}
export class CoreValueUpdateDto extends PartialType(CoreValueDto) {}
export class MilestoneUpdateDto extends PartialType(MilestoneDto) {}
