import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ReviewDateEntry } from '@pharma/shared/content';
import request from 'supertest';
import { ReviewDatesService } from '../../src/content/review-dates/review-dates.service.js';
import { ScheduleRunner } from '../../src/content/schedules/schedule-runner.js';
import { SchedulingClock } from '../../src/content/schedules/scheduling-clock.js';
import { MailOutboxRepository } from '../../src/platform/mail/mail-outbox.repository.js';
import { LIST_CASES } from '../helpers/content-cases.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, signInAs, type TestApp } from '../helpers/test-app.js';

const SLIDES = LIST_CASES.find((c) => c.path === '/api/cms/home/slides')!;
const DAY = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

type Slide = { id: string; title: string };

describe.each(featureStores())('/api/review-dates (%s store)', (storeName) => {
  let t: TestApp;
  let time = Date.parse('2031-03-01T08:00:00Z');
  const tick = () => t.app.get(ScheduleRunner).tick();
  const put = (body: Record<string, unknown>, status = 200, auth = t.auth) =>
    request(t.http).put('/api/review-dates').set('Authorization', auth).send(body).expect(status);
  const listed = async (query = '') =>
    (await request(t.http).get(`/api/review-dates${query}`).set('Authorization', t.auth).expect(200)).body.data as ReviewDateEntry[];
  const slides = async (auth?: string): Promise<Slide[]> => {
    const req = request(t.http).get(SLIDES.path);
    return (await (auth ? req.set('Authorization', auth) : req).expect(200)).body.data as Slide[];
  };
  const expireEntries = async () =>
    (await request(t.http).get('/api/audit?action=expire&limit=100').set('Authorization', t.auth).expect(200)).body.data as Array<{
      detail: string;
      documentId: string;
      actor: string;
    }>;

  beforeAll(async () => {
    t = await createTestApp(storeName, { env: { SCHEDULE_TICK_MS: '0' } });
    jest.spyOn(t.app.get(SchedulingClock), 'now').mockImplementation(() => time);
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses bad dates, unknown collections, unpublished documents and hostile ids with 4xx; Viewers read only; anonymous 401', async () => {
    const [slide] = await slides();
    for (const reviewBy of ['2031-02-30', 'tomorrow', '31-12-2031', 20310401, dayOf(time - DAY)]) {
      await put({ collection: 'home_slides', id: slide!.id, reviewBy }, 400);
    }
    await put({ collection: 'home_slides', id: slide!.id }, 400); // missing: null removes, absent is a mistake
    await put({ collection: 'users', id: 'a', reviewBy: dayOf(time + DAY) }, 400);
    await put({ collection: 'home_slides', id: '../x', reviewBy: dayOf(time + DAY) }, 400);
    await put({ collection: { $ne: 1 }, id: 'x', reviewBy: dayOf(time + DAY) }, 400);
    await put({ collection: 'home_slides', id: slide!.id, reviewBy: dayOf(time + DAY), extra: 1 }, 400);
    await put({ collection: 'home_slides', id: 'not-there', reviewBy: dayOf(time + DAY) }, 404);
    const draftOnly = await request(t.http)
      .post(`${SLIDES.path}?draft=true`)
      .set('Authorization', t.auth)
      .send({ ...SLIDES.valid, title: 'Draft only' })
      .expect(201);
    await put({ collection: 'home_slides', id: draftOnly.body.data.id as string, reviewBy: dayOf(time + DAY) }, 404);
    await put({ collection: 'home_slides', id: slide!.id, reviewBy: null }, 404); // it has none to remove
    await request(t.http).get('/api/review-dates?page=../x').set('Authorization', t.auth).expect(400);

    const viewer = await signInAs(t, 'Viewer');
    await put({ collection: 'home_slides', id: slide!.id, reviewBy: dayOf(time + DAY) }, 403, viewer.auth);
    await request(t.http).get('/api/review-dates').set('Authorization', viewer.auth).expect(200);
    await request(t.http).get('/api/review-dates').expect(401);
    await request(t.http).put('/api/review-dates').send({ collection: 'home_slides', id: slide!.id, reviewBy: null }).expect(401);
    expect(await listed()).toEqual([]);
  });

  it('lists a document 30 days before its date (with its label), not earlier; null removes the date', async () => {
    const [slide] = await slides();
    const reviewBy = dayOf(time + 40 * DAY);
    const res = await put({ collection: 'home_slides', id: slide!.id, reviewBy });
    expect(res.body.data).toMatchObject({ collection: 'home_slides', id: slide!.id, page: 'home', reviewBy, state: 'due-soon', label: slide!.title });
    expect(await listed()).toEqual([]); // 40 days away

    time += 9 * DAY; // 31 days before
    expect(await listed()).toEqual([]);
    time += DAY; // 30 days before
    expect(await listed()).toEqual([{ collection: 'home_slides', id: slide!.id, page: 'home', label: slide!.title, reviewBy, state: 'due-soon' }]);
    expect(await listed('?page=about')).toEqual([]);

    await put({ collection: 'home_slides', id: slide!.id, reviewBy: null });
    expect(await listed()).toEqual([]);
  });

  it('on its date the entry is flagged once (audited as expire) and stays published when the setting is off', async () => {
    const [slide] = await slides();
    await put({ collection: 'home_slides', id: slide!.id, reviewBy: dayOf(time + 2 * DAY) });
    await tick();
    expect((await listed())[0]).not.toHaveProperty('flaggedAt');
    time += DAY;
    await tick(); // the day before: nothing
    expect((await listed())[0]).toMatchObject({ state: 'due-soon' });

    time += DAY; // the day itself (UTC)
    await tick();
    const [flagged] = await listed();
    expect(flagged).toMatchObject({ id: slide!.id, state: 'overdue', flaggedAt: new Date(time).toISOString() });
    expect(flagged).not.toHaveProperty('unpublished');
    expect((await slides()).map((s) => s.id)).toContain(slide!.id);
    await tick(); // flagged once
    const expired = (await expireEntries()).filter((e) => e.documentId === slide!.id);
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ actor: 'system' });
    expect(expired[0]!.detail).toMatch(/^The review-by date \d{4}-\d{2}-\d{2} of home_slides .* \(set by editor\) came: flagged$/);
  });

  it('with unpublishOnExpiry on, the document also leaves the anonymous reads (audited as unpublish) and is listed as unpublished', async () => {
    const [, second] = await slides();
    const reviewBy = dayOf(time + DAY);
    await put({ collection: 'home_slides', id: second!.id, reviewBy });
    const { version } = (await request(t.http).get('/api/review/settings').set('Authorization', t.auth).expect(200)).body.data as { version: number };
    await request(t.http)
      .put('/api/review/settings')
      .set('Authorization', t.auth)
      .send({ required: false, meanings: ['Approved for publication'], unpublishOnExpiry: true, version })
      .expect(200);
    time += DAY;
    await tick();
    expect((await slides()).map((s) => s.id)).not.toContain(second!.id);
    expect((await slides(t.auth)).map((s) => s.id)).toContain(second!.id); // the working copy keeps it
    const entry = (await listed()).find((e) => e.id === second!.id);
    expect(entry).toMatchObject({ state: 'overdue', unpublished: true, label: second!.title, reviewBy });
    const unpublish = (await request(t.http).get('/api/audit?action=unpublish').set('Authorization', t.auth).expect(200)).body.data;
    expect(unpublish).toHaveLength(1);
    expect(unpublish[0]).toMatchObject({ collection: 'content_releases', documentId: 'home', actor: 'system' });
    expect((await expireEntries()).find((e) => e.documentId === second!.id)!.detail).toMatch(/came: flagged and unpublished$/);
    // An unpublished entry can still be cleared (the document is no longer published).
    await put({ collection: 'home_slides', id: second!.id, reviewBy: null });
    expect((await listed()).map((e) => e.id)).not.toContain(second!.id);
  });

  it('set() (an approved request with a review-by date was published) dates each of its documents; a new date clears an old flag', async () => {
    const [first, , third] = await slides();
    expect((await listed()).find((e) => e.id === first!.id)).toHaveProperty('flaggedAt'); // flagged in the test above
    await t.app.get(ReviewDatesService).set(
      'home',
      [
        { collection: 'home_slides', id: first!.id },
        { collection: 'home_slides', id: third!.id },
      ],
      dayOf(time + 5 * DAY),
    );
    const entries = await listed();
    expect(entries.filter((e) => [first!.id, third!.id].includes(e.id)).map((e) => ({ id: e.id, state: e.state, flaggedAt: e.flaggedAt }))).toEqual(
      expect.arrayContaining([
        { id: first!.id, state: 'due-soon', flaggedAt: undefined },
        { id: third!.id, state: 'due-soon', flaggedAt: undefined },
      ]),
    );
    await expect(t.app.get(ReviewDatesService).set('home', [{ collection: 'home_slides', id: first!.id }], '2031-02-30')).rejects.toThrow(/reviewBy/);
  });

  it('mails the people who edit content once 30 days before the date and once on the day; a Reviewer is not mailed', async () => {
    const editor = await signInAs(t, 'Editor');
    const reviewer = await signInAs(t, 'Reviewer');
    const [, second] = await slides();
    const reviewBy = dayOf(time + 31 * DAY);
    await put({ collection: 'home_slides', id: second!.id, reviewBy });
    const mailsTo = async (to: string) =>
      (await t.app.get(MailOutboxRepository).newest(200)).filter(
        (mail) => mail.kind === 'review-due' && mail.to === to && mail.subject.includes(second!.title),
      );
    await tick();
    expect(await mailsTo(editor.email)).toEqual([]); // 31 days away

    time += DAY;
    await tick();
    await tick(); // once per date
    expect((await mailsTo(editor.email)).map((mail) => mail.subject)).toEqual([`Review by ${reviewBy}: "${second!.title}" on the home page`]);

    time += 30 * DAY;
    await tick();
    const mailed = (await mailsTo(editor.email)).map((mail) => mail.subject);
    expect(mailed).toHaveLength(2);
    expect(mailed).toContain(`Review overdue: "${second!.title}" on the home page`);
    expect(await mailsTo(reviewer.email)).toEqual([]);
  });
});
