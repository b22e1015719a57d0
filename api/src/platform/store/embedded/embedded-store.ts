import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import nedb from '@seald-io/nedb';
import { Logger } from '@nestjs/common';
import type { Engine, RawDoc } from '../engine.js';
import type { SeedLedger } from '../document-collection.js';
import { DuplicateIdError } from '../store.errors.js';
import { newRevision, Store, type Collection, type CollectionDef, type TrailAnchor } from '../store.port.js';
import { DataDirLock } from './data-dir-lock.js';
import { repairTornTail } from './torn-tail.js';

// NeDB is CommonJS (module.exports = Datastore) but its typings declare a default export.
const Datastore = ((nedb as unknown as { default?: unknown }).default ?? nedb) as unknown as typeof nedb.default;
type Db = InstanceType<typeof Datastore<RawDoc>>;

/** The content revision's document in the internal `_meta` collection (next to the seed ledger). */
const REVISION_ID = 'revision';

/** The audit trail's anchor: in `_meta` and, outside the database folder, in DATA_DIR/audit-checkpoint.json. */
const ANCHOR_ID = 'audit-anchor';
const ANCHOR_FILE = 'audit-checkpoint.json';

/** Compaction rewrites a datafile crash-safely (temp file, fsync, rename); hourly keeps files small. */
const COMPACTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * fsyncs each of NeDB's appends before the write resolves, so an acknowledged write survives a power
 * failure, not only a killed process. NeDB appends with fs.appendFile and never syncs an append (only
 * compaction, which it already does crash-safely: temp file, fsync, rename, fsync of the folder) and
 * has no option for it, so this wraps its one append method on each datastore. fsync flushes the
 * file's data whichever descriptor wrote it. NeDB's executor runs one operation at a time per
 * datastore, so an append and its sync never interleave with another write.
 */
function syncAppends(db: Db, filename: string): void {
  const persistence = (db as unknown as { persistence: { persistNewStateAsync(docs: object[]): Promise<void> } }).persistence;
  const append = persistence.persistNewStateAsync.bind(persistence);
  persistence.persistNewStateAsync = async (docs: object[]) => {
    await append(docs);
    if (docs.length > 0) await syncFile(filename);
  };
}

