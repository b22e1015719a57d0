import { fetchReviews, LoadFailure, localDateTime, REVIEW_STATE_LABELS, useAdminQuery, type ReviewRequest, type ReviewState } from '@pharma/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { ReviewDetailView } from './review-detail';
import { pageLabel } from './review-pages';
import { ReviewTabShortfall } from './signer-shortfall';

type Filter = ReviewState | 'all';

const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'in_review', label: 'In review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'published', label: 'Published' },
  { value: 'all', label: 'All' },
];

/**
 * The Review tab (every signed-in role): the requests in review (or in another state, by
 * the filter), newest first; opening one shows its detail in place of the list, "Back to the list"
 * returns focus to the row it was opened from.
 */
export function ReviewPanel({ onChanged }: { onChanged?: () => void }) {
  const [filter, setFilter] = useState<Filter>('in_review');
  const [openId, setOpenId] = useState<string | null>(null);
  // Bumped when a detail closes: the list reads the requests again (a signature changes their state).
  const [round, setRound] = useState(0);
  const opener = useRef<HTMLButtonElement | null>(null);
  const id = useId();

  // Back in the list: focus returns to the row's Open button.
  useEffect(() => {
    if (openId === null) opener.current?.focus();
  }, [openId]);

  const close = () => {
    setOpenId(null);
    setRound((n) => n + 1);
  };

  return (
    <div className="admin-own-panel admin-review-panel">
      {openId ? <ReviewDetailView id={openId} onClose={close} onChanged={() => onChanged?.()} /> : null}
      <section className="admin-block" aria-labelledby={`${id}-title`} hidden={!!openId}>
        <div className="admin-block-head">
          <h2 id={`${id}-title`} className="admin-block-title">
            Review
          </h2>
          <div className="form-field admin-review-filter">
            <label htmlFor={`${id}-filter`}>Show</label>
            <select id={`${id}-filter`} value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
              {FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ReviewTabShortfall />
        <ReviewList
          key={filter}
          filter={filter}
          round={round}
          onOpen={(request, button) => {
            opener.current = button;
            setOpenId(request.id);
          }}
        />
      </section>
    </div>
  );
}

interface ReviewListProps {
  filter: Filter;
  round: number;
  onOpen: (request: ReviewRequest, button: HTMLButtonElement) => void;
}

function ReviewList({ filter, round, onOpen }: ReviewListProps) {
  const query = useAdminQuery(() => fetchReviews(filter === 'all' ? {} : { state: filter }));
  const { reload } = query;
  useEffect(() => {
    if (round > 0) void reload();
  }, [round, reload]);
  const requests = query.data ?? [];
  const filterLabel = FILTERS.find((option) => option.value === filter)?.label ?? '';
  if (query.error && !query.data) return <LoadFailure onRetry={() => void query.reload()}>Could not load the reviews.</LoadFailure>;
  if (query.loading && !query.data)
    return (
      <p className="admin-muted" aria-busy="true">
        Loading…
      </p>
    );
  if (requests.length === 0)
    return <p className="admin-empty">{filter === 'all' ? 'Nothing has been submitted for review yet.' : `No requests: ${filterLabel.toLowerCase()}.`}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{`Review requests (${filterLabel}), newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Submitted by</th>
            <th scope="col">When</th>
            <th scope="col">Still needed</th>
            <th scope="col">State</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => {
            const page = pageLabel(request.page);
            const when = localDateTime(request.submittedAt);
            return (
              <tr key={request.id}>
                <th scope="row">{page}</th>
                <td>{request.submittedByName || request.submittedBy}</td>
                <td>
                  <time dateTime={request.submittedAt}>{when}</time>
                </td>
                <td>{request.state === 'in_review' && request.pending.length ? request.pending.join(', ') : '—'}</td>
                <td>{REVIEW_STATE_LABELS[request.state] ?? request.state}</td>
                <td className="admin-col-actions">
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    aria-label={`Open the review of ${page} submitted ${when}`}
                    onClick={(event) => onOpen(request, event.currentTarget)}
                  >
                    Open
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
