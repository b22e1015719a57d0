import { collectionServes } from '../../content/collections/collection-rules.js';
import type { DiscardRequest, DraftChange, DraftState, DraftSummary, PageDrafts, TrashEntry } from '../../content/drafts.js';
import { apiSend } from '../../http/api-client.js';
import { adminGet } from '../http/admin-http.js';

/*
 * The dashboard's calls to the drafts and trash routes (api/src/drafts, api/src/trash), and how a
 * draft is matched to the editor that shows it. Reads: every signed-in role; writes: 'content.edit',
 * removing from the trash for good: 'content.purge'. Failures are ApiErrors for describeFailure.
 */

/** What the dashboard calls each draft state, in words (the badge never relies on colour alone). */
export const DRAFT_STATE_LABELS: Record<DraftState, string> = { changed: 'Draft', new: 'New', deleted: 'Deleted' };

export function fetchPageDrafts(page: string): Promise<PageDrafts> {
  return adminGet<PageDrafts>(`/api/drafts?page=${encodeURIComponent(page)}`);
}

export function fetchDraftSummary(): Promise<DraftSummary> {
  return adminGet<DraftSummary>('/api/drafts/summary');
}

/** All or none; a concurrent publish of the page answers 409. */
export function publishPage(page: string, confirmOutdated = false): Promise<{ page: string; published: number }> {
  return apiSend('POST', '/api/drafts/publish', confirmOutdated ? { page, confirmOutdated } : { page });
}

/**
 * Publishes the drafts of the list at `path` in one release swap (all or none): those of the documents
 * `ids`, or every draft of the list when no ids are given. Ids without a draft are skipped: a
 * collection without drafts wrote them live already.
 */
export async function publishListItems(page: string, path: string, ids?: readonly string[]): Promise<void> {
  const { changes } = await fetchPageDrafts(page);
  const items = changes
    .filter((change) => (!ids || ids.includes(change.id)) && collectionServes(change.collection, path))
    .map(({ collection, id }) => ({ collection, id }));
  if (items.length) await apiSend('POST', '/api/drafts/publish', { page, items });
}

export function discardDraft(ref: DiscardRequest): Promise<unknown> {
  return apiSend('POST', '/api/drafts/discard', { collection: ref.collection, id: ref.id });
}

/** One page's trash, or every page's (no page). */
export async function fetchTrash(page?: string): Promise<TrashEntry[]> {
  const list = await adminGet<TrashEntry[]>(page ? `/api/trash?page=${encodeURIComponent(page)}` : '/api/trash');
  return Array.isArray(list) ? list : [];
}

/** The item comes back into the working copy as a draft of its page. */
export function restoreFromTrash(id: string): Promise<TrashEntry> {
  return apiSend('POST', `/api/trash/${encodeURIComponent(id)}/restore`);
}

export function deleteFromTrash(id: string): Promise<unknown> {
  return apiSend('DELETE', `/api/trash/${encodeURIComponent(id)}`);
}

/** Empties one page's trash, or every page's (no page). */
export function emptyTrash(page?: string): Promise<{ removed: number }> {
  return apiSend('DELETE', page ? `/api/trash?page=${encodeURIComponent(page)}` : '/api/trash');
}

/** The draft of the document `id` behind `path`, if it has one. */
export function draftAt(changes: readonly DraftChange[] | undefined, path: string, id: string | undefined): DraftChange | undefined {
  if (!changes || !id) return undefined;
  return changes.find((change) => change.id === id && collectionServes(change.collection, path));
}
