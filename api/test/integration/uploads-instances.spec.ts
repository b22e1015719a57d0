import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MediaAsset } from '@pharma/shared/content';
import sharp from 'sharp';
import request from 'supertest';
import { GridFsMediaFiles, UPLOADS_BUCKET } from '../../src/content/media/gridfs-media-files.js';
import { MediaFiles } from '../../src/content/media/media-files.js';
import { MediaService } from '../../src/content/media/media.service.js';
import { leasesCollection, type LeaseSlot } from '../../src/platform/store/lease.js';
import { MongoStore } from '../../src/platform/store/mongo/mongo-store.js';
import { Store } from '../../src/platform/store/store.port.js';
import { newStoreLocation, openStore, requestedMongoUri, type StoreLocation } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/*
 * Several API instances on one MongoDB keep uploads in GridFS, so whichever instance a
 * request reaches has every file (MongoDB only: the embedded store is one process's folder).
 */
const mongoDescribe = (name: string, tests: () => void) => (requestedMongoUri() ? describe(name, tests) : undefined);

async function photo(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 700, height: 460, channels: 3, background: { r: seed % 256, g: 90, b: 160 }, noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const name = (url: string) => url.slice('/uploads/'.length);

mongoDescribe('uploads shared by two API instances on one MongoDB', () => {
  let location: StoreLocation;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    location = newStoreLocation('mongodb');
    a = await createTestApp('mongodb', { location });
    b = await createTestApp('mongodb', { location });
  }, 60_000);

  afterAll(async () => {
    await a.close({ keepData: true });
    await b.close();
  });

  const upload = (t: TestApp, bytes: Buffer) =>
    request(t.http).post('/api/upload/image').set('Authorization', t.auth).attach('image', bytes, { filename: 'shared.jpg', contentType: 'image/jpeg' });

  it('an upload through A is served by B: the same bytes, ETag and Last-Modified, every variant too', async () => {
    const bytes = await photo(1);
    const media = (await upload(a, bytes).expect(201)).body.media as MediaAsset;
    expect(media.variants.length).toBeGreaterThan(0);
    for (const url of [media.url, ...media.variants.map((v) => v.url)]) {
      const fromA = await request(a.http).get(url).buffer(true).expect(200);
      const fromB = await request(b.http).get(url).buffer(true).expect(200);
      expect(Buffer.compare(fromB.body as Buffer, fromA.body as Buffer)).toBe(0);
      for (const header of ['etag', 'last-modified', 'content-type', 'content-length', 'cache-control'])
        expect([url, header, fromB.headers[header]]).toEqual([url, header, fromA.headers[header]]);
    }
    expect(Buffer.compare((await request(b.http).get(media.url).buffer(true).expect(200)).body as Buffer, bytes)).toBe(0);
    const listedByB = (await request(b.http).get('/api/media').set('Authorization', b.auth).expect(200)).body.data as MediaAsset[];
    expect(listedByB.find((m) => m.id === media.id)?.variants).toEqual(media.variants);
    // B answers a conditional request with A's ETag by 304: caches stay valid whichever instance answers.
    const etag = (await request(a.http).get(media.url).expect(200)).headers.etag!;
    await request(b.http).get(media.url).set('If-None-Match', etag).expect(304);
  });

  it('the same image uploaded through both at once: one record, and one stored file per name', async () => {
    const bytes = await photo(2);
    const [fromA, fromB] = await Promise.all([upload(a, bytes), upload(b, bytes)]);
    expect([fromA.status, fromB.status]).toEqual([201, 201]);
    expect(fromB.body.media.id).toBe(fromA.body.media.id);
    const media = fromA.body.media as MediaAsset;
    // Both may have written a file before either saw the other's; readers take the newest, whole.
    for (const url of [media.url, ...media.variants.map((v) => v.url)]) {
      const served = await request(b.http).get(url).buffer(true).expect(200);
      expect(served.body.length).toBe(url === media.url ? bytes.length : media.variants.find((v) => v.url === url)!.bytes);
    }
  });

  it('a delete through B: A answers 404 for the original, every variant and the record', async () => {
    const media = (await upload(a, await photo(3)).expect(201)).body.media as MediaAsset;
    await request(b.http).get(media.url).expect(200);
    await request(b.http).delete(`/api/media/${media.id}`).set('Authorization', b.auth).expect(204);
    for (const url of [media.url, ...media.variants.map((v) => v.url)]) {
      await request(a.http).get(url).expect(404);
      expect([url, await a.app.get(MediaFiles).exists(name(url))]).toEqual([url, false]);
    }
    await request(a.http).get(`/api/media/${media.id}`).set('Authorization', a.auth).expect(404);
  });

  it('a write cut short (chunks stored, no files document yet) is never served, and the sweep removes it once old', async () => {
    const files = a.app.get(MediaFiles) as GridFsMediaFiles;
    const store = a.app.get(Store) as MongoStore;
    const cut = 'ffffffffffffffffffffffffffffffff.jpg';
    // A write killed midway: 600 KB went out as two full chunks, the end (last chunk, files document) never came.
    const pending = await store.gridFs(UPLOADS_BUCKET, async ({ bucket, chunks }) => {
      const stream = bucket.openUploadStream(cut);
      stream.write(Buffer.alloc(600 * 1024, 1));
      for (let i = 0; i < 50 && (await chunks.countDocuments({ files_id: stream.id })) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      return { id: stream.id, chunks: await chunks.countDocuments({ files_id: stream.id }) };
    });
    expect(pending.chunks).toBe(2);
    await request(b.http).get(`/uploads/${cut}`).expect(404);
    expect([await files.exists(cut), (await files.originals()).includes(cut)]).toEqual([false, false]);
    // Young pieces may be another instance's write in progress: the start-up sweep (an hour) leaves them.
    expect(await files.sweep(60 * 60_000)).toBe(0);
    expect(await files.sweep(0)).toBe(2);
    expect(await store.gridFs(UPLOADS_BUCKET, ({ chunks }) => chunks.countDocuments({ files_id: pending.id }))).toBe(0);
  });
});

