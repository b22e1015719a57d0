import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { ReadCache } from '../../src/platform/http/read-cache.service.js';
import { LIST_CASES } from '../helpers/content-cases.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, login, signInAs, TEST_PASSWORD, TEST_USER, type TestApp } from '../helpers/test-app.js';

const PREVIEW = '/api/auth/preview-token';
const SLIDES = LIST_CASES.find((c) => c.path === '/api/cms/home/slides')!;
const TEN_MINUTES = 10 * 60 * 1000;
/** The slides below are the home page's: the tokens are made for its route. */
const HOME = { route: '/' };

/**
 * Preview tokens: issued to the signed-in admin, they make public reads
 * show unpublished content, privately and never cached, and they authorise nothing else.
 */
describe.each(featureStores())('preview tokens (%s store)', (storeName) => {
  let t: TestApp;
  let token: string;
  let inactiveId: string;
  const ids = (res: request.Response) => (res.body.data as Array<{ id: string }>).map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp(storeName);
    token = (await request(t.http).post(PREVIEW).set('Authorization', t.auth).send(HOME).expect(200)).body.token;
    const created = await request(t.http)
      .post(SLIDES.path)
      .set('Authorization', t.auth)
      .send({ ...SLIDES.valid, isActive: false })
      .expect(201);
    inactiveId = created.body.data.id;
  });

  afterAll(async () => {
    await t.close();
  });

  it('POST issues { token, expiresAt } for ten minutes to the signed-in admin, never cached', async () => {
    const before = Date.now();
    const res = await request(t.http).post(PREVIEW).set('Authorization', t.auth).send(HOME).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'token']);
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const expiresAt = Date.parse(res.body.expiresAt);
    expect(expiresAt).toBeGreaterThan(before + TEN_MINUTES - 2000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + TEN_MINUTES);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('POST follows the rules of every admin write: 401 without a session, 403 for a cookie from another site', async () => {
    await request(t.http).post(PREVIEW).expect(401);
    await request(t.http).post(PREVIEW).set('Authorization', 'Bearer forged').expect(401);
    const login = await request(t.http).post('/api/auth/login').send({ username: TEST_USER, password: TEST_PASSWORD, mode: 'cookie' }).expect(200);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    await request(t.http).post(PREVIEW).set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').expect(403);
    const res = await request(t.http).post(PREVIEW).set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').send(HOME).expect(200);
    expect(res.body.token).toEqual(expect.any(String));
  });

  it('GET checks the X-Preview-Token header: 200 { expiresAt }, or 401 when missing, forged, expired or not a preview token', async () => {
    const ok = await request(t.http).get(PREVIEW).set('X-Preview-Token', token).expect(200);
    expect(Object.keys(ok.body)).toEqual(['expiresAt']);
    expect(Date.parse(ok.body.expiresAt)).toBeGreaterThan(Date.now());
    expect(ok.headers['cache-control']).toBe('no-store');
    expect((await request(t.http).get(PREVIEW).expect(401)).body.message).toMatch(/preview token/i);
    for (const bad of badTokens()) {
      const res = await request(t.http).get(PREVIEW).set('X-Preview-Token', bad).expect(401);
      expect(res.body.message).toMatch(/invalid or expired preview token/i);
    }
  });

  it('a public read with a valid token answers like the admin (inactive content), private and no-store', async () => {
    const anonymous = await request(t.http).get(SLIDES.path).expect(200); // fills the read cache
    expect(ids(anonymous)).not.toContain(inactiveId);
    const preview = await request(t.http).get(SLIDES.path).set('X-Preview-Token', token).expect(200);
    expect(ids(preview)).toContain(inactiveId);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers.etag).toBeUndefined();
    expect(preview.headers.vary).toContain('X-Preview-Token');
    // A single item that is unpublished: a 404 for visitors, there for the preview.
    await request(t.http).get(`${SLIDES.path}/${inactiveId}`).expect(404);
    await request(t.http).get(`${SLIDES.path}/${inactiveId}`).set('X-Preview-Token', token).expect(200);
  });

  it("is made for one route: it shows that page's drafts only; every other page reads as visitors see it", async () => {
    const ABOUT = '/api/cms/about/hero';
    const published = (await request(t.http).get(ABOUT).expect(200)).body.data.title as string;
    await request(t.http).put(`${ABOUT}?draft=true`).set('Authorization', t.auth).send({ title: 'About draft only' }).expect(200);
    const [slide] = (await request(t.http).get(SLIDES.path).expect(200)).body.data as Array<{ id: string; title: string }>;
    await request(t.http).put(`${SLIDES.path}/${slide!.id}?draft=true`).set('Authorization', t.auth).send({ title: 'Home draft only' }).expect(200);
    const titles = (res: request.Response) => (res.body.data as Array<{ title: string }>).map((item) => item.title);

    const forAbout = (await request(t.http).post(PREVIEW).set('Authorization', t.auth).send({ route: '/about' }).expect(200)).body.token as string;
    expect((await request(t.http).get(ABOUT).set('X-Preview-Token', forAbout).expect(200)).body.data.title).toBe('About draft only');
    const homeSeen = await request(t.http).get(SLIDES.path).set('X-Preview-Token', forAbout).expect(200);
    expect(titles(homeSeen)).toContain(slide!.title);
    expect(titles(homeSeen)).not.toContain('Home draft only');
    expect(ids(homeSeen)).not.toContain(inactiveId); // another page's unpublished item: hidden, as for visitors
    expect(homeSeen.headers['cache-control']).toBe('private, no-store');
    await request(t.http).get(`${SLIDES.path}/${inactiveId}`).set('X-Preview-Token', forAbout).expect(404);

    // The home page's token: the other way round.
    const forHome = (await request(t.http).post(PREVIEW).set('Authorization', t.auth).send(HOME).expect(200)).body.token as string;
    expect(titles(await request(t.http).get(SLIDES.path).set('X-Preview-Token', forHome).expect(200))).toContain('Home draft only');
    expect((await request(t.http).get(ABOUT).set('X-Preview-Token', forHome).expect(200)).body.data.title).toBe(published);
    // An alias previews its page too.
    const alias = (await request(t.http).post(PREVIEW).set('Authorization', t.auth).send({ route: '/research-capabilities' }).expect(200)).body.token as string;
    expect((await request(t.http).get(ABOUT).set('X-Preview-Token', alias).expect(200)).body.data.title).toBe(published);
    // A signed-in admin still sees every page's drafts, token or not.
    expect((await request(t.http).get(ABOUT).set('Authorization', t.auth).set('X-Preview-Token', forHome).expect(200)).body.data.title).toBe(
      'About draft only',
    );
  });

  it('names its route: none, an unknown one or a non-page route is a 400 with a message; a token without a page is refused', async () => {
    for (const body of [undefined, {}, { route: '/nowhere' }, { route: '/admin' }, { route: 42 }, { route: ['/about'] }]) {
      const res = await request(t.http).post(PREVIEW).set('Authorization', t.auth).send(body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain('route must be a public route of the site, such as /about');
    }
    // Shaped like the tokens made before they named a page: it would show every page's drafts.
    const jwt = t.app.get(JwtService, { strict: false });
    const issued = (await request(t.http).post(PREVIEW).set('Authorization', t.auth).send(HOME).expect(200)).body.token as string;
    const claims = jwt.decode<{ sid: string; uid: string }>(issued);
    const unscoped = jwt.sign(
      { sub: TEST_USER, uid: claims.uid, sid: claims.sid, scope: 'preview' },
      { secret: t.config.jwtSecret, audience: 'preview', expiresIn: 600 },
    );
    const scoped = jwt.sign(
      { sub: TEST_USER, uid: claims.uid, sid: claims.sid, scope: 'preview', page: 'home' },
      { secret: t.config.jwtSecret, audience: 'preview', expiresIn: 600 },
    );
    await request(t.http).get(PREVIEW).set('X-Preview-Token', scoped).expect(200); // the same claims with a page are valid
    await request(t.http).get(PREVIEW).set('X-Preview-Token', unscoped).expect(401);
    await request(t.http).get(SLIDES.path).set('X-Preview-Token', unscoped).expect(401);
  });

  it('never enters the read cache: a visitor after a preview still gets the published copy', async () => {
    // A write empties the cache, so the preview read below is the first read of the list.
    const another = await request(t.http)
      .post(SLIDES.path)
      .set('Authorization', t.auth)
      .send({ ...SLIDES.valid, isActive: false })
      .expect(201);
    expect(ids(await request(t.http).get(SLIDES.path).set('X-Preview-Token', token).expect(200))).toContain(another.body.data.id);
    expect(t.app.get(ReadCache).lookup(SLIDES.path)).toBeUndefined();
    const visitor = await request(t.http).get(SLIDES.path).expect(200);
    expect(ids(visitor)).not.toContain(another.body.data.id);
    expect(visitor.headers['cache-control']).toBe('public, no-cache');
  });

  it('a public read with an invalid token is a 401 with a message, not an anonymous read', async () => {
    for (const bad of badTokens()) {
      const res = await request(t.http).get(SLIDES.path).set('X-Preview-Token', bad).expect(401);
      expect(res.body.message).toMatch(/invalid or expired preview token/i);
    }
  });

  it('authorises no write and no admin-only read, whichever header carries it', async () => {
    const before = (await request(t.http).get('/api/cms/revision').expect(200)).body.revision;
    const body = { route: '/about', title: 'By preview', noindex: false };
    await request(t.http).put('/api/cms/seo').set('X-Preview-Token', token).send(body).expect(401);
    await request(t.http).put('/api/cms/seo').set('Authorization', `Bearer ${token}`).send(body).expect(401);
    await request(t.http).post(SLIDES.path).set('X-Preview-Token', token).send(SLIDES.valid).expect(401);
    await request(t.http).delete(`${SLIDES.path}/${inactiveId}`).set('X-Preview-Token', token).expect(401);
    await request(t.http).post(PREVIEW).set('X-Preview-Token', token).expect(401); // no token from a token
    await request(t.http).get('/api/enquiries').set('X-Preview-Token', token).expect(401);
    await request(t.http).get('/api/auth/me').set('X-Preview-Token', token).expect(401);
    await request(t.http).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    expect((await request(t.http).get('/api/cms/revision').expect(200)).body.revision).toBe(before);
  });

  it('dies with the session that asked for it: logout, password change, deactivation, session expiry', async () => {
    const valid = (token: string) => request(t.http).get(PREVIEW).set('X-Preview-Token', token);
    const issue = async (auth: string) => (await request(t.http).post(PREVIEW).set('Authorization', auth).send(HOME).expect(200)).body.token as string;

    const session = await login(t.http);
    const afterLogout = await issue(session);
    await valid(afterLogout).expect(200);
    await request(t.http).post('/api/auth/logout').set('Authorization', session).expect(204);
    await valid(afterLogout).expect(401);
    await request(t.http).get(SLIDES.path).set('X-Preview-Token', afterLogout).expect(401);

    const editor = await signInAs(t, 'Editor');
    const other = await request(t.http).post('/api/auth/login').send({ username: editor.email, password: editor.password }).expect(200);
    const fromOther = await issue(`Bearer ${other.body.token as string}`);
    await request(t.http)
      .post('/api/auth/password')
      .set('Authorization', editor.auth)
      .send({ currentPassword: editor.password, newPassword: 'a brand new password here' })
      .expect(204);
    await valid(fromOther).expect(401); // its session ended with the password change

    const viewer = await signInAs(t, 'Viewer');
    const viewers = await issue(viewer.auth);
    await request(t.http).patch(`/api/users/${viewer.id}`).set('Authorization', t.auth).send({ status: 'inactive' }).expect(200);
    await valid(viewers).expect(401);
  });

  it('ends when its session expires, even within its own ten minutes', async () => {
    const short = await createTestApp(storeName, { env: { SESSION_IDLE_TIMEOUT: '1' } });
    try {
      const token = (await request(short.http).post(PREVIEW).set('Authorization', short.auth).send(HOME).expect(200)).body.token as string;
      await request(short.http).get(PREVIEW).set('X-Preview-Token', token).expect(200);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      await request(short.http).get(PREVIEW).set('X-Preview-Token', token).expect(401);
    } finally {
      await short.close();
    }
  });

  /** Forged (another secret), expired, a session token (no preview audience), another user, garbage. */
  function badTokens(): string[] {
    const jwt = t.app.get(JwtService, { strict: false });
    const secret = t.config.jwtSecret;
    const past = Math.floor(Date.now() / 1000) - 11 * 60;
    const claims = { sub: TEST_USER, scope: 'preview' };
    return [
      new JwtService({ secret: 'another-secret-another-secret-1234' }).sign(claims, { audience: 'preview', expiresIn: 600 }),
      jwt.sign({ ...claims, iat: past }, { secret, audience: 'preview', expiresIn: 600 }),
      t.auth.replace(/^Bearer /, ''),
      jwt.sign({ ...claims, sub: 'someone-else' }, { secret, audience: 'preview', expiresIn: 600 }),
      jwt.sign(claims, { secret, audience: 'session', expiresIn: 600 }),
      'not-a-token',
    ];
  }
});
