import {
  adminGetList,
  apiSend,
  CONFIRM_DELETE_ITEM,
  ConfirmDialog,
  describeFailure,
  failureNotice,
  LoadFailure,
  NoticeBanner,
  useAdminQuery,
  useCanEdit,
  useNotice,
  type Enquiry,
  type EnquiryStatus,
} from '@pharma/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';

export const ENQUIRIES_PATH = '/api/enquiries';
type Filter = 'all' | EnquiryStatus;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'read', label: 'Read' },
  { value: 'archived', label: 'Archived' },
];

export function newestFirst(list: Enquiry[]): Enquiry[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * The number of unread enquiries, for the top tab's badge: read once, then counted again from the
 * list the inbox reloads after each action (no second request for the same list). A role that may
 * not read enquiries (`canRead` false) asks nothing: the API would refuse it and log the denial.
 */
export function useNewEnquiryCount(canRead: boolean): [number, (list: Enquiry[]) => void] {
  const [count, setCount] = useState(0);
  const recount = useCallback((list: Enquiry[]) => setCount(list.filter((enquiry) => enquiry.status === 'new').length), []);
  useEffect(() => {
    if (!canRead) return;
    let active = true;
    adminGetList<Enquiry>(ENQUIRIES_PATH).then(
      (list) => active && recount(list),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [recount, canRead]);
  return [count, recount];
}

/** The inbox of the contact form's submissions: newest first, mark read / archived, delete. */
export function EnquiriesPanel({ onChanged }: { onChanged: (list: Enquiry[]) => void }) {
  const query = useAdminQuery(() => adminGetList<Enquiry>(ENQUIRIES_PATH));
  const [filter, setFilter] = useState<Filter>('all');
  const [notice, showNotice] = useNotice();
  const [confirming, setConfirming] = useState<Enquiry | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const list = useMemo(() => newestFirst(query.data ?? []).filter((e) => filter === 'all' || e.status === filter), [query.data, filter]);

  const run = async (enquiry: Enquiry, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(enquiry.id);
    try {
      await action();
      showNotice({ kind: 'success', message: success });
    } catch (error) {
      showNotice(failureNotice(describeFailure(error, failure)));
    } finally {
      setBusy(null);
      const reloaded = await query.reload();
      if (reloaded) onChanged(reloaded);
    }
  };
  const setStatus = (enquiry: Enquiry, status: EnquiryStatus) =>
    run(
      enquiry,
      () => apiSend('PATCH', `${ENQUIRIES_PATH}/${encodeURIComponent(enquiry.id)}`, { status }),
      `Enquiry marked as ${status}`,
      'Failed to update the enquiry',
    );
  const remove = (enquiry: Enquiry) =>
    run(
      enquiry,
      () => apiSend('DELETE', `${ENQUIRIES_PATH}/${encodeURIComponent(enquiry.id)}`),
      'Enquiry deleted successfully!',
      'Failed to delete the enquiry',
    ).finally(() => setConfirming(null));

  return (
    <div className="admin-own-panel">
      <div className="admin-block-head">
        <h2>Enquiries</h2>
        <div className="form-field admin-inline-field">
          <label htmlFor="enquiry-filter">Show</label>
          <select id="enquiry-filter" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
            {FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} />
      {query.error ? <LoadFailure onRetry={() => void query.reload()}>Could not load the enquiries.</LoadFailure> : null}
      {query.loading && !query.data ? <p className="admin-muted">Loading…</p> : null}
      {query.data && list.length === 0 ? <p className="admin-empty">No enquiries{filter === 'all' ? ' yet' : ` marked ${filter}`}.</p> : null}
      {list.length ? (
        <div className="admin-table-wrap">
          <table className="admin-table admin-enquiries">
            <caption className="visually-hidden">Contact form enquiries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">From</th>
                <th scope="col">Message</th>
                <th scope="col">Status</th>
                <th scope="col" className="admin-col-actions">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((enquiry) => (
                <EnquiryRow
                  key={enquiry.id}
                  enquiry={enquiry}
                  busy={busy === enquiry.id}
                  onStatus={(item, status) => void setStatus(item, status)}
                  onDelete={setConfirming}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {confirming ? <ConfirmDialog message={CONFIRM_DELETE_ITEM} onConfirm={() => remove(confirming)} onCancel={() => setConfirming(null)} /> : null}
    </div>
  );
}

interface RowProps {
  enquiry: Enquiry;
  busy: boolean;
  onStatus: (enquiry: Enquiry, status: EnquiryStatus) => void;
  onDelete: (enquiry: Enquiry) => void;
}

function EnquiryRow({ enquiry, busy, onStatus, onDelete }: RowProps) {
  const who = enquiry.name || enquiry.email;
  const received = new Date(enquiry.createdAt);
  // Marking and deleting change stored data: only a role with 'content.edit' gets the buttons.
  const canEdit = useCanEdit();
  return (
    <tr className={enquiry.status === 'new' ? 'is-unread' : undefined}>
      <td data-label="Received">
        <time dateTime={enquiry.createdAt}>{Number.isNaN(received.getTime()) ? enquiry.createdAt : received.toLocaleString()}</time>
      </td>
      <td data-label="From">
        <strong>{enquiry.name}</strong>
        <br />
        <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        {enquiry.phone ? (
          <>
            <br />
            <a href={`tel:${enquiry.phone.replace(/\s+/g, '')}`}>{enquiry.phone}</a>
          </>
        ) : null}
        {enquiry.company ? (
          <>
            <br />
            <span className="admin-muted">{enquiry.company}</span>
          </>
        ) : null}
      </td>
      <td data-label="Message" className="admin-enquiry-message">
        {enquiry.message}
      </td>
      <td data-label="Status">
        <span className={`admin-status admin-enquiry-${enquiry.status}`}>{enquiry.status}</span>
      </td>
      <td className="admin-col-actions">
        {canEdit ? <EnquiryActions enquiry={enquiry} who={who} busy={busy} onStatus={onStatus} onDelete={onDelete} /> : null}
      </td>
    </tr>
  );
}

/**
 * Each button's accessible name starts with its visible text ("Mark read", "Archive"), then names
 * the enquiry in hidden text: speech users say what they see (WCAG 2.5.3), screen readers hear whose.
 */
function EnquiryActions({ enquiry, who, busy, onStatus, onDelete }: Omit<RowProps, 'enquiry'> & { enquiry: Enquiry; who: string }) {
  const whose = <span className="visually-hidden"> (enquiry from {who})</span>;
  return (
    <>
      {enquiry.status === 'new' ? (
        <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => onStatus(enquiry, 'read')}>
          Mark read{whose}
        </button>
      ) : (
        <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => onStatus(enquiry, 'new')}>
          Mark new{whose}
        </button>
      )}
      {enquiry.status !== 'archived' ? (
        <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => onStatus(enquiry, 'archived')}>
          Archive{whose}
        </button>
      ) : null}
      <button type="button" className="icon-button admin-danger" disabled={busy} onClick={() => onDelete(enquiry)} aria-label={`Delete enquiry from ${who}`}>
        <i className="ri-delete-bin-line" aria-hidden="true" />
      </button>
    </>
  );
}
