import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ContentSchedule } from '@pharma/shared/content';
import request from 'supertest';
import { reviewDatesCollection } from '../../src/content/review-dates/schema/review-dates.schema.js';
import { ScheduleRunner } from '../../src/content/schedules/schedule-runner.js';
import { ScheduleRunsService } from '../../src/content/schedules/schedule-runs.service.js';
import { SchedulesRepository } from '../../src/content/schedules/schedules.repository.js';
import { SchedulingClock } from '../../src/content/schedules/scheduling-clock.js';
import { scheduleRunsCollection } from '../../src/content/schedules/schema/schedules.schema.js';
import { MailOutboxRepository } from '../../src/platform/mail/mail-outbox.repository.js';
import { Metrics } from '../../src/platform/metrics/metrics.js';
import { leasesCollection, StoreLease, type LeaseSlot } from '../../src/platform/store/lease.js';
import { Store } from '../../src/platform/store/store.port.js';
import { LIST_CASES } from '../helpers/content-cases.js';
import { requireReview } from '../helpers/review.js';
import { newStoreLocation, requestedMongoUri, storeNames } from '../helpers/store-targets.js';
import { createTestApp, signInAs, type TestApp } from '../helpers/test-app.js';

const SLIDES = LIST_CASES.find((c) => c.path === '/api/cms/home/slides')!;
const MINUTE = 60_000;
/** No timer: the tests drive the runner (and its clock) themselves. */
const NO_TIMER = { SCHEDULE_TICK_MS: '0' };

type Slide = { id: string; title: string };
const slides = async (t: TestApp, auth?: string): Promise<Slide[]> => {
  const req = request(t.http).get(SLIDES.path);
  return (await (auth ? req.set('Authorization', auth) : req).expect(200)).body.data as Slide[];
};
const titles = async (t: TestApp, auth?: string) => (await slides(t, auth)).map((slide) => slide.title);

/** The clock of an app, held at a time the test moves. */
function holdClock(t: TestApp, start = Date.now()) {
  let time = start;
  jest.spyOn(t.app.get(SchedulingClock), 'now').mockImplementation(() => time);
  return {
    now: () => time,
    move: (ms: number) => (time += ms),
    iso: (ms: number) => new Date(time + ms).toISOString(),
  };
}

async function create(t: TestApp, body: Record<string, unknown>, status = 201, auth = t.auth) {
  return (await request(t.http).post('/api/schedules').set('Authorization', auth).send(body).expect(status)).body as {
    data: ContentSchedule;
    message?: string;
  };
}

async function schedule(t: TestApp, id: string): Promise<ContentSchedule> {
  const all = (await request(t.http).get('/api/schedules').set('Authorization', t.auth).expect(200)).body.data as ContentSchedule[];
  return all.find((s) => s.id === id)!;
}

async function auditEntries(t: TestApp, action: string, page = 'home') {
  const res = await request(t.http).get(`/api/audit?action=${action}&page=${page}&limit=200`).set('Authorization', t.auth).expect(200);
  return res.body.data as Array<{
    action: string;
    detail: string;
    outcome: string;
    actor: string;
    collection: string;
    documentId: string;
    userAgent: string;
    ip: string;
    status?: string;
  }>;
}

/** Review on (one meaning); the Administrator drafts the first slide and submits it; a Reviewer approves it. */
async function approvedRequest(t: TestApp, title: string, reviewBy?: string): Promise<{ id: string; slide: Slide }> {
  await requireReview(t);
  const [slide] = await slides(t, t.auth);
  await request(t.http).put(`${SLIDES.path}/${slide!.id}`).set('Authorization', t.auth).send({ title }).expect(200);
  const submitted = (await request(t.http).post('/api/review/submit').set('Authorization', t.auth).send({ page: 'home', reviewBy }).expect(201)).body.data as {
    id: string;
    contentHash: string;
  };
  const reviewer = await signInAs(t, 'Reviewer');
  await request(t.http)
    .post(`/api/review/${submitted.id}/sign`)
    .set('Authorization', reviewer.auth)
    .send({
      meaning: 'Approved for publication',
      verdict: 'approved',
      password: reviewer.password,
      username: reviewer.email,
      contentHash: submitted.contentHash,
    })
    .expect(200);
  return { id: submitted.id, slide: slide! };
}

