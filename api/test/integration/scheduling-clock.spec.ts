import { describe, expect, it } from '@jest/globals';
import type { ContentSchedule } from '@pharma/shared/content';
import request from 'supertest';
import { SchedulingClock } from '../../src/content/schedules/scheduling-clock.js';
import { LIST_CASES } from '../helpers/content-cases.js';
import { createTestApp, signInAs, type TestApp } from '../helpers/test-app.js';

/*
 * The development-only clock control (SCHEDULING_CLOCK_CONTROL) the e2e composition uses to reach a
 * schedule's time instead of waiting for it: absent unless asked for, Administrators only, and what it
 * runs is the scheduler's own round.
 */

const SLIDES = LIST_CASES.find((c) => c.path === '/api/cms/home/slides')!.path;
const MINUTE = 60_000;
/** The clock control exists only in development mode; no timer, so only the control runs rounds. */
const CONTROL = { NODE_ENV: 'development', SCHEDULING_CLOCK_CONTROL: 'true', SCHEDULE_TICK_MS: '0' };

const titles = async (t: TestApp) => ((await request(t.http).get(SLIDES).expect(200)).body.data as Array<{ title: string }>).map((s) => s.title);
const scheduleOf = async (t: TestApp, id: string) =>
  ((await request(t.http).get('/api/schedules').set('Authorization', t.auth).expect(200)).body.data as ContentSchedule[]).find((s) => s.id === id)!;

describe('scheduling clock control', () => {
  it('does not exist unless SCHEDULING_CLOCK_CONTROL=true: 404, and the clock stays real time', async () => {
    const t = await createTestApp('embedded', { env: { NODE_ENV: 'development', SCHEDULE_TICK_MS: '0' } });
    try {
      await request(t.http)
        .put('/api/scheduling-clock')
        .set('Authorization', t.auth)
        .send({ at: new Date(Date.now() + MINUTE).toISOString() })
        .expect(404);
      await request(t.http).delete('/api/scheduling-clock').set('Authorization', t.auth).expect(404);
      expect(t.app.get(SchedulingClock).offset()).toBe(0);
      const docs = (await request(t.http).get('/api/docs-json').expect(200)).body as { paths: Record<string, unknown> };
      expect(Object.keys(docs.paths).filter((p) => p.includes('scheduling-clock'))).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('moves the clock to a schedule’s time and runs the round: published then, not before; Administrators only; DELETE goes back to real time', async () => {
    const t = await createTestApp('embedded', { env: CONTROL });
    try {
      const [first] = (await request(t.http).get(SLIDES).expect(200)).body.data as Array<{ id: string }>;
      await request(t.http).put(`${SLIDES}/${first!.id}?draft=true`).set('Authorization', t.auth).send({ title: 'Clock-moved title' }).expect(200);
      const due = Date.now() + 10 * MINUTE;
      const created = (
        await request(t.http)
          .post('/api/schedules')
          .set('Authorization', t.auth)
          .send({ page: 'home', action: 'publish', at: new Date(due).toISOString() })
          .expect(201)
      ).body.data as ContentSchedule;

      const editor = await signInAs(t, 'Editor');
      await request(t.http)
        .put('/api/scheduling-clock')
        .set('Authorization', editor.auth)
        .send({ at: new Date(due).toISOString() })
        .expect(403);
      await request(t.http)
        .put('/api/scheduling-clock')
        .send({ at: new Date(due).toISOString() })
        .expect(401);
      await request(t.http).put('/api/scheduling-clock').set('Authorization', t.auth).send({ at: 'soon' }).expect(400);

      // A minute before its time: the round runs and leaves it pending.
      const before = (
        await request(t.http)
          .put('/api/scheduling-clock')
          .set('Authorization', t.auth)
          .send({ at: new Date(due - MINUTE).toISOString() })
          .expect(200)
      ).body.data as { now: string; offsetMs: number };
      expect(Date.parse(before.now)).toBeGreaterThanOrEqual(due - MINUTE);
      expect(before.offsetMs).toBeGreaterThan(8 * MINUTE);
      expect((await scheduleOf(t, created.id)).state).toBe('pending');
      expect(await titles(t)).not.toContain('Clock-moved title');

      // At its time: published by that round, before the answer.
      await request(t.http)
        .put('/api/scheduling-clock')
        .set('Authorization', t.auth)
        .send({ at: new Date(due).toISOString() })
        .expect(200);
      expect(await titles(t)).toContain('Clock-moved title');
      expect(await scheduleOf(t, created.id)).toMatchObject({ state: 'done', late: false });

      const reset = (await request(t.http).delete('/api/scheduling-clock').set('Authorization', t.auth).expect(200)).body.data as {
        now: string;
        offsetMs: number;
      };
      expect(reset.offsetMs).toBe(0);
      expect(Math.abs(Date.parse(reset.now) - Date.now())).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });
});
