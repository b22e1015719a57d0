import { actorName, asUnpublish } from '../../http/request-context.js';
import type { RawDoc } from '../engine.js';
import { KeyedMutex } from '../keyed-mutex.js';
import { DuplicateIdError, VersionConflictError } from '../store.errors.js';
import type { Collection, CollectionDef } from '../collection.types.js';

/** docId -> snapshot id, per versioned collection of a page. */
export type ReleaseEntries = Record<string, Record<string, string>>;

export interface Release {
  entries: ReleaseEntries;
}

/** Marks a snapshot that a release named (its id is the snapshot's id). */
export interface PublishedMark {
  collection: string;
  docId: string;
}

export type SnapshotKind = 'seed' | 'publish' | 'restore';

/** One kept version of a working document: the whole stored document as it was, in `data`. */
export interface Snapshot {
  collection: string;
  docId: string;
  docVersion: number;
  kind: SnapshotKind;
  at: string;
  by: string;
  changedFields: string[];
  data: RawDoc;
}

/** The working copy of a versioned collection, as the release book reads it (DocumentCollection). */
export interface WorkingSource {
  readonly def: CollectionDef;
  workingList(): Promise<RawDoc[]>;
  workingGet(id: string): Promise<RawDoc | null>;
}

export interface DocRef {
  collection: string;
  id: string;
}

export type DraftState = 'new' | 'changed' | 'deleted';

/** A document as a publish read it from the working copy (null: deleted). */
export interface ReadForPublish extends DocRef {
  doc: RawDoc | null;
}

/**
 * An approved review's publish: it passes the publish gate, and `verify` sees exactly the
 * documents the publish is about to release, before the release write; it throws to stop it.
 */
export interface Approval {
  verify(read: ReadForPublish[]): void;
}

/** Refuses (throws) a publish of a page that is not an approved review's; registered by the review workflow. */
export type PublishGate = (page: string, kind: SnapshotKind) => Promise<void>;

/** Refuses (throws) taking these documents out of a page's release; registered by the review workflow. */
export type UnpublishGate = (page: string, refs: DocRef[]) => Promise<void>;

/** A working document that differs from the page's release. */
export interface Draft extends DocRef {
  state: DraftState;
  /** The working document (null when deleted) and the released one (null when new). */
  working: RawDoc | null;
  released: RawDoc | null;
}

const META_FIELDS = new Set(['_id', 'id', 'version', 'createdAt', 'updatedAt', 'autosave']);
/** Snapshots never change: this process keeps the ones it read, up to this many. */
const SNAPSHOT_CACHE = 5000;

export function pageOf(def: CollectionDef): string {
  if (!def.versioned) throw new Error(`${def.name} is not versioned`);
  return def.versioned.page;
}

/** The content fields (not ids, versions or timestamps) whose values differ between two documents. */
export function changedFields(before: RawDoc | null, after: RawDoc | null): string[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields].filter((field) => !META_FIELDS.has(field) && JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field])).sort();
}

/**
 * The releases of the pages and the snapshots they name. Visitors read a page's release;
 * a publish writes the new snapshots first (invisible until named) and then replaces the page's
 * release document in ONE write conditional on its version, so a publish is seen whole or not at
 * all. A process killed between the two leaves snapshots no release names: harmless (reads never
 * see them; a retry of the same working version reuses them, their ids being deterministic).
 */
export class ReleaseBook {
  private readonly publishing = new KeyedMutex();
  private readonly snapshots = new Map<string, Snapshot>();
  private gate: PublishGate = async () => {};
  private unpublishGate: UnpublishGate = async () => {};

  constructor(
    private readonly versions: Collection<Snapshot>,
    private readonly releases: Collection<Release>,
    /** The working collections of a page that this process uses. */
    private readonly sources: (page: string) => WorkingSource[],
    private readonly published: Collection<PublishedMark>,
  ) {}

  /** The released documents of a collection (any order; the collection sorts them). */
  async releasedDocs(def: CollectionDef): Promise<RawDoc[]> {
    const release = await this.releases.get(pageOf(def));
    const ids = Object.values(release?.entries?.[def.name] ?? {});
    const docs = await Promise.all(ids.map((id) => this.snapshot(id)));
    return docs.flatMap((snapshot) => (snapshot ? [snapshot.data] : []));
  }

  async releasedDoc(def: CollectionDef, id: string): Promise<RawDoc | null> {
    const release = await this.releases.get(pageOf(def));
    const snapshotId = release?.entries?.[def.name]?.[id];
    return snapshotId ? ((await this.snapshot(snapshotId))?.data ?? null) : null;
  }

  /** The snapshot id visitors see of a document; null when it is not released. */
  async releasedSnapshotId(def: CollectionDef, id: string): Promise<string | null> {
    const release = await this.releases.get(pageOf(def));
    return release?.entries?.[def.name]?.[id] ?? null;
  }

