import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LIST_CASES } from '../helpers/content-cases.js';
import { storeNames } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SLIDES = LIST_CASES.find((c) => c.path === '/api/cms/home/slides')!;
const HERO = '/api/cms/about/hero';
const REVISION = '/api/cms/revision';

const revisionOf = async (t: TestApp) => (await request(t.http).get(REVISION).expect(200)).body.revision as string;
const titles = (res: request.Response) => (res.body.data as Array<{ title: string }>).map((item) => item.title);

/** Drafts and releases (issue 21): the stored documents are the working copy, visitors read the release. */
describe.each(storeNames())('drafts and releases (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  it('a seeded store shows the same content anonymously and signed in (seeding makes the release)', async () => {
    const anonymous = await request(t.http).get(SLIDES.path).expect(200);
    const signedIn = await request(t.http).get(SLIDES.path).set('Authorization', t.auth).expect(200);
    expect(titles(anonymous)).toEqual(titles(signedIn));
    expect(anonymous.body.data).toHaveLength(SLIDES.count);
  });

  it('a ?draft=true write is invisible anonymously, seen signed in, and does not bump the revision', async () => {
    const before = await revisionOf(t);
    const list = await request(t.http).get(SLIDES.path).set('Authorization', t.auth).expect(200);
    const first = list.body.data[0] as { id: string; title: string };
    await request(t.http).put(`${SLIDES.path}/${first.id}?draft=true`).set('Authorization', t.auth).send({ title: 'Draft title' }).expect(200);
    const created = await request(t.http).post(`${SLIDES.path}?draft=true`).set('Authorization', t.auth).send(SLIDES.valid).expect(201);
    await request(t.http).put(`${HERO}?draft=true`).set('Authorization', t.auth).send({ title: 'Draft hero' }).expect(200);

    expect(await revisionOf(t)).toBe(before);
    const anonymous = await request(t.http).get(SLIDES.path).expect(200);
    expect(titles(anonymous)).toContain(first.title);
    expect(titles(anonymous)).not.toContain('Draft title');
    expect(anonymous.body.data).toHaveLength(SLIDES.count);
    await request(t.http)
      .get(`${SLIDES.path}/${created.body.data.id as string}`)
      .expect(404);
    expect((await request(t.http).get(HERO).expect(200)).body.data.title).not.toBe('Draft hero');

    const signedIn = await request(t.http).get(SLIDES.path).set('Authorization', t.auth).expect(200);
    expect(titles(signedIn)).toContain('Draft title');
    expect(signedIn.body.data).toHaveLength(SLIDES.count + 1);
    expect((await request(t.http).get(HERO).set('Authorization', t.auth).expect(200)).body.data.title).toBe('Draft hero');
  });

  it('a valid preview token reads the working copy', async () => {
    const token = (await request(t.http).post('/api/auth/preview-token').set('Authorization', t.auth).expect(200)).body.token as string;
    const preview = await request(t.http).get(HERO).set('X-Preview-Token', token).expect(200);
    expect(preview.body.data.title).toBe('Draft hero');
  });

  it('a write without ?draft saves and publishes that document only, and bumps the revision', async () => {
    const before = await revisionOf(t);
    await request(t.http).put(HERO).set('Authorization', t.auth).send({ subtitle: 'Published subtitle' }).expect(200);
    expect(await revisionOf(t)).not.toBe(before);
    const hero = (await request(t.http).get(HERO).expect(200)).body.data;
    expect(hero.subtitle).toBe('Published subtitle');
    expect(hero.title).toBe('Draft hero'); // the working document is what is published, draft fields included
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).not.toContain('Draft title'); // other drafts stay drafts
  });

  it('a delete without ?draft removes the item from the release; with ?draft only from the working copy', async () => {
    const list = (await request(t.http).get(SLIDES.path).expect(200)).body.data as Array<{ id: string; title: string }>;
    const [a, b] = [list[1]!, list[2]!];
    await request(t.http).delete(`${SLIDES.path}/${a.id}?draft=true`).set('Authorization', t.auth).expect(200);
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).toContain(a.title);
    await request(t.http).delete(`${SLIDES.path}/${b.id}`).set('Authorization', t.auth).expect(200);
    expect(titles(await request(t.http).get(SLIDES.path).expect(200))).not.toContain(b.title);
  });
});
