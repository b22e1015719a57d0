import { COLLECTION_NAME_PATTERN, PAGE_KEY_PATTERN, type DiscardRequest, type PublishRequest } from '@pharma/shared/content';
import { Matches } from 'class-validator';
import { VERSIONED_ID_PATTERN } from '../../../platform/http/parse-id.pipe.js';
import { Flag, Nested, Text } from '../../../platform/validation/fields.js';

/** One document of a page: its collection and id. */
export class DocRefDto {
  @Text({ max: 100 }) @Matches(COLLECTION_NAME_PATTERN, { message: 'collection must be a collection name' }) collection!: string;
  @Text({ max: 64 }) @Matches(VERSIONED_ID_PATTERN, { message: 'id must be a document id or a route' }) id!: string;
}

/** GET /api/drafts?page= */
export class PageQueryDto {
  @Text({ max: 100 }) @Matches(PAGE_KEY_PATTERN, { message: 'page must be a page key' }) page!: string;
}

export class PublishDto implements PublishRequest {
  @Text({ max: 100 }) @Matches(PAGE_KEY_PATTERN, { message: 'page must be a page key' }) page!: string;
  @Nested(() => DocRefDto, { optional: true, each: true, max: 500 }) items?: DocRefDto[];
  @Flag({ optional: true }) confirmOutdated?: boolean;
}

export class DiscardDto extends DocRefDto implements DiscardRequest {}
