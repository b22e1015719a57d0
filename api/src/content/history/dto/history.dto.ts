import { CURRENT_DRAFT, type RestoreRequest } from '@pharma/shared/content';
import { Matches } from 'class-validator';
import { ID_PATTERN } from '../../../platform/http/parse-id.pipe.js';
import { Flag, Text } from '../../../platform/validation/fields.js';

/** Snapshot ids are `collection.docId.vN.time`: longer than a document id, same characters (or an SEO entry's route). */
export const SNAPSHOT_PATTERN =
  /^[a-z][a-z0-9_]{0,63}(?:__[A-Za-z0-9-]{1,35})?\.(?:[A-Za-z0-9][A-Za-z0-9._:-]{0,63}|\/(?:[a-z0-9-]{1,63})?)\.v\d{1,9}\.\d{1,15}$/;

export class RestoreDto implements RestoreRequest {
  @Text({ max: 200 }) @Matches(SNAPSHOT_PATTERN, { message: 'snapshotId must be a version id' }) snapshotId!: string;
  @Flag({ optional: true }) publish?: boolean;
}

/** A version id, or `draft` (CURRENT_DRAFT): the working copy. */
const DIFF_SIDE = new RegExp(`^(?:${CURRENT_DRAFT}|${SNAPSHOT_PATTERN.source.slice(1, -1)})$`);

export class DiffQueryDto {
  @Text({ max: 200 }) @Matches(DIFF_SIDE, { message: "from must be a version id or 'draft'" }) from!: string;
  @Text({ max: 200 }) @Matches(DIFF_SIDE, { message: "to must be a version id or 'draft'" }) to!: string;
}

export { ID_PATTERN };
