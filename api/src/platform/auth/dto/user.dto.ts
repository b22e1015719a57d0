import { PartialType, PickType } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import {
  ACCOUNT_STATUSES,
  LANGUAGE_LIMITS,
  LOCALE_TAG_PATTERN,
  REVIEW_LIMITS,
  ROLES,
  type AccountDraft,
  type AccountStatus,
  type Role,
  type SigningScope,
} from '@pharma/shared/content';
import { Email, Nested, OneOf, Text } from '../../validation/fields.js';

/** One language and meaning a reviewer may sign. */
export class SigningScopeDto implements SigningScope {
  @Text({ max: LANGUAGE_LIMITS.tagChars }) @Matches(LOCALE_TAG_PATTERN, { message: 'locale must be a language tag' }) locale!: string;
  @Text({ max: REVIEW_LIMITS.meaningChars }) meaning!: string;
}

/** POST /api/users: what an Administrator enters to add a user. */
export class CreateUserDto implements AccountDraft {
  @Text({ max: 200 }) name!: string;
  @Email() email!: string;
  @OneOf(ROLES) role!: Role;
  @OneOf(ACCOUNT_STATUSES) status!: AccountStatus;
  @Nested(() => SigningScopeDto, { optional: true, each: true, max: 100 }) signs?: SigningScopeDto[];
}

/** PATCH /api/users/:id: name, role, status, what they sign (the email is the username; a new address is a new account). */
export class UpdateUserDto extends PartialType(PickType(CreateUserDto, ['name', 'role', 'status', 'signs'] as const)) {}
