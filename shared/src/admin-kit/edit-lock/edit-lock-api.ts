import type { EditLock } from '../../content/review.js';
import { ApiError } from '../../http/api-client.js';
import { expireSession } from '../http/admin-http.js';
import { historyCollection } from '../history/history-labels.js';

/** The document a lock is about: a content collection and a document id. */
export interface LockRef {
  collection: string;
  id: string;
}

/** A 409 of the locks API: someone else holds the lock (`lock`), or took it from the caller (`lock.takenOverBy`). */
export class LockConflictError extends ApiError {
  constructor(
    message: string,
    readonly lock: EditLock,
  ) {
    super(409, message);
    this.name = 'LockConflictError';
  }
}

/**
 * One call of `/api/locks`. Not `apiSend`: its 409 carries the lock in the way, which ApiError does
 * not keep. A 401 ends the session like every other admin call.
 */
async function lockCall(method: 'POST' | 'DELETE', path: string, body?: LockRef, keepalive = false): Promise<EditLock | undefined> {
  const response = await fetch(path, {
    method,
    headers: body ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
    keepalive,
  });
  if (response.status === 401) expireSession();
  if (response.status === 204) return undefined;
  const answer = (await response.json().catch(() => ({}))) as { data?: EditLock; message?: string; lock?: EditLock };
  if (response.status === 409 && answer.lock) throw new LockConflictError(answer.message ?? 'Someone else is editing this.', answer.lock);
  if (!response.ok) throw new ApiError(response.status, answer.message ?? `Request failed (${response.status})`);
  return answer.data;
}

/** Takes the lock, or refreshes the caller's own (`POST /api/locks`). */
export async function acquireLock(ref: LockRef): Promise<EditLock> {
  return (await lockCall('POST', '/api/locks', ref)) as EditLock;
}

/** Takes the lock from whoever holds it (`POST /api/locks/take-over`, audited). */
export async function takeOverLock(ref: LockRef): Promise<EditLock> {
  return (await lockCall('POST', '/api/locks/take-over', ref)) as EditLock;
}

/** Lets the caller's lock go (`DELETE /api/locks`); kept alive so it is sent when the page closes too. */
export async function releaseLock(ref: LockRef): Promise<void> {
  const query = new URLSearchParams({ collection: ref.collection, id: ref.id });
  await lockCall('DELETE', `/api/locks?${query.toString()}`, undefined, true);
}

/**
 * The lock of the document an editor edits: its collection follows the editor's REST path the way the
 * History's does (`/api/cms/home/slides` → `home_slides`, `collectionOfPath`), unless the editor names it.
 * Null (no lock) without an id (a new item) or for a path that names no content collection.
 */
export function lockRefOf(path: string | undefined, id: string | undefined, collection?: string): LockRef | null {
  const name = collection ?? (path ? historyCollection(path) : null);
  return name && id ? { collection: name, id } : null;
}
