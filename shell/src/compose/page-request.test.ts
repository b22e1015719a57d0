/**
 * @jest-environment node
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stageLoader, type RemoteList } from './stage-loader';

const load = stageLoader('compose/page-request');
type PageRequest = { pathname: string; preview: string | null; nonce: string; fetchOrigin: string; remotes: RemoteList };
type Module = {
  isPageRequest: (url: string | undefined) => boolean;
  pageRequest: (req: IncomingMessage, res: ServerResponse, options: { remotes: RemoteList; preview: string | null; assetOrigin?: string }) => PageRequest;
};

const remotes: RemoteList = { list: [], json: '[]' };
const request = (url: string, socket: object) => ({ url, socket, headers: {} }) as unknown as IncomingMessage;
const response = {} as ServerResponse;

describe('a page request', () => {
  it('is a valid path naming no file (or an .html one); files, the health path and bad targets are not', async () => {
    const { isPageRequest } = await load<Module>('page-request.mjs');
    for (const url of ['/', '/about', '/about?preview=x', '/admin/login', '/index.html']) expect(isPageRequest(url)).toBe(true);
    for (const url of ['/assets/a-AbCdEf12.js', '/favicon.svg', '/healthz', '/%E0%A4%A', '/../etc/passwd', '/.env', 'http://x/']) {
      expect(isPageRequest(url)).toBe(false);
    }
  });

  it("reads the path, the preview token and the list once; the remotes' files come from the asset origin when set", async () => {
    const { pageRequest } = await load<Module>('page-request.mjs');
    const page = pageRequest(request('/about?preview=a.b.c&x=1', { localPort: 8123 }), response, {
      remotes,
      preview: 'a.b.c',
      assetOrigin: 'http://gateway:8080',
    });
    expect(page).toEqual({ pathname: '/about', preview: 'a.b.c', nonce: '', fetchOrigin: 'http://gateway:8080', remotes });
  });

  it('fetches from this gateway on the port that took the request, never from the Host header', async () => {
    const { pageRequest } = await load<Module>('page-request.mjs');
    expect(pageRequest(request('/', { localPort: 8123 }), response, { remotes, preview: null }).fetchOrigin).toBe('http://127.0.0.1:8123');
    // A client that already left: the socket has no localPort, its server still has a port.
    const gone = { server: { address: () => ({ port: 9000 }) } };
    expect(pageRequest(request('/', gone), response, { remotes, preview: null })).toMatchObject({ fetchOrigin: 'http://127.0.0.1:9000', preview: null });
  });
});
