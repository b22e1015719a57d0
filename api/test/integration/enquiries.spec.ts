import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { solveAltcha } from '../helpers/altcha.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, FROM_GATEWAY, signInAs, type TestApp } from '../helpers/test-app.js';

const FORM = {
  name: "Anne-Marie O'Neil",
  email: 'anne@example.com',
  phone: '+91 98765 43210',
  countryCode: '+91',
  company: 'Acme Pharma',
  message: 'Please send your API list.',
};

describe.each(featureStores())('contact form and enquiries (%s store, ALTCHA)', (storeName) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(storeName);
  });

  afterAll(async () => {
    await t.close();
  });

  const submit = (body: Record<string, unknown>) => request(t.http).post('/api/contact-form').send(body);

  it('tells the page to use ALTCHA and serves fresh challenges', async () => {
    expect((await request(t.http).get('/api/contact-form/verification').expect(200)).body).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/contact-form/challenge',
    });
    const a = (await request(t.http).get('/api/contact-form/challenge').expect(200)).body;
    const b = (await request(t.http).get('/api/contact-form/challenge').expect(200)).body;
    expect(a).toMatchObject({ algorithm: 'SHA-256', challenge: expect.any(String), salt: expect.any(String), signature: expect.any(String) });
    expect(a.challenge).not.toBe(b.challenge);
  });

  it('accepts a verified enquiry without a token (201 {ok: true}) and stores it without the token', async () => {
    const recaptchaToken = await solveAltcha(t.http);
    expect((await submit({ ...FORM, recaptchaToken }).expect(201)).body).toEqual({ ok: true });
    const list = (await request(t.http).get('/api/enquiries').set('Authorization', t.auth).expect(200)).body.data;
    expect(list[0]).toMatchObject({ ...FORM, status: 'new', id: expect.any(String), createdAt: expect.any(String) });
    expect(list[0]).not.toHaveProperty('recaptchaToken');
  });

  it('refuses a replayed, forged or missing verification token', async () => {
    const recaptchaToken = await solveAltcha(t.http);
    await submit({ ...FORM, recaptchaToken }).expect(201);
    expect((await submit({ ...FORM, recaptchaToken }).expect(400)).body.errors).toHaveProperty('recaptchaToken');
    const forged = JSON.parse(Buffer.from(recaptchaToken, 'base64').toString());
    forged.number += 1;
    await submit({ ...FORM, recaptchaToken: Buffer.from(JSON.stringify(forged)).toString('base64') }).expect(400);
    await submit({ ...FORM, recaptchaToken: 'not-base64-json' }).expect(400);
    expect((await submit(FORM).expect(400)).body.errors).toHaveProperty('recaptchaToken');
  });

  /**
   * The same solution spelled differently: each is a valid token on its own (checked below). In the
   * URL-safe case, '~~~~' in the JSON guarantees a '+' in base64, so base64url really differs ('-').
   */
  const reEncodings: Array<[string, (token: string) => string]> = [
    ['JSON with other spacing', (token) => b64(JSON.stringify(decode(token), null, 2))],
    ['JSON keys in another order', (token) => b64(JSON.stringify(Object.fromEntries(Object.entries(decode(token)).reverse())))],
    ['JSON with a trailing newline', (token) => b64(`${JSON.stringify(decode(token))}\n`)],
    ['a trailing newline after the base64', (token) => `${token}\n`],
    ['base64 without padding', (token) => withPadding(token).replace(/=+$/, '')],
    ['URL-safe base64', (token) => Buffer.from(JSON.stringify({ ...decode(token), note: '~~~~' })).toString('base64url')],
    ['an extra JSON field', (token) => b64(JSON.stringify({ ...decode(token), took: 1234 }))],
  ];
  const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString()) as Record<string, unknown>;
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  /** The same JSON after 0-2 leading spaces, so that its base64 ends with '=' padding. */
  const withPadding = (token: string) => [0, 1, 2].map((n) => b64(' '.repeat(n) + JSON.stringify(decode(token)))).find((t) => t.endsWith('='))!;

  it.each(reEncodings)('refuses a replay re-encoded as %s, whichever spelling came first', async (_label, reEncode) => {
    const first = await solveAltcha(t.http);
    expect(reEncode(first)).not.toBe(first);
    await submit({ ...FORM, recaptchaToken: first }).expect(201);
    expect((await submit({ ...FORM, recaptchaToken: reEncode(first) }).expect(400)).body.errors).toHaveProperty('recaptchaToken');
    // The re-encoded spelling is a valid token in its own right: fresh, it is accepted, then the original is the replay.
    const second = await solveAltcha(t.http);
    await submit({ ...FORM, recaptchaToken: reEncode(second) }).expect(201);
    await submit({ ...FORM, recaptchaToken: second }).expect(400);
  });

  it.each([
    ['name', { name: 'R2-D2' }],
    ['name', { name: '' }],
    ['email', { email: 'anne@' }],
    ['phone', { phone: '12-ab-34' }],
    ['phone', { phone: '+1' }],
    ['countryCode', { countryCode: '91' }],
    ['message', { message: 'x'.repeat(501) }],
    ['message', { message: undefined }],
    ['website', { website: 'http://spam.example' }],
  ])('validates like the form: bad %s is a 400 naming it, nothing stored', async (field, change) => {
    const before = (await request(t.http).get('/api/enquiries').set('Authorization', t.auth)).body.data.length;
    const res = await submit({ ...FORM, ...change, recaptchaToken: 'checked-after-validation' }).expect(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect((await request(t.http).get('/api/enquiries').set('Authorization', t.auth)).body.data).toHaveLength(before);
  });

  it('accepts the optional fields empty or absent, and a 500-character message', async () => {
    const recaptchaToken = await solveAltcha(t.http);
    await submit({ name: 'Zoë Ålund', email: 'zoe@example.se', message: 'y'.repeat(500), phone: '', company: '', recaptchaToken }).expect(201);
  });

  it('admins list newest first, set a status and delete; all guarded', async () => {
    await request(t.http).get('/api/enquiries').expect(401);
    const list = (await request(t.http).get('/api/enquiries').set('Authorization', t.auth).expect(200)).body.data;
    const dates = list.map((e: { createdAt: string }) => e.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const id = list[0].id;
    await request(t.http).patch(`/api/enquiries/${id}`).send({ status: 'read' }).expect(401);
    expect((await request(t.http).patch(`/api/enquiries/${id}`).set('Authorization', t.auth).send({ status: 'read' }).expect(200)).body.data.status).toBe(
      'read',
    );
    expect((await request(t.http).patch(`/api/enquiries/${id}`).set('Authorization', t.auth).send({ status: 'spam' }).expect(400)).body.errors).toHaveProperty(
      'status',
    );
    await request(t.http).patch('/api/enquiries/unknown-id').set('Authorization', t.auth).send({ status: 'read' }).expect(404);
    await request(t.http).patch('/api/enquiries/bad%24id').set('Authorization', t.auth).send({ status: 'read' }).expect(400);
    await request(t.http).delete(`/api/enquiries/${id}`).expect(401);
    await request(t.http).delete(`/api/enquiries/${id}`).set('Authorization', t.auth).expect(200);
    await request(t.http).delete(`/api/enquiries/${id}`).set('Authorization', t.auth).expect(404);
  });
});

