import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOADS_URL_PREFIX } from '../upload/upload.constants.js';

/** An original's name: '<32-hex hash>.<ext>' (variants are '<hash>-<width>.<format>'). */
export const ORIGINAL_NAME = /^[a-f0-9]{32}\.[a-z]+$/;

/** The suffix of an original whose delete has begun (see MediaFiles.retire). */
export const RETIRED = '.deleting';

/**
 * Where uploaded originals and their variants live, named by content hash and served as they are
 * under /uploads/ (content-addressed, so cacheable forever). Two implementations: a folder (the
 * embedded store, one process) and GridFS in the MongoDB database (every API instance on
 * one MongoDB reads and writes the same files). Both give the same crash-safety:
 * - `write` never leaves a half file under its name (a reader sees the whole file or none);
 * - a delete is `retire` (the original leaves the library in one atomic step), the record's removal,
 *   then `purge`; `retired` lists deletes that were begun, `unretire` undoes one.
 */
export abstract class MediaFiles {
  /** Makes the place ready (the folder exists); resolves at once when there is nothing to do. */
  abstract prepare(): Promise<void>;
  /** The originals stored ('<hash>.<ext>'), retired ones excepted. */
  abstract originals(): Promise<string[]>;
  abstract read(name: string): Promise<Buffer>;
  abstract exists(name: string): Promise<boolean>;
  /** Stores the whole file under `name` (replacing one of that name) and answers its URL. */
  abstract write(name: string, bytes: Buffer): Promise<string>;
  /** Makes the writes so far durable (a power cut after the answer keeps them). */
  abstract sync(): Promise<void>;
  /** The first step of a delete: the original leaves the library in one atomic step. */
  abstract retire(name: string): Promise<void>;
  abstract unretire(name: string): Promise<void>;
  /** Originals whose delete was begun ('<hash>.<ext>' names). */
  abstract retired(): Promise<string[]>;
  /** Every file of image `id`: its original (retired or not) and its variants. */
  abstract purge(id: string): Promise<void>;
  /**
   * Leftovers of writes a kill cut short that no reader can see (a folder's temp files, GridFS chunks
   * without their files document), older than `ageMs` so that another instance's write in progress
   * is left alone. Answers how many pieces went.
   */
  abstract sweep(ageMs: number): Promise<number>;

  protected urlOf(name: string): string {
    return `${UPLOADS_URL_PREFIX}${name}`;
  }
}

/** Files of image `id`: '<id>.<ext>', '<id>.<ext>.deleting' and '<id>-<width>.<format>'. */
export function belongsTo(name: string, id: string): boolean {
  return name.startsWith(`${id}.`) || name.startsWith(`${id}-`);
}

/** The upload folder: originals and variants side by side (the embedded store; one process uses it). */
export class FolderMediaFiles extends MediaFiles {
  constructor(private readonly dir: string) {
    super();
  }

  async prepare(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async originals(): Promise<string[]> {
    return (await readdir(this.dir)).filter((name) => ORIGINAL_NAME.test(name));
  }

  read(name: string): Promise<Buffer> {
    return readFile(join(this.dir, name));
  }

  async exists(name: string): Promise<boolean> {
    return stat(join(this.dir, name)).then(
      () => true,
      () => false,
    );
  }

  /**
   * Written aside, flushed, then renamed: a crash never leaves a half file under the final name. The
   * temp name is unique per write: two uploads of the same new image may run at once (rename replaces).
   */
  async write(name: string, bytes: Buffer): Promise<string> {
    const target = join(this.dir, name);
    const temp = `${target}.${process.pid}.${randomUUID()}${TEMP}`;
    await writeFile(temp, bytes, { flush: true });
    await rename(temp, target);
    return this.urlOf(name);
  }

  /** Makes the renames durable (a power cut after the answer keeps the files), like the store's writes. */
  async sync(): Promise<void> {
    const dir = await open(this.dir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  /**
   * One atomic rename out of the library before the record goes, so an API killed in between never
   * finds an original without a record, which the start-up backfill would take for an upload and
   * bring back. MediaService.settleRetired finishes or undoes it.
   */
  async retire(name: string): Promise<void> {
    await rename(join(this.dir, name), join(this.dir, `${name}${RETIRED}`));
    await this.sync();
  }

  async unretire(name: string): Promise<void> {
    await rename(join(this.dir, `${name}${RETIRED}`), join(this.dir, name));
    await this.sync();
  }

  async retired(): Promise<string[]> {
    return (await readdir(this.dir)).filter((name) => name.endsWith(RETIRED)).map((name) => name.slice(0, -RETIRED.length));
  }

  async purge(id: string): Promise<void> {
    const names = (await readdir(this.dir)).filter((name) => belongsTo(name, id));
    await Promise.all(names.map((name) => rm(join(this.dir, name), { force: true })));
  }

  /** Temp files of writes a kill interrupted (one process owns the folder, but a write may be running now). */
  async sweep(ageMs: number): Promise<number> {
    let swept = 0;
    for (const name of (await readdir(this.dir)).filter((n) => n.endsWith(TEMP))) {
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => null);
      if (info && Date.now() - info.mtimeMs > ageMs) {
        await rm(path, { force: true });
        swept++;
      }
    }
    return swept;
  }
}

const TEMP = '.tmp';
