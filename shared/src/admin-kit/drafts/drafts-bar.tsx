import { useState } from 'react';
import { describeFailure } from '../http/admin-http.js';
import { useRoleMayEdit } from '../http/can-edit.js';
import { publishPage } from './drafts-api.js';
import { useOutdatedConfirmation } from './outdated-confirm.js';
import { DraftBadge, DiscardDraftButton, draftLabel, useDrafts } from './drafts-state.js';
import { LoadFailure } from '../editors/editor-frame.js';
import { failureNotice, NoticeBanner } from '../forms/feedback.js';
import { isOpenReview } from '../review/review-api.js';
import { ApprovedActions, ReviewActions, ReviewStatus } from '../review/review-bar.js';

/** "1 unpublished change", "3 unpublished changes". */
export function unpublishedChanges(count: number): string {
  return `${count} unpublished change${count === 1 ? '' : 's'}`;
}

function When({ at }: { at: string }) {
  const date = new Date(at);
  return <time dateTime={at}>{Number.isNaN(date.getTime()) ? at : date.toLocaleString()}</time>;
}

/**
 * The top of a page tab (inside a DraftsProvider): the page's unpublished changes (label, state, who,
 * when, "Discard draft") and "Publish page" (all or none). A deleted item is only here: the working
 * copy no longer has it, so its "Discard draft" is the way back. Nothing shows while all is published.
 * With review required "Submit for review" replaces "Publish page", and the bar shows where
 * the page's request stands (review/review-bar.tsx); an open request freezes the drafts (no discard).
 */
export function DraftsBar() {
  const drafts = useDrafts();
  // The role's own right: Withdraw and Publish now stay while the page's editors are frozen by its review.
  const canEdit = useRoleMayEdit();
  const [publishing, setPublishing] = useState(false);
  const outdated = useOutdatedConfirmation();
  if (!drafts) return null;
  const { changes, notice, showNotice } = drafts;
  const retry = () => {
    showNotice(null);
    drafts.workingChanged();
  };

  // Reports its own outcome on screen, so the click ignores the promise.
  const publish = async () => {
    setPublishing(true);
    await outdated.run(
      async (confirmOutdated) => {
        const result = await publishPage(drafts.page, confirmOutdated);
        showNotice({ kind: 'success', message: `Page published: ${result.published} change${result.published === 1 ? '' : 's'} now live.` });
        drafts.refresh();
      },
      (error) => {
        showNotice(failureNotice(describeFailure(error, 'Failed to publish the page')));
        drafts.refresh();
      },
    );
    setPublishing(false);
  };

  const count = changes?.length ?? 0;
  const review = drafts.review;
  const request = review?.request;
  const open = isOpenReview(request);
  // Review applies while it is required, and to a request still open after it was switched off.
  const reviewed = !!review && (review.required || open);
  // No button until the review state is known: an Editor never sees "Publish page" flash first.
  const actions =
    !canEdit || !review ? null : reviewed ? (
      <ReviewActions request={request} hasChanges={count > 0} />
    ) : (
      <button type="button" className="btn btn-primary" onClick={() => void publish()} disabled={publishing}>
        {publishing ? 'Publishing...' : 'Publish page'}
      </button>
    );
  return (
    <>
      <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} onReload={retry} />
      {outdated.dialog}
      {drafts.error ? <LoadFailure onRetry={drafts.workingChanged}>Could not load the unpublished changes.</LoadFailure> : null}
      {count > 0 || open ? (
        <section className="admin-drafts-bar" aria-label="Unpublished changes">
          <div className="admin-drafts-head">
            <h2 className="admin-drafts-title">{unpublishedChanges(count)}</h2>
            {actions}
          </div>
          {reviewed && request ? <ReviewStatus request={request} /> : null}
          {canEdit && reviewed && request?.state === 'approved' ? <ApprovedActions key={request.id} request={request} /> : null}
          <ul className="admin-drafts-list">
            {(changes ?? []).map((change) => {
              const label = draftLabel(change);
              return (
                <li key={`${change.collection}/${change.id}`}>
                  <span className="admin-drafts-label">{label}</span> <DraftBadge change={change} />{' '}
                  <span className="admin-muted">
                    by {change.updatedBy}
                    {change.updatedAt ? (
                      <>
                        , <When at={change.updatedAt} />
                      </>
                    ) : null}
                  </span>
                  {canEdit && !open ? <DiscardDraftButton change={change} label={label} /> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
