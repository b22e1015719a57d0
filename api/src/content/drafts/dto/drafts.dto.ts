import type { DiscardRequest, PublishRequest } from '@pharma/shared/content';
import { Matches } from 'class-validator';
import { VERSIONED_ID_PATTERN } from '../../../platform/http/parse-id.pipe.js';
import { Nested, Text } from '../../../platform/validation/fields.js';

const NAME = /^[a-z][a-z0-9_]{0,63}$/;

/** One document of a page: its collection and id. */
export class DocRefDto {
  @Text({ max: 64 }) @Matches(NAME, { message: 'collection must be a collection name' }) collection!: string;
  @Text({ max: 64 }) @Matches(VERSIONED_ID_PATTERN, { message: 'id must be a document id or a route' }) id!: string;
}

/** GET /api/drafts?page= */
export class PageQueryDto {
  @Text({ max: 64 }) @Matches(NAME, { message: 'page must be a page key' }) page!: string;
}

export class PublishDto implements PublishRequest {
  @Text({ max: 64 }) @Matches(NAME, { message: 'page must be a page key' }) page!: string;
  @Nested(() => DocRefDto, { optional: true, each: true, max: 500 }) items?: DocRefDto[];
}

export class DiscardDto extends DocRefDto implements DiscardRequest {}
