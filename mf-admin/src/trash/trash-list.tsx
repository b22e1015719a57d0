import {
  can,
  collectionLabel,
  ConfirmDialog,
  deleteFromTrash,
  describeFailure,
  emptyTrash,
  failureNotice,
  fetchTrash,
  LoadFailure,
  NoticeBanner,
  restoreFromTrash,
  TRASH_DAYS,
  useAdminQuery,
  useDrafts,
  useNotice,
  useSignedInRole,
  type TrashEntry,
} from '@pharma/shared';
import { useState } from 'react';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the entry can no longer be restored (0 on its last day's end). */
export function daysLeft(expiresAt: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / DAY_MS));
}

function localTime(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : date.toLocaleString();
}

/** What the role may do here; nobody signed in (unit tests of parts) hides nothing, as useCanEdit. */
function useTrashRights() {
  const role = useSignedInRole();
  return { restore: role === null || can(role, 'content.edit'), purge: role === null || can(role, 'content.purge') };
}

type Confirming = { kind: 'one'; entry: TrashEntry; label: string } | { kind: 'all' } | null;

/**
 * Deleted items still restorable (TRASH_DAYS): one page's (`page`, a sub-tab of its tab) or every
 * page's (Settings). "Restore" brings an item back as a draft of its page; "Delete forever" and
 * "Empty trash" are for Administrators ('content.purge'). Read-only roles see the list only.
 */
export function TrashList({ page, onChanged }: { page?: string; onChanged?: () => void }) {
  const query = useAdminQuery(() => fetchTrash(page));
  const [notice, showNotice] = useNotice();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const rights = useTrashRights();
  const drafts = useDrafts();
  const entries = query.data ?? [];

  // Each action reports its own outcome on screen, so the clicks ignore the promise.
  const run = async (action: () => Promise<unknown>, success: string, failure: string, workingChanged = false) => {
    setBusy(true);
    try {
      await action();
      showNotice({ kind: 'success', message: success });
    } catch (error) {
      // Trash entries carry no version: a 409 here is the API's reason (an item with that id exists), not an edit conflict.
      const described = describeFailure(error, failure);
      showNotice(described.conflict ? { kind: 'error', message: failure, detail: (error as Error).message } : failureNotice(described));
    } finally {
      setBusy(false);
      setConfirming(null);
      await query.reload();
      // A restored item is a draft of its page now: the editors, the drafts and the counts follow.
      if (workingChanged && drafts) drafts.workingChanged();
      else onChanged?.();
    }
  };

  // An item whose deletion was never published never left the site: restoring only takes the deletion back.
  const restore = (entry: TrashEntry, label: string) =>
    void run(
      () => restoreFromTrash(entry.id),
      entry.live
        ? `${label} restored: its deletion was never published, so visitors kept seeing it.`
        : `${label} restored as a draft. Publish the page to show it again.`,
      `Failed to restore ${label}`,
      true,
    );
  const confirmed = () =>
    confirming?.kind === 'one'
      ? run(() => deleteFromTrash(confirming.entry.id), `${confirming.label} deleted forever.`, `Failed to delete ${confirming.label}`)
      : run(() => emptyTrash(page), 'The trash is empty.', 'Failed to empty the trash');

  return (
    <section className="admin-block admin-trash" aria-label={page ? 'Trash of this page' : 'Trash'}>
      <div className="admin-block-head">
        <h2 className="admin-block-title">Trash</h2>
        {rights.purge && entries.length > 0 ? (
          <button type="button" className="btn btn-danger" onClick={() => setConfirming({ kind: 'all' })} disabled={busy}>
            Empty trash
          </button>
        ) : null}
      </div>
      <p className="admin-muted">Deleted items can be restored for {TRASH_DAYS} days; a restored item comes back as a draft.</p>
      <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} onReload={() => void query.reload()} />
      {query.error ? <LoadFailure onRetry={() => void query.reload()}>Could not load the trash.</LoadFailure> : null}
      {query.loading && !query.data ? (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      ) : entries.length === 0 ? (
        <p className="admin-empty">The trash is empty.</p>
      ) : (
        <TrashTable
          entries={entries}
          rights={rights}
          busy={busy}
          onRestore={restore}
          onDelete={(entry, label) => setConfirming({ kind: 'one', entry, label })}
        />
      )}
      {confirming ? (
        <ConfirmDialog
          title={confirming.kind === 'all' ? 'Empty trash' : 'Delete forever'}
          confirmLabel={confirming.kind === 'all' ? 'Empty trash' : 'Delete forever'}
          message={
            confirming.kind === 'all'
              ? `Delete every item in ${page ? "this page's" : 'the'} trash forever? They can no longer be restored (their published versions stay in the history).`
              : `Delete ${confirming.label} forever? It can no longer be restored (its published versions stay in the history).`
          }
          onConfirm={confirmed}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}

interface TrashTableProps {
  entries: TrashEntry[];
  rights: { restore: boolean; purge: boolean };
  busy: boolean;
  onRestore: (entry: TrashEntry, label: string) => void;
  onDelete: (entry: TrashEntry, label: string) => void;
}

function TrashTable({ entries, rights, busy, onRestore, onDelete }: TrashTableProps) {
  const hasActions = rights.restore || rights.purge;
  return (
    <div className="admin-table-wrap">
      <table role="table" className="admin-table">
        <caption className="visually-hidden">Deleted items</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              Item
            </th>
            <th role="columnheader" scope="col">
              Page
            </th>
            <th role="columnheader" scope="col">
              Deleted by
            </th>
            <th role="columnheader" scope="col">
              Deleted at
            </th>
            <th role="columnheader" scope="col">
              Days left
            </th>
            {hasActions ? (
              <th role="columnheader" scope="col">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {entries.map((entry) => {
            const label = entry.label ?? `${collectionLabel(entry.collection)} ${entry.docId}`;
            return (
              <tr role="row" key={entry.id}>
                <td role="cell" data-label="Item">
                  {label}
                </td>
                <td role="cell" data-label="Page">
                  {entry.page}
                </td>
                <td role="cell" data-label="Deleted by">
                  {entry.deletedBy}
                </td>
                <td role="cell" data-label="Deleted at">
                  <time dateTime={entry.deletedAt}>{localTime(entry.deletedAt)}</time>
                </td>
                <td role="cell" data-label="Days left">
                  {daysLeft(entry.expiresAt)}
                </td>
                {hasActions ? (
                  <td role="cell" data-label="Actions" className="admin-col-actions">
                    {rights.restore ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-small"
                        aria-label={`Restore ${label}`}
                        onClick={() => onRestore(entry, label)}
                        disabled={busy}
                      >
                        Restore
                      </button>
                    ) : null}
                    {rights.purge ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-small admin-danger"
                        aria-label={`Delete forever: ${label}`}
                        onClick={() => onDelete(entry, label)}
                        disabled={busy}
                      >
                        Delete forever
                      </button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
