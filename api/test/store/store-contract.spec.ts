import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { EmbeddedStore } from '../../src/platform/store/embedded/embedded-store.js';
import { MongoStore } from '../../src/platform/store/mongo/mongo-store.js';
import { f, itemSchema, sub } from '../../src/platform/store/schema-kit.js';
import { DuplicateIdError, StoreUnavailableError, StoreValidationError, VersionConflictError } from '../../src/platform/store/store.errors.js';
import type { Collection, CollectionDef, Store } from '../../src/platform/store/store.port.js';
import { newStoreLocation, openStore, storeNames, type StoreLocation } from '../helpers/store-targets.js';

interface Note {
  title: string;
  body?: string;
  tags?: string[];
  meta?: { author: string };
  a1?: string;
  a2?: string;
  a3?: string;
  a4?: string;
  a5?: string;
  order?: number;
  isActive?: boolean;
}

let counter = 0;
/** A fresh collection per test: no test sees another's documents. */
function notes(): CollectionDef {
  counter++;
  return {
    name: `notes_${counter}`,
    schema: itemSchema({
      title: f.required(),
      body: f.optional(),
      tags: f.list(),
      meta: { type: sub({ author: f.required() }) },
      a1: f.optional(),
      a2: f.optional(),
      a3: f.optional(),
      a4: f.optional(),
      a5: f.optional(),
    }),
  };
}

