// Which remote list a request gets. Everything the gateway answers that request with follows
// from this one choice: its CSP (the origins scripts may come from), its redirects, /remotes.json, the
// sitemap, the page's remote, server render and preloads, and the list inlined into its head.
//
// The registry's live releases (live-registry.mjs) over the file's list (the zero-setup default, and
// what is served while the API has never answered); a remote with a canary gives its canary release to
// the visitors whose bucket (a cookie, 0-99, drawn once and kept 90 days) is below its percent, so a
// visitor keeps what they got, in the browser and in the server HTML alike.
import { isHttps } from '@pharma/shared/server/security-headers';
import { descriptorOf } from './live-registry.mjs';
import { browserListJson } from './release-files.mjs';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { RemoteDescriptor } from '@pharma/shared' */
/** @import { RemoteList } from './remote-list-file.mjs' */
/** @import { RegistryRemote } from './live-registry.mjs' */

export const BUCKET_COOKIE = 'site_bucket';
const BUCKET_MAX_AGE_S = 90 * 24 * 60 * 60;

/**
 * A visitor gets a remote's canary release when their bucket is below its percent: the same visitors
 * for every canary of that share (the ones least exposed stay so), and never someone who is not.
 * @param {number} bucket  0-99
 * @param {number} percent  1-99
 */
export function inCanary(bucket, percent) {
  return bucket < percent;
}

/**
 * The visitor's bucket from their cookie, or null without a valid one.
 * @param {IncomingMessage} req
 */
export function bucketOf(req) {
  const match = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`).exec(req.headers.cookie ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * @param {{ fileList: () => RemoteList, registry: { read: () => Promise<RegistryRemote[] | null>, last: () => RegistryRemote[] | null },
 *   random?: () => number }} sources  fileList: the list file's reader (remote-list-file.mjs); registry: live-registry.mjs
 * @returns {(req: IncomingMessage, res: ServerResponse, options: { fresh: boolean }) => Promise<RemoteList>}
 *   fresh: read the registry now (pages, /remotes.json, the sitemap), else its last read (files, the API)
 */
export function remotesFor({ fileList, registry, random = Math.random }) {
  const lists = memo();
  return async (req, res, { fresh }) => {
    const file = fileList();
    const registered = fresh ? await registry.read() : registry.last();
    if (!registered?.length) return file;
    const canaries = registered.filter((entry) => entry.canary);
    let bucket = canaries.length ? bucketOf(req) : null;
    if (canaries.length && bucket === null && fresh) bucket = giveBucket(req, res, random);
    const tried = new Set(canaries.filter((entry) => bucket !== null && inCanary(bucket, entry.canary?.percent ?? 0)).map((entry) => entry.live.remote));
    return lists(file, registered, tried, () => merged(file.list, registered, tried));
  };
}

/**
 * The file's entries with the registry's releases in their place, and the registry's other remotes after.
 * @param {RemoteDescriptor[]} fileList
 * @param {RegistryRemote[]} registered
 * @param {Set<string>} tried  the remotes whose canary this visitor gets
 * @returns {RemoteList}
 */
function merged(fileList, registered, tried) {
  const releaseOf = new Map(
    registered.map((entry) => [entry.live.remote, descriptorOf(tried.has(entry.live.remote) && entry.canary ? entry.canary.release : entry.live)]),
  );
  const list = fileList.map((remote) => releaseOf.get(remote.name) ?? remote);
  for (const [name, descriptor] of releaseOf) if (!fileList.some((remote) => remote.name === name)) list.push(descriptor);
  return { list, json: browserListJson(list) };
}

/**
 * Draws the visitor's bucket and keeps it in a cookie (first-party, not readable by scripts).
 * @param {IncomingMessage} req @param {ServerResponse} res @param {() => number} random
 */
function giveBucket(req, res, random) {
  const bucket = Math.floor(random() * 100);
  const secure = isHttps(req) ? '; Secure' : '';
  res.appendHeader('Set-Cookie', `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`);
  return bucket;
}

/**
 * The merged lists of the current file and registry, one per set of canaries a visitor gets, built once.
 * @returns {(file: RemoteList, registered: RegistryRemote[], tried: Set<string>, build: () => RemoteList) => RemoteList}
 */
function memo() {
  /** @type {{ file: RemoteList | null, registered: RegistryRemote[] | null, lists: Map<string, RemoteList> }} */
  const state = { file: null, registered: null, lists: new Map() };
  return (file, registered, tried, build) => {
    if (state.file !== file || state.registered !== registered) Object.assign(state, { file, registered, lists: new Map() });
    const key = [...tried].sort().join(',');
    let list = state.lists.get(key);
    if (!list) state.lists.set(key, (list = build()));
    return list;
  };
}