describe.each(storeNames())('/api/schedules (%s store)', (storeName) => {
  let t: TestApp;
  let clock: ReturnType<typeof holdClock>;
  const tick = () => t.app.get(ScheduleRunner).tick();

  beforeAll(async () => {
    t = await createTestApp(storeName, { env: NO_TIMER });
    clock = holdClock(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses bad times, unknown pages, wrong items and hostile input with 400', async () => {
    // 30 February of the coming February (within a year, so only the day is wrong).
    const now = new Date(clock.now());
    const february30 = `${now.getUTCFullYear() + (now.getUTCMonth() >= 1 ? 1 : 0)}-02-30T10:00:00Z`;
    const bad = ['tomorrow', '2030-01-01', '2030-01-01T10:00', february30, '2030-13-01T10:00:00Z', clock.iso(-MINUTE), clock.iso(400 * 24 * 60 * MINUTE)];
    for (const at of bad) {
      const res = await create(t, { page: 'home', action: 'publish', at }, 400);
      expect(res.message).toMatch(/at /);
    }
    const at = clock.iso(10 * MINUTE);
    await create(t, { page: 'nowhere', action: 'publish', at }, 400);
    await create(t, { page: 'home', action: 'hide', at }, 400);
    await create(t, { page: 'home', action: 'unpublish', at }, 400);
    await create(t, { page: 'home', action: 'unpublish', at, items: [{ collection: 'about_hero', id: 'main' }] }, 400);
    await create(t, { page: 'home', action: 'unpublish', at, items: [{ collection: 'home_slides', id: 'not-published' }] }, 400);
    await create(t, { page: 'home', action: 'unpublish', at, items: [{ collection: 'home_slides', id: '../x' }] }, 400);
    await create(t, { page: 'home', action: 'publish', at, items: [{ collection: 'home_slides', id: 'slide-1' }] }, 400);
    await create(t, { page: { $ne: 1 }, action: 'publish', at }, 400);
    await create(t, { page: 'home', action: 'publish', at, extra: true }, 400);
    // Review is off here: naming a request that is not approved is refused too.
    await create(t, { page: 'home', action: 'publish', at, requestId: 'no-such-request' }, 400);
    await request(t.http).get('/api/schedules?state=running').set('Authorization', t.auth).expect(400);
    await request(t.http).get('/api/schedules?page=../x').set('Authorization', t.auth).expect(400);
    await request(t.http).delete('/api/schedules/..%2Fx').set('Authorization', t.auth).expect(400);
    await request(t.http).delete('/api/schedules/nothere').set('Authorization', t.auth).expect(404);
    expect((await request(t.http).get('/api/schedules').set('Authorization', t.auth).expect(200)).body.data).toEqual([]);
  });

  it('creates, lists soonest first, and cancels a pending schedule (audited); a Viewer reads but cannot change; anonymous: 401', async () => {
    const later = (await create(t, { page: 'home', action: 'publish', at: clock.iso(90 * MINUTE) })).data;
    const sooner = (await create(t, { page: 'about', action: 'publish', at: clock.iso(30 * MINUTE) })).data;
    expect(later).toMatchObject({ page: 'home', action: 'publish', state: 'pending', createdBy: 'editor', version: 1 });
    expect(later.at).toBe(new Date(Date.parse(later.at)).toISOString());

    const viewer = await signInAs(t, 'Viewer');
    const listed = (await request(t.http).get('/api/schedules').set('Authorization', viewer.auth).expect(200)).body.data as ContentSchedule[];
    expect(listed.map((s) => s.id)).toEqual([sooner.id, later.id]);
    expect((await request(t.http).get('/api/schedules?page=about').set('Authorization', t.auth).expect(200)).body.data).toHaveLength(1);
    await create(t, { page: 'home', action: 'publish', at: clock.iso(MINUTE) }, 403, viewer.auth);
    await request(t.http).delete(`/api/schedules/${later.id}`).set('Authorization', viewer.auth).expect(403);
    await request(t.http).get('/api/schedules').expect(401);
    await request(t.http)
      .post('/api/schedules')
      .send({ page: 'home', action: 'publish', at: clock.iso(MINUTE) })
      .expect(401);
    await request(t.http).delete(`/api/schedules/${later.id}`).expect(401);

    for (const s of [later, sooner]) {
      const cancelled = (await request(t.http).delete(`/api/schedules/${s.id}`).set('Authorization', t.auth).expect(200)).body.data as ContentSchedule;
      expect(cancelled.state).toBe('cancelled');
    }
    await request(t.http).delete(`/api/schedules/${later.id}`).set('Authorization', t.auth).expect(409);
    const trail = await auditEntries(t, 'schedule');
    expect(trail.map((e) => e.detail)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(`^Created a scheduled publish of the home page \\(schedule ${later.id}\\)`),
        expect.stringMatching(`^Cancelled the scheduled publish of the home page \\(schedule ${later.id}\\)`),
      ]),
    );
    expect((await request(t.http).get('/api/schedules?state=cancelled').set('Authorization', t.auth).expect(200)).body.data).toHaveLength(2);
    // A cancelled schedule never runs.
    clock.move(2 * 60 * MINUTE);
    await tick();
    expect((await schedule(t, later.id)).state).toBe('cancelled');
  });

  it("only its creator or an Administrator cancels a schedule: an Editor cancelling an Administrator's gets 403 (audited), its own 200", async () => {
    const editor = await signInAs(t, 'Editor');
    const other = await signInAs(t, 'Editor');
    const admins = (await create(t, { page: 'home', action: 'publish', at: clock.iso(40 * MINUTE) })).data;
    const refused = await request(t.http).delete(`/api/schedules/${admins.id}`).set('Authorization', editor.auth).expect(403);
    expect(refused.body.message).toBe('Only editor, who created this schedule, or an Administrator can cancel it.');
    expect((await schedule(t, admins.id)).state).toBe('pending');
    const denied = (await auditEntries(t, 'schedule')).filter((e) => e.outcome === 'denied' && e.detail.includes(`(schedule ${admins.id})`));
    expect(denied).toEqual([expect.objectContaining({ actor: editor.email, detail: expect.stringMatching(/^Refused to cancel the scheduled publish/) })]);

    const editors = (await create(t, { page: 'home', action: 'publish', at: clock.iso(50 * MINUTE) }, 201, editor.auth)).data;
    expect(editors.createdBy).toBe(editor.email);
    await request(t.http).delete(`/api/schedules/${editors.id}`).set('Authorization', other.auth).expect(403);
    expect((await request(t.http).delete(`/api/schedules/${editors.id}`).set('Authorization', editor.auth).expect(200)).body.data.state).toBe('cancelled');
    // An Administrator cancels anyone's.
    const another = (await create(t, { page: 'home', action: 'publish', at: clock.iso(60 * MINUTE) }, 201, other.auth)).data;
    expect((await request(t.http).delete(`/api/schedules/${another.id}`).set('Authorization', t.auth).expect(200)).body.data.state).toBe('cancelled');
    await request(t.http).delete(`/api/schedules/${admins.id}`).set('Authorization', t.auth).expect(200);
  });

  it('a scheduled publish publishes the page at its time: anonymous reads show the drafts; it is done, on time, and audited', async () => {
    const [first] = await slides(t);
    await request(t.http).put(`${SLIDES.path}/${first!.id}?draft=true`).set('Authorization', t.auth).send({ title: 'Scheduled title' }).expect(200);
    const created = (await create(t, { page: 'home', action: 'publish', at: clock.iso(5 * MINUTE) })).data;

    await tick(); // not yet due
    expect((await schedule(t, created.id)).state).toBe('pending');
    expect(await titles(t)).not.toContain('Scheduled title');

    clock.move(5 * MINUTE + 20_000);
    await tick();
    expect(await titles(t)).toContain('Scheduled title');
    const ran = await schedule(t, created.id);
    expect(ran).toMatchObject({ state: 'done', lateByMs: 20_000, late: false });
    expect(ran.ranAt).toBe(new Date(clock.now()).toISOString());
    expect(ran.lateReason).toBeUndefined();
    expect((await t.app.get(MailOutboxRepository).newest(50)).filter((mail) => mail.kind === 'schedule-late')).toEqual([]); // 20 s is on time
    // What Prometheus scrapes: one run done, 20 s late.
    const metrics = t.app.get(Metrics);
    expect((await metrics.scheduleRuns.get()).values).toEqual([{ labels: { outcome: 'done' }, value: 1 }]);
    expect((await metrics.scheduleLateness.get()).values.find((v) => v.metricName === 'api_schedule_lateness_seconds_sum')?.value).toBe(20);
    const runs = (await auditEntries(t, 'schedule')).filter((e) => e.detail.startsWith(`Ran the scheduled publish of the home page (schedule ${created.id})`));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ actor: 'system', outcome: 'success' });
    expect(runs[0]!.detail).toContain('published 1 drafts');
    expect(runs[0]!.detail).toContain(`due ${created.at}, ran 20 s late`);
    // The trail names the real trigger, not "the API at start": the tick and its instance.
    const trigger = `scheduler tick (instance ${t.app.get(ScheduleRunsService).instance})`;
    expect(runs[0]).toMatchObject({ userAgent: trigger });
    const release = (await auditEntries(t, 'publish')).filter((e) => e.actor === 'system' && e.collection === 'content_releases' && e.documentId === 'home');
    expect(release[0]).toMatchObject({ detail: trigger, userAgent: trigger, status: 'committed' });
    await request(t.http).delete(`/api/schedules/${created.id}`).set('Authorization', t.auth).expect(409);
    await tick(); // it runs once
    expect(
      (await auditEntries(t, 'schedule')).filter((e) => e.detail.includes(`Ran the scheduled publish of the home page (schedule ${created.id})`)),
    ).toHaveLength(1);
  });

  it('a scheduled unpublish takes items out of the anonymous reads; the working copy keeps them as new drafts; audited as unpublish', async () => {
    const [, second] = await slides(t);
    const created = (await create(t, { page: 'home', action: 'unpublish', at: clock.iso(MINUTE), items: [{ collection: 'home_slides', id: second!.id }] }))
      .data;
    expect(created.items).toEqual([{ collection: 'home_slides', id: second!.id, label: second!.title }]);
    clock.move(2 * MINUTE);
    await tick();
    expect((await schedule(t, created.id)).state).toBe('done');
    expect(await titles(t)).not.toContain(second!.title);
    expect(await titles(t, t.auth)).toContain(second!.title);
    await request(t.http).get(`${SLIDES.path}/${second!.id}`).expect(404);
    const drafts = (await request(t.http).get('/api/drafts?page=home').set('Authorization', t.auth).expect(200)).body.data.changes as Array<{
      id: string;
      state: string;
    }>;
    expect(drafts).toContainEqual(expect.objectContaining({ id: second!.id, state: 'new' }));
    const unpublished = await auditEntries(t, 'unpublish');
    expect(unpublished).toHaveLength(1);
    expect(unpublished[0]).toMatchObject({ collection: 'content_releases', documentId: 'home', actor: 'system' });
  });

  it('a pending schedule past its time is listed as late; a stale claim (its instance died) is marked failed, never left pending', async () => {
    const created = (await create(t, { page: 'about', action: 'publish', at: clock.iso(MINUTE) })).data;
    // Another instance claimed it and died before finishing.
    await t.app.get(SchedulesRepository).claim({ scheduleId: created.id, kind: 'run', claimedBy: 'dead-host:1:abcd', claimedAt: clock.iso(MINUTE) });
    clock.move(7 * MINUTE);
    const pending = await schedule(t, created.id);
    expect(pending).toMatchObject({ state: 'pending', lateByMs: 6 * MINUTE, late: true });
    await tick(); // the claim was made at its time, 6 minutes ago: its instance is gone
    const failed = await schedule(t, created.id);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/^dead-host:1:abcd started running it at .* and never finished \(that API instance stopped\): check the about page$/);
    const trail = (await auditEntries(t, 'schedule', 'about')).filter((e) => e.outcome === 'failure');
    expect(trail).toHaveLength(1);
    expect(trail[0]!.detail).toContain(`schedule ${created.id}) failed`);
  });

  it('a fresh claim is not judged stale: the schedule stays pending until the claim is older than 2 minutes', async () => {
    const created = (await create(t, { page: 'about', action: 'publish', at: clock.iso(MINUTE) })).data;
    clock.move(2 * MINUTE);
    await t.app.get(SchedulesRepository).claim({ scheduleId: created.id, kind: 'run', claimedBy: 'busy-host:2:beef', claimedAt: clock.iso(0) });
    await tick();
    expect((await schedule(t, created.id)).state).toBe('pending');
    clock.move(2 * MINUTE + 1000);
    await tick();
    expect((await schedule(t, created.id)).state).toBe('failed');
  });
});

