import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_TEXTS, type AuditEntry, type OutboxMessage } from '@pharma/shared/content';
import request from 'supertest';
import { MailSender } from '../../src/platform/mail/mail-sender.js';
import { headerOf, partOf, startSmtpReceiver, type SmtpReceiver } from '../helpers/smtp-receiver.js';
import { featureStores } from '../helpers/store-targets.js';
import { TEST_USER, createTestApp, tokenOf, type TestApp } from '../helpers/test-app.js';

const SITE = 'https://www.auralis.example';
const PASSWORD = 'a password long enough';

/**
 * "Forgot password?" on the sign-in page: the same answer whether or not the address has an account;
 * a one-time link, mailed only, that expires; the old password working until the link is used; one
 * mail per account per few minutes; every request in the trail.
 */
describe.each(featureStores())('forgot password (%s store)', (storeName) => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  const email = 'maya.editor@example.com';
  const ask = (address: string) => request(t.http).post('/api/auth/forgot-password').send({ email: address });
  const login = (password: string) => request(t.http).post('/api/auth/login').send({ username: email, password });
  const forgottenMails = async () =>
    ((await request(t.http).get('/api/outbox').set('Authorization', t.auth).expect(200)).body.data as OutboxMessage[]).filter(
      (mail) => mail.kind === 'password-forgotten',
    );

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp(storeName, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Auralis Life Sciences <web@auralis.example>', PUBLIC_SITE_URL: SITE, LOGIN_RATE_LIMIT: '30' },
    });
    const added = await request(t.http)
      .post('/api/users')
      .set('Authorization', t.auth)
      .send({ name: 'Maya', email, role: 'Editor', status: 'active' })
      .expect(201);
    await request(t.http)
      .post('/api/auth/set-password')
      .send({ token: tokenOf(added.body.setPassword.path), password: PASSWORD })
      .expect(204);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers the same for an account, an unknown address and the configured administrator, and mails only the account', async () => {
    const answers = await Promise.all([ask(' MAYA.Editor@example.com '), ask('nobody@example.com'), ask(TEST_USER)]);
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([202, { message: ACCOUNT_TEXTS.forgottenSent }]);
    await waitFor(async () => (await forgottenMails()).length === 1);
    expect((await forgottenMails())[0]).toMatchObject({ to: email, state: 'queued' });

    await t.app.get(MailSender).tick(new Date());
    const mail = smtp.received.find((received) => received.to.includes(email) && headerOf(received.raw, 'Subject')?.includes('new password'))!;
    const text = partOf(mail.raw, 'text/plain') ?? '';
    expect(text).toContain('Someone, hopefully you, asked for a new password');
    expect(partOf(mail.raw, 'text/html')).toContain('Someone, hopefully you, asked for a new password');
    const path = /\/admin\/set-password#token=[\w-]+/.exec(text)![0];

    // The old password works until the link is used; the link works once.
    await login(PASSWORD).expect(200);
    await request(t.http)
      .post('/api/auth/set-password')
      .send({ token: tokenOf(path), password: 'a new password long enough' })
      .expect(204);
    await login(PASSWORD).expect(401);
    await login('a new password long enough').expect(200);
    await request(t.http)
      .post('/api/auth/set-password')
      .send({ token: tokenOf(path), password: 'yet another password here' })
      .expect(400);

    // The trail names the account when there is one, and keeps no stranger's typed address.
    const entries = (await request(t.http).get('/api/audit?action=password-forgotten').set('Authorization', t.auth).expect(200)).body.data as AuditEntry[];
    expect(entries.map((entry) => [entry.actor, entry.outcome, entry.detail]).sort()).toEqual(
      [
        [TEST_USER, 'failure', 'nothing was mailed: built-in'],
        [email, 'success', 'a one-time link was mailed'],
        ['unknown address', 'failure', 'nothing was mailed: no such account'],
      ].sort(),
    );
    expect(JSON.stringify(entries)).not.toContain('nobody@example.com');
  });

  it('mails one link per account per few minutes, however often it is asked', async () => {
    const before = (await forgottenMails()).length;
    await ask(email).expect(202);
    await ask(email).expect(202);
    await waitFor(async () => (await forgottenMails()).length >= before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await forgottenMails()).length).toBe(before); // the first test's request was moments ago
  });

  it('refuses a request without an address in words, and a flood from one address with 429', async () => {
    const empty = await request(t.http).post('/api/auth/forgot-password').send({});
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.message)).toContain('Enter the e-mail address of your account.');
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await ask(`flood-${i}@example.com`)).status);
    expect(statuses).toContain(429);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
