import { PartialType, PickType } from '@nestjs/swagger';
import { ACCOUNT_STATUSES, ROLES, type AccountDraft, type AccountStatus, type Role } from '@pharma/shared/content';
import { Email, OneOf, Text } from '../../validation/fields.js';

/** POST /api/users: what an Administrator enters to add a user. */
export class CreateUserDto implements AccountDraft {
  @Text({ max: 200 }) name!: string;
  @Email() email!: string;
  @OneOf(ROLES) role!: Role;
  @OneOf(ACCOUNT_STATUSES) status!: AccountStatus;
}

/** PATCH /api/users/:id: name, role, status (the email is the username; a new address is a new account). */
export class UpdateUserDto extends PartialType(PickType(CreateUserDto, ['name', 'role', 'status'] as const)) {}
