import { describe, expect, it } from '@jest/globals';
import { ONLY_DEFAULT_LANGUAGE, pageLanguage } from './page-language.mjs';
import { isPageRequest, pageRequest } from './page-request.mjs';

const remotes = { list: [], json: '[]' };
const request = (url, socket) => ({ url, socket, headers: {} });
const response = {};

describe('a page request', () => {
  it('is a valid path naming no file (or an .html one); files, the health path and bad targets are not', async () => {
    for (const url of ['/', '/about', '/about?preview=x', '/admin/login', '/index.html']) expect(isPageRequest(url)).toBe(true);
    for (const url of ['/assets/a-AbCdEf12.js', '/favicon.svg', '/healthz', '/%E0%A4%A', '/../etc/passwd', '/.env', 'http://x/']) {
      expect(isPageRequest(url)).toBe(false);
    }
  });

  it("reads the path, the preview token and the list once; the remotes' files come from the asset origin when set", async () => {
    const page = pageRequest(request('/about?preview=a.b.c&x=1', { localPort: 8123 }), response, {
      remotes,
      preview: 'a.b.c',
      assetOrigin: 'http://gateway:8080',
      ...pageLanguage(ONLY_DEFAULT_LANGUAGE, 'en', '/about'),
    });
    expect(page).toEqual({
      pathname: '/about',
      language: { locale: 'en', lang: 'en', base: '', alternates: [{ tag: 'en', path: '/about' }] },
      languages: ONLY_DEFAULT_LANGUAGE,
      preview: 'a.b.c',
      nonce: '',
      fetchOrigin: 'http://gateway:8080',
      remotes,
    });
  });

  it('fetches from this gateway on the port that took the request, never from the Host header', async () => {
    expect(
      pageRequest(request('/', { localPort: 8123 }), response, { remotes, preview: null, ...pageLanguage(ONLY_DEFAULT_LANGUAGE, 'en', '/') }).fetchOrigin,
    ).toBe('http://127.0.0.1:8123');
    // A client that already left: the socket has no localPort, its server still has a port.
    const gone = { server: { address: () => ({ port: 9000 }) } };
    expect(pageRequest(request('/', gone), response, { remotes, preview: null, ...pageLanguage(ONLY_DEFAULT_LANGUAGE, 'en', '/') })).toMatchObject({
      fetchOrigin: 'http://127.0.0.1:9000',
      preview: null,
    });
  });
});
