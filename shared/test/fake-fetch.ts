import { jest } from '@jest/globals';

/* For the remotes' page tests, through `@pharma/shared/testing`. */

type Routes = Record<string, unknown | Error>;

/** A fetch stub answering `{ data }` per path; an Error value makes that path fail. */
export function fakeFetch(routes: Routes) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const body = routes[path];
    if (body instanceof Error) throw body;
    if (body === undefined) return { ok: false, status: 404, json: async () => ({ message: 'Not found' }) };
    return { ok: true, status: 200, json: async () => ({ data: body }) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A fetch stub for an API that is down. */
export function apiDown() {
  const fetchMock = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
