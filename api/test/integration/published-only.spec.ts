import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import request from 'supertest';
import { LIST_CASES } from '../helpers/content-cases.js';
import { featureStores } from '../helpers/store-targets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const META = new Set(['isActive', 'id', 'version', 'createdAt', 'updatedAt']);
/** Reads whose answer carries no content and is the same for every reader (the revision gateways poll). */
const SAME_FOR_EVERYONE = new Set(['/api/cms/revision']);

/** Every place in a payload where unpublished content shows: an inactive list element, or an inactive object with content. */
function leaks(value: unknown, path = 'data'): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((element, i) => (isObject(element) && element.isActive === false ? [`${path}[${i}]`] : leaks(element, `${path}[${i}]`)));
  }
  if (!isObject(value)) return [];
  if (value.isActive === false) return Object.keys(value).some((key) => !META.has(key)) ? [path] : [];
  return Object.entries(value).flatMap(([key, child]) => leaks(child, `${path}.${key}`));
}

/**
 * Unpublished content in every collection (an inactive item in each public list, inactive sections,
 * an inactive item nested in each section that has such items), then every GET route of the OpenAPI
 * document is read anonymously (nothing inactive may come back) and with the admin token (all of it does).
 */
describe.each(featureStores())('public reads return published content only (%s store)', (storeName) => {
  let t: TestApp;
  let getPaths: string[];
  /** List path → id of the inactive item created in it. */
  const inactiveItems = new Map<string, string>();
  /** Section path → what the admin wrote (a nested item deactivated, or the section itself). */
  const deactivated: string[] = [];

  const get = (path: string, auth?: string) => {
    const req = request(t.http).get(path);
    return auth ? req.set('Authorization', auth) : req;
  };

  beforeAll(async () => {
    t = await createTestApp(storeName);
    const document = SwaggerModule.createDocument(t.app, new DocumentBuilder().build());
    getPaths = Object.entries(document.paths)
      .filter(([, ops]) => ops.get)
      .map(([path]) => path);
    const sectionPaths = getPaths.filter((path) => !path.includes('{') && document.paths[path]!.put);

    for (const c of LIST_CASES) {
      const res = await request(t.http)
        .post(c.path)
        .set('Authorization', t.auth)
        .send({ ...c.valid, isActive: false })
        .expect(201);
      inactiveItems.set(c.path, res.body.data.id);
    }
    for (const path of sectionPaths) {
      const section = (await get(path, t.auth).expect(200)).body.data as Json;
      const nested = Object.entries(section).find(([, v]) => Array.isArray(v) && v.some((e) => isObject(e) && 'isActive' in e));
      if (nested) {
        // Keep the section active and unpublish its first nested item (vision points, CSR cards...).
        const [field, items] = nested as [string, Json[]];
        await request(t.http)
          .put(path)
          .set('Authorization', t.auth)
          .send({ [field]: items.map((e, i) => (i === 0 ? { ...e, isActive: false } : e)) })
          .expect(200);
        deactivated.push(`${path} ${field}[0]`);
      } else if ('isActive' in section) {
        await request(t.http).put(path).set('Authorization', t.auth).send({ isActive: false }).expect(200);
        deactivated.push(path);
      }
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('covers every public list and the sections that can be unpublished', () => {
    expect(inactiveItems.size).toBe(LIST_CASES.length);
    console.log(`unpublished: ${inactiveItems.size} list items; sections: ${deactivated.join(', ')}`);
    expect(deactivated.length).toBeGreaterThanOrEqual(8);
  });

  it('anonymous: no GET route of the OpenAPI document answers anything inactive', async () => {
    let read = 0;
    for (const path of getPaths) {
      const urls = path.includes('{id}') ? [...inactiveItems].filter(([list]) => path === `${list}/{id}`).map(([, id]) => path.replace('{id}', id)) : [path];
      for (const url of urls) {
        const res = await get(url);
        if (path.includes('{id}')) {
          expect([url, res.status]).toEqual([url, 404]); // an unpublished item does not exist for visitors
          continue;
        }
        if (res.status !== 200 || !res.type.includes('json')) continue; // admin-only routes (401), docs UI
        read++;
        expect([url, leaks(res.body)]).toEqual([url, []]);
        for (const id of inactiveItems.values()) expect([url, JSON.stringify(res.body).includes(id)]).toEqual([url, false]);
      }
    }
    expect(read).toBeGreaterThan(20);
  });

  /** Reads every GET route with these headers; they must answer everything, inactive included, privately. */
  async function readsLikeTheAdmin(headers: Record<string, string>): Promise<void> {
    const seen = new Set<string>();
    for (const path of getPaths) {
      const urls = path.includes('{id}') ? [...inactiveItems].filter(([list]) => path === `${list}/{id}`).map(([, id]) => path.replace('{id}', id)) : [path];
      for (const url of urls) {
        const res = await get(url).set(headers);
        if (res.status !== 200 || !res.type.includes('json')) continue;
        const text = JSON.stringify(res.body);
        for (const id of inactiveItems.values()) if (text.includes(id)) seen.add(id);
        if (leaks(res.body).length) seen.add(`inactive content at ${url}`);
        if (/^\/api\/cms\//.test(url) && !SAME_FOR_EVERYONE.has(url)) {
          expect([url, res.headers['cache-control']]).toEqual([url, 'private, no-store']);
          expect([url, res.headers.vary]).toEqual([url, 'Authorization, Cookie, X-Preview-Token']);
        }
      }
    }
    for (const id of inactiveItems.values()) expect(seen).toContain(id);
    expect([...seen].filter((s) => s.startsWith('inactive content')).length).toBeGreaterThan(0);
  }

  it('with the admin token: the same routes answer the inactive content, privately', async () => {
    await readsLikeTheAdmin({ Authorization: t.auth });
  });

  it("with a preview token (and no session): its page's routes answer the inactive content, every other route what visitors see, privately", async () => {
    const pages: Array<[route: string, page: string]> = [
      ['/', 'home'],
      ['/about', 'about'],
      ['/capabilities', 'capabilities'],
      ['/sustainability', 'sustainability'],
      ['/contact', 'contact'],
      ['/products', 'products'],
    ];
    const pageOf = (url: string) => /^\/api\/cms\/([^/?]+)/.exec(url)?.[1];
    for (const [route, page] of pages) {
      const { token } = (await request(t.http).post('/api/auth/preview-token').set('Authorization', t.auth).send({ route }).expect(200)).body as {
        token: string;
      };
      const ownItems = [...inactiveItems].filter(([list]) => pageOf(list) === page).map(([, id]) => id);
      const seen = new Set<string>();
      for (const path of getPaths) {
        const urls = path.includes('{id}')
          ? [...inactiveItems].filter(([list]) => path === `${list}/{id}`).map(([list, id]) => [list, path.replace('{id}', id)])
          : [[path, path]];
        for (const [list, url] of urls) {
          const res = await get(url!).set('X-Preview-Token', token);
          const own = pageOf(list!) === page;
          if (path.includes('{id}') && !own) {
            expect([route, url, res.status]).toEqual([route, url, 404]); // another page's unpublished item: not there, as for visitors
            continue;
          }
          if (res.status !== 200 || !res.type.includes('json')) continue;
          const text = JSON.stringify(res.body);
          if (own) {
            for (const id of ownItems) if (text.includes(id)) seen.add(id);
            if (leaks(res.body).length) seen.add('inactive content');
          } else {
            expect([route, url, leaks(res.body)]).toEqual([route, url, []]);
            for (const id of inactiveItems.values()) expect([route, url, text.includes(id)]).toEqual([route, url, false]);
          }
          if (/^\/api\/cms\//.test(url!) && !SAME_FOR_EVERYONE.has(url!)) expect([url, res.headers['cache-control']]).toEqual([url, 'private, no-store']);
        }
      }
      expect([route, [...seen].sort()]).toEqual([route, [...ownItems, ...(ownItems.length || deactivatedOn(page) ? ['inactive content'] : [])].sort()]);
    }
  });

  /** Whether a section of this page was unpublished in beforeAll (its reads then show inactive content). */
  const deactivatedOn = (page: string) => deactivated.some((entry) => entry.startsWith(`/api/cms/${page}/`));

  it('the read cache never answers the admin with the visitor copy, nor a visitor with the admin copy', async () => {
    const [list, id] = [...inactiveItems][0]!;
    const anonymous = await get(list).expect(200); // fills the cache with the visitor copy
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    expect(anonymous.headers.vary).toBe('Authorization, Cookie, X-Preview-Token');
    const again = await get(list).expect(200); // served by the fast path
    expect(again.headers.etag).toBe(anonymous.headers.etag);
    const admin = await get(list, t.auth).expect(200);
    expect(admin.body.data.map((item: Json) => item.id)).toContain(id);
    expect(admin.headers.etag).toBeUndefined();
    const withCookie = await get(list).set('Cookie', 'session=whatever').expect(200); // invalid credentials: anonymous, not the cache
    expect(withCookie.body.data.map((item: Json) => item.id)).not.toContain(id);
    const badToken = await get(list, 'Bearer not-a-token').expect(200);
    expect(badToken.body.data.map((item: Json) => item.id)).not.toContain(id);
    expect((await get(list).expect(200)).body.data.map((item: Json) => item.id)).not.toContain(id);
  });
});
