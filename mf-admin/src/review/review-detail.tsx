import {
  can,
  ChangesTable,
  collectionTitle,
  DraftBadge,
  fetchReview,
  InvalidatedNote,
  isOpenReview,
  labelChanges,
  LoadFailure,
  localDate,
  localDateTime,
  NoticeBanner,
  PreviewFrame,
  REVIEW_STATE_LABELS,
  SECTION_ID,
  useAdminQuery,
  useNotice,
  useSignedInRole,
  VERDICT_LABELS,
  type ReviewDetail,
  type ReviewSignature,
} from '@pharma/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { pageLabel, pageRoute } from './review-pages';
import { SignatureDialog, VersionFacts } from './signature-dialog';

function When({ at }: { at: string }) {
  return <time dateTime={at}>{localDateTime(at)}</time>;
}

interface ReviewDetailViewProps {
  id: string;
  onClose: () => void;
  /** A signature was given: the list and the tab's count follow. */
  onChanged: () => void;
}

/**
 * One request: who submitted what and when, the field-level changes of each item (published against
 * submitted), the preview of the submitted page, the signatures so far and, last, for a reviewer who
 * may sign now, "Sign…": the control comes after everything there is to read, so nobody reaches it
 * before the changes and the preview.
 */
export function ReviewDetailView({ id, onClose, onChanged }: ReviewDetailViewProps) {
  const query = useAdminQuery(() => fetchReview(id));
  const [notice, showNotice] = useNotice();
  const [signing, setSigning] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const role = useSignedInRole();
  const request = query.data;
  const label = request ? pageLabel(request.page) : '';

  // Opening a request moves focus to its heading, so a screen reader starts there.
  useEffect(() => {
    heading.current?.focus();
  }, [request?.id]);

  return (
    <section className="admin-block admin-review-detail" aria-labelledby={`review-${id}-title`}>
      <div className="admin-block-head">
        <h2 id={`review-${id}-title`} ref={heading} tabIndex={-1} className="admin-block-title">
          {request ? `Review of ${label}` : 'Review'}
        </h2>
        <button type="button" className="btn btn-outline btn-small" onClick={onClose}>
          <i className="ri-arrow-left-line" aria-hidden="true" /> Back to the list
        </button>
      </div>
      <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} />
      {query.error ? <LoadFailure onRetry={() => void query.reload()}>Could not load this review.</LoadFailure> : null}
      {!request ? (
        query.error ? null : (
          <p className="admin-muted" aria-busy="true">
            Loading…
          </p>
        )
      ) : (
        <>
          <RequestFacts request={request} />
          <ItemChanges request={request} />
          <SubmittedPreview request={request} label={label} />
          <SignaturesTable signatures={request.signatures} />
          {can(role ?? undefined, 'content.review') ? (
            request.state === 'in_review' && request.canSign.meanings.length > 0 ? (
              <p className="admin-review-sign">
                <button type="button" className="btn btn-primary" onClick={() => setSigning(true)}>
                  Sign…
                </button>
              </p>
            ) : request.canSign.reason ? (
              <p className="admin-muted admin-review-cannot-sign">{request.canSign.reason}</p>
            ) : null
          ) : null}
          {signing ? (
            <SignatureDialog
              request={request}
              pageLabel={label}
              onClose={() => setSigning(false)}
              onStale={() => void query.reload()}
              onSigned={(_, meaning, verdict) => {
                setSigning(false);
                showNotice({ kind: 'success', message: `Signed: ${meaning}, ${VERDICT_LABELS[verdict].toLowerCase()}.` });
                void query.reload();
                onChanged();
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function RequestFacts({ request }: { request: ReviewDetail }) {
  return (
    <>
      <dl className="admin-review-facts">
        <dt>State</dt>
        <dd>{REVIEW_STATE_LABELS[request.state] ?? request.state}</dd>
        <dt>Submitted by</dt>
        <dd>
          {request.submittedByName || request.submittedBy}, <When at={request.submittedAt} />
        </dd>
        {request.note ? (
          <>
            <dt>Note to reviewers</dt>
            <dd>{request.note}</dd>
          </>
        ) : null}
        <VersionFacts request={request} />
        <dt>Meanings</dt>
        <dd>{request.meanings.join(', ')}</dd>
        {request.state === 'in_review' ? (
          <>
            <dt>Waiting for</dt>
            <dd>{request.pending.length ? request.pending.join(', ') : 'Nobody'}</dd>
          </>
        ) : null}
        {request.reviewBy ? (
          <>
            <dt>Review by</dt>
            <dd>
              <time dateTime={request.reviewBy}>{localDate(request.reviewBy)}</time>
            </dd>
          </>
        ) : null}
        {request.scheduledFor ? (
          <>
            <dt>Scheduled to publish</dt>
            <dd>
              <When at={request.scheduledFor} />
            </dd>
          </>
        ) : null}
        {request.publishedAt ? (
          <>
            <dt>Published</dt>
            <dd>
              <When at={request.publishedAt} />
              {request.publishedBy ? ` by ${request.publishedBy}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {request.rejection ? (
        <div className="admin-review-rejection">
          <p>
            <strong>
              Rejected by {request.rejection.name} ({request.rejection.meaning}):
            </strong>{' '}
            {request.rejection.comment}
          </p>
        </div>
      ) : null}
    </>
  );
}

/**
 * The section a change belongs to, as the Editor's tab calls it ("Hero Slides"), and the item's own
 * name under it ("Slide 2"), or none for a section's one document.
 */
export function changeTitles(diff: ReviewDetail['diffs'][number]): { section: string; item?: string } {
  const section = collectionTitle(diff.collection);
  const item = diff.label ?? (diff.id === SECTION_ID ? undefined : diff.id);
  return { section, item: item && item !== section ? item : undefined };
}

/** Per item, its fields published against submitted (the History dialog's table). */
function ItemChanges({ request }: { request: ReviewDetail }) {
  const id = useId();
  return (
    <section className="admin-review-changes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Changes</h3>
      {request.diffs.length === 0 ? <p className="admin-empty">No changes.</p> : null}
      {request.diffs.map((diff) => {
        const { section, item } = changeTitles(diff);
        const label = item ?? section;
        const changes = labelChanges([], diff.changes);
        return (
          <div key={`${diff.collection}/${diff.id}`} className="admin-review-item">
            <h4>
              {section}
              {item ? <span className="admin-review-item-name"> — {item}</span> : null} <DraftBadge change={diff} />
            </h4>
            {changes.length === 0 ? (
              <p className="admin-empty">No field differences.</p>
            ) : (
              <div className="admin-table-wrap">
                <ChangesTable caption={`Changes to ${label}`} before="Published" after="Submitted" changes={changes} />
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** Every signature given, with the manifestation Part 11 asks for (name, date and time, meaning). */
export function SignaturesTable({ signatures }: { signatures: readonly ReviewSignature[] }) {
  const id = useId();
  return (
    <section className="admin-review-signatures" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Signatures</h3>
      {signatures.length === 0 ? (
        <p className="admin-empty">No signatures yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Signatures given</caption>
            <thead>
              <tr>
                <th scope="col">Printed name</th>
                <th scope="col">User ID</th>
                <th scope="col">Signed at</th>
                <th scope="col">Meaning</th>
                <th scope="col">Verdict</th>
                <th scope="col">Comment</th>
                <th scope="col">Valid</th>
              </tr>
            </thead>
            <tbody>
              {signatures.map((signature) => (
                <tr key={signature.id}>
                  <th scope="row">{signature.printedName}</th>
                  <td>{signature.username}</td>
                  <td>
                    <When at={signature.at} />
                  </td>
                  <td>{signature.meaning}</td>
                  <td>{VERDICT_LABELS[signature.verdict] ?? signature.verdict}</td>
                  <td>{signature.comment}</td>
                  <td>{signature.valid ? 'Valid' : <InvalidatedNote signature={signature} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The page as submitted: the drafts stay frozen while the request is open, so the preview shows them. */
function SubmittedPreview({ request, label }: { request: ReviewDetail; label: string }) {
  const id = useId();
  const route = pageRoute(request.page);
  const [shown, setShown] = useState(false);
  if (!route) return null;
  return (
    <section className="admin-review-preview" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Preview</h3>
      {!isOpenReview(request) ? (
        <p className="admin-muted">The preview shows the submitted version only while the request is open.</p>
      ) : (
        <>
          <button type="button" className="btn btn-outline btn-small" aria-expanded={shown} onClick={() => setShown((value) => !value)}>
            {shown ? 'Hide preview' : 'Show preview'}
          </button>
          {shown ? <PreviewFrame route={route} title={`Preview of the submitted ${label}`} /> : null}
        </>
      )}
    </section>
  );
}