  /**
   * Every version of a document that a release named, oldest first (never capped): the ones marked
   * published and the live one (its mark may be missing if the process died right after the release
   * write; the next publish of the document marks it). Orphan snapshots are left out.
   */
  async versionsOf(def: CollectionDef, docId: string): Promise<Array<Snapshot & { id: string }>> {
    const live = await this.releasedSnapshotId(def, docId);
    const marked = new Set((await this.published.where({ collection: def.name, docId })).map((mark) => mark.id));
    const kept = await this.versions.where({ collection: def.name, docId });
    return kept.filter((snapshot) => snapshot.id === live || marked.has(snapshot.id));
  }

  async snapshot(id: string): Promise<Snapshot | null> {
    const known = this.snapshots.get(id);
    if (known) return known;
    const stored = await this.versions.get(id);
    if (!stored) return null;
    if (this.snapshots.size >= SNAPSHOT_CACHE) this.snapshots.clear();
    this.snapshots.set(id, stored);
    return stored;
  }

  /** Every difference between a page's working copy and its release. */
  async drafts(page: string): Promise<Draft[]> {
    const entries = (await this.releases.get(page))?.entries ?? {};
    const drafts: Draft[] = [];
    for (const source of this.sources(page)) {
      const released = entries[source.def.name] ?? {};
      const working = await source.workingList();
      for (const doc of working) {
        const snapshot = released[doc._id] ? await this.snapshot(released[doc._id]) : null;
        if (!snapshot) drafts.push({ collection: source.def.name, id: doc._id, state: 'new', working: doc, released: null });
        else if (changedFields(snapshot.data, doc).length) {
          drafts.push({ collection: source.def.name, id: doc._id, state: 'changed', working: doc, released: snapshot.data });
        }
      }
      const present = new Set(working.map((doc) => doc._id));
      for (const [id, snapshotId] of Object.entries(released)) {
        if (present.has(id)) continue;
        const snapshot = await this.snapshot(snapshotId);
        drafts.push({ collection: source.def.name, id, state: 'deleted', working: null, released: snapshot?.data ?? null });
      }
    }
    return drafts;
  }

  /** The review workflow registers its gate here: from then on a publish without an approval asks it first. */
  gatePublishesWith(gate: PublishGate): void {
    this.gate = gate;
  }

  /** The review workflow registers here: from then on every unpublish asks it first. */
  gateUnpublishesWith(gate: UnpublishGate): void {
    this.unpublishGate = gate;
  }

  /** Throws when the publish gate refuses a direct publish of this page (ask before writing what would be published). */
  assertPublishable(page: string, kind: SnapshotKind = 'publish'): Promise<void> {
    return this.gate(page, kind);
  }

  /**
   * Publishes the named working documents of a page (every draft of it when none are named) in one
   * release write. A concurrent publish of the same page from another instance makes that write
   * conflict; the publish is then made again on the newer release (afterOtherInstances).
   * Without an `approval` the publish gate decides first whether the page may be published directly.
   */
  async publish(page: string, refs?: DocRef[], kind: SnapshotKind = 'publish', approval?: Approval): Promise<number> {
    if (!approval) await this.gate(page, kind);
    return this.publishing.run(page, () =>
      afterOtherInstances(async () => {
        const targets = refs ?? (await this.drafts(page)).map(({ collection, id }) => ({ collection, id }));
        return this.publishNow(page, targets, kind, [], approval);
      }),
    );
  }

  /**
   * Seeding and migration: a collection the page's release does not know yet enters it as its
   * working copy is now (so an existing DATA_DIR keeps showing what it showed).
   */
  ensureReleased(source: WorkingSource): Promise<number> {
    const page = pageOf(source.def);
    return this.publishing.run(page, () =>
      afterOtherInstances(async () => {
        const release = await this.releases.get(page);
        if (release?.entries?.[source.def.name]) return 0;
        const docs = await source.workingList();
        return this.publishNow(
          page,
          docs.map((doc) => ({ collection: source.def.name, id: doc._id })),
          'seed',
          [source.def.name],
        );
      }),
    );
  }

