import {
  ADMIN_BUTTONS,
  ApiError,
  collectionTitle,
  fetchSigningStatus,
  Modal,
  REVIEW_LIMITS,
  REVIEW_TEXTS,
  shortContentHash,
  signReview,
  type ReviewDetail,
  type ReviewRequest,
  type SignatureVerdict,
  type SignRequest,
} from '@pharma/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { versionText } from './review-pages';

/** Said next to the Sign button (21 CFR Part 11 §11.100(c): the signer knows what signing means). */
export const SIGNATURE_STATEMENT =
  'This electronic signature is the legally binding equivalent of your handwritten signature. It records your name, the date and time and the meaning you choose, bound to the exact content you reviewed.';

interface SignatureDialogProps {
  request: ReviewDetail;
  /** The page's name as the dashboard shows it ("Home Page"). */
  pageLabel: string;
  onClose: () => void;
  onSigned: (request: ReviewRequest, meaning: string, verdict: SignatureVerdict) => void;
  /** The API said the content changed (409): the detail behind the dialog reads it again. */
  onStale: () => void;
}

type Errors = Partial<Record<'comment' | 'username' | 'password', string>>;

/** The sections a request changes, each once, in the order of its changes ("Hero Slides, Statistics"). */
export function changedSections(request: Pick<ReviewDetail, 'diffs' | 'items'>): string[] {
  const collections = (request.diffs.length ? request.diffs : request.items).map((change) => change.collection);
  return [...new Set(collections.map(collectionTitle))];
}

/**
 * The signature dialog: meaning, verdict, comment (required to reject), the user name when the
 * session has not signed yet, and the password. No verdict is chosen for the reviewer: a signature
 * must be a deliberate act, so Sign stays off until Approve or Reject is picked. Beside the statement
 * it repeats what is being signed (page, sections, version, content hash). Sends the content hash the
 * reviewer looked at; the API, which checks it, has the last word, and its refusals (wrong password,
 * content changed…) are shown here as sent.
 */
