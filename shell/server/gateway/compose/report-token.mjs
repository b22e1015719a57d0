// The page's signed assignment for the remote-load reports its browser sends (POST /api/remotes/loads):
// which release of each remote this page was given, and the share of successful loads the browser
// reports (REMOTE_REPORT_SAMPLE). The API counts a report only with a token it can verify, only for a
// release the token names, and weighs a success by the token's sample rate, never by a number the
// browser sends: a visitor cannot report on a canary they were not given, nor make one report count
// as a thousand. The key is HMAC-SHA256(secret, 'remote-load-reports'), the secret REMOTE_REPORT_SECRET
// or else PROXY_SECRET, which the API derives the same way (api/src/site-services/remotes/report-assignment.ts).
import { createHmac } from 'node:crypto';
/** @import { RemoteDescriptor } from '@pharma/shared' */

/**
 * The signing key, or null when the gateway has no secret (then pages carry no token and browsers send
 * no reports: the API would refuse them).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Buffer | null}
 */
export function reportKeyFrom(env) {
  const secret = env.REMOTE_REPORT_SECRET || env.PROXY_SECRET;
  return secret ? createHmac('sha256', secret).update('remote-load-reports').digest() : null;
}

/**
 * `<base64url JSON>.<base64url HMAC>`; the JSON: `iat` (ms), `s` (the sample rate), `r` (remote → version).
 * @param {RemoteDescriptor[]} list  the request's remote list
 * @param {{ key: Buffer, sample?: number, now?: number }} options
 */
export function assignmentToken(list, { key, sample = 1, now = Date.now() }) {
  /** @type {Record<string, string>} */
  const releases = {};
  for (const remote of list) if (typeof remote.name === 'string' && typeof remote.version === 'string') releases[remote.name] = remote.version;
  const body = Buffer.from(JSON.stringify({ iat: now, s: sample, r: releases })).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}
