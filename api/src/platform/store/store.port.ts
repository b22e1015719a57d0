import { Types } from 'mongoose';
import { DocumentCollection, type SeedLedger } from './document-collection.js';
import type { Engine } from './engine.js';
import { observedEngine, type EngineObserver } from './observed-engine.js';
import { ReleaseBook, type PublishedMark, type Release, type Snapshot } from './versioning/release-book.js';
import { publishedCollection, releasesCollection, trashCollection, versionsCollection } from './versioning/versioning.schema.js';
import { TrashBin, type Trashed } from './versioning/trash-bin.js';

export * from './collection.types.js';
import type { Collection, CollectionDef, CollectionWrite, StoredMeta, StoreKind, TrailAnchor, WriteIntent, WriteRecorder } from './collection.types.js';

export type ChangeListener = (collection: string) => void;

/**
 * Versioned collections made on demand rather than at start (a page's translation into a locale added
 * later): found by their name or their page before the registry of this process is read, so every
 * instance knows them whichever one wrote them.
 */
export interface VersionedResolver {
  collection(name: string): CollectionDef | undefined;
  page(page: string): CollectionDef[];
}

/**
 * Collections that change on every sign-in and form post but are never part of what a visitor
 * sees (the enquiries are read by the admin only): writes to them neither bump the content
 * revision, which would make every gateway render its pages again, nor clear read caches.
 */
export const NON_CONTENT_COLLECTIONS: ReadonlySet<string> = new Set([
  'sessions',
  'login_lockouts',
  'altcha_solved',
  'enquiries',
  'users',
  'audit_log',
  'audit_resolutions',
  // The trail's index of who wrote which document: bookkeeping, never seen by visitors.
  'document_authors',
  // Snapshots are invisible until a release names them; the release write bumps the revision.
  'content_versions',
  // Deleted working documents: the delete's release write (if published) is what visitors see.
  'content_trash',
  // Who has which form open: refreshed while editors type, never seen by visitors.
  'edit_locks',
  // The scheduler's lease, schedules, their run claims and review-by dates: what they
  // publish or unpublish changes a release, whose write bumps the revision.
  'store_leases',
  'content_schedules',
  'content_schedule_runs',
  'content_review_dates',
  'content_review_flags',
  // Review requests, signatures and settings: a publish they lead to is a release write.
  'review_settings',
  'review_requests',
  'review_signatures',
  'review_signer_claims',
  // Outgoing mail and its delivery state: read by the admin and the sender only.
  'mail_outbox',
  // Browsers' CSP reports forwarded by the gateway: read by the admin only.
  'csp_reports',
  // Remote releases, the registry and the reports about them: gateways read the registry on
  // every page request and key their renders by release; no page content changed.
  'remote_releases',
  'remote_registry',
  'remote_events',
]);

/** Dependency-injection token and base class of both adapters. */
export abstract class Store {
  abstract readonly kind: StoreKind;
  abstract collection<T extends object>(def: CollectionDef): Collection<T>;
  /** Resolves when the database answers; rejects with StoreUnavailableError otherwise (within seconds). */
  abstract ping(): Promise<void>;
  abstract close(): Promise<void>;
  /** Runs `task` once the store is usable: now, or after the database first becomes reachable. */
  abstract whenReady(task: () => Promise<void>): Promise<void>;
  /**
   * The content revision: an opaque string stored in the database (not in this process), replaced
   * after every content write made through any process sharing the store. Created on first read.
   */
  abstract revision(): Promise<string>;
  /** Stores a new revision value (the adapters keep it in their internal `_meta` collection). */
  protected abstract writeRevision(value: string): Promise<void>;
  /** The audit trail's anchor, stored outside the trail's collection; null when none was written yet. */
  abstract readAnchor(): Promise<TrailAnchor | null>;
  /** Replaces the anchor unless the stored one counts as many entries or more (instances append concurrently). */
  abstract writeAnchor(anchor: TrailAnchor): Promise<void>;

  private readonly listeners = new Set<ChangeListener>();
  private recorder: WriteRecorder | null = null;
  private readonly collections = new Map<string, { def: CollectionDef; handle: Collection<any> }>();

  /**
   * The collection over an adapter's engine: both adapters' collections are the same DocumentCollection,
   * reporting changes and writes to this store. One handle per name (see `cached`).
   */
  protected documents<T extends object>(def: CollectionDef, engine: Engine, ledger: SeedLedger): Collection<T> {
    return this.cached(
      def,
      () =>
        new DocumentCollection<T>(
          def,
          observedEngine(engine, () => this.engineObserver),
          ledger,
          (name) => this.changed(name),
          (write) => this.recordWrite(def, write),
          () => this.releases,
          () => this.trash,
          async (versioned, id) => {
            for (const guard of this.writeGuards) await guard(versioned, id);
            await this.writeGate(versioned);
          },
        ),
    );
  }

  private readonly resolvers: VersionedResolver[] = [];

  /** Registers a maker of versioned collections on demand (see VersionedResolver). */
  resolveVersionedWith(resolver: VersionedResolver): void {
    this.resolvers.push(resolver);
  }

  private resolveName(name: string): void {
    if (this.collections.has(name)) return;
    for (const resolver of this.resolvers) {
      const def = resolver.collection(name);
      if (def) this.collection(def);
    }
  }

  private resolvePage(page: string): void {
    for (const resolver of this.resolvers) for (const def of resolver.page(page)) if (!this.collections.has(def.name)) this.collection(def);
  }

  private engineObserver: EngineObserver | null = null;

  /** Metrics register here: from then on every engine operation is timed (observed-engine.ts). */
  observeEnginesWith(observer: EngineObserver): void {
    this.engineObserver = observer;
  }

