import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { AuditEntry, AuditPage } from '@pharma/shared/content';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { AuditRepository } from '../../src/platform/audit/audit.repository.js';
import { AUDIT_WRITE_FAILED } from '../../src/platform/audit/audit.service.js';
import { auditCollection, type AuditData } from '../../src/platform/audit/schema/audit.schema.js';
import { Store } from '../../src/platform/store/store.port.js';
import { createTestApp, signInAs, TEST_USER, type TestApp } from '../helpers/test-app.js';
import { storeNames } from '../helpers/store-targets.js';

const UA = 'audit-test/1.0';
/** The name signInAs gives an Editor's account. */
const EDITOR_NAME = 'Editor Person';

describe.each(storeNames())('audit trail (%s store)', (storeName) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(storeName);
  });
  afterAll(() => t.close());

  const trail = async (query = ''): Promise<AuditPage> => (await request(t.http).get(`/api/audit${query}`).set('Authorization', t.auth).expect(200)).body;
  const latest = async (action: string): Promise<AuditEntry> => (await trail(`?action=${action}&limit=1`)).data[0];

  it('records a content save: who, role, IP, user agent, and each changed field before and after', async () => {
    const before = (await request(t.http).get('/api/cms/about/hero')).body.data;
    await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).set('User-Agent', UA).send({ title: 'Audited title' }).expect(200);
    const entry = await latest('update');
    expect(entry).toMatchObject({
      actor: TEST_USER,
      role: 'Administrator',
      userAgent: UA,
      action: 'update',
      page: 'about',
      collection: 'about_hero',
      outcome: 'success',
      detail: 'PUT /api/cms/about/hero',
      changes: [{ field: 'title', before: before.title, after: 'Audited title' }],
    });
    expect(entry.ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('records a failed sign-in with the name tried and why, and a successful one', async () => {
    await request(t.http).post('/api/auth/login').set('User-Agent', UA).send({ username: 'mallory', password: 'guess' }).expect(401);
    expect(await latest('sign-in-failed')).toMatchObject({ actor: 'mallory', role: null, outcome: 'failure', detail: 'no such user', userAgent: UA });
    await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: 'wrong' }).expect(401);
    expect(await latest('sign-in-failed')).toMatchObject({ actor: TEST_USER, detail: 'wrong password' });
    expect(await latest('sign-in')).toMatchObject({ actor: TEST_USER, role: 'Administrator', outcome: 'success' });
  });

  it('records user changes without any secret, and a refused route', async () => {
    const editor = await signInAs(t, 'Editor', 'audited.editor@example.com');
    const created = (await trail('?page=users&action=create')).data.find((e) => e.documentId === editor.id)!;
    expect(created.changes).toEqual(
      expect.arrayContaining([
        { field: 'email', before: '', after: 'audited.editor@example.com' },
        { field: 'role', before: '', after: 'Editor' },
        { field: 'setPasswordTokenHash', before: '', after: '[redacted]' },
      ]),
    );
    expect(await latest('password-set')).toMatchObject({
      actor: 'audited.editor@example.com',
      changes: expect.arrayContaining([{ field: 'passwordHash', before: '', after: '[redacted]' }]),
    });
    await request(t.http).patch(`/api/users/${editor.id}`).set('Authorization', t.auth).send({ status: 'inactive' }).expect(200);
    expect((await trail('?page=users&action=update')).data[0]).toMatchObject({
      actor: TEST_USER,
      documentId: editor.id,
      changes: [{ field: 'status', before: 'active', after: 'inactive' }],
    });

    const viewer = await signInAs(t, 'Viewer');
    await request(t.http).put('/api/cms/about/hero').set('Authorization', viewer.auth).send({ title: 'Not allowed' }).expect(403);
    expect(await latest('permission-denied')).toMatchObject({
      actor: viewer.email,
      role: 'Viewer',
      outcome: 'denied',
      detail: 'PUT /api/cms/about/hero needs content.edit',
    });
    expect(JSON.stringify(await trail('?limit=500'))).not.toMatch(/\$2[aby]\$/); // no bcrypt hash anywhere
  });

  it('filters by user, page, action and date, and exports the same as CSV (formulas defused)', async () => {
    await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).send({ subtitle: '=HYPERLINK("http://evil")' }).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    const page = await trail(`?user=${TEST_USER}&page=about&action=update&from=${today}&to=${today}`);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data.every((e) => e.actor === TEST_USER && e.page === 'about' && e.action === 'update')).toBe(true);
    expect((await trail('?to=2000-01-01')).total).toBe(0);
    expect(page.users).toEqual(expect.arrayContaining([TEST_USER, 'mallory']));

    // The per-field export (one row per changed field, stored values).
    const csv = await request(t.http).get(`/api/audit/export.csv?page=about&action=update&format=fields`).set('Authorization', t.auth).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-fields-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(csv.text, { columns: true }) as Array<Record<string, string>>;
    const checkpoint = rows.pop()!; // the export ends with the trail's checkpoint
    expect(checkpoint).toMatchObject({ seq: 'checkpoint', action: 'checkpoint', hash: page.checkpoint!.head });
    expect(rows.length).toBe(page.total);
    expect(rows.at(-1)).toMatchObject({ actor: TEST_USER, action: 'update', field: 'subtitle', after: `'=HYPERLINK("http://evil")` });
    await request(t.http).get('/api/audit?action=explode').set('Authorization', t.auth).expect(400);
  });

  it('has no route that edits or deletes an entry', async () => {
    const { data } = await trail('?limit=1');
    for (const method of ['put', 'patch', 'delete', 'post'] as const) {
      await request(t.http)[method](`/api/audit/${data[0].id}`).set('Authorization', t.auth).send({ actor: 'someone else' }).expect(404);
    }
  });

  it('a write whose audit entry cannot be stored fails, and is not made', async () => {
    const append = jest.spyOn(AuditRepository.prototype, 'append').mockRejectedValueOnce(new Error('disk full'));
    const res = await request(t.http).put('/api/cms/about/hero').set('Authorization', t.auth).send({ title: 'Never saved' });
    append.mockRestore();
    expect([res.status, res.body.message]).toEqual([503, AUDIT_WRITE_FAILED]);
    expect((await request(t.http).get('/api/cms/about/hero')).body.data.title).toBe('Audited title');
  });

  it('exports one row per event by default: the person by name, the event in words, its changes in one readable column', async () => {
    const editor = await signInAs(t, 'Editor', 'csv.editor@example.com');
    await request(t.http).put('/api/cms/about/hero').set('Authorization', editor.auth).send({ title: 'Event title', subtitle: '@SUM(1)' }).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    const query = `user=${editor.email}&page=about&action=update&from=${today}&to=${today}`;
    const page = await trail(`?${query}`);
    expect(page.total).toBe(1);
    expect(page.names?.[editor.email]).toBe(EDITOR_NAME);

    const csv = await request(t.http).get(`/api/audit/export.csv?${query}`).set('Authorization', t.auth).expect(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(csv.text, { columns: true }) as Array<Record<string, string>>;
    expect(rows.pop()).toMatchObject({ seq: 'checkpoint', action: 'checkpoint' });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      who: EDITOR_NAME,
      actor: editor.email,
      action: 'update',
      page: 'About page',
      event: `${EDITOR_NAME} changed About Hero on the About page`,
      collection: 'about_hero',
      status: 'committed',
    });
    expect(row!.changes).toMatch(/^Subtitle: .* → '@SUM\(1\)'; Title: .* → 'Event title'$/);

    // The same events, per field: one row for each changed field.
    const fields = parse((await request(t.http).get(`/api/audit/export.csv?${query}&format=fields`).set('Authorization', t.auth).expect(200)).text, {
      columns: true,
    }) as Array<Record<string, string>>;
    fields.pop();
    expect(fields.map((r) => r.field)).toEqual(['subtitle', 'title']);
    expect(fields[0]!.after).toBe("'@SUM(1)"); // a formula is defused in the per-field export
  });

  it('defuses a formula at the start of any cell of the per-event export', async () => {
    const account = await signInAs(t, 'Editor', 'formula.editor@example.com');
    await request(t.http).patch(`/api/users/${account.id}`).set('Authorization', t.auth).send({ name: '=HYPERLINK("http://evil")' }).expect(200);
    await request(t.http).put('/api/cms/about/hero').set('Authorization', account.auth).send({ title: 'By a formula' }).expect(200);
    const csv = await request(t.http).get(`/api/audit/export.csv?user=${account.email}&action=update&page=about`).set('Authorization', t.auth).expect(200);
    const rows = parse(csv.text, { columns: true }) as Array<Record<string, string>>;
    rows.pop();
    expect(rows[0]).toMatchObject({ who: `'=HYPERLINK("http://evil")` });
    expect(rows[0]!.event.startsWith("'=")).toBe(true);
  });

  it('refuses a bad filter or format with 400', async () => {
    for (const query of ['action=explode', 'from=yesterday', 'from=2026-11-20&to=2026-11-19', 'limit=0', 'offset=-1']) {
      await request(t.http).get(`/api/audit?${query}`).set('Authorization', t.auth).expect(400);
    }
    await request(t.http).get('/api/audit/export.csv?format=xlsx').set('Authorization', t.auth).expect(400);
    await request(t.http).get('/api/audit/export.csv?from=2026-11-20&to=2026-11-19').set('Authorization', t.auth).expect(400);
    await request(t.http).get('/api/audit?format=fields').set('Authorization', t.auth).expect(400); // the list has no formats
    await request(t.http).get('/api/audit?from=2026-11-20&to=2026-11-20').set('Authorization', t.auth).expect(200); // one day
  });
});

describe('a broken audit trail', () => {
  it('stops the API from starting: an entry changed in the database is found', async () => {
    const first = await createTestApp('embedded');
    await request(first.http).put('/api/cms/about/hero').set('Authorization', first.auth).send({ title: 'Before tampering' }).expect(200);
    const entries = first.app.get(Store).collection<AuditData>(auditCollection);
    const victim = (await entries.list()).find((e) => e.action === 'update')!;
    await entries.update(victim.id, { actor: 'someone else' });
    await first.close({ keepData: true });
    await expect(createTestApp('embedded', { location: first.location })).rejects.toThrow(`entry ${victim.seq} was changed after it was written`);
    await first.location.dispose();
  });
});
