import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';

/** The lock file inside the store's folder (NeDB files are `<collection>.db`, so no clash). */
export const LOCK_FILE = 'store.lock';

/** A takeover marker older than this belongs to a process that died while taking over. */
const TAKEOVER_STALE_MS = 10_000;
/** /proc start times are exact to about a second (boot time is in whole seconds and may drift). */
const START_TIME_SLACK_MS = 2000;
/** USER_HZ, the unit of /proc/<pid>/stat times: 100 on every Linux (fixed by the kernel ABI). */
const CLOCK_TICKS_PER_SECOND = 100;

interface LockInfo {
  pid: number;
  /** When the holder took the lock (ms since epoch); tells a reused pid from the holder itself. */
  startedAt: number;
  host: string;
}

/** Another live process holds the folder: the API must not start on it (its writes would be lost). */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The data folder ${dir} is in use by another API process (pid ${holder.pid} on ${holder.host}, since ` +
        `${new Date(holder.startedAt).toISOString()}). Two processes on one embedded store lose each other's writes: ` +
        `stop that process, or give this one another DATA_DIR (or a MONGODB_URI to share a database).`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Folders locked by this process, so a second store on the same folder in one process is refused too. */
const heldHere = new Set<string>();

/**
 * An exclusive lock on the embedded store's folder: a file created with O_EXCL holding the holder's pid
 * and start time. A lock whose pid is dead (or was reused by a process that started after the lock,
 * as after a container restart where the API is pid 1 again) is stale and taken over, with a warning.
 * The lock is released on close and, as a last resort, when the process exits.
 */
export class DataDirLock {
  private readonly logger = new Logger('DataDirLock');
  private readonly path: string;
  private readonly info: LockInfo = { pid: process.pid, startedAt: Date.now(), host: hostname() };
  private held = false;
  private readonly releaseOnExit = () => this.releaseSync();

  constructor(private readonly dir: string) {
    this.path = join(dir, LOCK_FILE);
  }

  async acquire(): Promise<void> {
    if (heldHere.has(this.path)) throw new DataDirLockedError(this.dir, this.info);
    for (let attempt = 0; attempt < 5; attempt++) {
      if (await this.create()) {
        this.held = true;
        heldHere.add(this.path);
        process.once('exit', this.releaseOnExit);
        return;
      }
      const holder = await this.readHolder();
      if (holder && isAlive(holder)) throw new DataDirLockedError(this.dir, holder);
      await this.takeOver(holder);
    }
    throw new Error(`Could not lock the data folder ${this.dir}: the lock file keeps changing`);
  }

  async release(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    heldHere.delete(this.path);
    process.removeListener('exit', this.releaseOnExit);
    if ((await this.readHolder())?.startedAt === this.info.startedAt) await unlink(this.path).catch(() => undefined);
  }

  /** Synchronous: the only kind of work an 'exit' listener can do. */
  private releaseSync(): void {
    try {
      const holder = JSON.parse(readFileSync(this.path, 'utf8')) as LockInfo;
      if (holder.pid === this.info.pid && holder.startedAt === this.info.startedAt) unlinkSync(this.path);
    } catch {
      /* already gone */
    }
  }

  /** O_EXCL: exactly one process can create the file; the content is synced before we rely on it. */
  private async create(): Promise<boolean> {
    let handle;
    try {
      handle = await open(this.path, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    try {
      await handle.writeFile(JSON.stringify(this.info));
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  }

  /** The holder, or null when the file is gone or unreadable (a holder killed while writing it). */
  private async readHolder(): Promise<LockInfo | null> {
    try {
      const parsed = JSON.parse(await readFile(this.path, 'utf8')) as Partial<LockInfo>;
      if (typeof parsed.pid !== 'number' || typeof parsed.startedAt !== 'number') return null;
      return { pid: parsed.pid, startedAt: parsed.startedAt, host: String(parsed.host ?? 'unknown host') };
    } catch {
      return null;
    }
  }

  /**
   * Removes a stale lock. Two starting processes may both find it stale: a takeover marker (O_EXCL too)
   * lets only one of them remove it, so neither can delete the fresh lock the other just created.
   */
  private async takeOver(stale: LockInfo | null): Promise<void> {
    const marker = `${this.path}.takeover`;
    let handle;
    try {
      handle = await open(marker, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(marker).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > TAKEOVER_STALE_MS) await unlink(marker).catch(() => undefined);
      else await new Promise((resolve) => setTimeout(resolve, 200));
      return; // the caller tries to create the lock again
    }
    try {
      await handle.close();
      const current = await this.readHolder();
      // Still the same stale content (or still unreadable): nobody created a fresh lock in between.
      if (sameHolder(current, stale)) {
        const gone = `${this.path}.stale-${process.pid}`;
        await rename(this.path, gone).catch(() => undefined);
        await unlink(gone).catch(() => undefined);
        this.logger.warn(
          stale
            ? `Took over the data folder ${this.dir}: its lock was left by pid ${stale.pid} (since ${new Date(stale.startedAt).toISOString()}), which is no longer running (or its pid now belongs to a newer process)`
            : `Took over the data folder ${this.dir}: its lock file was unreadable (left by a process killed while writing it)`,
        );
      }
    } finally {
      await unlink(marker).catch(() => undefined);
    }
  }
}

function sameHolder(a: LockInfo | null, b: LockInfo | null): boolean {
  return a === b || (a !== null && b !== null && a.pid === b.pid && a.startedAt === b.startedAt);
}

/**
 * True when the lock's pid is a running process that could be the holder. Our own pid can only be in
 * a lock this process does not hold (heldHere was checked) when the pid was reused, e.g. pid 1 in a
 * restarted container. On Linux a pid whose process started after the lock was taken is a reuse too.
 */
function isAlive(holder: LockInfo): boolean {
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false; // ESRCH: no such process
  }
  const started = processStartMs(holder.pid);
  return started === undefined || started <= holder.startedAt + START_TIME_SLACK_MS;
}

/** Start time of a process from /proc (Linux); undefined elsewhere. */
function processStartMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime, clock ticks since boot) counted after the ")" that ends the command name.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const bootTime = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    if (!Number.isFinite(ticks) || !Number.isFinite(bootTime)) return undefined;
    return bootTime * 1000 + (ticks / CLOCK_TICKS_PER_SECOND) * 1000;
  } catch {
    return undefined;
  }
}
