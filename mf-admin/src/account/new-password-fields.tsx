import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pharma/shared';
import { PASSWORD_HINT } from './password-rules';

interface Props {
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  /** The id of the message that describes a problem with them, if one is shown. */
  errorId?: string;
}

/** 'New password' and 'Confirm password', labelled, with the length hint tied to both. */
export function NewPasswordFields({ idPrefix, password, confirmation, onPassword, onConfirmation, errorId }: Props) {
  const hintId = `${idPrefix}-hint`;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-new`}>New password</label>
        <input
          id={`${idPrefix}-new`}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={errorId ? true : undefined}
        />
        <p id={hintId} className="field-help">
          {PASSWORD_HINT}
        </p>
      </div>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-confirm`}>Confirm password</label>
        <input
          id={`${idPrefix}-confirm`}
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={confirmation}
          onChange={(event) => onConfirmation(event.target.value)}
          aria-describedby={errorId}
          aria-invalid={errorId ? true : undefined}
        />
      </div>
    </>
  );
}
