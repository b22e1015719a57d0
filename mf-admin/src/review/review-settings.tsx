import { DEFAULT_REVIEW_MEANING, emitAdminEvent, fetchReviewSettings, REVIEW_LIMITS, saveReviewSettings, type ReviewSettings } from '@pharma/shared';
import { SettingsDocumentFrame, useSettingsDocument } from '../settings/settings-document';
import { useId, useState, type FormEvent } from 'react';
import { SignerShortfall, useSignerCount } from './signer-shortfall';

export const REVIEW_SETTINGS_SAVED = 'Review settings saved successfully!';
export const REVIEW_SETTINGS_FAILED = 'Failed to save review settings';
export const REVIEW_SETTINGS_ERROR = 'Error saving review settings';

/** Settings › Review: Administrators change it ('settings.edit'); every other role reads it. */
export function ReviewSettingsPanel() {
  const doc = useSettingsDocument(
    fetchReviewSettings,
    saveReviewSettings,
    { saved: REVIEW_SETTINGS_SAVED, failed: REVIEW_SETTINGS_FAILED, error: REVIEW_SETTINGS_ERROR },
    () => emitAdminEvent('reviewSettingsChanged'),
  );
  const intro = (
    <p className="admin-muted">
      With review required, an Editor submits a page&apos;s changes and they are published only after every meaning below has been signed by a different
      reviewer.
    </p>
  );
  return (
    <SettingsDocumentFrame title="Review" intro={intro} what="the review settings" doc={doc}>
      {doc.query.data ? <ReviewSettingsForm key={doc.round} source={doc.query.data} canEdit={doc.canEdit} onSave={doc.save} /> : null}
    </SettingsDocumentFrame>
  );
}

/** The messages of the meanings, by index (empty when they are fine). */
export function meaningErrors(meanings: readonly string[]): Record<number, string> {
  const errors: Record<number, string> = {};
  const seen = new Map<string, number>();
  meanings.forEach((raw, index) => {
    const meaning = raw.trim();
    const name = `Meaning ${index + 1}`;
    if (!meaning) errors[index] = `${name} is required`;
    else if (meaning.length > REVIEW_LIMITS.meaningChars) errors[index] = `${name} must be ${REVIEW_LIMITS.meaningChars} characters or fewer`;
    else if (seen.has(meaning.toLowerCase())) errors[index] = `${name} is the same as meaning ${seen.get(meaning.toLowerCase())! + 1}`;
    if (meaning && !seen.has(meaning.toLowerCase())) seen.set(meaning.toLowerCase(), index);
  });
  return errors;
}

interface FormProps {
  source: ReviewSettings;
  canEdit: boolean;
  onSave: (settings: ReviewSettings) => Promise<void>;
}

function ReviewSettingsForm({ source, canEdit, onSave }: FormProps) {
  const id = useId();
  const [required, setRequired] = useState(source.required);
  const [meanings, setMeanings] = useState<string[]>(source.meanings.length ? source.meanings : [DEFAULT_REVIEW_MEANING]);
  const [unpublishOnExpiry, setUnpublishOnExpiry] = useState(source.unpublishOnExpiry);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const signers = useSignerCount();

  const setMeaning = (index: number, value: string) => setMeanings((list) => list.map((meaning, i) => (i === index ? value : meaning)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = meaningErrors(meanings);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-meaning-${Number(Object.keys(found)[0])}`)?.focus();
      return;
    }
    setSaving(true);
    await onSave({ required, meanings: meanings.map((meaning) => meaning.trim()), unpublishOnExpiry, version: source.version });
    setSaving(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Review settings">
      <fieldset className="admin-edit-guard" disabled={!canEdit}>
        <div className="form-field admin-field admin-field-checkbox">
          <label htmlFor={`${id}-required`}>
            <input id={`${id}-required`} type="checkbox" checked={required} onChange={(event) => setRequired(event.target.checked)} />
            Require review before publishing
          </label>
        </div>
        <fieldset className="admin-form-group admin-review-meanings" aria-describedby={`${id}-meanings-help`}>
          <legend>Meanings</legend>
          <p id={`${id}-meanings-help`} className="field-help">
            Each meaning needs its own signature, by a different person (1 to {REVIEW_LIMITS.meanings}, up to {REVIEW_LIMITS.meaningChars} characters each).
          </p>
          <ol className="admin-review-meaning-list">
            {meanings.map((meaning, index) => {
              const inputId = `${id}-meaning-${index}`;
              const error = errors[index];
              return (
                <li key={index} className={`form-field admin-field${error ? ' has-error' : ''}`}>
                  <label htmlFor={inputId}>Meaning {index + 1}</label>
                  <div className="admin-review-meaning-row">
                    <input
                      id={inputId}
                      type="text"
                      value={meaning}
                      maxLength={REVIEW_LIMITS.meaningChars}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      onChange={(event) => setMeaning(index, event.target.value)}
                    />
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Remove meaning ${index + 1}`}
                      title={`Remove meaning ${index + 1}`}
                      disabled={meanings.length <= 1}
                      onClick={() => {
                        setMeanings((list) => list.filter((_, i) => i !== index));
                        setErrors({});
                      }}
                    >
                      <i className="ri-delete-bin-line" aria-hidden="true" />
                    </button>
                  </div>
                  {error ? (
                    <p id={`${inputId}-error`} className="field-error">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {/* Counted as typed, so the Administrator sees the problem before saving it. */}
          <SignerShortfall meanings={meanings.filter((meaning) => meaning.trim()).length} signers={signers} />
          <button
            type="button"
            className="btn btn-outline btn-small"
            disabled={meanings.length >= REVIEW_LIMITS.meanings}
            onClick={() => setMeanings((list) => [...list, ''])}
          >
            <i className="ri-add-line" aria-hidden="true" /> Add meaning
          </button>
        </fieldset>
        <div className="form-field admin-field admin-field-checkbox">
          <label htmlFor={`${id}-expiry`}>
            <input
              id={`${id}-expiry`}
              type="checkbox"
              aria-describedby={`${id}-expiry-help`}
              checked={unpublishOnExpiry}
              onChange={(event) => setUnpublishOnExpiry(event.target.checked)}
            />
            Unpublish content on its review-by date
          </label>
          <p id={`${id}-expiry-help`} className="field-help">
            Off: content past its review-by date is only flagged in the dashboard.
          </p>
        </div>
      </fieldset>
      {canEdit ? (
        <div className="admin-form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save review settings'}
          </button>
        </div>
      ) : null}
    </form>
  );
}
