import { PartialType } from '@nestjs/swagger';
import { CURRENCY_OPTIONS, TIMEZONE_OPTIONS, type Currency, type SiteSettings, type Timezone } from '@pharma/shared/content';
import { MetaDto } from '../../../platform/validation/meta.dto.js';
import { sameFields } from '../../../platform/validation/contract.js';
import { OneOf, Text } from '../../../platform/validation/fields.js';

export class SettingsDto extends MetaDto implements SiteSettings {
  @Text({ max: 200 }) siteName!: string;
  @OneOf(CURRENCY_OPTIONS) currency!: Currency;
  @OneOf(TIMEZONE_OPTIONS) timezone!: Timezone;
}
sameFields<SettingsDto, SiteSettings>(true);

export class SettingsUpdateDto extends PartialType(SettingsDto) {}
