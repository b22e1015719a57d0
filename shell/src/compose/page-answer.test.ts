/**
 * @jest-environment node
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stageLoader } from './stage-loader';

const load = stageLoader('compose/page-answer');
type Module = {
  sendComposed: (req: IncomingMessage, res: ServerResponse, page: { html: string; found: boolean; preview: boolean }) => true;
  sendPreviewRefused: (res: ServerResponse) => void;
};

/** The part of a response the stage uses, recording what it was told. */
function response() {
  const headers: Record<string, unknown> = {};
  const sent = { status: 0, body: undefined as unknown };
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
    hasHeader: (name: string) => name.toLowerCase() in headers,
    writeHead(status: number, more: Record<string, unknown> = {}) {
      res.statusCode = status;
      for (const [name, value] of Object.entries(more)) headers[name.toLowerCase()] = value;
    },
    end(body?: unknown) {
      sent.status = res.statusCode;
      sent.body = body;
    },
  };
  return { res: res as unknown as ServerResponse, headers, sent };
}
const request = { method: 'GET', headers: {} } as unknown as IncomingMessage;

describe('answering a composed page', () => {
  it('sends a found page as HTML that caches revalidate', async () => {
    const { sendComposed } = await load<Module>('page-answer.mjs');
    const { res, headers, sent } = response();
    sendComposed(request, res, { html: '<p>hi</p>', found: true, preview: false });
    expect(sent).toEqual({ status: 200, body: Buffer.from('<p>hi</p>') });
    expect(headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  });

  it('answers 404 with the not-found page, and a preview is never stored nor indexed', async () => {
    const { sendComposed } = await load<Module>('page-answer.mjs');
    const { res, headers, sent } = response();
    sendComposed(request, res, { html: '<p>Not found</p>', found: false, preview: true });
    expect(sent.status).toBe(404);
    expect(headers).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' });
  });

  it('refuses a preview link the API did not accept with 401 and a sentence', async () => {
    const { sendPreviewRefused } = await load<Module>('page-answer.mjs');
    const { res, headers, sent } = response();
    sendPreviewRefused(res);
    expect(sent.status).toBe(401);
    expect(String(sent.body)).toContain('This preview link is not valid or has expired');
    expect(headers).toMatchObject({ 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' });
  });
});
