import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOADS_URL_PREFIX } from '../upload/upload.constants.js';

/**
 * The upload folder: originals and variants side by side, named by content hash, served as they are
 * under /uploads/ (content-addressed, so cacheable forever). The same layout serves both stores;
 * several API instances on one MongoDB share it as a volume.
 */
export class MediaFiles {
  constructor(private readonly dir: string) {}

  ensureDir(): Promise<string | undefined> {
    return mkdir(this.dir, { recursive: true });
  }

  private urlOf(name: string): string {
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  private pathOf(url: string): string {
    return join(this.dir, url.slice(UPLOADS_URL_PREFIX.length));
  }

  /** The originals in the folder ('<hash>.<ext>'; variants are '<hash>-<width>.<format>'). */
  async originals(): Promise<string[]> {
    return (await readdir(this.dir)).filter((name) => /^[a-f0-9]{32}\.[a-z]+$/.test(name));
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
    const temp = `${target}.${process.pid}.${randomUUID()}.tmp`;
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
   * The first step of a delete: the original is renamed out of the library (one atomic rename) before
   * its record goes, so an API killed in between never finds an original without a record, which the
   * start-up backfill would take for an upload and bring back. `settleRetired` finishes or undoes it.
   */
  async retire(name: string): Promise<void> {
    await rename(join(this.dir, name), join(this.dir, `${name}${RETIRED}`));
    await this.sync();
  }

  async unretire(name: string): Promise<void> {
    await rename(join(this.dir, `${name}${RETIRED}`), join(this.dir, name));
    await this.sync();
  }

  /** Originals whose delete was begun ('<hash>.<ext>' names). */
  async retired(): Promise<string[]> {
    return (await readdir(this.dir)).filter((name) => name.endsWith(RETIRED)).map((name) => name.slice(0, -RETIRED.length));
  }

  /** Every file of image `id`: its original (retired or not) and its variants. */
  async purge(id: string): Promise<void> {
    const names = (await readdir(this.dir)).filter((name) => name.startsWith(`${id}.`) || name.startsWith(`${id}-`));
    await Promise.all(names.map((name) => rm(join(this.dir, name), { force: true })));
  }
}

/** The suffix of an original whose delete has begun (see MediaFiles.retire). */
const RETIRED = '.deleting';
