import { jest } from '@jest/globals';
import type { Role } from '../src/content/accounts.js';
import { json } from './json-response.js';

/*
 * A fake content API behind `fetch` (the test's only edge): GET answers `{data}` for a stored path,
 * POST appends to a list, PUT merges into a section or a list item and bumps its version, DELETE
 * removes. Every call is recorded; `failNext` makes the next write answer an error (or throw).
 * For the remotes' admin tests, through `@pharma/shared/testing`.
 */

export interface Call {
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

type Stored = Record<string, unknown>;
type Failure = { status: number; body: unknown } | 'network';

/** A multipart body as the API stores it: repeated `images` become a list, files become /uploads/ URLs. */
function fromMultipart(form: FormData): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).map((value) => (typeof value === 'string' ? value : `/uploads/${(value as File).name}`));
    patch[key] = key === 'images' ? values : values[0];
  }
  return patch;
}

export function fakeApi(initial: Stored) {
  const store: Stored = structuredClone(initial);
  const calls: Call[] = [];
  const failures: Failure[] = [];
  let created = 0;

  const handle = (method: string, requested: string, body: unknown): Response => {
    // A write's query (?draft=true) names no other resource; a stored read may carry one (/api/drafts?page=).
    const url = method === 'GET' ? requested : requested.split('?')[0];
    if (method === 'GET') return url in store ? json(200, { data: store[url] }) : json(404, { statusCode: 404, message: 'Not found' });
    if (method === 'POST' && Array.isArray(store[url])) {
      const item = { ...(body as object), id: `created-${++created}`, version: 1 };
      (store[url] as unknown[]).push(item);
      return json(201, { data: item });
    }
    if (method === 'PUT' && url in store && !Array.isArray(store[url])) {
      const current = store[url] as { version?: number };
      const patch = body instanceof FormData ? fromMultipart(body) : (body as object);
      store[url] = { ...current, ...patch, version: (current.version ?? 1) + 1 };
      return json(200, { data: store[url] });
    }
    const base = url.slice(0, url.lastIndexOf('/'));
    const id = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
    const list = store[base] as { id: string; version?: number }[] | undefined;
    const index = list?.findIndex((item) => item.id === id) ?? -1;
    if (!list || index < 0) return json(404, { statusCode: 404, message: 'Not found' });
    if (method === 'DELETE') return json(200, { data: list.splice(index, 1)[0] });
    list[index] = { ...list[index], ...(body as object), version: (list[index].version ?? 1) + 1 };
    return json(200, { data: list[index] });
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const raw = init?.body;
    const body = raw instanceof FormData ? raw : typeof raw === 'string' ? JSON.parse(raw) : undefined;
    calls.push({ method, url, body, headers: init?.headers as Record<string, string> | undefined });
    if (method !== 'GET' && failures.length) {
      const failure = failures.shift()!;
      if (failure === 'network') throw new TypeError('Failed to fetch');
      return json(failure.status, failure.body);
    }
    return handle(method, url, body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;

  return {
    store,
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET'),
    failNext: (failure: Failure) => failures.push(failure),
  };
}

/** A signed-in user (an Administrator unless told) and no cross-tab relay (it would keep Jest alive). */
export function signedIn(role: Role = 'Administrator'): void {
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
  // The role decides which write controls the kit shows (a user without one reads as Viewer).
  localStorage.setItem('admin_auth', JSON.stringify({ user: { username: 'admin', role } }));
}

/**
 * jsdom has no layout: ProseMirror (the rich-text editor) asks for coordinates when it is clicked
 * and typed into. Empty rectangles are enough for it to work.
 */
export function stubLayout(): void {
  const empty = () => Object.assign([] as unknown as DOMRectList, { item: () => null });
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  document.elementFromPoint = () => null;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = rect;
  (Text.prototype as unknown as { getClientRects: () => DOMRectList }).getClientRects = empty;
}