export function SignatureDialog({ request, pageLabel, onClose, onSigned, onStale }: SignatureDialogProps) {
  const id = useId();
  const [meaning, setMeaning] = useState(request.canSign.meanings[0] ?? '');
  const [verdict, setVerdict] = useState<SignatureVerdict | ''>('');
  const [comment, setComment] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [usernameRequired, setUsernameRequired] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let current = true;
    // Without an answer both are asked: the API accepts a user name it does not need.
    fetchSigningStatus().then(
      (status) => current && setUsernameRequired(status?.usernameRequired !== false),
      () => current && setUsernameRequired(true),
    );
    return () => {
      current = false;
    };
  }, []);

  const check = (): Errors => {
    const found: Errors = {};
    if (verdict === 'rejected' && !comment.trim()) found.comment = REVIEW_TEXTS.rejectionNeedsComment;
    if (usernameRequired && !username.trim()) found.username = 'Enter your user name.';
    if (!password) found.password = 'Enter your password.';
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFailure('');
    const first = (['comment', 'username', 'password'] as const).find((key) => found[key]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (!verdict) return;
    const body: SignRequest = { meaning, verdict, password, contentHash: request.contentHash };
    if (comment.trim()) body.comment = comment.trim();
    if (usernameRequired) body.username = username.trim();
    setBusy(true);
    try {
      onSigned(await signReview(request.id, body), meaning, verdict);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : `Nothing was signed: ${error instanceof Error ? error.message : 'no answer'}.`);
      setPassword('');
      setBusy(false);
      if (error instanceof ApiError && error.status === 409) onStale();
      passwordRef.current?.focus();
    }
  };

  const described = (field: keyof Errors, help?: string) => [help, errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: keyof Errors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <Modal title={`Sign ${pageLabel} review`} onClose={onClose} className="admin-dialog admin-signature-dialog">
      {usernameRequired === null ? (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          {failure ? (
            <div className="alert alert-error" role="alert">
              {failure}
            </div>
          ) : null}
          <div className="form-field admin-field">
            <label htmlFor={`${id}-meaning`}>Meaning</label>
            <select id={`${id}-meaning`} value={meaning} onChange={(event) => setMeaning(event.target.value)}>
              {request.canSign.meanings.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="admin-form-group admin-signature-verdict" aria-describedby={`${id}-verdict-help`}>
            <legend>Verdict</legend>
            <p id={`${id}-verdict-help`} className="field-help">
              Choose Approve or Reject: nothing is chosen for you.
            </p>
            {(
              [
                ['approved', 'Approve'],
                ['rejected', 'Reject'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} htmlFor={`${id}-verdict-${value}`} className="admin-radio">
                <input
                  id={`${id}-verdict-${value}`}
                  type="radio"
                  name={`${id}-verdict`}
                  value={value}
                  checked={verdict === value}
                  onChange={() => setVerdict(value)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          <div className={`form-field admin-field${errors.comment ? ' has-error' : ''}`}>
            <label htmlFor={`${id}-comment`}>Comment</label>
            <textarea
              id={`${id}-comment`}
              rows={3}
              value={comment}
              maxLength={REVIEW_LIMITS.commentChars}
              aria-required={verdict === 'rejected' || undefined}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={described('comment', `${id}-comment-help`)}
              onChange={(event) => setComment(event.target.value)}
            />
            <p id={`${id}-comment-help`} className="field-help">
              Required when you reject: say what must change.
            </p>
            {fieldError('comment')}
          </div>
          {usernameRequired ? (
            <div className={`form-field admin-field${errors.username ? ' has-error' : ''}`}>
              <label htmlFor={`${id}-username`}>User name</label>
              <input
                id={`${id}-username`}
                type="text"
                autoComplete="username"
                value={username}
                aria-required="true"
                aria-invalid={errors.username ? true : undefined}
                aria-describedby={described('username')}
                onChange={(event) => setUsername(event.target.value)}
              />
              {fieldError('username')}
            </div>
          ) : null}
          <div className={`form-field admin-field${errors.password ? ' has-error' : ''}`}>
            <label htmlFor={`${id}-password`}>Password</label>
            <input
              ref={passwordRef}
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-required="true"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={described('password')}
              onChange={(event) => setPassword(event.target.value)}
            />
            {fieldError('password')}
          </div>
          <div className="admin-signature-subject" role="group" aria-labelledby={`${id}-subject-title`}>
            <p id={`${id}-subject-title`} className="admin-signature-subject-title">
              You are signing
            </p>
            <dl id={`${id}-subject`}>
              <dt>Page</dt>
              <dd>{pageLabel}</dd>
              <dt>Sections changed</dt>
              <dd>{changedSections(request).join(', ') || 'None'}</dd>
              <VersionFacts request={request} />
            </dl>
            <p id={`${id}-statement`} className="admin-signature-statement">
              {SIGNATURE_STATEMENT}
            </p>
          </div>
          {verdict ? null : (
            <p id={`${id}-sign-help`} className="field-help admin-signature-sign-help">
              Sign is available once you choose Approve or Reject.
            </p>
          )}
          <div className="admin-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
              {ADMIN_BUTTONS.cancel}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={busy || !verdict}
              aria-describedby={[`${id}-subject`, `${id}-statement`, verdict ? '' : `${id}-sign-help`].filter(Boolean).join(' ')}
            >
              {busy ? 'Signing...' : 'Sign'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** The exact version a signature is given on, as rows of a description list: request and round, then the content hash. */
export function VersionFacts({ request }: { request: ReviewRequest }) {
  return (
    <>
      <dt>Version</dt>
      <dd>{versionText(request)}</dd>
      <dt>Content hash</dt>
      <dd>
        <code title={request.contentHash}>{shortContentHash(request.contentHash)}</code>
      </dd>
    </>
  );
}