mongoDescribe('the media backfill when two instances start together on one MongoDB', () => {
  it('runs on one of them (the start-up lease): an upload without a record gets one record, once', async () => {
    const location = newStoreLocation('mongodb');
    // A database in use already (seeded by an instance started before: a fresh one seeded by two at once is another matter).
    await (await createTestApp('mongodb', { location })).close({ keepData: true });
    // An original that has no record (an upload from before the library, or one whose record a kill prevented).
    const store = (await openStore('mongodb', location)) as MongoStore;
    const bytes = await photo(4);
    const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32); // a record's id is its bytes' hash
    const url = await new GridFsMediaFiles(store).write(`${id}.jpg`, bytes);
    await store.close();

    const started = await Promise.allSettled([createTestApp('mongodb', { location }), createTestApp('mongodb', { location })]);
    const [a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : null));
    try {
      if (!a || !b) throw (started.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason;
      const deadline = Date.now() + 15_000;
      while ((await request(a.http).get(`/api/media/${id}`).set('Authorization', a.auth)).status !== 200 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const record = (await request(b.http).get(`/api/media/${id}`).set('Authorization', b.auth).expect(200)).body.data as MediaAsset;
      expect(record.url).toBe(url);
      for (const variant of record.variants) await request(b.http).get(variant.url).expect(200);
      const slots = (await a.app.get(Store).collection<LeaseSlot>(leasesCollection).list()).filter((s) => s.name === 'startup:media-backfill');
      const holders = [a, b].map((t) => (t.app.get(MediaService) as unknown as { backfillLease: { holder: string } }).backfillLease.holder);
      expect(slots.length).toBeGreaterThan(0);
      expect(new Set(slots.map((s) => s.holder)).size).toBe(1); // one holder for the current slot and the one claimed ahead
      expect(holders).toContain(slots[0]!.holder);
      const created = (await request(a.http).get('/api/audit?limit=500').set('Authorization', a.auth).expect(200)).body.data as Array<{
        collection: string;
        documentId: string;
        action: string;
      }>;
      expect(created.filter((e) => e.collection === 'media' && e.documentId === id && e.action === 'create')).toHaveLength(1);
    } finally {
      await a?.close({ keepData: true });
      await b?.close({ keepData: true });
      await location.dispose();
    }
  }, 60_000);
});
