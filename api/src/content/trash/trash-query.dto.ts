import { PAGE_KEY_PATTERN } from '@pharma/shared/content';
import { Matches } from 'class-validator';
import { Text } from '../../platform/validation/fields.js';

export class TrashQueryDto {
  @Text({ optional: true, max: 100 }) @Matches(PAGE_KEY_PATTERN, { message: 'page must be a page key' }) page?: string;
}