/** The one contract both adapters must honour; the same cases run against each. */
describe.each(storeNames())('store port contract: %s', (name) => {
  let location: StoreLocation;
  let store: Store;
  let col: Collection<Note>;

  beforeAll(async () => {
    location = newStoreLocation(name);
    store = await openStore(name, location);
  });

  afterAll(async () => {
    await store.close();
    await location.dispose();
  });

  beforeEach(() => {
    col = store.collection<Note>(notes());
  });

  it('reports which adapter it is and answers ping', async () => {
    expect(store.kind).toBe(name);
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('insert assigns an id, version 1 and timestamps; get returns the same document', async () => {
    const saved = await col.insert({ title: 'First', tags: ['a'], meta: { author: 'x' } });
    expect(saved).toMatchObject({ title: 'First', tags: ['a'], meta: { author: 'x' }, version: 1, order: 0, isActive: true });
    expect(saved.id).toMatch(/^[a-f0-9]{24}$/);
    expect(saved.createdAt).toBe(saved.updatedAt);
    expect(await col.get(saved.id)).toEqual(saved);
  });

  it('keeps a caller-chosen id and refuses a duplicate', async () => {
    await col.insert({ title: 'A' }, 'slide-1');
    await expect(col.insert({ title: 'B' }, 'slide-1')).rejects.toBeInstanceOf(DuplicateIdError);
    expect((await col.get('slide-1'))?.title).toBe('A');
  });

  it('ignores ids, versions and timestamps in the data', async () => {
    const saved = await col.insert({ title: 'A', id: 'forged', version: 99, createdAt: 'x' } as Note);
    expect(saved.id).not.toBe('forged');
    expect(saved.version).toBe(1);
    expect(saved.createdAt).not.toBe('x');
  });

  it('lists in display order: order ascending, missing order as 0, then oldest first', async () => {
    await col.insert({ title: 'third', order: 2 });
    await col.insert({ title: 'first-no-order' });
    await col.insert({ title: 'second', order: 1 });
    await col.insert({ title: 'also-zero', order: 0 });
    expect((await col.list()).map((n) => n.title)).toEqual(['first-no-order', 'also-zero', 'second', 'third']);
  });

  it('update merges the patch, bumps the version and keeps createdAt', async () => {
    const saved = await col.insert({ title: 'A', body: 'keep me', tags: ['t'] });
    await new Promise((r) => setTimeout(r, 5));
    const updated = await col.update(saved.id, { title: 'B' });
    expect(updated).toMatchObject({ id: saved.id, title: 'B', body: 'keep me', tags: ['t'], version: 2, createdAt: saved.createdAt });
    expect(updated!.updatedAt > saved.updatedAt).toBe(true);
    expect(await col.get(saved.id)).toEqual(updated);
  });

  it('update of an unknown id answers null and creates nothing', async () => {
    expect(await col.update('missing-id', { title: 'x' })).toBeNull();
    expect(await col.list()).toHaveLength(0);
  });

  it('a matching expected version wins; a stale one raises a conflict and changes nothing', async () => {
    const saved = await col.insert({ title: 'A' });
    await col.update(saved.id, { title: 'B' }, 1);
    await expect(col.update(saved.id, { title: 'C' }, 1)).rejects.toBeInstanceOf(VersionConflictError);
    expect(await col.get(saved.id)).toMatchObject({ title: 'B', version: 2 });
  });

  it('concurrent unconditional updates lose nothing (each retries on a lost race)', async () => {
    const saved = await col.insert({ title: 'A' });
    const fields = ['a1', 'a2', 'a3', 'a4', 'a5'] as const;
    await Promise.all(fields.map((field) => col.update(saved.id, { [field]: field })));
    const final = await col.get(saved.id);
    expect(final).toMatchObject({ a1: 'a1', a2: 'a2', a3: 'a3', a4: 'a4', a5: 'a5', version: 6 });
  });

  it('of concurrent conditional updates from the same version exactly one wins', async () => {
    const saved = await col.insert({ title: 'A' });
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => col.update(saved.id, { title: `T${n}` }, 1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
    expect((await col.get(saved.id))!.version).toBe(2);
  });

  it('validates with the schema: required fields, types, nested objects and unknown fields', async () => {
    const missing = col.insert({ body: 'no title' } as Note);
    await expect(missing).rejects.toBeInstanceOf(StoreValidationError);
    await expect(missing).rejects.toMatchObject({ errors: { title: [expect.stringContaining('required')] } });
    await expect(col.insert({ title: 'x', order: 'first' as unknown as number })).rejects.toMatchObject({ errors: { order: [expect.any(String)] } });
    await expect(col.insert({ title: 'x', meta: {} as { author: string } })).rejects.toMatchObject({ errors: { 'meta.author': [expect.any(String)] } });
    await expect(col.insert({ title: 'x', surprise: 1 } as Note)).rejects.toMatchObject({ errors: { surprise: [expect.any(String)] } });
    expect(await col.list()).toHaveLength(0);
  });

  it('an invalid update is refused and leaves the stored document as it was', async () => {
    const saved = await col.insert({ title: 'A' });
    await expect(col.update(saved.id, { title: '' })).rejects.toBeInstanceOf(StoreValidationError);
    expect(await col.get(saved.id)).toEqual(saved);
  });

  it('remove answers the removed document, then null', async () => {
    const saved = await col.insert({ title: 'A' });
    expect(await col.remove(saved.id)).toEqual(saved);
    expect(await col.get(saved.id)).toBeNull();
    expect(await col.remove(saved.id)).toBeNull();
  });

  it('seeds once: never twice, never over an edit, never re-creating a deleted default', async () => {
    const defaults = [
      { id: 'd-1', title: 'One', order: 1 },
      { id: 'd-2', title: 'Two', order: 2 },
      { title: 'No id', order: 3 },
    ];
    expect(await col.seed(defaults)).toBe(3);
    expect(await col.seed(defaults)).toBe(0);
    await col.update('d-1', { title: 'Edited' });
    await col.remove('d-2');
    expect(await col.seed(defaults)).toBe(0);
    expect((await col.list()).map((n) => n.title)).toEqual(['Edited', 'No id']);
  });

  it('announces every write to change listeners', async () => {
    const seen: string[] = [];
    const stop = store.onChange((collection) => seen.push(collection));
    const saved = await col.insert({ title: 'A' });
    await col.update(saved.id, { title: 'B' });
    await col.remove(saved.id);
    stop();
    expect(seen).toHaveLength(3);
  });

  it('keeps every acknowledged write across a close and reopen', async () => {
    const def = notes();
    const before = store.collection<Note>(def);
    const a = await before.insert({ title: 'A' });
    await before.update(a.id, { title: 'A2' });
    const b = await before.insert({ title: 'B' });
    await before.remove(b.id);
    await store.close();
    store = await openStore(name, location);
    const after = store.collection<Note>(def);
    expect((await after.list()).map((n) => [n.title, n.version])).toEqual([['A2', 2]]);
  });
});

describe('embedded store: crash safety', () => {
  it('opens a file whose last write was cut off by a kill, keeping every complete write', async () => {
    const location = newStoreLocation('embedded');
    const dir = join(location.dataDir, 'db');
    const def = notes();
    let store = new EmbeddedStore(dir);
    await store.open();
    const col = store.collection<Note>(def);
    for (let i = 0; i < 3; i++) await col.insert({ title: `N${i}` });
    await store.close();
    // What a kill -9 in the middle of an append leaves behind: half a JSON line, no newline.
    const file = join(dir, `${def.name}.db`);
    appendFileSync(file, '{"_id":"half-written","title":"N3","ver');
    store = new EmbeddedStore(dir);
    await store.open();
    const reopened = store.collection<Note>(def);
    expect((await reopened.list()).map((n) => n.title)).toEqual(['N0', 'N1', 'N2']);
    await reopened.insert({ title: 'after' });
    expect(readFileSync(file, 'utf8')).not.toContain('half-written');
    await store.close();
    await location.dispose();
  });
});

describe('mongodb store: database down', () => {
  it('opens without hanging and answers StoreUnavailableError within seconds', async () => {
    const store = new MongoStore('mongodb://127.0.0.1:9/unreachable', 500);
    const started = Date.now();
    await store.open(); // logs and keeps retrying in the background; the API still starts
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.collection(notes()).insert({ title: 'x' })).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(Date.now() - started).toBeLessThan(5000);
    await store.close();
  });
});