describe.each(storeNames())('GET /api/schedules/unpublishable (%s store)', (storeName) => {
  let t: TestApp;
  type Item = { collection: string; id: string; label?: string };
  const unpublishable = async (page: string, auth = t.auth) =>
    (await request(t.http).get(`/api/schedules/unpublishable?page=${page}`).set('Authorization', auth).expect(200)).body.data as Item[];

  beforeAll(async () => {
    t = await createTestApp(storeName, { env: NO_TIMER });
  });

  afterAll(async () => {
    await t.close();
  });

  it("lists the page's released documents in display order with their labels, not its drafts; a Viewer reads it", async () => {
    const released = await slides(t);
    const [first] = released;
    await request(t.http).put(`${SLIDES.path}/${first!.id}?draft=true`).set('Authorization', t.auth).send({ title: 'Draft title' }).expect(200);
    const added = (await request(t.http).post(`${SLIDES.path}?draft=true`).set('Authorization', t.auth).send(SLIDES.valid).expect(201)).body.data as Slide;

    const viewer = await signInAs(t, 'Viewer');
    const items = await unpublishable('home', viewer.auth);
    expect(items.filter((item) => item.collection === 'home_slides')).toEqual(
      released.map((slide) => ({ collection: 'home_slides', id: slide.id, label: slide.title })),
    );
    expect(items.some((item) => item.id === added.id)).toBe(false);
    expect(items.every((item) => item.collection.startsWith('home_'))).toBe(true);
    expect(new Set(items.map((item) => item.collection)).size).toBeGreaterThan(1);
    expect((await unpublishable('about')).every((item) => item.collection.startsWith('about_'))).toBe(true);

    // Once published, the drafts are what visitors see: the list follows the release.
    await request(t.http).post('/api/drafts/publish').set('Authorization', t.auth).send({ page: 'home' }).expect(200);
    const slidesNow = (await unpublishable('home')).filter((item) => item.collection === 'home_slides');
    expect(slidesNow).toContainEqual({ collection: 'home_slides', id: first!.id, label: 'Draft title' });
    expect(slidesNow).toContainEqual({ collection: 'home_slides', id: added.id, label: SLIDES.valid.title });
  });

  it('anonymous: 401; a malformed page: 400; an unknown page: 404', async () => {
    await request(t.http).get('/api/schedules/unpublishable?page=home').expect(401);
    for (const query of ['', '?page=', '?page=../x', '?page[$ne]=1', `?page=${'a'.repeat(65)}`]) {
      await request(t.http).get(`/api/schedules/unpublishable${query}`).set('Authorization', t.auth).expect(400);
    }
    const unknown = await request(t.http).get('/api/schedules/unpublishable?page=nowhere').set('Authorization', t.auth).expect(404);
    expect(unknown.body.message).toBe('There is no page nowhere with published content');
  });
});

