import { useId, useState, type FormEvent } from 'react';
import type { ContentSchedule, ReviewRequest } from '../../content/review.js';
import { ConfirmDialog } from '../forms/confirm-dialog.js';
import { useDrafts } from '../drafts/drafts-state.js';
import {
  cancelSchedule,
  isOpenReview,
  localDate,
  localDateTime,
  localInputToIso,
  publishReview,
  reviewFailure,
  scheduleReviewPublish,
  withdrawReview,
} from './review-api.js';
import { SignatureList } from './signature-list.js';
import { useOutdatedConfirmation } from '../drafts/outdated-confirm.js';
import { SUBMIT_FOR_REVIEW, SubmitReviewDialog } from './submit-review-dialog.js';

/*
 * The drafts bar's part when review is required: instead of "Publish page" an Editor submits
 * the page; the bar then says where the request stands (in review and waiting for whom, rejected and
 * why, approved with its signatures) and offers what fits: Withdraw, Publish now, Schedule publish.
 * Outcomes go through the bar's notice; each action refreshes the tab's drafts and review state.
 */

function When({ at }: { at: string }) {
  return <time dateTime={at}>{localDateTime(at)}</time>;
}

/** Where the page's newest request stands: nothing for a withdrawn or published one. */
export function ReviewStatus({ request }: { request: ReviewRequest }) {
  if (request.state === 'rejected') return <RejectionNote request={request} />;
  if (request.state !== 'in_review' && request.state !== 'approved') return null;
  const approved = request.state === 'approved';
  return (
    <div className={`admin-review-status is-${request.state}`}>
      <p className="admin-review-state">
        <strong>{approved ? 'Approved' : 'In review'}</strong>: submitted by {request.submittedByName || request.submittedBy}, <When at={request.submittedAt} />
        .
        {request.reviewBy ? (
          <>
            {' '}
            Review by <time dateTime={request.reviewBy}>{localDate(request.reviewBy)}</time>.
          </>
        ) : null}
      </p>
      {request.note ? <p className="admin-review-note">Note to reviewers: {request.note}</p> : null}
      {!approved && request.pending.length ? <p className="admin-review-waiting">Waiting for: {request.pending.join(', ')}</p> : null}
      {approved && request.scheduledFor ? (
        <p className="admin-review-scheduled">
          Scheduled to publish at <When at={request.scheduledFor} />.
        </p>
      ) : null}
      <SignatureList signatures={request.signatures} />
    </div>
  );
}

/** "Rejected by <name> (<meaning>): <comment>", prominent, so the Editor revises and resubmits. */
function RejectionNote({ request }: { request: ReviewRequest }) {
  const rejection = request.rejection ?? rejectionFromSignatures(request);
  if (!rejection) return null;
  return (
    <div className="admin-review-rejection">
      <p>
        <strong>
          Rejected by {rejection.name} ({rejection.meaning}):
        </strong>{' '}
        {rejection.comment}
      </p>
      <p className="admin-review-rejection-hint">
        Revise the page and submit it again. <When at={rejection.at} />
      </p>
    </div>
  );
}

function rejectionFromSignatures(request: ReviewRequest): ReviewRequest['rejection'] {
  const signature = request.signatures.find((candidate) => candidate.verdict === 'rejected');
  return signature && { by: signature.userId, name: signature.printedName, at: signature.at, meaning: signature.meaning, comment: signature.comment };
}

/** The bar's buttons with review on, for a role that may edit. */
export function ReviewActions({ request, hasChanges }: { request: ReviewRequest | undefined; hasChanges: boolean }) {
  if (request && isOpenReview(request)) return <WithdrawButton request={request} />;
  return hasChanges ? <SubmitForReviewButton /> : null;
}

