import { Schema } from 'mongoose';
import type { LoadPhase, RegistryEntry, RemoteRelease } from '@pharma/shared/content';
import { recordSchema } from '../../../platform/store/schema-kit.js';
import type { CollectionDef } from '../../../platform/store/store.port.js';

/**
 * A published build of one remote, under the id `<remote>@<version>`: never changed once stored. Its
 * content hash is stored as `build`, since every stored document's `version` is the store's own
 * counter (the conditional writes').
 */
export type ReleaseData = Omit<RemoteRelease, 'version'> & { build: string };

export const releasesCollection: CollectionDef = {
  name: 'remote_releases',
  schema: recordSchema({
    remote: { type: String, required: true },
    build: { type: String, required: true },
    entry: { type: String, required: true },
    integrity: { type: Schema.Types.Mixed, required: true },
    routes: { type: [String], default: [] },
    admin: { type: Schema.Types.Mixed },
    page: { type: String },
    builtAt: { type: String, required: true },
    publishedAt: { type: String, required: true },
    publishedBy: { type: String, required: true },
  }),
};

/**
 * One document per remote (id: its name): which release is live, the canary, the pin. Every change is
 * a conditional write on the document's version (compare-and-swap in the store), so changes made at
 * once through several API instances are applied one after the other, none lost. The releases it
 * names are copied in, so a gateway's read is one list of this small collection.
 */
export type RegistryData = RegistryEntry;

export const registryCollection: CollectionDef = {
  name: 'remote_registry',
  schema: recordSchema({
    remote: { type: String, required: true },
    live: { type: Schema.Types.Mixed, default: null },
    liveSince: { type: String, default: null },
    liveBy: { type: String, default: null },
    canary: { type: Schema.Types.Mixed, default: null },
    pinned: { type: Boolean, default: false },
    autoRollback: { type: Schema.Types.Mixed, default: null },
  }),
};

/**
 * What browsers and gateways report about remotes: a load in a browser (`load`, with its outcome and
 * time) or a page the gateway could not render with the remote's renderer (`render`). A capped log.
 */
export interface RemoteEventData {
  kind: 'load' | 'render';
  remote: string;
  /** The release's version (not `version`: that is every stored document's own counter). */
  release: string;
  at: string;
  ok: boolean;
  phase?: LoadPhase;
  expose?: string;
  ms?: number;
  /** How many loads this report stands for (1/sample, the sample rate the page's signed assignment names). */
  weight?: number;
  /** Who sent it: a keyed hash of the client's address (never the address), so one client's weight can be capped. */
  client?: string;
  traceId?: string;
  /** A render failure's reason (`timeout`, `integrity`…) and route. */
  reason?: string;
  route?: string;
}

/** Enough for a day of a busy site's sampled reports; MongoDB drops the oldest beyond it. */
export const REMOTE_EVENTS_KEPT = 20_000;

export const remoteEventsCollection: CollectionDef = {
  name: 'remote_events',
  audit: false, // browsers' and gateways' observations, not changes anyone made
  capped: { maxDocuments: REMOTE_EVENTS_KEPT, maxBytes: 16 * 1024 * 1024 },
  schema: recordSchema({
    kind: { type: String, required: true, enum: ['load', 'render'] },
    remote: { type: String, required: true },
    release: { type: String, required: true },
    at: { type: String, required: true },
    ok: { type: Boolean, required: true },
    phase: { type: String },
    expose: { type: String },
    ms: { type: Number },
    weight: { type: Number },
    client: { type: String },
    traceId: { type: String },
    reason: { type: String },
    route: { type: String },
  }),
};
