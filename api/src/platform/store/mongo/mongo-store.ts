import mongoose, { Schema, type Connection, type Model, type mongo } from 'mongoose';
import { Logger } from '@nestjs/common';
import type { Engine, RawDoc } from '../engine.js';
import type { SeedLedger } from '../document-collection.js';
import { DuplicateIdError, StoreUnavailableError } from '../store.errors.js';
import { newRevision, Store, type Collection, type CappedLog, type CollectionDef, type DocumentExpiry, type TrailAnchor } from '../store.port.js';
import { ensureTtlIndex, withExpiry, withoutExpiry } from './ttl-index.js';
import { STALE_CLAIM_MS, VERSION_CLAIMS, VersionClaims, type VersionClaim } from './version-claims.js';

const UNAVAILABLE = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoServerClosedError',
]);

function isUnavailable(error: unknown): boolean {
  const { name, message } = error as Error;
  return UNAVAILABLE.has(name) || (name === 'MongooseError' && /initial connection|buffering/i.test(message));
}

const metaSchema = new Schema({ _id: String, version: Number, at: String }, { versionKey: false, strict: false });

/** The content revision's document in the internal `_meta` collection (next to the seed ledger). */
const REVISION_ID = 'revision';

/** The audit trail's anchor lives in a collection of its own, apart from the trail (`audit_log`). */
const ANCHOR_COLLECTION = 'audit_checkpoint';
const ANCHOR_ID = 'head';

/** How long to wait before trying again when the database was unreachable at start-up. */
const RECONNECT_DELAY_MS = 5000;

/** createCollection's answer for a collection that exists. */
const NAMESPACE_EXISTS = 48;

/** A GridFS bucket and its two collections on the store's database (see MongoStore.gridFs). */
export interface GridFs {
  bucket: mongo.GridFSBucket;
  files: mongo.Collection<mongo.GridFSFile>;
  chunks: mongo.Collection<mongo.GridFSChunk>;
}

/**
 * The seam for files kept in the database (uploads every instance shares): the store's
 * `kind` says which adapter it is, and only the MongoDB one has GridFS.
 */
export function isMongoStore(store: Store): store is MongoStore {
  return store.kind === 'mongodb';
}

/**
 * MongoDB through Mongoose. Commands are never buffered and every call has a deadline, so a
 * database that is down answers StoreUnavailableError (HTTP 503) within seconds instead of hanging.
 */
export class MongoStore extends Store implements SeedLedger {
  readonly kind = 'mongodb' as const;
  private readonly logger = new Logger('MongoStore');
  private conn?: Connection;
  private pendingTasks: Array<() => Promise<void>> = [];
  private retryTimer?: NodeJS.Timeout;
  private closed = false;
  private readonly deadlineMs: number;
  /** One writer per move of a document from a version (version-claims.ts). */
  private readonly claims: VersionClaims;
  /** GridFS buckets of the current connection, by name (a bucket checks its indexes once). */
  private buckets = new Map<string, GridFs>();

  constructor(
    private readonly uri: string,
    private readonly timeoutMs: number,
  ) {
    super();
    this.deadlineMs = timeoutMs + 3000;
    this.claims = new VersionClaims(
      () => this.database().collection<VersionClaim>(VERSION_CLAIMS),
      (op) => this.run(op),
      // A write still unanswered at its deadline has thrown; its claim is stale from then on.
      Math.max(STALE_CLAIM_MS, this.deadlineMs),
    );
  }

