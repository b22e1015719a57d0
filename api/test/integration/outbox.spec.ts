import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OutboxMessage } from '@pharma/shared/content';
import request from 'supertest';
import { MailSender } from '../../src/platform/mail/mail-sender.js';
import { headerOf, partOf, startSmtpReceiver, type ReceivedMail, type SmtpReceiver } from '../helpers/smtp-receiver.js';
import { storeNames } from '../helpers/store-targets.js';
import { createTestApp, signInAs, tokenOf, type SignedInAccount, type TestApp } from '../helpers/test-app.js';

const OUTBOX = '/api/outbox';
const SITE = 'https://www.auralis.example';
const HOUR = 3600_000;
let people = 0;

/** Adds an account the way the Users tab does; answers the response's body. */
async function addUser(t: TestApp, name: string): Promise<{ id: string; email: string; path: string }> {
  const email = `${name.toLowerCase()}-${++people}@example.com`;
  const res = await request(t.http).post('/api/users').set('Authorization', t.auth).send({ name, email, role: 'Editor', status: 'active' }).expect(201);
  expect(res.body.setPassword.path).toMatch(/^\/admin\/set-password#token=/); // the answer the dashboard shows, unchanged
  return { id: res.body.data.id as string, email, path: res.body.setPassword.path as string };
}

async function outbox(t: TestApp, auth = t.auth): Promise<OutboxMessage[]> {
  return (await request(t.http).get(OUTBOX).set('Authorization', auth).expect(200)).body.data as OutboxMessage[];
}

async function messageTo(t: TestApp, email: string): Promise<OutboxMessage> {
  const found = (await outbox(t)).filter((mail) => mail.to === email);
  expect(found).toHaveLength(1);
  return found[0];
}

/** One sender round at `now` plus `later` ms: tests reach a back-off's end by passing a later time, never by waiting. */
const sendAt = (t: TestApp, later = 0) => t.app.get(MailSender).tick(new Date(Date.now() + later));

describe.each(storeNames())('the mail outbox over SMTP (%s store)', (storeName) => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let editor: SignedInAccount;
  const receivedBy = (email: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to.includes(email));

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp(storeName, { env: { SMTP_URL: smtp.url, MAIL_FROM: 'Auralis Life Sciences <web@auralis.example>', PUBLIC_SITE_URL: SITE } });
    editor = await signInAs(t, 'Editor');
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('queues the set-password mail of a new account without sending it in the request, then the sender delivers it', async () => {
    const added = await addUser(t, 'Ada');
    expect(receivedBy(added.email)).toHaveLength(0);
    expect(await messageTo(t, added.email)).toMatchObject({ kind: 'account-created', state: 'queued', attempts: 0 });

    await sendAt(t);
    const [mail] = receivedBy(added.email);
    expect(mail.from).toBe('web@auralis.example');
    expect(headerOf(mail.raw, 'Subject')).toBe('Your Auralis Life Sciences dashboard account');
    const text = partOf(mail.raw, 'text/plain');
    expect(text).toContain(`${SITE}/admin/set-password#token=${tokenOf(added.path)}`);
    expect(text).toContain('Hello Ada,');
    const html = partOf(mail.raw, 'text/html');
    expect(html).toContain('#2879b6');
    expect(html).toContain(`href="${SITE}/admin/set-password#token=${tokenOf(added.path)}"`);

    const sent = await messageTo(t, added.email);
    expect(sent).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(sent.sentAt).toEqual(expect.any(String));
    // The list never carries a body, so never the link's token.
    expect(JSON.stringify(await outbox(t))).not.toContain(tokenOf(added.path));
  });

  it('mails a reset link too', async () => {
    const added = await addUser(t, 'Grace');
    const reset = await request(t.http).post(`/api/users/${added.id}/reset-password`).set('Authorization', t.auth).expect(200);
    await sendAt(t);
    const resetMail = receivedBy(added.email).find((mail) => headerOf(mail.raw, 'Subject')?.startsWith('Set a new password'));
    expect(partOf(resetMail!.raw, 'text/plain')).toContain(`${SITE}${reset.body.setPassword.path as string}`);
    expect((await outbox(t)).find((mail) => mail.to === added.email && mail.kind === 'password-reset')).toMatchObject({ state: 'sent' });
  });

  it('tries again after a back-off when the server refuses for now, and the message ends sent on its second attempt', async () => {
    const added = await addUser(t, 'Barbara');
    smtp.refuse(added.email, 1);
    await sendAt(t);
    const refused = await messageTo(t, added.email);
    expect(refused).toMatchObject({ state: 'queued', attempts: 1 });
    expect(refused.lastError).toContain('451');
    expect(refused.lastError).not.toContain(added.email); // addresses are masked in errors as in logs
    expect(Date.parse(refused.nextAttemptAt!)).toBeGreaterThan(Date.now());

    await sendAt(t); // the back-off has not passed: nothing is tried
    expect((await messageTo(t, added.email)).attempts).toBe(1);

    await sendAt(t, HOUR);
    expect(await messageTo(t, added.email)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(receivedBy(added.email)).toHaveLength(1);
  });

  it('marks a message failed after its last attempt; only an Administrator lists the outbox and sends it again', async () => {
    const added = await addUser(t, 'Katherine');
    smtp.refuse(added.email, 6);
    for (let round = 1; round <= 6; round++) await sendAt(t, round * 24 * HOUR);
    const failed = await messageTo(t, added.email);
    expect(failed).toMatchObject({ state: 'failed', attempts: 6, nextAttemptAt: null });

    await request(t.http).get(OUTBOX).set('Authorization', editor.auth).expect(403);
    await request(t.http).post(`${OUTBOX}/${failed.id}/retry`).set('Authorization', editor.auth).expect(403);

    const again = await request(t.http).post(`${OUTBOX}/${failed.id}/retry`).set('Authorization', t.auth).expect(200);
    expect(again.body.data).toMatchObject({ id: failed.id, state: 'queued', attempts: 6 });
    await request(t.http).post(`${OUTBOX}/${failed.id}/retry`).set('Authorization', t.auth).expect(409); // queued already
    await request(t.http).post(`${OUTBOX}/no-such-message/retry`).set('Authorization', t.auth).expect(404);

    await sendAt(t);
    expect(await messageTo(t, added.email)).toMatchObject({ state: 'sent', attempts: 7 });
    expect(receivedBy(added.email)).toHaveLength(1);
  });
});

describe.each(storeNames())('the mail outbox with no SMTP server (%s store)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  it('writes each message as an .eml file under the data folder and marks it sent', async () => {
    const added = await addUser(t, 'Hedy');
    const queued = await messageTo(t, added.email);
    const file = join(t.config.dataDir, 'outbox', `${queued.id}.eml`);
    expect(existsSync(file)).toBe(false);

    await sendAt(t);
    const raw = readFileSync(file, 'utf8');
    expect(headerOf(raw, 'To')).toBe(added.email);
    expect(headerOf(raw, 'From')).toBe('Auralis Life Sciences <no-reply@localhost>');
    expect(partOf(raw, 'text/plain')).toContain(`http://localhost:8080/admin/set-password#token=${tokenOf(added.path)}`);
    expect(partOf(raw, 'text/html')).toContain('Auralis Life Sciences');
    expect(await messageTo(t, added.email)).toMatchObject({ state: 'sent', attempts: 1 });
  });
});
