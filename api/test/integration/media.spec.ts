import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MEDIA_IN_USE, MEDIA_TOO_MANY_PIXELS, type MediaAsset, type MediaLibraryEntry } from '@pharma/shared/content';
import sharp from 'sharp';
import request from 'supertest';
import { MediaFiles } from '../../src/content/media/media-files.js';
import { TRUNCATED_JPEG } from '../helpers/images.js';
import { storeNames } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A real photo-like JPEG: a gradient with grain, `width`×`height`, EXIF orientation `orientation`. */
async function photo(width: number, height: number, orientation = 1): Promise<Buffer> {
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .png()
    .toBuffer();
  return sharp(grain)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation, exif: { IFD0: { Copyright: 'camera owner', Make: 'TestCam' } } })
    .toBuffer();
}

/** A PNG whose header declares `width`×`height` pixels and whose data is a few bytes: a decompression bomb's shape. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(storeNames())('media library (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  const upload = (bytes: Buffer, filename = 'photo.jpg') =>
    request(t.http).post('/api/upload/image').set('Authorization', t.auth).attach('image', bytes, { filename, contentType: 'image/jpeg' });

  it('keeps the original and makes AVIF and WebP variants at the layout widths, oriented and without metadata', async () => {
    // Stored landscape with EXIF orientation 6 (a quarter turn): shown portrait, 1000 wide.
    const res = await upload(await photo(1400, 1000, 6), 'camera.jpg').expect(201);
    const media = res.body.media as MediaAsset;
    expect(res.body.imageUrl).toBe(media.url);
    expect(media).toMatchObject({
      width: 1000,
      height: 1400,
      mime: 'image/jpeg',
      alt: '',
      decorative: false,
      focal: { x: 50, y: 50 },
      originalName: 'camera.jpg',
    });
    expect(media.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(['avif@320', 'avif@640', 'avif@960', 'webp@320', 'webp@640', 'webp@960'].sort());
    for (const variant of media.variants) {
      expect(variant.url).toBe(media.url.replace(/\.jpg$/, `-${variant.width}.${variant.format}`));
      expect(variant.height).toBe(Math.round((variant.width * 1400) / 1000));
      const served = await request(t.http).get(variant.url).buffer(true).expect(200);
      const meta = await sharp(served.body as Buffer).metadata();
      expect({ format: meta.format, width: meta.width, exif: meta.exif, orientation: meta.orientation }).toEqual({
        format: variant.format === 'avif' ? 'heif' : 'webp',
        width: variant.width,
        exif: undefined,
        orientation: undefined,
      });
      expect(served.body.length).toBe(variant.bytes);
    }
    await request(t.http).get(media.url).expect(200); // the original, kept as uploaded
  });

  it('answers the same record for the same bytes, and never enlarges a small image', async () => {
    const small = await photo(200, 100);
    const first = (await upload(small).expect(201)).body.media as MediaAsset;
    const again = (await upload(small, 'other-name.jpg').expect(201)).body.media as MediaAsset;
    expect(again.id).toBe(first.id);
    expect(first.variants.map((v) => v.width)).toEqual([200, 200]);
  });

  it('refuses a decompression bomb by its declared pixels, before decoding it (413, the library message)', async () => {
    const bomb = declaredPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(bomb, 'tiny.png').expect(413);
    expect(res.body.error).toBe(MEDIA_TOO_MANY_PIXELS);
  });

  it('refuses a real small-file bomb: 9000×9000 of one colour, compressed to a few hundred KB', async () => {
    const flat = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flat.length).toBeLessThan(1024 * 1024);
    expect((await upload(flat, 'flat.png').expect(413)).body.error).toBe(MEDIA_TOO_MANY_PIXELS);
  }, 30_000);

  it('refuses a truncated JPEG with the spec text (400), not a 500', async () => {
    const res = await upload(TRUNCATED_JPEG, 'cut.jpg').expect(400);
    expect(res.body.error).toBe('Please select an image file');
  });

  it('carries the media record beside the data of every read that uses the image, for visitors and the admin', async () => {
    const media = (await upload(await photo(700, 500)).expect(201)).body.media as MediaAsset;
    await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).send({ backgroundImage: media.url }).expect(200);
    for (const auth of [undefined, t.auth]) {
      const read = request(t.http).get('/api/cms/about/hero');
      const body = (await (auth ? read.set('Authorization', auth) : read).expect(200)).body as {
        data: { backgroundImage: string };
        media: Record<string, unknown>;
      };
      expect(body.data.backgroundImage).toBe(media.url);
      expect(body.media[media.url]).toEqual({ width: 700, height: 500, alt: '', decorative: false, focal: { x: 50, y: 50 }, variants: media.variants });
    }
    const noUploads = (await request(t.http).get('/api/cms/home/slides').expect(200)).body as Record<string, unknown>;
    expect(noUploads).not.toHaveProperty('media');
  });

  it('saves alt text and focal point (version-checked), and the next public read carries them', async () => {
    const media = (await upload(await photo(640, 480)).expect(201)).body.media as MediaAsset;
    await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).send({ backgroundImage: media.url }).expect(200);
    const saved = (
      await request(t.http)
        .patch(`/api/media/${media.id}`)
        .set('Authorization', t.auth)
        .send({ alt: 'Chemist at a bench', focal: { x: 30, y: 70 }, version: media.version })
        .expect(200)
    ).body.data as MediaAsset;
    expect(saved).toMatchObject({ alt: 'Chemist at a bench', focal: { x: 30, y: 70 }, version: media.version + 1 });
    await request(t.http).patch(`/api/media/${media.id}`).set('Authorization', t.auth).send({ alt: 'stale', version: media.version }).expect(409);
    const read = (await request(t.http).get('/api/cms/about/hero').expect(200)).body as { media: Record<string, { alt: string; focal: unknown }> };
    expect(read.media[media.url]).toMatchObject({ alt: 'Chemist at a bench', focal: { x: 30, y: 70 } });
  });

  it.each([
    [{ focal: { x: 101, y: 0 } }, 'focal'],
    [{ alt: 'x'.repeat(301) }, 'alt'],
    [{ decorative: 'yes' }, 'decorative'],
  ])('refuses a bad edit %j with a field error (400)', async (body, field) => {
    const media = (await upload(await photo(330, 200)).expect(201)).body.media as MediaAsset;
    const res = await request(t.http).patch(`/api/media/${media.id}`).set('Authorization', t.auth).send(body).expect(400);
    expect(JSON.stringify(res.body)).toContain(field);
  });

  it('lists every upload with where it is used, and refuses to delete one in use with the list of places', async () => {
    const media = (await upload(await photo(500, 400)).expect(201)).body.media as MediaAsset;
    await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).send({ backgroundImage: media.url }).expect(200);
    const list = (await request(t.http).get('/api/media').set('Authorization', t.auth).expect(200)).body.data as MediaLibraryEntry[];
    const entry = list.find((e) => e.id === media.id)!;
    expect(entry.usages).toEqual([{ collection: 'about_hero', id: 'main', field: 'backgroundImage', label: 'About › Hero › backgroundImage' }]);
    const refused = await request(t.http).delete(`/api/media/${media.id}`).set('Authorization', t.auth).expect(409);
    expect(refused.body).toMatchObject({ message: MEDIA_IN_USE, usages: entry.usages });

    await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).send({ backgroundImage: '/images/about/hero.webp' }).expect(200);
    await request(t.http).delete(`/api/media/${media.id}`).set('Authorization', t.auth).expect(204);
    await request(t.http).get(`/api/media/${media.id}`).set('Authorization', t.auth).expect(404);
    for (const url of [media.url, ...media.variants.map((v) => v.url)]) {
      expect([url, await t.app.get(MediaFiles).exists(url.slice('/uploads/'.length))]).toEqual([url, false]);
      await request(t.http).get(url).expect(404);
    }
  });

  it('finds the image however the content spells its address, and refuses to delete it while used', async () => {
    const media = (await upload(await photo(520, 410)).expect(201)).body.media as MediaAsset;
    const variant = media.variants[0]!.url;
    const spellings = [
      `${media.url}?v=2`,
      `${media.url}#focus`,
      variant,
      `https://cdn.example.com${media.url}`,
      `http://localhost:8080${variant}?w=640`,
      media.url.replace('/uploads/', '/uploads/%2e/').replace(/[a-f]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
      `https://www.example.com/uploads%2F${media.url.slice('/uploads/'.length)}`,
    ];
    for (const spelling of spellings) {
      await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).send({ backgroundImage: spelling }).expect(200);
      const entry = (await request(t.http).get(`/api/media/${media.id}`).set('Authorization', t.auth).expect(200)).body.data as MediaLibraryEntry;
      expect([spelling, entry.usages.map((u) => u.field)]).toEqual([spelling, ['backgroundImage']]);
      await request(t.http).delete(`/api/media/${media.id}`).set('Authorization', t.auth).expect(409);
    }
    await request(t.http)
      .put('/api/cms/about/hero')
      .set('Authorization', t.auth)
      .send({ backgroundImage: `/images/${media.id}.jpg` })
      .expect(200);
    await request(t.http).delete(`/api/media/${media.id}`).set('Authorization', t.auth).expect(204);
  });

  it('keeps the library to signed-in users: anonymous reads and writes are 401', async () => {
    await request(t.http).get('/api/media').expect(401);
    await request(t.http).patch('/api/media/0123456789abcdef0123456789abcdef').send({ alt: 'x' }).expect(401);
    await request(t.http).delete('/api/media/0123456789abcdef0123456789abcdef').expect(401);
  });

  it('serves reads while big photos are processed (reads are not queued behind encodes), and refuses uploads beyond its queue with 503', async () => {
    const big = await photo(4000, 3000);
    let pending = 8;
    const uploads = Array.from({ length: 8 }, (_, i) =>
      upload(Buffer.concat([big, Buffer.from([i])]), `big-${i}.jpg`).then((res) => {
        pending--;
        return res.status;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    for (let i = 0; i < 20; i++) await request(t.http).get('/api/cms/about/hero').set('Cache-Control', 'no-cache').expect(200);
    const readsMs = performance.now() - started;
    const stillProcessing = pending;
    const statuses = await Promise.all(uploads);
    console.log(`20 uncached reads took ${readsMs.toFixed(0)} ms while ${stillProcessing} of 8 uploads were still processing`);
    expect(stillProcessing).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
  }, 180_000);
});

describe.each(storeNames())('media delete interrupted by a kill (%s store)', (storeName) => {
  let t: TestApp;

  afterAll(async () => {
    await t.close();
  });

  const upload = (bytes: Buffer) =>
    request(t.http).post('/api/upload/image').set('Authorization', t.auth).attach('image', bytes, { filename: 'p.jpg', contentType: 'image/jpeg' });
  // Through the store's own files (the folder, or GridFS), as the API's steps leave them.
  const files = () => t.app.get(MediaFiles);
  const file = (url: string) => url.slice('/uploads/'.length);
  const exists = (url: string) => files().exists(file(url));
  const retired = async (url: string) => (await files().retired()).includes(file(url));
  const until = async (done: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('never brings a deleted image back at the next start, and keeps one whose record was not removed', async () => {
    t = await createTestApp(storeName);
    const gone = (await upload(await photo(420, 300)).expect(201)).body.media as MediaAsset;
    const kept = (await upload(await photo(430, 310)).expect(201)).body.media as MediaAsset;
    // Killed after the record went, before the files: its original is retired, a variant is left.
    const original = await files().read(file(gone.url));
    const variant = await files().read(file(gone.variants[0]!.url));
    await request(t.http).delete(`/api/media/${gone.id}`).set('Authorization', t.auth).expect(204);
    await files().write(file(gone.url), original);
    await files().retire(file(gone.url));
    await files().write(file(gone.variants[0]!.url), variant);
    // Killed after the original was retired, before the record went: the delete never happened.
    await files().retire(file(kept.url));
    expect([await retired(gone.url), await exists(gone.url), await retired(kept.url), await exists(kept.url)]).toEqual([true, false, true, false]);
    await request(t.http).get(kept.url).expect(404); // a retired original is out of the library

    await t.close({ keepData: true });
    t = await createTestApp(storeName, { location: t.location });
    await until(async () => (await exists(kept.url)) && !(await retired(gone.url)));

    const ids = ((await request(t.http).get('/api/media').set('Authorization', t.auth).expect(200)).body.data as MediaLibraryEntry[]).map((e) => e.id);
    expect([ids.includes(gone.id), ids.includes(kept.id)]).toEqual([false, true]);
    expect([await exists(gone.url), await retired(gone.url), await exists(gone.variants[0]!.url)]).toEqual([false, false, false]);
    expect([await exists(kept.url), await retired(kept.url)]).toEqual([true, false]);
    await request(t.http).get(kept.url).expect(200);
  });
});
