import type { AuditAction, FieldChange } from '@pharma/shared/content';
import type { StoredWrite } from '../store/store.port.js';
import { writesDraft, writesUnpublish } from '../http/request-context.js';
import { releasesCollection, trashCollection } from '../store/versioning/versioning.schema.js';

const RELEASES = releasesCollection.name;

/** The admin page a write belongs to: a release's id is its page's key; otherwise the request's path says. */
export function pageOfWrite(path: string | undefined, write: Pick<StoredWrite, 'collection' | 'id'>): string {
  return write.collection === RELEASES ? write.id : pageOf(path);
}

/** Fields every document has that say nothing about what changed. */
const META_FIELDS = new Set(['_id', 'id', 'version', 'createdAt', 'updatedAt']);
/** A field's value longer than this is cut in the trail (rich text): the entry says it was cut. */
const MAX_VALUE_CHARS = 4000;
export const REDACTED = '[redacted]';

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}… (${text.length} characters)` : text;
}

/** Field by field, what a write changed: every field for a create or delete, the differing ones for an update. */
export function fieldChanges(write: Pick<StoredWrite, 'before' | 'after' | 'redact' | 'ignore'>): FieldChange[] {
  const before = write.before ?? {};
  const after = write.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !META_FIELDS.has(field) && !write.ignore.includes(field));
  const changes: FieldChange[] = [];
  for (const field of fields.sort()) {
    const was = asText(before[field]);
    const is = asText(after[field]);
    if (was === is) continue;
    const hidden = write.redact.includes(field);
    changes.push({ field, before: hidden && was ? REDACTED : was, after: hidden && is ? REDACTED : is });
  }
  return changes;
}

type ReleaseEntries = Record<string, Record<string, string>>;

function releasedVersions(release: Record<string, unknown> | null): Map<string, string> {
  const entries = (release?.entries ?? {}) as ReleaseEntries;
  return new Map(
    Object.entries(entries).flatMap(([collection, docs]) => Object.entries(docs ?? {}).map(([id, snapshot]) => [`${collection}/${id}`, snapshot])),
  );
}

/**
 * What a publish changed (a page's release replaced): one change per document whose released version
 * moved, `collection/docId` from the snapshot visitors saw to the one they see now (the snapshot id
 * names the document's version), rather than the whole map of the page's documents.
 */
export function releaseChanges(write: Pick<StoredWrite, 'before' | 'after'>): FieldChange[] {
  const before = releasedVersions(write.before);
  const after = releasedVersions(write.after);
  const fields = [...new Set([...before.keys(), ...after.keys()])].filter((field) => before.get(field) !== after.get(field));
  return fields.sort().map((field) => ({ field, before: before.get(field) ?? '', after: after.get(field) ?? '' }));
}

/** Field by field, what a write changed; a release's changes per document it publishes. */
export function changesOf(write: Pick<StoredWrite, 'collection' | 'before' | 'after' | 'redact' | 'ignore'>): FieldChange[] {
  return write.collection === RELEASES ? releaseChanges(write) : fieldChanges(write);
}

/** The admin page or area a request belongs to: /api/cms/home/... is 'home', /api/upload/... is 'media'. */
export function pageOf(path: string | undefined): string {
  if (!path) return 'system';
  const [first, second] = path.replace(/^\/api\//, '').split('/');
  if (first === 'cms') return second ?? 'cms';
  if (first === 'upload') return 'media';
  return first || 'system';
}

const REVIEW_STEPS: ReadonlySet<AuditAction> = new Set(['submit', 'withdraw', 'sign', 'publish']);

/** A write of the review workflow: a signature is a 'sign', a request's step is named by its route. */
function reviewAction(path: string | undefined, write: Pick<StoredWrite, 'op' | 'collection'>): AuditAction | null {
  if (write.collection === 'review_signatures' && write.op === 'create') return 'sign';
  const step = path?.startsWith('/api/review/') ? path.split('/').pop() : undefined;
  return step && REVIEW_STEPS.has(step as AuditAction) ? (step as AuditAction) : null;
}

const REGISTRY_STEPS: ReadonlySet<AuditAction> = new Set(['promote', 'rollback', 'canary', 'pin']);

/**
 * A write of the remote registry: a stored release is a 'release'; a registry change is
 * named by its route (`/api/remotes/<name>/<step>`), a publish that promotes is a 'promote', and one
 * made by no request is the registry rolling a failing canary back by itself.
 */
function registryAction(path: string | undefined, write: Pick<StoredWrite, 'collection'>): AuditAction | null {
  if (write.collection === 'remote_releases') return 'release';
  if (write.collection !== 'remote_registry') return null;
  if (!path) return 'rollback';
  const step = path.split('/')[4] as AuditAction | undefined;
  return step && REGISTRY_STEPS.has(step) ? step : 'promote';
}

/** What a stored write was, in the admin's words. */
export function actionOf(path: string | undefined, write: Pick<StoredWrite, 'op' | 'collection'>, changes: FieldChange[]): AuditAction {
  // A page's release is replaced by a publish (a restore's publish, seeding included) or an unpublish.
  if (write.collection === RELEASES) return writesUnpublish() ? 'unpublish' : 'publish';
  if (write.collection === trashCollection.name) return 'trash';
  if (path?.startsWith('/api/drafts/discard')) return 'discard';
  const review = reviewAction(path, write);
  if (review) return review;
  const registry = registryAction(path, write);
  if (registry) return registry;
  if (path?.startsWith('/api/history/')) return 'restore';
  if (path?.startsWith('/api/trash')) return 'trash';
  if (writesDraft()) return 'draft';
  if (path?.startsWith('/api/auth/set-password')) return 'password-set';
  if (path?.startsWith('/api/auth/password')) return 'password-change';
  if (path?.endsWith('/reset-password')) return 'password-reset';
  if (path?.startsWith('/api/upload') || path?.endsWith('/upload')) return 'upload';
  // The dashboard reorders a list by saving each moved item's new position.
  if (write.op === 'update' && changes.length === 1 && changes[0].field === 'order') return 'reorder';
  return write.op;
}
