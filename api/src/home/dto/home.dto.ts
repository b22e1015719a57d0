import { PartialType } from '@nestjs/swagger';
import type { HeroSlide, HomeGlobalImpact, Offering, RegulatoryApproval, Statistic } from '@pharma/shared/content';
import { MetaDto } from '../../common/validation/meta.dto.js';
import { sameFields } from '../../common/validation/contract.js';
import { Colour, Flag, Int, Order, Text, WebAddress } from '../../common/validation/fields.js';

/* Required fields are those of the editors' pop-ups (admin-panel §5); the rest are optional. */

export class SlideDto extends MetaDto implements Omit<HeroSlide, 'id'> {
  @Text() title!: string;
  @Text({ optional: true, allowEmpty: true }) subtitle?: string;
  @WebAddress({ optional: true, allowEmpty: true }) image!: string;
  @Order() order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<SlideDto, HeroSlide>(true);

export class OfferingDto extends MetaDto implements Omit<Offering, 'id'> {
  @Text() title!: string;
  @Text() description!: string;
  @Text({ optional: true, allowEmpty: true, max: 100 }) icon!: string;
  @Colour({ optional: true }) color!: string;
  @Text({ max: 50 }) metric!: string;
  @Text({ max: 100 }) unit!: string;
  @Text({ optional: true, allowEmpty: true, max: 300 }) gradient?: string;
  @Order() order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<OfferingDto, Offering>(true);

export class StatisticDto extends MetaDto implements Omit<Statistic, 'id'> {
  @Text() title!: string;
  @Int() value!: number;
  @Text() description!: string;
  @WebAddress({ optional: true, allowEmpty: true }) image!: string;
  @Colour({ optional: true }) color!: string;
  @Order() order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<StatisticDto, Statistic>(true);

export class RegulatoryDto extends MetaDto implements Omit<RegulatoryApproval, 'id'> {
  @Text() title!: string;
  @Text() description!: string;
  @WebAddress({ optional: true, allowEmpty: true }) image!: string;
  @WebAddress({ optional: true, allowEmpty: true }) link?: string;
  @Colour({ optional: true }) color!: string;
  @Text({ optional: true, allowEmpty: true, max: 100 }) icon?: string;
  @Order() order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<RegulatoryDto, RegulatoryApproval>(true);

export class GlobalImpactDto extends MetaDto implements HomeGlobalImpact {
  @Text() title!: string;
  @Text() description!: string;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<GlobalImpactDto, HomeGlobalImpact>(true);

/* PUT bodies: any subset of the fields (the spec's editors sometimes send one changed field). */
export class SlideUpdateDto extends PartialType(SlideDto) {}
export class OfferingUpdateDto extends PartialType(OfferingDto) {}
export class StatisticUpdateDto extends PartialType(StatisticDto) {}
export class RegulatoryUpdateDto extends PartialType(RegulatoryDto) {}
export class GlobalImpactUpdateDto extends PartialType(GlobalImpactDto) {}