describe.each(storeNames())('scheduler across restarts (%s store)', (storeName) => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('a schedule missed while the API was stopped runs at start and says how late, with the reason', async () => {
    const first = await createTestApp(storeName, { env: NO_TIMER });
    const administrator = await signInAs(first, 'Administrator');
    const [slide] = await slides(first);
    await request(first.http).put(`${SLIDES.path}/${slide!.id}?draft=true`).set('Authorization', first.auth).send({ title: 'Missed title' }).expect(200);
    const created = (await create(first, { page: 'home', action: 'publish', at: new Date(Date.now() + MINUTE).toISOString() })).data;
    await first.close({ keepData: true });

    // 20 minutes later (the clock every new app gets), the API starts again on the same data.
    const restartAt = Date.parse(created.at) + 19 * MINUTE;
    jest.spyOn(SchedulingClock.prototype, 'now').mockReturnValue(restartAt);
    const second = await createTestApp(storeName, { env: NO_TIMER, location: first.location });
    try {
      await second.app.get(ScheduleRunner).started;
      expect(await titles(second)).toContain('Missed title');
      const ran = await schedule(second, created.id);
      expect(ran).toMatchObject({
        state: 'done',
        lateByMs: 19 * MINUTE,
        late: true,
        lateReason: 'ran at start, 19 min late (the API was not running at its time)',
      });
      const runs = (await auditEntries(second, 'schedule')).filter((e) => e.detail.startsWith('Ran the'));
      expect(runs).toHaveLength(1);
      expect(runs[0]!.detail).toContain('ran at start, 19 min late');
      const mailed = (await second.app.get(MailOutboxRepository).newest(50)).filter((mail) => mail.kind === 'schedule-late');
      expect(mailed.map((mail) => [mail.to, mail.subject])).toEqual([[administrator.email, 'A scheduled publish of the home page ran late']]);
      expect(mailed[0]!.text).toContain('ran at start, 19 min late (the API was not running at its time).');
    } finally {
      await second.close();
    }
  });

  it('a clean stop hands the lease on: the next instance holds it at once', async () => {
    const first = await createTestApp(storeName, { env: NO_TIMER });
    const lease = first.app.get(ScheduleRunner).lease;
    expect(await lease.hold()).toBe(true);
    const other = new StoreLease(first.app.get(Store), lease.name, 15_000);
    expect(await other.hold()).toBe(false); // held (and the next slot claimed ahead) by the first
    await first.close({ keepData: true });
    const second = await createTestApp(storeName, { env: NO_TIMER, location: first.location });
    try {
      expect(await second.app.get(ScheduleRunner).lease.hold()).toBe(true);
      // The scheduler's slots only: the collection also holds the start-up work's leases.
      const { name, holder } = second.app.get(ScheduleRunner).lease;
      const slots = (await second.app.get(Store).collection<LeaseSlot>(leasesCollection).list()).filter((slot) => slot.name === name);
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.every((slot) => slot.holder === holder)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe.each(storeNames())('scheduled publish with review required (%s store)', (storeName) => {
  let t: TestApp;
  let clock: ReturnType<typeof holdClock>;

  beforeAll(async () => {
    t = await createTestApp(storeName, { env: NO_TIMER });
    clock = holdClock(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('needs an approved request of that page, and publishes exactly it at its time with its review-by date', async () => {
    const approved = await approvedRequest(t, 'Approved claim', '2099-01-31');
    const at = clock.iso(10 * MINUTE);
    const missing = await create(t, { page: 'home', action: 'publish', at }, 400);
    expect(missing.message).toBe('Review is required before publishing: submit the page for review.');
    expect((await create(t, { page: 'home', action: 'publish', at, requestId: 'req-unknown' }, 400)).message).toBe(
      'Only an approved submission can be published.',
    );
    await create(t, { page: 'about', action: 'publish', at, requestId: approved.id }, 400); // another page's request
    const created = (await create(t, { page: 'home', action: 'publish', at, requestId: approved.id })).data;
    expect(created.requestId).toBe(approved.id);
    const detail = (await request(t.http).get(`/api/review/${approved.id}`).set('Authorization', t.auth).expect(200)).body.data;
    expect(detail.scheduledFor).toBe(at);

    clock.move(9 * MINUTE);
    await t.app.get(ScheduleRunner).tick();
    expect(await titles(t)).not.toContain('Approved claim'); // not before its time
    clock.move(2 * MINUTE);
    await t.app.get(ScheduleRunner).tick();
    expect(await titles(t)).toContain('Approved claim');
    expect((await schedule(t, created.id)).state).toBe('done');
    expect((await request(t.http).get(`/api/review/${approved.id}`).set('Authorization', t.auth).expect(200)).body.data.state).toBe('published');
    // The request carried a review-by date: the published documents have it now.
    expect(await t.app.get(Store).collection(reviewDatesCollection).get(`home_slides/${approved.slide.id}`)).toMatchObject({
      reviewBy: '2099-01-31',
      page: 'home',
    });
  });

  it('a publish of a request that is no longer approved fails with the reason, and Administrators are mailed', async () => {
    const administrator = await signInAs(t, 'Administrator');
    const approved = await approvedRequest(t, 'Claim changed later');
    const created = (await create(t, { page: 'home', action: 'publish', at: clock.iso(MINUTE), requestId: approved.id })).data;
    // Approved content changed: the signatures no longer count and the request is back in review.
    await request(t.http).put(`${SLIDES.path}/${approved.slide.id}`).set('Authorization', t.auth).send({ title: 'Edited after approval' }).expect(200);
    clock.move(2 * MINUTE);
    await t.app.get(ScheduleRunner).tick();
    const failed = await schedule(t, created.id);
    expect(failed).toMatchObject({ state: 'failed', error: 'Only an approved submission can be published.' });
    expect((await t.app.get(Metrics).scheduleRuns.get()).values).toContainEqual({ labels: { outcome: 'failed' }, value: 1 });
    expect(await titles(t)).not.toContain('Edited after approval');
    const mailed = (await t.app.get(MailOutboxRepository).newest(50)).filter((mail) => mail.kind === 'schedule-failed');
    expect(mailed.map((mail) => [mail.to, mail.subject])).toEqual([[administrator.email, 'A scheduled publish of the home page failed']]);
    expect(mailed[0]!.text).toContain('failed: Only an approved submission can be published.');
  });
});

/** Two API instances on one database: each schedule runs exactly once (MongoDB only: the embedded store has one process). */
const mongoDescribe = (name: string, tests: () => void) => (requestedMongoUri() ? describe(name, tests) : undefined);

mongoDescribe('two API instances firing schedules (mongodb)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const location = newStoreLocation('mongodb');
    a = await createTestApp('mongodb', { env: { SCHEDULE_TICK_MS: '40' }, location });
    b = await createTestApp('mongodb', { env: { SCHEDULE_TICK_MS: '40' }, location });
  });

  afterAll(async () => {
    await a.close({ keepData: true });
    await b.close();
  });

  const runRecords = async (scheduleId: string) => (await a.app.get(Store).collection(scheduleRunsCollection).where({ scheduleId })).length;
  const releaseWrites = async () => (await auditEntries(a, 'publish')).filter((e) => e.collection === 'content_releases').length;

  it('both instances ticking: the schedule runs once (one run record, one run entry, one release write)', async () => {
    const [slide] = await slides(a);
    await request(a.http).put(`${SLIDES.path}/${slide!.id}?draft=true`).set('Authorization', a.auth).send({ title: 'Twice? Once.' }).expect(200);
    const writesBefore = await releaseWrites();
    const created = (await create(a, { page: 'home', action: 'publish', at: new Date(Date.now() + 600).toISOString() })).data;
    const deadline = Date.now() + 10_000;
    while ((await schedule(b, created.id)).state === 'pending' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 300)); // further ticks of both instances
    expect((await schedule(a, created.id)).state).toBe('done');
    expect(await runRecords(created.id)).toBe(1);
    expect(
      (await auditEntries(a, 'schedule')).filter((e) => e.detail.startsWith(`Ran the scheduled publish of the home page (schedule ${created.id})`)),
    ).toHaveLength(1);
    expect(await releaseWrites()).toBe(writesBefore + 1);
    expect(await titles(b)).toContain('Twice? Once.');
  });

  it('even when both believe they hold the lease (each runs the due schedules at once), every schedule runs once', async () => {
    const ids: string[] = [];
    for (const page of ['about', 'products', 'capabilities', 'sustainability', 'contact']) {
      ids.push((await create(a, { page, action: 'publish', at: new Date(Date.now() + 300).toISOString() })).data.id);
    }
    await new Promise((resolve) => setTimeout(resolve, 350));
    const [ranA, ranB] = await Promise.all([a.app.get(ScheduleRunsService).runDue(), b.app.get(ScheduleRunsService).runDue()]);
    const deadline = Date.now() + 10_000;
    const states = async () => Promise.all(ids.map(async (id) => (await schedule(a, id)).state));
    while ((await states()).includes('pending') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await states()).toEqual(ids.map(() => 'done'));
    for (const id of ids) expect(await runRecords(id)).toBe(1);
    const runs = (await request(a.http).get('/api/audit?action=schedule&limit=500').set('Authorization', a.auth).expect(200)).body.data as Array<{
      detail: string;
    }>;
    for (const id of ids) expect(runs.filter((e) => e.detail.startsWith('Ran the') && e.detail.includes(`(schedule ${id})`))).toHaveLength(1);
    expect(ranA + ranB).toBeLessThanOrEqual(ids.length); // the tickers may have taken some first
  });
});
