import { Matches } from 'class-validator';
import { Text } from '../../platform/validation/fields.js';

export class TrashQueryDto {
  @Text({ optional: true, max: 64 }) @Matches(/^[a-z][a-z0-9_]{0,63}$/, { message: 'page must be a page key' }) page?: string;
}
