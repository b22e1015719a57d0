import { PartialType } from '@nestjs/swagger';
import {
  CURRENCY_OPTIONS,
  ROLES,
  TIMEZONE_OPTIONS,
  type AdminUser,
  type AdminUserRole,
  type AdminUserStatus,
  type Currency,
  type SiteSettings,
  type Timezone,
} from '@pharma/shared/content';
import { MetaDto } from '../../common/validation/meta.dto.js';
import { sameFields } from '../../common/validation/contract.js';
import { Email, OneOf, Text } from '../../common/validation/fields.js';

export const ADMIN_USER_ROLES = ROLES;
export const ADMIN_USER_STATUSES = ['active', 'inactive'] as const satisfies readonly AdminUserStatus[];
// The shared package gives these as types only; fail the build if a value is added there.
sameFields<Record<AdminUserRole, 1>, Record<(typeof ADMIN_USER_ROLES)[number], 1>>(true);
sameFields<Record<AdminUserStatus, 1>, Record<(typeof ADMIN_USER_STATUSES)[number], 1>>(true);

export class SettingsDto extends MetaDto implements SiteSettings {
  @Text({ max: 200 }) siteName!: string;
  @OneOf(CURRENCY_OPTIONS) currency!: Currency;
  @OneOf(TIMEZONE_OPTIONS) timezone!: Timezone;
}
sameFields<SettingsDto, SiteSettings>(true);

export class AdminUserDto extends MetaDto implements Omit<AdminUser, 'id'> {
  @Text({ max: 200 }) name!: string;
  @Email() email!: string;
  @OneOf(ADMIN_USER_ROLES) role!: AdminUserRole;
  @OneOf(ADMIN_USER_STATUSES, { optional: true }) status!: AdminUserStatus;
}
sameFields<AdminUserDto, AdminUser>(true);

export class SettingsUpdateDto extends PartialType(SettingsDto) {}
export class AdminUserUpdateDto extends PartialType(AdminUserDto) {}
