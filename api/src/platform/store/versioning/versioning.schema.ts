import { Schema } from 'mongoose';
import { recordSchema } from '../schema-kit.js';
import type { CollectionDef } from '../collection.types.js';

/**
 * Immutable snapshots of working documents, written by publishes (and seeding, restores). Never
 * updated or removed, so the history is never rewritten. Not audited on its own: the release swap
 * and the working-copy writes that lead to it are the audited facts.
 */
export const versionsCollection: CollectionDef = {
  name: 'content_versions',
  schema: recordSchema(
    {
      collection: { type: String, required: true },
      docId: { type: String, required: true },
      docVersion: { type: Number, required: true },
      kind: { type: String, required: true, enum: ['seed', 'publish', 'restore'] },
      at: { type: String, required: true },
      by: { type: String, required: true },
      changedFields: { type: [String], default: [] },
      data: { type: Schema.Types.Mixed, required: true },
    },
    { reservedNames: true },
  ),
  audit: false,
};

/**
 * Which snapshots were really released (id = the snapshot's id), written after the release write that
 * named them. A publish killed between its snapshot writes and its release write leaves snapshots no
 * release ever named (orphans): the history lists only snapshots marked here or live now. Append-only.
 */
export const publishedCollection: CollectionDef = {
  name: 'content_published',
  schema: recordSchema(
    {
      collection: { type: String, required: true },
      docId: { type: String, required: true },
    },
    { reservedNames: true },
  ),
  audit: false,
};

/**
 * One document per page (its id is the page key): for each versioned collection of the page,
 * docId -> snapshot id. Replacing it is the one write that makes a publish visible (all or none).
 */
export const releasesCollection: CollectionDef = {
  name: 'content_releases',
  schema: recordSchema({ entries: { type: Schema.Types.Mixed, default: {} } }),
  // Audited: its replacement is the publish (action 'publish', page = the release's id).
};

/** Deleted working documents of versioned collections, restorable for TRASH_DAYS (the code checks the age). */
export const trashCollection: CollectionDef = {
  name: 'content_trash',
  schema: recordSchema(
    {
      collection: { type: String, required: true },
      docId: { type: String, required: true },
      page: { type: String, required: true },
      deletedAt: { type: String, required: true },
      deletedBy: { type: String, required: true },
      data: { type: Schema.Types.Mixed, required: true },
    },
    { reservedNames: true },
  ),
};
