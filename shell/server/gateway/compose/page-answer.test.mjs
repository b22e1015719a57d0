import { describe, expect, it } from '@jest/globals';
import { sendComposed, sendPreviewRefused } from './page-answer.mjs';

/** The part of a response the stage uses, recording what it was told. */
function response() {
  const headers = {};
  const sent = { status: 0, body: undefined };
  const res = {
    statusCode: 200,
    setHeader: (name, value) => void (headers[name.toLowerCase()] = value),
    hasHeader: (name) => name.toLowerCase() in headers,
    writeHead(status, more = {}) {
      res.statusCode = status;
      for (const [name, value] of Object.entries(more)) headers[name.toLowerCase()] = value;
    },
    end(body) {
      sent.status = res.statusCode;
      sent.body = body;
    },
  };
  return { res: res, headers, sent };
}
const request = { method: 'GET', headers: {} };

describe('answering a composed page', () => {
  it('sends a found page as HTML that caches revalidate', async () => {
    const { res, headers, sent } = response();
    sendComposed(request, res, { html: '<p>hi</p>', found: true, preview: false });
    expect(sent).toEqual({ status: 200, body: Buffer.from('<p>hi</p>') });
    expect(headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  });

  it('answers 404 with the not-found page, and a preview is never stored nor indexed', async () => {
    const { res, headers, sent } = response();
    sendComposed(request, res, { html: '<p>Not found</p>', found: false, preview: true });
    expect(sent.status).toBe(404);
    expect(headers).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' });
  });

  it('refuses a preview link the API did not accept with 401 and a sentence', async () => {
    const { res, headers, sent } = response();
    sendPreviewRefused(res);
    expect(sent.status).toBe(401);
    expect(String(sent.body)).toContain('This preview link is not valid or has expired');
    expect(headers).toMatchObject({ 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' });
  });
});
