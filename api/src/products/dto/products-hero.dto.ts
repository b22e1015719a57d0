import { PartialType } from '@nestjs/swagger';
import type { ProductsHero } from '@pharma/shared/content';
import { MetaDto } from '../../platform/validation/meta.dto.js';
import { sameFields } from '../../platform/validation/contract.js';
import { Colour, Flag, Int, Text, WebAddress } from '../../platform/validation/fields.js';

export class ProductsHeroDto extends MetaDto implements ProductsHero {
  @WebAddress({ optional: true, allowEmpty: true }) backgroundImage!: string;
  @Colour({ optional: true }) overlayFrom!: string;
  @Colour({ optional: true }) overlayTo!: string;
  @Text({ optional: true, allowEmpty: true, max: 200 }) titleLine1!: string;
  @Text({ optional: true, allowEmpty: true, max: 200 }) titleLine2!: string;
  @Text({ optional: true, allowEmpty: true }) subtitle!: string;
  @Text({ optional: true, allowEmpty: true }) highlightText!: string;
  @Text({ optional: true, allowEmpty: true, max: 5000 }) description!: string;
  @Colour({ optional: true }) titleColor!: string;
  @Colour({ optional: true }) subtitleColor!: string;
  @Colour({ optional: true }) descriptionColor!: string;
  @Text({ optional: true, max: 50 }) aosType!: string;
  @Int({ optional: true, max: 60_000 }) aosDuration!: number;
  @Int({ optional: true, max: 60_000 }) aosDelay!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<ProductsHeroDto, ProductsHero>(true);

export class ProductsHeroUpdateDto extends PartialType(ProductsHeroDto) {}
