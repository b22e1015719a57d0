import { Matches } from 'class-validator';
import { VERSIONED_ID_PATTERN } from '../../../platform/http/parse-id.pipe.js';
import { Text } from '../../../platform/validation/fields.js';

const NAME = /^[a-z][a-z0-9_]{0,63}$/;

/** The document an edit lock is about: a versioned content collection and a document id (or an SEO route). */
export class LockRefDto {
  @Text({ max: 64 }) @Matches(NAME, { message: 'collection must be a collection name' }) collection!: string;
  @Text({ max: 64 }) @Matches(VERSIONED_ID_PATTERN, { message: 'id must be a document id or a route' }) id!: string;
}

/** GET /api/locks?collection= (optional). */
export class LocksQueryDto {
  @Text({ optional: true, max: 64 }) @Matches(NAME, { message: 'collection must be a collection name' }) collection?: string;
}
