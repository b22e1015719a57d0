import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { mongo } from 'mongoose';
import type { GridFs, MongoStore } from '../../platform/store/mongo/mongo-store.js';
import { belongsTo, MediaFiles, ORIGINAL_NAME, RETIRED } from './media-files.js';

/** The bucket's collections are `uploads.files` and `uploads.chunks` in the store's database. */
export const UPLOADS_BUCKET = 'uploads';

/** What serving needs of one stored file (the newest of its name). */
export interface StoredFile {
  id: mongo.ObjectId;
  length: number;
  uploadDate: Date;
}

/**
 * The uploads in GridFS, in the MongoDB database every API instance shares: the same
 * names and the same crash-safety as the folder, so MediaService does not know which one it has.
 *
 * A GridFS file is chunk documents (`uploads.chunks`, 255 KB each) and ONE files document
 * (`uploads.files`: name, length, upload date) that the driver inserts only after every chunk was
 * acknowledged. Readers find a file by its files document, so they see the whole file or nothing.
 * SIGKILL in the middle of `write` leaves chunks whose files document does not exist: invisible,
 * and removed by `sweep` (the start-up backfill) once they are older than any write still running.
 * Writes wait for a majority and the journal (MongoStore.gridFs): that is the folder's fsync.
 *
 * The delete steps map to single-document updates of the files document:
 * - retire: its `filename` becomes '<name>.deleting' (one document update: atomic, like the folder's
 *   rename). From then on nothing finds the original by its name: not the server, not the backfill.
 * - unretire: the name goes back.
 * - purge: every files document of the image goes, then its chunks (the driver's delete); a kill in
 *   between leaves chunks without a files document, which `sweep` removes like an interrupted write.
 *
 * Two documents may carry one name (two instances wrote the same new image at once; MongoDB has no
 * rename-over): content addressing makes them the same bytes, readers take the newest, and retire,
 * unretire and purge treat every document of the name alike.
 */
export class GridFsMediaFiles extends MediaFiles {
  constructor(private readonly store: MongoStore) {
    super();
  }

  private on<R>(op: (fs: GridFs) => Promise<R>): Promise<R> {
    return this.store.gridFs(UPLOADS_BUCKET, op);
  }

  /** The driver makes the bucket's collections and indexes on its first write. */
  async prepare(): Promise<void> {}

  async originals(): Promise<string[]> {
    return (await this.names()).filter((name) => ORIGINAL_NAME.test(name));
  }

  async read(name: string): Promise<Buffer> {
    const file = await this.stat(name);
    if (!file) throw notFound(name);
    const parts: Buffer[] = [];
    for await (const part of await this.download(file, 0, file.length - 1)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async exists(name: string): Promise<boolean> {
    return (await this.stat(name)) !== null;
  }

  /** The newest complete file of that name; null for none (or a name no upload can have). */
  async stat(name: string): Promise<StoredFile | null> {
    if (!STORABLE_NAME.test(name)) return null;
    const found = await this.on(({ files }) => files.find({ filename: name }).sort({ uploadDate: -1, _id: -1 }).limit(1).next());
    return found && { id: found._id, length: found.length, uploadDate: found.uploadDate };
  }

  /** Bytes `start`..`end` (inclusive, as HTTP ranges count) of a file found by `stat`, streamed chunk by chunk. */
  download(file: StoredFile, start: number, end: number): Promise<Readable> {
    return this.on(async ({ bucket }) => bucket.openDownloadStream(file.id, { start, end: Math.min(end + 1, file.length) }));
  }

  /**
   * Content-addressed: when the same bytes are stored under the name already (a backfill completing a
   * killed upload, two instances uploading one image), nothing is written.
   */
  async write(name: string, bytes: Buffer): Promise<string> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const same = await this.on(({ files }) => files.findOne({ filename: name, length: bytes.length, 'metadata.sha256': sha256 }));
    if (!same) {
      await this.on(
        ({ bucket }) =>
          new Promise<void>((resolve, reject) => {
            const upload = bucket.openUploadStream(name, { metadata: { sha256 } });
            upload.once('finish', resolve).once('error', reject).end(bytes);
          }),
      );
    }
    return this.urlOf(name);
  }

  /** Each write waited for a majority and the journal already. */
  async sync(): Promise<void> {}

  async retire(name: string): Promise<void> {
    await this.rename(name, `${name}${RETIRED}`);
  }

  async unretire(name: string): Promise<void> {
    await this.rename(`${name}${RETIRED}`, name);
  }

  async retired(): Promise<string[]> {
    return (await this.names()).filter((name) => name.endsWith(RETIRED)).map((name) => name.slice(0, -RETIRED.length));
  }

  async purge(id: string): Promise<void> {
    const prefix = new RegExp(`^${id.replace(/[^a-zA-Z0-9]/g, '\\$&')}[.-]`);
    await this.on(async ({ bucket, files }) => {
      const found = await files.find({ filename: { $regex: prefix } }, { projection: { filename: 1 } }).toArray();
      for (const file of found.filter((f) => belongsTo(f.filename, id))) await bucket.delete(file._id).catch(ignoreFileNotFound);
    });
  }

  /** Chunks without a files document (a write or a purge a kill cut short), once older than `ageMs`. */
  async sweep(ageMs: number): Promise<number> {
    return this.on(async ({ files, chunks }) => {
      const ids = (await chunks.distinct('files_id')) as mongo.ObjectId[];
      const complete = new Set((await files.find({ _id: { $in: ids } }, { projection: { _id: 1 } }).toArray()).map((f) => f._id.toHexString()));
      // A files id is made when its write starts: a young one may be another instance's write in progress.
      const orphans = ids.filter((id) => !complete.has(id.toHexString()) && Date.now() - id.getTimestamp().getTime() > ageMs);
      if (!orphans.length) return 0;
      return (await chunks.deleteMany({ files_id: { $in: orphans } })).deletedCount;
    });
  }

  /** Every distinct file name in the bucket. */
  private async names(): Promise<string[]> {
    const found = await this.on(({ files }) => files.find({}, { projection: { filename: 1 } }).toArray());
    return [...new Set(found.map((f) => f.filename))];
  }

  /** Renames every document of `from` (one atomic update each); fails like the folder's rename when there is none. */
  private async rename(from: string, to: string): Promise<void> {
    const { matchedCount } = await this.on(({ files }) => files.updateMany({ filename: from }, { $set: { filename: to } }));
    if (matchedCount === 0) throw notFound(from);
  }
}

/** Names an upload can have: hash, width, extension and '.deleting' (a hostile request name is never looked up). */
const STORABLE_NAME = /^[a-z0-9][a-z0-9.-]{0,200}$/;

function notFound(name: string): Error {
  return Object.assign(new Error(`No stored file named ${name}`), { code: 'ENOENT' });
}

/** Another instance purged the same file first: fine. */
function ignoreFileNotFound(error: unknown): void {
  if (!/FileNotFound|File not found/i.test(String((error as Error).message) + String((error as Error).name))) throw error;
}
