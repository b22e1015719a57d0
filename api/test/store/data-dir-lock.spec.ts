import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { LOCK_FILE, DataDirLockedError } from '../../src/platform/store/embedded/data-dir-lock.js';
import { EmbeddedStore } from '../../src/platform/store/embedded/embedded-store.js';
import { recordSchema } from '../../src/platform/store/schema-kit.js';
import { newStoreLocation, type StoreLocation } from '../helpers/store-targets.js';

/** A pid that certainly belongs to no running process: a child that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

const notesDef = { name: 'lock_notes', schema: recordSchema({ title: { type: String, required: true } }) };

function writeLock(dir: string, holder: object): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(holder));
}

function lockOf(dir: string): { pid: number; startedAt: number } {
  return JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));
}

describe('embedded store: exclusive lock on its folder', () => {
  let location: StoreLocation;
  let dir: string;
  const opened: EmbeddedStore[] = [];
  let sleeper: ChildProcess | undefined;

  async function open(): Promise<EmbeddedStore> {
    const store = new EmbeddedStore(dir);
    await store.open();
    opened.push(store);
    return store;
  }

  beforeEach(() => {
    location = newStoreLocation('embedded');
    dir = join(location.dataDir, 'db');
  });

  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    sleeper?.kill('SIGKILL');
    sleeper = undefined;
    await location.dispose();
  });

  it('writes its pid and start time into the lock and removes the lock on close', async () => {
    const store = await open();
    expect(lockOf(dir)).toMatchObject({ pid: process.pid });
    expect(lockOf(dir).startedAt).toBeGreaterThan(Date.now() - 60_000);
    await store.close();
    opened.pop();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    await open(); // free again
  });

  it('refuses a folder held by another live process, naming the folder and that pid', async () => {
    sleeper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((resolve) => sleeper!.once('spawn', resolve));
    writeLock(dir, { pid: sleeper.pid, startedAt: Date.now() + 5_000, host: 'test' });
    const failure = open();
    await expect(failure).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(failure).rejects.toThrow(`The data folder ${dir} is in use by another API process (pid ${sleeper.pid} `);
    expect(lockOf(dir).pid).toBe(sleeper.pid); // the holder's lock is left alone
  });

  it('refuses a second store on the same folder in the same process', async () => {
    await open();
    await expect(open()).rejects.toThrow(`The data folder ${dir} is in use`);
  });

  it('takes over a stale lock left by a dead process and keeps its data', async () => {
    const first = await open();
    await first.collection<{ title: string }>(notesDef).insert({ title: 'kept' });
    await first.close();
    opened.pop();
    writeLock(dir, { pid: deadPid(), startedAt: Date.now() - 1000, host: 'test' }); // what a kill -9 leaves
    const second = await open();
    expect(lockOf(dir).pid).toBe(process.pid);
    expect((await second.collection<{ title: string }>(notesDef).list()).map((n) => n.title)).toEqual(['kept']);
  });

  it('takes over a lock whose pid now belongs to a process started after it (pid reused)', async () => {
    sleeper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((resolve) => sleeper!.once('spawn', resolve));
    writeLock(dir, { pid: sleeper.pid, startedAt: Date.now() - 3_600_000, host: 'test' });
    await open();
    expect(lockOf(dir).pid).toBe(process.pid);
  });

  it('takes over an unreadable lock (its writer was killed while writing it)', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, LOCK_FILE), '{"pid":12');
    await open();
    expect(lockOf(dir).pid).toBe(process.pid);
  });
});
