/**
 * Drafts, releases, history and trash, shared by the API and the dashboard.
 *
 * The stored collections are the working copy the dashboard edits; visitors (and the server HTML,
 * the read cache, the sitemap's dates) see the page's release, changed only by a publish. A write
 * through the content routes saves AND publishes that document unless it carries `?draft=true`
 * (Save draft; with `autosave=true` too for the editor's autosave, kept as one draft, never a version).
 */
import type { ReviewSignature } from './review.js';

/** Query parameters of a content write (PUT/POST/DELETE of a section or item). */
export const DRAFT_QUERY = { draft: 'draft', autosave: 'autosave' } as const;

/** How a working document differs from the page's release. */
export type DraftState = 'new' | 'changed' | 'deleted';

/** One unpublished change of a page (`GET /api/drafts?page=`). */
export interface DraftChange {
  collection: string;
  id: string;
  state: DraftState;
  /** A short human label (the item's title or name), when the document has one. */
  label?: string;
  updatedAt: string;
  updatedBy: string;
  autosave: boolean;
}

export interface PageDrafts {
  page: string;
  changes: DraftChange[];
}

/** `GET /api/drafts/summary`: the number of unpublished changes per page key. */
export type DraftSummary = Record<string, number>;

/** `POST /api/drafts/publish`: every draft of the page, or only the items named. All or none. */
export interface PublishRequest {
  page: string;
  items?: Array<{ collection: string; id: string }>;
  /** A page in another language with outdated translations is published only with this (and the confirmation is recorded). */
  confirmOutdated?: boolean;
}

/** `POST /api/drafts/discard`: the working document goes back to its released version. */
export interface DiscardRequest {
  collection: string;
  id: string;
}

export type VersionKind = 'seed' | 'publish' | 'restore';

/** One kept version of a document (`GET /api/history/:collection/:id`, newest first). */
export interface VersionSummary {
  snapshotId: string;
  collection: string;
  docId: string;
  /** The working document's version it was made from. */
  version: number;
  kind: VersionKind;
  at: string;
  by: string;
  /** The fields that changed against the version before it. */
  changedFields: string[];
  /** Whether this is the version visitors see now. */
  live: boolean;
  /** The review that approved this version: its request and the signatures given to it. */
  review?: { requestId: string; signatures: ReviewSignature[] };
}

/** One version in full (`GET /api/history/:collection/:id/:snapshotId`). */
export interface VersionDetail extends VersionSummary {
  data: Record<string, unknown>;
}

/** In a diff's `from` or `to`: the working copy (the current draft) instead of a kept version. */
export const CURRENT_DRAFT = 'draft';

/** A field-level difference (`GET /api/history/:collection/:id/diff?from=&to=`); rich text compared as text. */
export interface FieldDiff {
  field: string;
  before: string;
  after: string;
}

/** `POST /api/history/:collection/:id/restore`: `publish` only for Administrators. */
export interface RestoreRequest {
  snapshotId: string;
  publish?: boolean;
}

/** Days a deleted item stays restorable from the trash. */
export const TRASH_DAYS = 30;

/** One deleted item (`GET /api/trash?page=`; no page: every page). */
export interface TrashEntry {
  id: string;
  page: string;
  collection: string;
  docId: string;
  label?: string;
  deletedAt: string;
  deletedBy: string;
  /** After this the item can no longer be restored. */
  expiresAt: string;
  /**
   * Whether visitors still see the item: its deletion is a draft that was not published yet (with
   * review required, until the page is signed). A restore then only takes the deletion back.
   */
  live?: boolean;
}
