import { clearSession } from '../../auth/auth-store.js';
import { VERSION_CONFLICT_MESSAGE } from '../../content/constants.js';
import { DRAFT_QUERY } from '../../content/drafts.js';
import { apiGet, apiSend, ApiError, SESSION_EXPIRED_EVENT, unwrapList, type AnswerOptions } from '../../http/api-client.js';

/*
 * The admin's calls. Writes go through `apiSend` (session cookie, 401 → session cleared and
 * SESSION_EXPIRED_EVENT). Reads of admin-only data (users, enquiries) need the session too.
 */

/** Marks the session as refused by the server; the dashboard sends the admin to sign-in. */
export function expireSession(): void {
  clearSession();
  window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
}

/** A GET with the session cookie (admin reads); a 401 expires the session like a write does. */
export async function adminGet<T>(path: string, options: AnswerOptions = {}): Promise<T> {
  try {
    return await apiGet<T>(path, { headers: { 'Cache-Control': 'no-cache' }, cache: 'no-store' }, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) expireSession();
    throw error;
  }
}

/** A list read: accepts `[...]` and `{data: [...]}`. */
export async function adminGetList<T>(path: string): Promise<T[]> {
  return unwrapList<T>({ data: await adminGet<unknown>(path) });
}

/** Fields the server owns; stripped from write bodies except `version`, which makes a PUT conditional. */
const SERVER_FIELDS = ['createdAt', 'updatedAt'] as const;

export function writeBody<T extends object>(value: T): T {
  const copy = { ...value } as Record<string, unknown>;
  for (const key of SERVER_FIELDS) delete copy[key];
  return copy as T;
}

/**
 * How a write lands: 'publish' (today's Save: saved and live at once, no query), 'draft' (Save draft:
 * nothing public changes) or 'autosave' (the editor's autosave: one draft kept per document).
 */
export type WriteMode = 'publish' | 'draft' | 'autosave';

/** `path` with the contract's draft query for the mode (shared/src/content/drafts.ts). */
export function withWriteMode(path: string, mode: WriteMode = 'publish'): string {
  if (mode === 'publish') return path;
  const query = new URLSearchParams({ [DRAFT_QUERY.draft]: 'true' });
  if (mode === 'autosave') query.set(DRAFT_QUERY.autosave, 'true');
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** POST to the list (no id yet) or PUT to /{id} with the version read; answers the saved item. */
export function saveListItem<T extends { id?: string }>(path: string, item: T, mode: WriteMode = 'publish'): Promise<T> {
  const body = writeBody(item) as T & { id?: string };
  if (!body.id) {
    const { id: _id, ...rest } = body;
    return apiSend<T>('POST', withWriteMode(path, mode), rest);
  }
  return apiSend<T>('PUT', withWriteMode(`${path}/${encodeURIComponent(body.id)}`, mode), body);
}

export function deleteListItem(path: string, id: string, mode: WriteMode = 'publish'): Promise<unknown> {
  return apiSend('DELETE', withWriteMode(`${path}/${encodeURIComponent(id)}`, mode));
}

/** PUT of a single-object section (hero, settings, ...), with its version. */
export function putSection<T extends object>(path: string, section: T, mode: WriteMode = 'publish'): Promise<T> {
  return apiSend<T>('PUT', withWriteMode(path, mode), writeBody(section));
}

/** A 409 answer: someone else saved first. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** What a failed save says to the admin: the spec's text plus the server's detail. */
export interface Failure {
  message: string;
  detail?: string;
  conflict: boolean;
  fieldErrors: Record<string, string[]>;
}

/**
 * `failed` is the text for an answer the server refused, `errored` for a call that never got an
 * answer (network down): the spec distinguishes 'Failed to save X' from 'Error saving X'.
 */
export function describeFailure(error: unknown, failed: string, errored: string = failed): Failure {
  if (isConflict(error)) {
    // A 409 other than a stale version (someone else holds the edit lock, the page is in review) is
    // not "changed by someone else": its own reason is the message.
    const reason = error instanceof Error && error.message && error.message !== VERSION_CONFLICT_MESSAGE ? error.message : undefined;
    return { message: reason ?? VERSION_CONFLICT_MESSAGE, detail: undefined, conflict: true, fieldErrors: {} };
  }
  if (error instanceof ApiError) {
    const detail = error.status === 401 ? 'Your session has expired. Please sign in again.' : error.message;
    return { message: failed, detail, conflict: false, fieldErrors: error.fieldErrors };
  }
  const detail = error instanceof Error && error.message ? `Network error: ${error.message}` : undefined;
  return { message: errored, detail, conflict: false, fieldErrors: {} };
}
