// How a composed page is answered: 404 for a path no remote owns (with the not-found page), and a
// preview never stored by a cache nor listed by a search engine.
import { sendPage } from '@pharma/shared/server';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * A preview shows unpublished content: no cache may keep it and no search engine may list it.
 * @param {ServerResponse} res
 */
export function markPreview(res) {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}

/**
 * A preview link whose token the API refused (invalid or expired).
 * @param {ServerResponse} res
 */
export function sendPreviewRefused(res) {
  markPreview(res);
  res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('This preview link is not valid or has expired. Open a new preview from the dashboard.\n');
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {{ html: string, found: boolean, preview: boolean, lang?: string | null }} page  found: a remote owns the
 *   path; lang: the language of its text (Content-Language)
 * @returns {true}
 */
export function sendComposed(req, res, { html, found, preview, lang }) {
  if (!found) res.statusCode = 404;
  if (found && lang) res.setHeader('Content-Language', lang);
  if (preview) markPreview(res);
  return sendPage(req, res, html);
}