function SubmitForReviewButton() {
  const drafts = useDrafts();
  const [open, setOpen] = useState(false);
  if (!drafts) return null;
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {SUBMIT_FOR_REVIEW}
      </button>
      {open ? (
        <SubmitReviewDialog
          page={drafts.page}
          onClose={() => setOpen(false)}
          onSubmitted={() => {
            setOpen(false);
            drafts.showNotice({ kind: 'success', message: 'Submitted for review: the reviewers can sign it now.' });
            drafts.refresh();
          }}
        />
      ) : null}
    </>
  );
}

function WithdrawButton({ request }: { request: ReviewRequest }) {
  const drafts = useDrafts();
  const [confirming, setConfirming] = useState(false);
  if (!drafts) return null;
  const withdraw = async () => {
    try {
      await withdrawReview(request.id);
      drafts.showNotice({ kind: 'success', message: 'Submission withdrawn: the drafts can be edited again.' });
    } catch (error) {
      drafts.showNotice(reviewFailure(error, 'Failed to withdraw the submission'));
    } finally {
      setConfirming(false);
      drafts.refresh();
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
        Withdraw
      </button>
      {confirming ? (
        <ConfirmDialog
          title="Withdraw submission"
          confirmLabel="Withdraw"
          message="Withdraw this submission? Its drafts can be edited again, and signatures given so far no longer count."
          onConfirm={withdraw}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}

/** An approved request: "Publish now", or "Schedule publish" at a local date and time (sent as UTC). */
export function ApprovedActions({ request }: { request: ReviewRequest }) {
  const drafts = useDrafts();
  const id = useId();
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [scheduled, setScheduled] = useState<ContentSchedule | null>(null);
  const [problem, setProblem] = useState('');
  const outdated = useOutdatedConfirmation();
  if (!drafts) return null;

  const run = async (action: () => Promise<unknown>, success: string, failed: string) => {
    setBusy(true);
    try {
      await action();
      drafts.showNotice({ kind: 'success', message: success });
    } catch (error) {
      drafts.showNotice(reviewFailure(error, failed));
    } finally {
      setBusy(false);
      drafts.refresh();
    }
  };

  const publishNow = async () => {
    setBusy(true);
    await outdated.run(
      async (confirmOutdated) => {
        await publishReview(request.id, confirmOutdated ? { contentHash: request.contentHash, confirmOutdated } : { contentHash: request.contentHash });
        drafts.showNotice({ kind: 'success', message: 'Page published: the approved changes are now live.' });
        drafts.refresh();
      },
      (error) => {
        drafts.showNotice(reviewFailure(error, 'Failed to publish the page'));
        drafts.refresh();
      },
    );
    setBusy(false);
  };

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const iso = localInputToIso(at);
    if (!iso || Date.parse(iso) <= Date.now()) {
      setProblem('Choose a date and time in the future.');
      return;
    }
    setProblem('');
    void run(
      async () => setScheduled(await scheduleReviewPublish(drafts.page, request.id, iso)),
      `Publishing scheduled for ${localDateTime(iso)}.`,
      'Failed to schedule the publish',
    );
  };

  const cancel = () =>
    run(
      async () => {
        await cancelSchedule(scheduled!.id);
        setScheduled(null);
      },
      'Scheduled publish cancelled.',
      'Failed to cancel the scheduled publish',
    );

  return (
    <div className="admin-review-publish">
      {outdated.dialog}
      <button type="button" className="btn btn-primary" onClick={() => void publishNow()} disabled={busy}>
        {busy ? 'Publishing...' : 'Publish now'}
      </button>
      {scheduled ? (
        <button type="button" className="btn btn-outline" onClick={() => void cancel()} disabled={busy}>
          Cancel scheduled publish
        </button>
      ) : (
        <form className="admin-review-schedule" onSubmit={schedule} noValidate>
          <label htmlFor={`${id}-at`}>Publish at</label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={at}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setAt(event.target.value)}
          />
          <button type="submit" className="btn btn-outline" disabled={busy}>
            Schedule publish
          </button>
          {problem ? (
            <p id={`${id}-problem`} className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
