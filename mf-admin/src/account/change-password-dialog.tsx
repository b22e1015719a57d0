import { apiSend, Modal } from '@pharma/shared';
import { useId, useState, type FormEvent } from 'react';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordProblem, passwordRequestFailure } from './password-rules';

export const CHANGE_PASSWORD_PATH = '/api/auth/password';
export const PASSWORD_CHANGED = 'Your password has been changed.';

interface Props {
  onClose: () => void;
  /** Called once the API accepted the new password (the dashboard shows the success notice). */
  onChanged: () => void;
}

/** 'Change password': the current one, then the new one twice; the API's refusal is shown as it says it. */
export function ChangePasswordDialog({ onClose, onChanged }: Props) {
  const id = useId().replace(/:/g, '');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  // Reports its own failures in the dialog, so the handler that starts it ignores the promise (void).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problem = current ? newPasswordProblem(password, confirmation) : 'Enter your current password.';
    setError(problem ?? '');
    if (problem) return;
    setSaving(true);
    try {
      await apiSend('POST', CHANGE_PASSWORD_PATH, { currentPassword: current, newPassword: password });
      onChanged();
    } catch (failure) {
      setError(passwordRequestFailure(failure));
      setSaving(false);
    }
  };

  const errorId = error ? `${id}-error` : undefined;
  return (
    <Modal title="Change password" onClose={onClose} className="admin-dialog admin-password-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
        {error ? (
          <p id={errorId} className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form-field">
          <label htmlFor={`${id}-current`}>Current password</label>
          <input
            id={`${id}-current`}
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        </div>
        <NewPasswordFields
          idPrefix={id}
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errorId={errorId}
        />
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Change password'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