  /** Connects; when the database is down the API still starts (health answers 503) and retries. */
  async open(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.logger.error(`MongoDB unreachable at start-up (${(error as Error).message}); retrying every ${RECONNECT_DELAY_MS / 1000} s`);
      this.scheduleReconnect();
    }
  }

  /** Fails fast (used by tests and CI): a configured MongoDB that is unreachable is an error. */
  async openOrFail(): Promise<void> {
    await this.connect();
  }

  collection<T extends object>(def: CollectionDef): Collection<T> {
    const engine = new MongoEngine(
      def.name,
      () => this.model(def.name, def.schema),
      (op) => this.run(op),
      this.claims,
      def.expires,
      def.capped ? () => this.cappedReady(def.name, def.capped!) : undefined,
    );
    if (def.expires) this.declareExpiry(def.name, def.expires);
    return this.documents<T>(def, engine, this);
  }

  private readonly ttlIndexes = new Map<string, Promise<boolean>>();

  /**
   * The collection's TTL index (autoIndex is off, so nothing else makes it), created once per process
   * as soon as the database is reachable. Resolves to whether it is in place (false on FerretDB v1).
   */
  ttlIndexReady(name: string): Promise<boolean> | undefined {
    return this.ttlIndexes.get(name);
  }

  private readonly cappedCollections = new Map<string, Promise<void>>();

  /**
   * Creates a capped collection before its first write (an insert would create an ordinary one).
   * An existing collection is kept as it is: 'already exists' is the usual answer after the first start.
   */
  cappedReady(name: string, capped: CappedLog): Promise<void> {
    let ready = this.cappedCollections.get(name);
    if (!ready) {
      ready = this.run(() => this.database().createCollection(name, { capped: true, size: capped.maxBytes, max: capped.maxDocuments }))
        .then(() => undefined)
        .catch((error: { code?: number }) => {
          if (error.code === NAMESPACE_EXISTS) return;
          this.cappedCollections.delete(name); // try again on the next write
          throw error;
        });
      this.cappedCollections.set(name, ready);
    }
    return ready;
  }

  private declareExpiry(name: string, expiry: DocumentExpiry): void {
    if (this.ttlIndexes.has(name)) return;
    this.ttlIndexes.set(
      name,
      new Promise<boolean>((resolve) => {
        void this.whenReady(async () => resolve(await ensureTtlIndex(this.database(), name, expiry, this.logger)));
      }),
    );
  }

  async isSeeded(name: string): Promise<boolean> {
    const meta = this.model('_meta', metaSchema);
    return (await this.run(() => meta.findById(`seeded:${name}`).lean())) !== null;
  }

  async markSeeded(name: string): Promise<void> {
    const meta = this.model('_meta', metaSchema);
    const doc = { _id: `seeded:${name}`, version: 1, at: new Date().toISOString() };
    await this.run(() => upsertRacing(() => meta.replaceOne({ _id: doc._id }, doc, { upsert: true })));
  }

  /** One lookup by id: cheap enough for every gateway and API instance to poll several times a second. */
  async revision(): Promise<string> {
    const meta = this.model('_meta', metaSchema);
    const stored = await this.run(() => meta.findById(REVISION_ID).lean<{ value?: unknown }>().exec());
    if (typeof stored?.value === 'string') return stored.value;
    // First read of a fresh database: insert one unless another instance just did, then read the winner.
    const initial = { version: 1, value: newRevision(), at: new Date().toISOString() };
    await this.run(() => meta.collection.updateOne({ _id: REVISION_ID } as never, { $setOnInsert: initial }, { upsert: true }));
    const created = await this.run(() => meta.findById(REVISION_ID).lean<{ value?: unknown }>().exec());
    return String(created?.value ?? initial.value);
  }

  protected async writeRevision(value: string): Promise<void> {
    const meta = this.model('_meta', metaSchema);
    const doc = { _id: REVISION_ID, version: 1, value, at: new Date().toISOString() };
    await this.run(() => upsertRacing(() => meta.replaceOne({ _id: REVISION_ID }, doc, { upsert: true })));
  }

  async readAnchor(): Promise<TrailAnchor | null> {
    const stored = await this.run(() =>
      this.connection()
        .collection(ANCHOR_COLLECTION)
        .findOne({ _id: ANCHOR_ID } as never),
    );
    const anchor = (stored as { anchor?: TrailAnchor } | null)?.anchor;
    return typeof anchor?.count === 'number' ? anchor : null;
  }

  /**
   * Monotonic without a transaction: the filter only matches an anchor counting fewer entries, and
   * the upsert's insert then fails on the existing id (E11000), which means a newer anchor is there.
   */
  async writeAnchor(anchor: TrailAnchor): Promise<void> {
    const anchors = this.connection().collection(ANCHOR_COLLECTION);
    try {
      await this.run(() =>
        anchors.replaceOne({ _id: ANCHOR_ID, 'anchor.count': { $lt: anchor.count } } as never, { anchor, at: new Date().toISOString() }, { upsert: true }),
      );
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }

  /**
   * The driver's database handle, for the few libraries that speak to MongoDB themselves (the shared
   * rate limiter): reached through the STORE_DATABASE provider, never by repositories, which stay on
   * the port. Throws StoreUnavailableError while the database has not been reached yet.
   */
  database(): mongo.Db {
    const db = this.connection().db;
    if (!db) throw new StoreUnavailableError();
    return db;
  }

  /**
   * Runs `op` on the GridFS bucket `name` of this store's database, with the store's deadline and its
   * StoreUnavailableError (503) when the database cannot be reached. Writes wait for a majority and
   * the journal, so an acknowledged file survives a crash and, on a replica set, a failover.
   */
  gridFs<R>(name: string, op: (fs: GridFs) => Promise<R>): Promise<R> {
    return this.run(() => op(this.bucket(name)));
  }

  private bucket(name: string): GridFs {
    const db = this.database();
    let known = this.buckets.get(name);
    if (!known) {
      const writeConcern = { w: 'majority' as const, journal: true };
      known = {
        bucket: new mongoose.mongo.GridFSBucket(db, { bucketName: name, writeConcern }),
        files: db.collection<mongo.GridFSFile>(`${name}.files`, { writeConcern }),
        chunks: db.collection<mongo.GridFSChunk>(`${name}.chunks`, { writeConcern }),
      };
      this.buckets.set(name, known);
    }
    return known;
  }

  async ping(): Promise<void> {
    await this.run(async () => {
      await this.connection().db!.command({ ping: 1 });
    });
  }

  async whenReady(task: () => Promise<void>): Promise<void> {
    if (this.conn) return task();
    this.pendingTasks.push(task);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.conn?.close(true);
    this.conn = undefined;
  }

  private async connect(): Promise<void> {
    const conn = mongoose.createConnection(this.uri, {
      serverSelectionTimeoutMS: this.timeoutMs,
      connectTimeoutMS: this.timeoutMs,
      socketTimeoutMS: this.deadlineMs * 2,
      bufferCommands: false,
      autoIndex: false,
      autoCreate: false,
    });
    try {
      await conn.asPromise();
    } catch (error) {
      await conn.close(true).catch(() => undefined);
      throw new StoreUnavailableError(error);
    }
    conn.on('disconnected', () => this.logger.warn('MongoDB disconnected'));
    conn.on('reconnected', () => this.logger.log('MongoDB reconnected'));
    this.conn = conn;
    this.buckets = new Map();
    this.logger.log('Connected to MongoDB');
    await this.runPendingTasks();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.connect().catch(() => this.scheduleReconnect());
    }, RECONNECT_DELAY_MS);
    this.retryTimer.unref();
  }

  private async runPendingTasks(): Promise<void> {
    const tasks = this.pendingTasks;
    this.pendingTasks = [];
    for (const task of tasks) {
      await task().catch((error: Error) => this.logger.error(`Start-up task failed: ${error.message}`));
    }
  }

  private connection(): Connection {
    if (!this.conn) throw new StoreUnavailableError();
    return this.conn;
  }

  private model(name: string, schema: Schema): Model<any> {
    const conn = this.connection();
    return conn.models[name] ?? conn.model(name, schema, name);
  }

  /** Runs one database call with a deadline, translating connectivity failures into a 503. */
  private async run<R>(op: () => Promise<R>): Promise<R> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreUnavailableError(new Error('deadline exceeded'))), this.deadlineMs);
    });
    try {
      return await Promise.race([op(), deadline]);
    } catch (error) {
      if (isUnavailable(error)) throw new StoreUnavailableError(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

class MongoEngine implements Engine {
  constructor(
    private readonly name: string,
    private readonly model: () => Model<any>,
    private readonly run: <R>(op: () => Promise<R>) => Promise<R>,
    private readonly claims: VersionClaims,
    /** When set, writes carry the TTL date and reads drop it (see ttl-index.ts). */
    private readonly expires?: DocumentExpiry,
    /** Set for a capped collection: it must exist (capped) before the first insert. */
    private readonly prepare?: () => Promise<void>,
  ) {}

  async findAll(): Promise<RawDoc[]> {
    const docs = await this.run(() => this.model().find({}).lean<RawDoc[]>().exec());
    return this.expires ? docs.map(withoutExpiry) : docs;
  }

  async findById(id: string): Promise<RawDoc | null> {
    return withoutExpiry(await this.run(() => this.model().findById(id).lean<RawDoc>().exec()));
  }

  async findWhere(fields: Record<string, string>): Promise<RawDoc[]> {
    const docs = await this.run(
      () =>
        this.model()
          .collection.find({ ...fields } as never)
          .toArray() as unknown as Promise<RawDoc[]>,
    );
    return this.expires ? docs.map(withoutExpiry) : docs;
  }

  async insert(doc: RawDoc): Promise<void> {
    if (this.prepare) await this.prepare();
    try {
      await this.run(() => this.model().collection.insertOne(withExpiry(doc, this.expires) as never));
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw new DuplicateIdError(doc._id);
      throw error;
    }
  }

  replaceIfVersion(id: string, version: number, doc: RawDoc): Promise<boolean> {
    return this.asOnlyWriter(id, version, async () => {
      const result = await this.run(() => this.model().collection.replaceOne({ _id: id, version } as never, withExpiry(doc, this.expires)));
      return result.matchedCount === 1;
    });
  }

  deleteIfVersion(id: string, version: number): Promise<boolean> {
    return this.asOnlyWriter(id, version, async () => {
      const result = await this.run(() => this.model().collection.deleteOne({ _id: id, version } as never));
      return result.deletedCount === 1;
    });
  }

  /** `write` as the one writer of this document's move from `version` (version-claims.ts). */
  private asOnlyWriter(id: string, version: number, write: () => Promise<boolean>): Promise<boolean> {
    return this.claims.exclusive(this.name, id, version, write, () => this.isAt(id, version));
  }

  private async isAt(id: string, version: number): Promise<boolean> {
    const doc = await this.run(() => this.model().collection.findOne({ _id: id } as never, { projection: { version: 1 } }));
    return (doc as { version?: number } | null)?.version === version;
  }
}

/**
 * An upsert racing another instance's upsert of the same new _id: both find nothing, both insert, the
 * loser fails with E11000 (MongoDB documents this for upserts on a unique index). The document exists
 * now, so the same replace again updates it.
 */
async function upsertRacing<T>(upsert: () => Promise<T>): Promise<T> {
  try {
    return await upsert();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
    return upsert();
  }
}
