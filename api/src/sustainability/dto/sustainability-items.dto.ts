import { PartialType } from '@nestjs/swagger';
import type { InnovationCard, SdgCard, SustainabilityPolicy } from '@pharma/shared/content';
import { MetaDto } from '../../platform/validation/meta.dto.js';
import { sameFields } from '../../platform/validation/contract.js';
import { Colour, Flag, Int, Order, RichText, Text } from '../../platform/validation/fields.js';

export class SdgCardDto extends MetaDto implements Omit<SdgCard, 'id'> {
  @Int({ min: 1, max: 17, description: 'UN Sustainable Development Goal number' }) number!: number;
  @Text() title!: string;
  @RichText({ optional: true }) contribution!: string;
  @Text({ optional: true, allowEmpty: true, max: 100 }) icon!: string;
  @Colour({ optional: true }) color!: string;
  @Order({ optional: true }) order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<SdgCardDto, SdgCard>(true);

export class PolicyDto extends MetaDto implements Omit<SustainabilityPolicy, 'id'> {
  @Text() title!: string;
  @RichText({ optional: true }) description!: string;
  @Text({ optional: true, allowEmpty: true, max: 100 }) icon!: string;
  @Colour({ optional: true }) color!: string;
  @Order({ optional: true }) order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<PolicyDto, SustainabilityPolicy>(true);

export class InnovationCardDto extends MetaDto implements Omit<InnovationCard, 'id'> {
  @Text() cardTitle!: string;
  @Text({ optional: true, allowEmpty: true }) cardSubtitle!: string;
  @RichText({ optional: true }) cardDescription!: string;
  @Order({ optional: true }) order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<InnovationCardDto, InnovationCard>(true);

export class SdgCardUpdateDto extends PartialType(SdgCardDto) {}
export class PolicyUpdateDto extends PartialType(PolicyDto) {}
export class InnovationCardUpdateDto extends PartialType(InnovationCardDto) {}
