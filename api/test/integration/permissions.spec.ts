import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_TEXTS, PERMISSIONS, ROLES, type Permission, type Role } from '@pharma/shared/content';
import request from 'supertest';
import { SessionService } from '../../src/platform/auth/session.service.js';
import { createTestApp, signInAs, type SignedInAccount, type TestApp } from '../helpers/test-app.js';

type Caller = Role | 'anonymous';
const CALLERS: Caller[] = ['anonymous', ...ROLES];

/**
 * Who may use what, written down here independently of the server's grants: the test fails when
 * the two disagree, and when a route of the OpenAPI document has no permission at all.
 */
const ALLOWED: Record<Permission, readonly Caller[]> = {
  public: CALLERS,
  'signed-in': ROLES,
  'content.edit': ['Administrator', 'Editor'],
  'content.purge': ['Administrator'],
  'content.review': ['Administrator', 'Reviewer'],
  'settings.edit': ['Administrator'],
  'users.manage': ['Administrator'],
  'audit.read': ['Administrator', 'Reviewer'],
  'enquiries.read': ['Administrator', 'Editor'],
  'remotes.manage': ['Administrator'],
};

interface Route {
  method: string;
  path: string;
  permission: Permission | undefined;
}

describe('permission matrix: every route of the OpenAPI document, with every role', () => {
  let t: TestApp;
  let routes: Route[];
  const accounts = new Map<Role, SignedInAccount>();
  beforeAll(async () => {
    t = await createTestApp('embedded', { env: { API_DOCS: 'true' } });
    for (const role of ROLES) accounts.set(role, await signInAs(t, role));
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { 'x-permission'?: Permission }>> };
    routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, permission: operation['x-permission'] })),
    );
  });
  afterAll(() => t.close());

  /** A fresh session of the role's account per call: a call may be a sign-out. */
  async function bearer(role: Role): Promise<string> {
    const account = accounts.get(role)!;
    const started = await t.app.get(SessionService).start({ username: account.email, role }, account.id);
    return `Bearer ${started.token}`;
  }

  it('knows every route: each names one of the permissions', () => {
    expect(routes.length).toBeGreaterThan(50);
    const unclassified = routes.filter((r) => !r.permission || !(PERMISSIONS as readonly string[]).includes(r.permission));
    expect(unclassified.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('lets each role use exactly the routes its permissions allow', async () => {
    const rows: string[] = [];
    const wrong: string[] = [];
    for (const route of routes) {
      const cells: string[] = [];
      for (const caller of CALLERS) {
        const refused = await isRefused(route, caller);
        const expected = !ALLOWED[route.permission!].includes(caller);
        if (refused !== expected) wrong.push(`${route.method} ${route.path} as ${caller}: ${refused ? 'refused' : 'allowed'}`);
        cells.push(refused ? '-' : 'yes');
      }
      rows.push([`${route.method} ${route.path}`.padEnd(52), route.permission!.padEnd(14), ...cells.map((c) => c.padEnd(13))].join(' '));
    }
    const header = ['route'.padEnd(52), 'permission'.padEnd(14), ...CALLERS.map((c) => c.padEnd(13))].join(' ');
    process.stdout.write(`\nPermission matrix (${routes.length} routes; yes = allowed, - = refused)\n${header}\n${rows.join('\n')}\n\n`);
    expect(wrong).toEqual([]);
  });

  /**
   * Refused means the guard said no: 401 "Authentication required" for nobody, 403 with the role's
   * message for a role. Anything else (200, 400 for the empty body, 404 for the made-up id) got past it.
   */
  async function isRefused(route: Route, caller: Caller): Promise<boolean> {
    const path = route.path.replace(/\{[^}]+\}/g, 'no-such-id');
    const call = request(t.http)[route.method.toLowerCase() as 'get'](path);
    if (caller !== 'anonymous') void call.set('Authorization', await bearer(caller));
    const res = route.method === 'GET' ? await call : await call.send({});
    if (caller === 'anonymous') return res.status === 401 && res.body.message === 'Authentication required';
    return res.status === 403 && res.body.message === ACCOUNT_TEXTS.permissionDenied(caller);
  }
});
