import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { GIF, HTML_AS_PNG, JPEG, PNG, SVG, WEBP, largePng } from '../helpers/images.js';
import { storeNames } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe.each(storeNames())('uploads (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  const upload = (bytes: Buffer, filename: string, field = 'image') =>
    request(t.http).post('/api/upload/image').set('Authorization', t.auth).attach(field, bytes, { filename, contentType: 'image/png' });

  it('refuses an anonymous upload with 401 before reading it', async () => {
    const res = await request(t.http).post('/api/upload/image').attach('image', PNG, 'a.png').expect(401);
    expect(res.body.error).toBe('Authentication required');
  });

  it.each([
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpg'],
    ['GIF', GIF, 'gif'],
    ['WebP', WEBP, 'webp'],
  ])('stores a %s by its bytes and serves it from /uploads with nosniff and a long cache', async (_name, bytes, ext) => {
    const res = await upload(bytes, 'misleading-name.txt').expect(201);
    expect(res.body.imageUrl).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));
    const served = await request(t.http).get(res.body.imageUrl).expect(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
  });

  it('names files by content: the same image twice gives the same URL', async () => {
    const first = (await upload(PNG, 'a.png').expect(201)).body.imageUrl;
    const second = (await upload(PNG, 'b.png').expect(201)).body.imageUrl;
    expect(second).toBe(first);
  });

  it('refuses SVG (script-capable) and non-images named .png with the editor text', async () => {
    expect((await upload(SVG, 'logo.svg').expect(400)).body).toMatchObject({ error: 'Please select an image file' });
    expect((await upload(HTML_AS_PNG, 'photo.png').expect(400)).body).toMatchObject({ error: 'Please select an image file' });
  });

  it('refuses a request without a file, or with the file under another field', async () => {
    expect((await request(t.http).post('/api/upload/image').set('Authorization', t.auth).expect(400)).body.error).toBe('Please select an image file');
    expect((await upload(PNG, 'a.png', 'file').expect(400)).body.error).toBe('Please select an image file');
  });

  it('refuses a file over 5 MB with 413 and the editor text', async () => {
    const res = await upload(largePng(), 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'Image size should be less than 5MB' });
  });

  it('answers 404 for an unknown upload', async () => {
    await request(t.http).get('/uploads/0000000000000000000000000000dead.png').expect(404);
  });

  describe('PUT /api/cms/about/journey/upload', () => {
    // Read as the admin: the tests below unpublish the section, and visitors then get only { isActive: false }.
    const journey = async () => (await request(t.http).get('/api/cms/about').set('Authorization', t.auth).expect(200)).body.data.aboutJourney;

    it('answers 401 without a token', async () => {
      await request(t.http).put('/api/cms/about/journey/upload').field('title', 'x').expect(401);
    });

    it('an emptied carousel is empty: the legacy single image goes with the list (JSON route, as the editor saves it)', async () => {
      await request(t.http)
        .put('/api/cms/about/journey')
        .set('Authorization', t.auth)
        .send({ image: '/images/about/journey-1.webp', images: ['/images/about/journey-2.webp'] })
        .expect(200);
      const emptied = await request(t.http).put('/api/cms/about/journey').set('Authorization', t.auth).send({ images: [] }).expect(200);
      expect(emptied.body.data).toMatchObject({ images: [], image: '' });
      expect(await journey()).toMatchObject({ images: [], image: '' });
      // A save that names the legacy image itself keeps it.
      await request(t.http).put('/api/cms/about/journey').set('Authorization', t.auth).send({ image: '/images/about/journey-3.webp', images: [] }).expect(200);
      expect((await journey()).image).toBe('/images/about/journey-3.webp');
    });

    it('keeps the listed URLs, appends the new files and converts text fields', async () => {
      const res = await request(t.http)
        .put('/api/cms/about/journey/upload')
        .set('Authorization', t.auth)
        .field('title', 'Our Journey')
        .field('summary', 'Forty years')
        .field('isActive', 'false')
        .field('images', '/images/about/journey-2.webp')
        .field('images', 'https://cdn.example.com/j.jpg')
        .attach('images', GIF, 'new.gif')
        .attach('images', JPEG, 'new.jpg')
        .expect(200);
      const { images, isActive, summary } = res.body.data;
      expect(isActive).toBe(false);
      expect(summary).toBe('Forty years');
      expect(images.slice(0, 2)).toEqual(['/images/about/journey-2.webp', 'https://cdn.example.com/j.jpg']);
      expect(images[2]).toMatch(/^\/uploads\/.+\.gif$/);
      expect(images[3]).toMatch(/^\/uploads\/.+\.jpg$/);
      expect(await journey()).toEqual(res.body.data);
    });

    it('a bad file in the batch refuses the whole save and changes nothing', async () => {
      const before = await journey();
      const res = await request(t.http)
        .put('/api/cms/about/journey/upload')
        .set('Authorization', t.auth)
        .field('summary', 'Should not be saved')
        .attach('images', PNG, 'ok.png')
        .attach('images', SVG, 'bad.svg')
        .expect(400);
      expect(res.body.error).toBe('Please select an image file');
      expect(await journey()).toEqual(before);
    });

    it('validates the text fields (400) and rejects unknown ones', async () => {
      const res = await request(t.http)
        .put('/api/cms/about/journey/upload')
        .set('Authorization', t.auth)
        .field('images', 'javascript:alert(1)')
        .field('colour', 'x')
        .expect(400);
      expect(res.body.errors).toHaveProperty('colour');
    });
  });
});
