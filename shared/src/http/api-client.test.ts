import { saveSession, readSession, clearSession } from '../auth/auth-store';
import { ApiError, SESSION_EXPIRED_EVENT, apiGet, apiSend, configureApiTarget, configurePageLocale, unwrapData, unwrapList } from './api-client';

function respond(status: number, body: unknown) {
  return jest.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

const session = { user: { username: 'admin' } };

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

  it('on a server renderer, resolves reads against the configured API origin with its headers', async () => {
    const fetchMock = respond(200, { data: { title: 'Hero' } });
    global.fetch = fetchMock;
    configureApiTarget(() => ({ origin: 'http://api.internal:3000', headers: { 'X-Preview-Token': 't' } }));
    try {
      await expect(apiGet('/api/cms/about')).resolves.toEqual({ title: 'Hero' });
    } finally {
      configureApiTarget(() => undefined);
    }
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.internal:3000/api/cms/about');
    expect(init.headers).toMatchObject({ 'X-Preview-Token': 't', Accept: 'application/json' });
    await apiGet('/api/cms/about');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/cms/about');
  });

  it("asks for the page's language on every read of a page in another language, in the browser and on the server", async () => {
    const fetchMock = respond(200, { data: {} });
    global.fetch = fetchMock;
    configurePageLocale('pt-BR');
    try {
      await apiGet('/api/cms/about');
      await apiGet('/api/cms/home/offerings?x=1');
    } finally {
      configurePageLocale(undefined);
    }
    configureApiTarget(() => ({ origin: 'http://api.internal:3000', locale: 'de' }));
    try {
      await apiGet('/api/cms/about');
    } finally {
      configureApiTarget(() => undefined);
    }
    await apiGet('/api/cms/about');
    expect(fetchMock.mock.calls.map((call) => (call as unknown as [string])[0])).toEqual([
      '/api/cms/about?locale=pt-BR',
      '/api/cms/home/offerings?x=1&locale=pt-BR',
      'http://api.internal:3000/api/cms/about?locale=de',
      '/api/cms/about',
    ]);
  });

  it('sends JSON writes with the same-origin session cookie, never a token header', async () => {
    saveSession(session);
    const fetchMock = respond(200, { data: { id: '1' } });
    global.fetch = fetchMock;
    await expect(apiSend('PUT', '/api/cms/home/slides/1', { title: 'x' })).resolves.toEqual({ id: '1' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.body).toBe('{"title":"x"}');
  });

  it("keeps the server's message of a refused cross-site write (403)", async () => {
    global.fetch = respond(403, { statusCode: 403, message: 'Cross-site request refused' });
    await expect(apiSend('DELETE', '/api/cms/home/slides/1')).rejects.toMatchObject({ status: 403, message: 'Cross-site request refused' });
  });

  it("shows a server failure's reference (its trace id) to the user, and keeps a refusal's message as the server said it", async () => {
    const reference = '4bf92f3577b34da6a3ce929d0e0e4736';
    global.fetch = respond(503, { statusCode: 503, message: 'The change could not be recorded.', reference });
    await expect(apiSend('PUT', '/api/cms/home/hero', {})).rejects.toMatchObject({
      status: 503,
      message: `The change could not be recorded. (reference ${reference})`,
      reference,
    });
    global.fetch = respond(409, { statusCode: 409, message: 'Changed by someone else', reference });
    await expect(apiSend('PUT', '/api/cms/home/hero', {})).rejects.toMatchObject({ message: 'Changed by someone else', reference });
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
  it('keeps who is signed in, never a token, and ignores a corrupt entry', () => {
    saveSession({ user: { username: 'admin' }, token: 'T0K' } as never);
    // A user stored without a known role reads as Viewer (the dashboard then hides every edit).
    expect(JSON.parse(localStorage.getItem('admin_auth')!)).toEqual({ user: { username: 'admin', role: 'Viewer' } });
    expect(readSession()).toEqual({ user: { username: 'admin', role: 'Viewer' } });
    localStorage.setItem('admin_auth', '{broken');
    expect(readSession()).toBeNull();
  });

  it('drops a bearer token an older build left in storage', () => {
    localStorage.setItem('admin_auth', JSON.stringify({ token: 'T0K', expiresAt: '2030-01-01T00:00:00Z', user: { username: 'admin' } }));
    expect(readSession()).toEqual({ user: { username: 'admin', role: 'Viewer' } });
    expect(localStorage.getItem('admin_auth')).not.toContain('T0K');
  });
});
