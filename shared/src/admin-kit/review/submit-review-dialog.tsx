import { useId, useState, type FormEvent } from 'react';
import { ADMIN_BUTTONS } from '../../content/constants.js';
import { REVIEW_LIMITS, type ReviewRequest, type SubmitReviewRequest } from '../../content/review.js';
import { Modal } from '../../ui/modal.js';
import type { Notice } from '../forms/feedback.js';
import { localToday, reviewFailure, submitReview } from './review-api.js';

export const SUBMIT_FOR_REVIEW = 'Submit for review';

interface SubmitReviewDialogProps {
  page: string;
  onClose: () => void;
  onSubmitted: (request: ReviewRequest) => void;
}

/**
 * "Submit for review": a note to the reviewers and an optional "Review by" date, then the page's
 * drafts go to the reviewers (and are frozen). A refusal stays in the dialog.
 */
export function SubmitReviewDialog({ page, onClose, onSubmitted }: SubmitReviewDialogProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [reviewBy, setReviewBy] = useState('');
  const [failure, setFailure] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const body: SubmitReviewRequest = { page };
    if (note.trim()) body.note = note.trim();
    if (reviewBy) body.reviewBy = reviewBy;
    try {
      onSubmitted(await submitReview(body));
    } catch (error) {
      setFailure(reviewFailure(error, 'Failed to submit the page for review'));
      setBusy(false);
    }
  };

  return (
    <Modal title={SUBMIT_FOR_REVIEW} onClose={onClose} className="admin-dialog admin-review-submit">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className="admin-muted">The page&apos;s unpublished changes go to the reviewers and cannot be edited until the review ends or you withdraw it.</p>
        {failure ? (
          <div className="alert alert-error" role="alert">
            <strong>{failure.message}</strong>
            {failure.detail ? <span className="admin-notice-detail"> {failure.detail}</span> : null}
          </div>
        ) : null}
        <div className="form-field admin-field">
          <label htmlFor={`${id}-note`}>Note to reviewers</label>
          <textarea id={`${id}-note`} rows={4} maxLength={REVIEW_LIMITS.commentChars} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <div className="form-field admin-field">
          <label htmlFor={`${id}-review-by`}>Review by</label>
          <input
            id={`${id}-review-by`}
            type="date"
            min={localToday()}
            value={reviewBy}
            aria-describedby={`${id}-review-by-help`}
            onChange={(event) => setReviewBy(event.target.value)}
          />
          <small id={`${id}-review-by-help`} className="field-help">
            Optional: the date the published content must be reviewed again.
          </small>
        </div>
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            {ADMIN_BUTTONS.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Submitting...' : SUBMIT_FOR_REVIEW}
          </button>
        </div>
      </form>
    </Modal>
  );
}
