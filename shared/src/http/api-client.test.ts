import { saveSession, readSession, clearSession, isSessionValid } from '../auth/auth-store';
import { ApiError, SESSION_EXPIRED_EVENT, apiGet, apiSend, unwrapData, unwrapList } from './api-client';

function respond(status: number, body: unknown) {
  return jest.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

const session = { token: 'T0K', expiresAt: new Date(Date.now() + 60_000).toISOString(), user: { username: 'admin' } };

describe('api client', () => {
  afterEach(() => clearSession());

  it('accepts both read shapes: the value or {data: value}', () => {
    expect(unwrapData({ data: [1] })).toEqual([1]);
    expect(unwrapData([1])).toEqual([1]);
    expect(unwrapList({ data: { not: 'a list' } })).toEqual([]);
    expect(unwrapList([{ id: 1 }])).toEqual([{ id: 1 }]);
  });

  it('unwraps GET answers and turns errors into ApiError with the server message', async () => {
    global.fetch = respond(200, { data: { title: 'Hero' } });
    await expect(apiGet('/api/cms/products/hero')).resolves.toEqual({ title: 'Hero' });
    global.fetch = respond(404, { statusCode: 404, message: 'Not found' });
    await expect(apiGet('/api/x')).rejects.toMatchObject({ status: 404, message: 'Not found' });
  });

  it('reads as a visitor without a session and as the admin (bearer) with one', async () => {
    const fetchMock = respond(200, { data: [] });
    global.fetch = fetchMock;
    await apiGet('/api/cms/home/slides');
    saveSession(session);
    await apiGet('/api/cms/home/slides');
    const [[, anonymous], [, admin]] = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(anonymous.headers).not.toHaveProperty('Authorization');
    expect(admin.headers).toMatchObject({ Authorization: 'Bearer T0K', Accept: 'application/json' });
  });

  it('sends JSON writes with the bearer token and content type', async () => {
    saveSession(session);
    const fetchMock = respond(200, { data: { id: '1' } });
    global.fetch = fetchMock;
    await expect(apiSend('PUT', '/api/cms/home/slides/1', { title: 'x' })).resolves.toEqual({ id: '1' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer T0K', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"title":"x"}');
  });

  it('carries per-field messages of a 400', async () => {
    global.fetch = respond(400, { message: 'Validation failed', errors: { title: ['title should not be empty'] } });
    const error = (await apiSend('POST', '/api/cms/home/slides', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ title: ['title should not be empty'] });
  });

  it('on 401 forgets the session and announces the expiry', async () => {
    saveSession(session);
    const expired = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    global.fetch = respond(401, { message: 'Unauthorized' });
    await expect(apiSend('DELETE', '/api/cms/home/slides/1')).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });
});

describe('auth store', () => {
  it('keeps a session until it expires and ignores a corrupt one', () => {
    saveSession(session);
    expect(isSessionValid(readSession())).toBe(true);
    expect(isSessionValid({ ...session, expiresAt: new Date(Date.now() - 1000).toISOString() })).toBe(false);
    localStorage.setItem('admin_auth', '{broken');
    expect(readSession()).toBeNull();
  });
});