/** fdatasync: the data plus the new file size, all an append needs. */
async function syncFile(filename: string): Promise<void> {
  const handle = await open(filename, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** fsync of a folder: makes a file created (or renamed) in it durable. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * NeDB, one append-only file per collection under DATA_DIR/db. A write resolves only after its line
 * was appended and fsynced, so neither a killed process nor a power cut loses an acknowledged write.
 */
class NedbEngine implements Engine {
  constructor(private readonly db: Db) {}

  findAll(): Promise<RawDoc[]> {
    return this.db.findAsync({});
  }

  findById(id: string): Promise<RawDoc | null> {
    return this.db.findOneAsync({ _id: id });
  }

  findWhere(fields: Record<string, string>): Promise<RawDoc[]> {
    return this.db.findAsync({ ...fields });
  }

  async insert(doc: RawDoc): Promise<void> {
    try {
      await this.db.insertAsync(doc);
    } catch (error) {
      if ((error as { errorType?: string }).errorType === 'uniqueViolated') throw new DuplicateIdError(doc._id);
      throw error;
    }
  }

  async replaceIfVersion(id: string, version: number, doc: RawDoc): Promise<boolean> {
    const { numAffected } = await this.db.updateAsync({ _id: id, version }, doc, {});
    return numAffected === 1;
  }

  async deleteIfVersion(id: string, version: number): Promise<boolean> {
    return (await this.db.removeAsync({ _id: id, version }, {})) === 1;
  }
}

export class EmbeddedStore extends Store implements SeedLedger {
  readonly kind = 'embedded' as const;
  private readonly logger = new Logger('EmbeddedStore');
  private readonly dbs = new Map<string, Promise<Db>>();
  private readonly lock: DataDirLock;
  private closed = false;
  /** The count of the anchor last read or written: one process owns the folder, so it is the stored one. */
  private anchorCount: number | null = null;

  constructor(private readonly dir: string) {
    super();
    this.lock = new DataDirLock(dir);
  }

  /** Throws DataDirLockedError when another live process has the folder open. */
  async open(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await this.lock.acquire();
    try {
      await this.datastore('_meta');
    } catch (error) {
      await this.lock.release();
      throw error;
    }
  }

  collection<T extends object>(def: CollectionDef): Collection<T> {
    if (def.name.startsWith('_')) throw new Error(`Collection name ${def.name} is reserved`);
    const engine = new LazyEngine(() => this.datastore(def.name));
    return this.documents<T>(def, engine, this);
  }

  async isSeeded(name: string): Promise<boolean> {
    const meta = await this.datastore('_meta');
    return (await meta.findOneAsync({ _id: `seeded:${name}` })) !== null;
  }

  async markSeeded(name: string): Promise<void> {
    const meta = await this.datastore('_meta');
    await meta.updateAsync({ _id: `seeded:${name}` }, { _id: `seeded:${name}`, version: 1, at: new Date().toISOString() }, { upsert: true });
  }

  async revision(): Promise<string> {
    const meta = await this.datastore('_meta');
    const stored = await meta.findOneAsync({ _id: REVISION_ID });
    if (typeof stored?.value === 'string') return stored.value;
    // Only this process can have the folder open (the lock), so no other writer races this first write.
    const value = newRevision();
    await this.writeRevision(value);
    return value;
  }

  protected async writeRevision(value: string): Promise<void> {
    const meta = await this.datastore('_meta');
    await meta.updateAsync({ _id: REVISION_ID }, { _id: REVISION_ID, version: 1, value, at: new Date().toISOString() }, { upsert: true });
  }

  /** The anchor counting more entries of the two copies (each carries its own MAC, checked by the trail). */
  async readAnchor(): Promise<TrailAnchor | null> {
    const meta = await this.datastore('_meta');
    const stored = (await meta.findOneAsync({ _id: ANCHOR_ID })) as { anchor?: TrailAnchor } | null;
    const file = await readFile(this.anchorFile(), 'utf8').then(
      (text) => JSON.parse(text) as TrailAnchor,
      () => null,
    );
    const copies = [stored?.anchor, file].filter((a): a is TrailAnchor => typeof a?.count === 'number');
    return copies.sort((a, b) => b.count - a.count)[0] ?? null;
  }

  /** Both copies; the file crash-safely (temp file, fsync, rename, fsync of the folder). One process owns the folder. */
  async writeAnchor(anchor: TrailAnchor): Promise<void> {
    // Read once; after that this process knows it (every append moves the anchor: no read per write).
    this.anchorCount ??= (await this.readAnchor())?.count ?? 0;
    if (this.anchorCount >= anchor.count) return;
    const meta = await this.datastore('_meta');
    await meta.updateAsync({ _id: ANCHOR_ID }, { _id: ANCHOR_ID, version: 1, anchor }, { upsert: true });
    const file = this.anchorFile();
    const temp = `${file}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await writeFile(handle, JSON.stringify(anchor));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
    await syncDir(dirname(file));
    this.anchorCount = anchor.count;
  }

  private anchorFile(): string {
    return join(dirname(this.dir), ANCHOR_FILE);
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('Store closed');
  }

  async whenReady(task: () => Promise<void>): Promise<void> {
    await task();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.dbs.values()) {
      const db = await pending.catch(() => undefined);
      db?.stopAutocompaction();
    }
    await this.lock.release();
  }

  /** Opens each collection's file once, on first use. */
  private datastore(name: string): Promise<Db> {
    let pending = this.dbs.get(name);
    if (!pending) {
      pending = this.load(name);
      this.dbs.set(name, pending);
      pending.catch(() => this.dbs.delete(name));
    }
    return pending;
  }

  private async load(name: string): Promise<Db> {
    const filename = join(this.dir, `${name}.db`);
    const dropped = await repairTornTail(filename);
    if (dropped) this.logger.warn(`Dropped an unfinished write (${dropped} bytes) at the end of ${filename}`);
    const db: Db = new Datastore<RawDoc>({ filename });
    await db.loadDatabaseAsync();
    await syncDir(this.dir); // the file may have just been created (or truncated above)
    syncAppends(db, filename);
    db.setAutocompactionInterval(COMPACTION_INTERVAL_MS);
    return db;
  }
}

/** Opens a collection's file on first use (the store caches the open datastore). */
class LazyEngine implements Engine {
  constructor(private readonly open: () => Promise<Db>) {}

  private async engine(): Promise<NedbEngine> {
    return new NedbEngine(await this.open());
  }

  async findAll() {
    return (await this.engine()).findAll();
  }
  async findById(id: string) {
    return (await this.engine()).findById(id);
  }
  async findWhere(fields: Record<string, string>) {
    return (await this.engine()).findWhere(fields);
  }
  async insert(doc: RawDoc) {
    return (await this.engine()).insert(doc);
  }
  async replaceIfVersion(id: string, version: number, doc: RawDoc) {
    return (await this.engine()).replaceIfVersion(id, version, doc);
  }
  async deleteIfVersion(id: string, version: number) {
    return (await this.engine()).deleteIfVersion(id, version);
  }
}