  private async publishNow(page: string, targets: DocRef[], kind: SnapshotKind, touch: string[], approval?: Approval): Promise<number> {
    const release = await this.releases.get(page);
    const entries: ReleaseEntries = structuredClone(release?.entries ?? {});
    let changed = touch.some((name) => !entries[name]);
    for (const name of touch) entries[name] ??= {};
    const marks: Array<PublishedMark & { id: string }> = [];
    const mark = (collection: string, docId: string, id: string | undefined) => id && marks.push({ collection, docId, id });
    const read: ReadForPublish[] = [];
    for (const target of targets) {
      const source = this.sources(page).find((candidate) => candidate.def.name === target.collection);
      if (!source) throw new Error(`${target.collection} is not a versioned collection of ${page}`);
      const released = (entries[target.collection] ??= {});
      const doc = await source.workingGet(target.id);
      read.push({ ...target, doc });
      // The version replaced (or removed) was live, so it was released: mark it again (idempotent).
      mark(target.collection, target.id, released[target.id]);
      if (!doc) {
        if (released[target.id]) changed = true;
        delete released[target.id];
        continue;
      }
      const previous = released[target.id] ? await this.snapshot(released[target.id]) : null;
      if (previous && previous.data.version === doc.version && previous.data.updatedAt === doc.updatedAt) continue;
      released[target.id] = await this.keep(target.collection, doc, kind, changedFields(previous?.data ?? null, doc));
      mark(target.collection, target.id, released[target.id]);
      changed = true;
    }
    // What is released is what was read above: an approval checks exactly that (its snapshots, if any, stay orphans).
    approval?.verify(read);
    if (!changed) return 0;
    // The one write that makes the publish visible; conditional on the version read above.
    if (release) await this.releases.update(page, { entries }, (release as { version?: number }).version);
    else await this.releases.insert({ entries }, page);
    await this.markPublished(marks);
    return targets.length;
  }

  /** Records that these snapshots were named by a release; a mark that exists already is fine. */
  private async markPublished(marks: Array<PublishedMark & { id: string }>): Promise<void> {
    for (const { id, ...mark } of marks) {
      try {
        await this.published.insert(mark, id);
      } catch (error) {
        if (!(error instanceof DuplicateIdError)) throw error;
      }
    }
  }

  /** Stores a snapshot of a working document; its id is fixed by the document's id, version and time, so a retry reuses it. */
  private async keep(collection: string, doc: RawDoc, kind: SnapshotKind, fields: string[]): Promise<string> {
    const id = `${collection}.${doc._id}.v${doc.version}.${Date.parse(String(doc.updatedAt))}`;
    const { autosave: _autosave, ...data } = doc; // the autosave mark is working-copy bookkeeping, never a version's
    const snapshot: Snapshot = {
      collection,
      docId: doc._id,
      docVersion: doc.version,
      kind,
      at: new Date().toISOString(),
      by: actorName(),
      changedFields: fields,
      data: data as RawDoc,
    };
    try {
      await this.versions.insert(snapshot, id);
    } catch (error) {
      if (!(error instanceof DuplicateIdError)) throw error;
    }
    return id;
  }

  /**
   * Takes the named documents out of the page's release (scheduled unpublish, an expired review-by
   * date): visitors no longer see them; the working copy is untouched, so each then shows as a 'new'
   * draft that a publish would bring back. Serialised with the page's publishes and made in ONE release
   * write conditional on its version (like a publish), which the trail names 'unpublish'. Returns the
   * refs that were released and are now out (none: nothing was written).
   */
  /** Throws when the unpublish gate refuses taking these documents out (ask before scheduling it). */
  assertUnpublishable(page: string, refs: DocRef[]): Promise<void> {
    return this.unpublishGate(page, refs);
  }

  async unpublish(page: string, refs: DocRef[]): Promise<DocRef[]> {
    await this.unpublishGate(page, refs);
    return this.publishing.run(page, () => afterOtherInstances(() => this.unpublishNow(page, refs)));
  }

  private async unpublishNow(page: string, refs: DocRef[]): Promise<DocRef[]> {
    const release = await this.releases.get(page);
    if (!release) return [];
    const entries: ReleaseEntries = structuredClone(release.entries ?? {});
    const removed: DocRef[] = [];
    const marks: Array<PublishedMark & { id: string }> = [];
    for (const ref of refs) {
      const snapshotId = entries[ref.collection]?.[ref.id];
      if (!snapshotId) continue;
      delete entries[ref.collection]![ref.id];
      removed.push({ collection: ref.collection, id: ref.id });
      marks.push({ collection: ref.collection, docId: ref.id, id: snapshotId }); // it was live: its history keeps it
    }
    if (!removed.length) return [];
    await asUnpublish(() => this.releases.update(page, { entries }, (release as { version?: number }).version));
    await this.markPublished(marks);
    return removed;
  }
}

/** How often a release write is made again after other instances wrote the release first. */
const RELEASE_RACE_RETRIES = 10;

/**
 * The page's mutex is per process: instances on one MongoDB publish (and seed, at a start together)
 * the same page at once, and the release write of all but one conflicts (an update:
 * VersionConflictError; the page's first release: DuplicateIdError). A release write only adds or
 * removes its own documents' entries, so the loser reads the (newer) release and its documents again
 * and writes once more: the two publishes do not conflict for the people who made them. (What each
 * publishes was checked by its approval, if any, against what it read again.)
 */
async function afterOtherInstances<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const raced = error instanceof VersionConflictError || error instanceof DuplicateIdError;
      if (!raced || attempt >= RELEASE_RACE_RETRIES) throw error;
    }
  }
}