describe('enquiries hold personal data: read only with enquiries.read', () => {
  it('Administrators and Editors read them; Reviewers and Viewers are refused (403)', async () => {
    const t = await createTestApp('embedded');
    try {
      await request(t.http)
        .post('/api/contact-form')
        .send({ ...FORM, recaptchaToken: await solveAltcha(t.http) })
        .expect(201);
      const statuses: Record<string, number> = {};
      for (const role of ['Administrator', 'Editor', 'Reviewer', 'Viewer'] as const) {
        const account = await signInAs(t, role);
        statuses[role] = (await request(t.http).get('/api/enquiries').set('Authorization', account.auth)).status;
      }
      expect(statuses).toEqual({ Administrator: 200, Editor: 200, Reviewer: 403, Viewer: 403 });
    } finally {
      await t.close();
    }
  });
});

describe('contact form rate limit', () => {
  it('limits submissions per client IP (429), valid or not', async () => {
    const t = await createTestApp('embedded', { env: { CONTACT_RATE_LIMIT: '2' } });
    try {
      await request(t.http)
        .post('/api/contact-form')
        .send({ ...FORM, recaptchaToken: await solveAltcha(t.http) })
        .expect(201);
      await request(t.http)
        .post('/api/contact-form')
        .send({ ...FORM, name: '1' })
        .expect(400);
      await request(t.http)
        .post('/api/contact-form')
        .send({ ...FORM, recaptchaToken: await solveAltcha(t.http) })
        .expect(429);
      await request(t.http)
        .post('/api/contact-form')
        .set({ ...FROM_GATEWAY, 'X-Forwarded-For': '198.51.100.4' })
        .send({ ...FORM, recaptchaToken: await solveAltcha(t.http) })
        .expect(201);
    } finally {
      await t.close();
    }
  });
});

describe('contact form with reCAPTCHA keys configured', () => {
  let google: Server;
  let t: TestApp;
  const seen: string[] = [];

  beforeAll(async () => {
    // Stands in for Google's siteverify endpoint: only the token 'human' passes.
    google = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(`${form.get('secret')}:${form.get('response')}`);
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ success: form.get('secret') === 'secret-key' && form.get('response') === 'human' }));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as AddressInfo;
    t = await createTestApp('embedded', {
      env: { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key', RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` },
    });
  });

  afterAll(async () => {
    await t.close();
    google.close();
  });

  it('tells the page to use reCAPTCHA with the site key; there is no challenge', async () => {
    expect((await request(t.http).get('/api/contact-form/verification').expect(200)).body).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    await request(t.http).get('/api/contact-form/challenge').expect(404);
  });

  it('verifies the token with the secret key on the server', async () => {
    await request(t.http)
      .post('/api/contact-form')
      .send({ ...FORM, recaptchaToken: 'human' })
      .expect(201);
    await request(t.http)
      .post('/api/contact-form')
      .send({ ...FORM, recaptchaToken: 'robot' })
      .expect(400);
    expect(seen).toEqual(['secret-key:human', 'secret-key:robot']);
  });

  it('answers 503 when the verification service cannot be reached', async () => {
    google.close();
    google.closeAllConnections();
    await request(t.http)
      .post('/api/contact-form')
      .send({ ...FORM, recaptchaToken: 'human' })
      .expect(503);
  });
});
