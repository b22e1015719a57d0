import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NOTICES, type NoticeSetting, type ReviewDetail, type ReviewRequest } from '@pharma/shared/content';
import request from 'supertest';
import { MailOutboxRepository } from '../../src/platform/mail/mail-outbox.repository.js';
import { solveAltcha } from '../helpers/altcha.js';
import { approve, requireReview } from '../helpers/review.js';
import { createTestApp, signInAs, type SignedInAccount, type TestApp } from '../helpers/test-app.js';

const HERO = '/api/cms/about/hero';

/**
 * People are told by e-mail: a submission reaches the reviewers who can sign it (role, languages and
 * meanings; never its submitter), each signature, the rejection, the approval and the publish reach
 * the submitter, a visitor's enquiry reaches those who read enquiries; each person turns any kind off,
 * for themselves only. What is asserted is the outbox: the store the sender delivers from (its SMTP
 * delivery is tested in outbox.spec.ts).
 */
describe('e-mail notifications (embedded store)', () => {
  let t: TestApp;
  let editor: SignedInAccount;
  let medical: SignedInAccount;
  let legal: SignedInAccount;
  let germanOnly: SignedInAccount;
  let viewer: SignedInAccount;

  /** The queued mails of one kind, newest last: recipient, subject and text. */
  const mails = async (kind: string) =>
    (await t.app.get(MailOutboxRepository).newest(500))
      .filter((mail) => mail.kind === kind)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map(({ to, subject, text, html }) => ({ to, subject, text, html }));
  const settingsOf = async (who: SignedInAccount) =>
    (await request(t.http).get('/api/auth/notifications').set('Authorization', who.auth).expect(200)).body.data as NoticeSetting[];
  const submit = async (title: string) => {
    await request(t.http).put(HERO).set('Authorization', editor.auth).send({ title }).expect(200);
    return (await request(t.http).post('/api/review/submit').set('Authorization', editor.auth).send({ page: 'about', note: 'Claim <b>&</b> "$&"' }).expect(201))
      .body.data as ReviewRequest;
  };
  const hashOf = async (id: string) =>
    ((await request(t.http).get(`/api/review/${id}`).set('Authorization', medical.auth).expect(200)).body.data as ReviewDetail).contentHash;

  beforeAll(async () => {
    // ENQUIRY_MAIL_TO: a shared inbox, and an address that is also an account's (left to that account's setting).
    t = await createTestApp('embedded', {
      env: { PUBLIC_SITE_URL: 'https://www.auralis.example', ENQUIRY_MAIL_TO: 'sales@auralis.example, editor-shared@example.com' },
    });
    [editor, medical, legal, germanOnly, viewer] = [
      await signInAs(t, 'Editor', 'editor-shared@example.com'),
      await signInAs(t, 'Reviewer'),
      await signInAs(t, 'Reviewer'),
      await signInAs(t, 'Reviewer'),
      await signInAs(t, 'Viewer'),
    ];
    await request(t.http)
      .patch(`/api/users/${germanOnly.id}`)
      .set('Authorization', t.auth)
      .send({ signs: [{ locale: 'de', meaning: 'Medical' }] })
      .expect(200);
    await requireReview(t, ['Medical', 'Legal']);
  });

  afterAll(async () => {
    await t.close();
  });

  it('each person reads the kinds their role is sent, all on; a Viewer is sent none', async () => {
    expect(await settingsOf(medical)).toEqual([{ kind: 'review-submitted', label: NOTICES['review-submitted'].label, on: true }]);
    expect((await settingsOf(editor)).map((s) => [s.kind, s.on])).toEqual([
      ['review-decided', true],
      ['review-published', true],
      ['review-due', true],
      ['enquiry-received', true],
    ]);
    expect(await settingsOf(viewer)).toEqual([]);
  });

  it('a submission is mailed to the reviewers who can sign it in its language, not to one limited to German nor to its submitter', async () => {
    const open = await submit('Notified claim');
    const submitted = await mails('review-submitted');
    expect(submitted.map((m) => m.to).sort()).toEqual([legal.email, medical.email].sort());
    expect(submitted[0]!.subject).toBe('The About page waits for your signature');
    expect(submitted[0]!.text).toContain('Editor Person submitted the About page for review. It needs: Medical, Legal.');
    expect(submitted[0]!.text).toContain('https://www.auralis.example/admin/dashboard');
    // The submitter's note is text in both parts: escaped in the HTML, never markup.
    expect(submitted[0]!.text).toContain('Their note: "Claim <b>&</b> "$&""');
    expect(submitted[0]!.html).toContain('Claim &lt;b&gt;&amp;&lt;/b&gt; &quot;$&amp;&quot;');

    await approve(t, open.id, medical, 'Medical', await hashOf(open.id)).expect(200);
    await approve(t, open.id, legal, 'Legal', await hashOf(open.id)).expect(200);
    const decided = await mails('review-decided');
    expect(decided.map((m) => [m.to, m.subject])).toEqual([
      [editor.email, 'The About page was signed (Medical)'],
      [editor.email, 'The About page is approved'],
    ]);
    expect(decided[0]!.text).toContain('It still needs: Legal.');

    await request(t.http).post(`/api/review/${open.id}/publish`).set('Authorization', editor.auth).expect(200);
    expect((await mails('review-published')).map((m) => [m.to, m.subject])).toEqual([[editor.email, 'The About page is published']]);
  });

  it('a rejection is mailed to the submitter with its comment', async () => {
    const open = await submit('Rejected claim');
    await approve(t, open.id, medical, 'Medical', await hashOf(open.id), { verdict: 'rejected', comment: 'Cite the study.' }).expect(200);
    const rejected = (await mails('review-decided')).at(-1)!;
    expect(rejected).toMatchObject({ to: editor.email, subject: 'The About page was rejected' });
    expect(rejected.text).toContain('(Medical): "Cite the study."');
  });

  it('a kind turned off is not sent to that person; the others still get it; nobody turns off anyone else’s', async () => {
    const turned = await request(t.http)
      .put('/api/auth/notifications')
      .set('Authorization', medical.auth)
      .send({ off: ['review-submitted'] })
      .expect(200);
    expect(turned.body.data).toEqual([{ kind: 'review-submitted', label: NOTICES['review-submitted'].label, on: false }]);
    const before = (await mails('review-submitted')).length;
    await submit('Quiet claim');
    expect((await mails('review-submitted')).slice(before).map((m) => m.to)).toEqual([legal.email]);
    expect((await settingsOf(legal))[0]!.on).toBe(true);
    // A kind the role is not sent is ignored; an unknown kind or a wrong shape is a 400.
    await request(t.http)
      .put('/api/auth/notifications')
      .set('Authorization', viewer.auth)
      .send({ off: ['review-submitted'] })
      .expect(200);
    expect(await settingsOf(viewer)).toEqual([]);
    for (const off of [['everything'], 'review-submitted', [{ $ne: 1 }], null]) {
      await request(t.http).put('/api/auth/notifications').set('Authorization', medical.auth).send({ off }).expect(400);
    }
    await request(t.http).get('/api/auth/notifications').expect(401);
  });

  it("a visitor's enquiry is mailed to the people who read enquiries, with the visitor's words as text", async () => {
    const before = (await mails('enquiry-received')).length;
    const form = {
      name: 'Anne Visitor',
      email: 'anne@example.com',
      phone: '+91 98765 43210',
      countryCode: '+91',
      company: 'Acme </p><script>',
      message: 'Send your API list.',
    };
    await request(t.http)
      .post('/api/contact-form')
      .send({ ...form, recaptchaToken: await solveAltcha(t.http) })
      .expect(201);
    const sent = (await mails('enquiry-received')).slice(before);
    // The built-in Administrator has no address; the shared inbox gets it, the account's address once.
    expect(sent.map((m) => m.to).sort()).toEqual([editor.email, 'sales@auralis.example'].sort());
    expect(sent.find((m) => m.to === 'sales@auralis.example')!.text).toContain('this address is set to receive every enquiry (ENQUIRY_MAIL_TO)');
    expect(sent[0]!.subject).toBe('New enquiry from Anne Visitor (Acme </p><script>)');
    expect(sent[0]!.text).toContain('"Send your API list."');
    expect(sent[0]!.html).not.toContain('<script>');
  });
});
