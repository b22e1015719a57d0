// What the page pipeline reads of a request, read once at its start: which requests are pages at
// all, and for one that is, its path, its preview token (parsed by the gateway, which checks it with
// the API before anything renders), the response's CSP nonce, where the gateway fetches the remotes'
// files, and the remote list the request was given (remotes-for.mjs).
import { HEALTH_PATH, checkTarget, isPagePath } from '@pharma/shared/server';
import { cspNonce } from '@pharma/shared/server/security-headers';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { Server, Socket } from 'node:net' */
/** @import { PageInLanguage, PageLanguages } from '@pharma/shared/content' */
/** @import { RemoteList } from './remote-list-file.mjs' */

/**
 * @typedef {object} PageRequest
 * @property {string} pathname  the route's path: the URL's without its language prefix (`/about` for
 *   `/de/about`; canonical by now: other spellings were redirected)
 * @property {PageInLanguage} language  the path's language, the language of the page's text and its alternates
 * @property {PageLanguages} languages  the site's languages and which of them has each route's page
 * @property {string | null} preview  the preview token (already checked by the API), null for a visitor's page
 * @property {string} nonce  this response's CSP nonce, carried by every inline script
 * @property {string} fetchOrigin  where the gateway itself fetches the remotes' same-origin files
 * @property {RemoteList} remotes  the remote list this request was given
 */

/**
 * Whether the gateway composes a page for this URL: a valid target that names no file (or an .html
 * one). Everything else is the static files' to answer: assets, /healthz, a bad target's 4xx.
 * @param {string | undefined} url
 */
export function isPageRequest(url) {
  const target = checkTarget(url);
  return !('status' in target) && target.pathname !== HEALTH_PATH && isPagePath(target.pathname);
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {{ remotes: RemoteList, preview: string | null, assetOrigin?: string, pathname: string, language: PageInLanguage, languages: PageLanguages }} options
 *   pathname: the route's path (the URL's without its language prefix); language: pageInLanguage's; preview: the
 *   request's preview token (content-state.mjs's previewTokenOf), already checked by the API;
 *   assetOrigin: where the remotes' same-origin files are fetched (in containers, the public
 *   gateway); by default this gateway
 * @returns {PageRequest}
 */
export function pageRequest(req, res, { remotes, preview, assetOrigin, pathname, language, languages }) {
  return {
    pathname,
    language,
    languages,
    preview,
    nonce: cspNonce(res),
    fetchOrigin: assetOrigin ?? localOrigin(req),
    remotes,
  };
}

/**
 * This gateway, on the port that took the request (never the Host header, which the client chooses).
 * A socket whose client already left has no localPort: then the port its server listens on.
 * @param {IncomingMessage} req
 */
function localOrigin(req) {
  const socket = /** @type {Socket & { server?: Server }} */ (req.socket);
  const address = socket.server?.address();
  return `http://127.0.0.1:${socket.localPort ?? (typeof address === 'object' ? address?.port : undefined)}`;
}
