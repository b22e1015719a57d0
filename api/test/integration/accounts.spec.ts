import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_TEXTS } from '@pharma/shared/content';
import request from 'supertest';
import { createTestApp, signInAs, tokenOf, TEST_USER, type TestApp } from '../helpers/test-app.js';
import { featureStores } from '../helpers/store-targets.js';

describe.each(featureStores())('accounts (%s store)', (storeName) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(storeName);
  });
  afterAll(() => t.close());

  const me = (auth: string) => request(t.http).get('/api/auth/me').set('Authorization', auth);

  it('the env-configured administrator is listed as a built-in, active Administrator', async () => {
    const res = await request(t.http).get('/api/users').set('Authorization', t.auth).expect(200);
    expect(res.body.data).toContainEqual(
      expect.objectContaining({ email: TEST_USER, role: 'Administrator', status: 'active', builtIn: true, hasPassword: true }),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|TokenHash/);
  });

  it('an added user gets a one-time link, chooses a password with it and signs in with their role', async () => {
    const added = await request(t.http)
      .post('/api/users')
      .set('Authorization', t.auth)
      .send({ name: 'Ana Editor', email: 'Ana.Editor@Example.com', role: 'Editor', status: 'active' })
      .expect(201);
    expect(added.body.data).toMatchObject({ email: 'ana.editor@example.com', role: 'Editor', hasPassword: false, builtIn: false });
    expect(added.body.setPassword.path).toMatch(/^\/admin\/set-password#token=[\w-]{40,}$/);
    const token = tokenOf(added.body.setPassword.path);

    const short = await request(t.http).post('/api/auth/set-password').send({ token, password: 'short' }).expect(400);
    expect(short.body.message).toBe(ACCOUNT_TEXTS.passwordTooShort);
    await request(t.http).post('/api/auth/set-password').send({ token, password: 'a long enough password' }).expect(204);
    const reused = await request(t.http).post('/api/auth/set-password').send({ token, password: 'another long password' }).expect(400);
    expect(reused.body.message).toBe(ACCOUNT_TEXTS.linkInvalid);

    const login = await request(t.http).post('/api/auth/login').send({ username: 'ana.editor@example.com', password: 'a long enough password' }).expect(200);
    expect(login.body.user).toEqual({ username: 'ana.editor@example.com', role: 'Editor', name: 'Ana Editor' });
    const listed = (await request(t.http).get('/api/users').set('Authorization', t.auth)).body.data.find(
      (u: { email: string }) => u.email === 'ana.editor@example.com',
    );
    expect(listed).toMatchObject({ hasPassword: true, lastSignInAt: expect.any(String) });
  });

  it('refuses a second account with the same email, whatever its case (409)', async () => {
    const email = 'twice@example.com';
    await request(t.http).post('/api/users').set('Authorization', t.auth).send({ name: 'One', email, role: 'Viewer', status: 'active' }).expect(201);
    const again = await request(t.http)
      .post('/api/users')
      .set('Authorization', t.auth)
      .send({ name: 'Two', email: 'TWICE@example.com', role: 'Viewer', status: 'active' });
    expect([again.status, again.body.message]).toEqual([409, ACCOUNT_TEXTS.emailTaken]);
  });

  it('a deactivated user is signed out on their next request and cannot sign in again', async () => {
    const viewer = await signInAs(t, 'Viewer');
    await me(viewer.auth).expect(200);
    await request(t.http).patch(`/api/users/${viewer.id}`).set('Authorization', t.auth).send({ status: 'inactive' }).expect(200);
    await me(viewer.auth).expect(401);
    await request(t.http).post('/api/auth/login').send({ username: viewer.email, password: viewer.password }).expect(401);
  });

  it('a new role counts from the next request, without signing in again', async () => {
    const person = await signInAs(t, 'Viewer');
    await request(t.http).get('/api/users').set('Authorization', person.auth).expect(403);
    await request(t.http).patch(`/api/users/${person.id}`).set('Authorization', t.auth).send({ role: 'Administrator' }).expect(200);
    await request(t.http).get('/api/users').set('Authorization', person.auth).expect(200);
    expect((await me(person.auth)).body.user.role).toBe('Administrator');
  });

  it('a reset ends the sessions and the old password; the new link sets a new one', async () => {
    const editor = await signInAs(t, 'Editor');
    const reset = await request(t.http).post(`/api/users/${editor.id}/reset-password`).set('Authorization', t.auth).expect(200);
    expect(reset.body.data.hasPassword).toBe(false);
    await me(editor.auth).expect(401);
    await request(t.http).post('/api/auth/login').send({ username: editor.email, password: editor.password }).expect(401);
    await request(t.http)
      .post('/api/auth/set-password')
      .send({ token: tokenOf(reset.body.setPassword.path), password: 'the new password here' })
      .expect(204);
    await request(t.http).post('/api/auth/login').send({ username: editor.email, password: 'the new password here' }).expect(200);
  });

  it('a user changes their own password: the current one is checked, their other sessions end', async () => {
    const editor = await signInAs(t, 'Editor');
    const second = await request(t.http).post('/api/auth/login').send({ username: editor.email, password: editor.password }).expect(200);
    const wrong = await request(t.http)
      .post('/api/auth/password')
      .set('Authorization', editor.auth)
      .send({ currentPassword: 'nope', newPassword: 'a brand new password' });
    expect([wrong.status, wrong.body.message]).toEqual([400, ACCOUNT_TEXTS.currentPasswordWrong]);
    await request(t.http)
      .post('/api/auth/password')
      .set('Authorization', editor.auth)
      .send({ currentPassword: editor.password, newPassword: 'a brand new password' })
      .expect(204);
    await me(editor.auth).expect(200);
    await me(`Bearer ${second.body.token as string}`).expect(401);
    await request(t.http).post('/api/auth/login').send({ username: editor.email, password: 'a brand new password' }).expect(200);
  });

  it('the site always keeps an Administrator: the built-in one and one’s own role and status are fixed (409)', async () => {
    const users = (await request(t.http).get('/api/users').set('Authorization', t.auth)).body.data as Array<{ id: string; builtIn: boolean }>;
    const builtIn = users.find((u) => u.builtIn)!;
    for (const change of [{ status: 'inactive' }, { role: 'Viewer' }]) {
      const res = await request(t.http).patch(`/api/users/${builtIn.id}`).set('Authorization', t.auth).send(change);
      expect([res.status, res.body.message]).toEqual([409, ACCOUNT_TEXTS.builtInFixed]);
    }
    await request(t.http).post(`/api/users/${builtIn.id}/reset-password`).set('Authorization', t.auth).expect(409);
    const admin = await signInAs(t, 'Administrator');
    const self = await request(t.http).patch(`/api/users/${admin.id}`).set('Authorization', admin.auth).send({ status: 'inactive' });
    expect([self.status, self.body.message]).toEqual([409, ACCOUNT_TEXTS.notYourself]);
    await request(t.http).patch(`/api/users/${builtIn.id}`).set('Authorization', t.auth).send({ name: 'Site Owner' }).expect(200);
  });

  it('refuses bad input with a message: unknown role, bad email, unknown fields, malformed ids', async () => {
    const bad = [
      { name: 'X', email: 'x@example.com', role: 'Overlord', status: 'active' },
      { name: 'X', email: 'not-an-email', role: 'Editor', status: 'active' },
      { name: 'X', email: 'x@example.com', role: 'Editor', status: 'active', passwordHash: 'mine' },
    ];
    for (const body of bad) expect((await request(t.http).post('/api/users').set('Authorization', t.auth).send(body)).status).toBe(400);
    await request(t.http).patch('/api/users/$where').set('Authorization', t.auth).send({ name: 'X' }).expect(400);
    await request(t.http).patch('/api/users/no-such-user').set('Authorization', t.auth).send({ name: 'X' }).expect(404);
  });
});