  private writeGate: (def: CollectionDef) => Promise<void> = async () => {};
  private readonly writeGuards: Array<(def: CollectionDef, id: string | undefined) => Promise<void>> = [];

  /**
   * Checks that may refuse a write of one document of a versioned collection before the review's
   * gate sees it (the edit locks: someone else holds this document). Each registers once; all run.
   */
  guardContentWritesWith(guard: (def: CollectionDef, id: string | undefined) => Promise<void>): void {
    this.writeGuards.push(guard);
  }

  /**
   * The review workflow registers here: from then on every write of a versioned collection
   * passes `gate` first, which may refuse it or make it a draft.
   */
  gateContentWritesWith(gate: (def: CollectionDef) => Promise<void>): void {
    this.writeGate = gate;
  }

  private releaseBook: ReleaseBook | null = null;

  /** The pages' releases and their snapshots, over two store-owned collections (made on first use). */
  get releases(): ReleaseBook {
    this.releaseBook ??= new ReleaseBook(
      this.collection<Snapshot>(versionsCollection),
      this.collection<Release>(releasesCollection),
      (page) => {
        this.resolvePage(page);
        return [...this.collections.values()].flatMap(({ def, handle }) =>
          def.versioned?.page === page && handle instanceof DocumentCollection ? [handle] : [],
        );
      },
      this.collection<PublishedMark>(publishedCollection),
    );
    return this.releaseBook;
  }

  private trashBin: TrashBin | null = null;

  /** Deleted working documents of versioned collections (made on first use). */
  get trash(): TrashBin {
    this.trashBin ??= new TrashBin(this.collection<Trashed>(trashCollection));
    return this.trashBin;
  }

  /** The store's own collections (releases, snapshots, trash) exist from the first call on. */
  private openOwnCollections(): void {
    void this.releases;
    void this.trash;
  }

  /** The working copy of a versioned collection this process uses, by name; undefined otherwise. */
  versionedCollection(name: string): DocumentCollection<object> | undefined {
    this.resolveName(name);
    const known = this.collections.get(name);
    return known?.def.versioned && known.handle instanceof DocumentCollection ? (known.handle as DocumentCollection<object>) : undefined;
  }

  /** Whether some versioned collection belongs to the page (one made on demand included). */
  hasVersionedPage(page: string): boolean {
    this.resolvePage(page);
    return this.versionedPages().includes(page);
  }

  /** The pages some versioned collection of this process belongs to. */
  versionedPages(): string[] {
    return [...new Set([...this.collections.values()].flatMap(({ def }) => (def.versioned ? [def.versioned.page] : [])))];
  }

  /** One handle per collection name, so every writer to a collection shares its write queue. */
  protected cached<T extends object>(def: CollectionDef, create: () => Collection<T>): Collection<T> {
    const known = this.collections.get(def.name);
    if (known) {
      if (known.def.schema !== def.schema) throw new Error(`Collection ${def.name} is defined twice with different schemas`);
      return known.handle;
    }
    const handle = create();
    this.collections.set(def.name, { def, handle });
    return handle;
  }

  /** Every collection some repository of this process uses, with its handle (the media library scans them for uses). */
  usedCollections(): Array<{ name: string; handle: Collection<object> }> {
    return [...this.collections.entries()].map(([name, { handle }]) => ({ name, handle: handle as Collection<object> }));
  }

  /** The audit trail registers here: from then on every write of an audited collection is recorded. */
  recordWritesWith(recorder: WriteRecorder): void {
    this.recorder = recorder;
  }

  /** Called by DocumentCollection before each write; a rejection means the write is not made. */
  protected async recordWrite(def: CollectionDef, write: CollectionWrite): Promise<WriteIntent | null> {
    if (def.audit === false || !this.recorder) return null;
    return this.recorder({ ...write, collection: def.name, redact: def.audit?.redact ?? [], ignore: def.audit?.ignore ?? [] });
  }

  /** A stored document of a collection this process uses, by id (the trail checks unsettled writes with it); undefined for an unknown collection. */
  async storedDocument(collection: string, id: string): Promise<StoredMeta | null | undefined> {
    this.openOwnCollections(); // the trail may resolve a release or trash write before any page used them
    const known = this.collections.get(collection);
    if (!known) return undefined;
    // The working copy, even inside an anonymous request: the trail records working-copy writes.
    const doc = known.handle instanceof DocumentCollection ? await known.handle.workingGet(id) : await known.handle.get(id);
    return doc && ('_id' in doc ? ({ ...doc, id: doc._id } as unknown as StoredMeta) : (doc as StoredMeta));
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected emitChange(collection: string): void {
    for (const listener of this.listeners) listener(collection);
  }

  /** Stores a new content revision: every process sharing the store sees it on its next read of it. */
  bumpRevision(): Promise<void> {
    return this.writeRevision(newRevision());
  }

  /**
   * Every write of every collection ends here (DocumentCollection calls it once the write is
   * stored), so this is the one place the revision is bumped. It is bumped AFTER the write and
   * before the write answers: a process that sees the new revision finds the new content.
   */
  protected async changed(collection: string): Promise<void> {
    try {
      // A versioned collection is the working copy: visitors see it change only when its release does.
      if (!NON_CONTENT_COLLECTIONS.has(collection) && !this.collections.get(collection)?.def.versioned) await this.bumpRevision();
    } finally {
      this.emitChange(collection); // this process's caches are cleared even if the bump failed
    }
  }
}

/** Unique per bump (time-ordered ObjectId hex), so two instances bumping at once still both change it. */
export function newRevision(): string {
  return new Types.ObjectId().toHexString();
}
