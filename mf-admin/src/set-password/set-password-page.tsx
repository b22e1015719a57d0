import { ACCOUNT_TEXTS, apiSend } from '@pharma/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { NewPasswordFields } from '../account/new-password-fields';
import { newPasswordProblem, passwordRequestFailure } from '../account/password-rules';

export const SET_PASSWORD_PATH = '/api/auth/set-password';
export const PASSWORD_SET = 'Your password is set. You can now sign in.';

/** The token of a set-password link ('#token=…'); '' when the address has none. */
export function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * Reads the link's token once, after mount (the server render has no fragment), and takes it out of
 * the address bar at once so it is not left in the history, a bookmark or a shared screen.
 * null while not read yet.
 */
function useLinkToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const { hash, pathname, search } = window.location;
    setToken(tokenOf(hash));
    if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);
  return token;
}

type Stage = { kind: 'form'; error: string } | { kind: 'saving' } | { kind: 'done' };

/** /admin/set-password#token=…: the page a new user (or one whose password was reset) opens from their link. */
export function SetPasswordPage() {
  const token = useLinkToken();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [stage, setStage] = useState<Stage>({ kind: 'form', error: '' });

  // Reports its own failures on the page, so the handler that starts it ignores the promise (void).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage.kind !== 'form' || !token) return;
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return setStage({ kind: 'form', error: problem });
    setStage({ kind: 'saving' });
    try {
      await apiSend('POST', SET_PASSWORD_PATH, { token, password });
      setStage({ kind: 'done' });
    } catch (failure) {
      setStage({ kind: 'form', error: passwordRequestFailure(failure) });
    }
  };

  return (
    <div className="admin-login">
      <div className="admin-login-card card">
        <div className="admin-login-brand" aria-hidden="true">
          <i className="ri-lock-password-line" />
        </div>
        <h1 id="set-password-title">Set your password</h1>
        {stage.kind === 'done' ? (
          <Done />
        ) : token === '' ? (
          <NoToken />
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="set-password-title" aria-busy={stage.kind === 'saving'}>
            <p className="admin-login-lead">Choose the password you will sign in with.</p>
            {stage.kind === 'form' && stage.error ? (
              <p id="set-password-error" className="alert alert-error" role="alert">
                {stage.error}
              </p>
            ) : null}
            {/* Disabled until the token is read (also in the server-rendered HTML, before any script). */}
            <fieldset className="admin-login-fields" disabled={token === null}>
              <NewPasswordFields
                idPrefix="set-password"
                password={password}
                confirmation={confirmation}
                onPassword={setPassword}
                onConfirmation={setConfirmation}
                errorId={stage.kind === 'form' && stage.error ? 'set-password-error' : undefined}
              />
              <button type="submit" className="btn btn-primary admin-login-submit" disabled={stage.kind === 'saving'}>
                {stage.kind === 'saving' ? 'Saving...' : 'Set password'}
              </button>
            </fieldset>
          </form>
        )}
      </div>
    </div>
  );
}

function Done() {
  return (
    <>
      <p className="alert alert-success" role="status">
        {PASSWORD_SET}
      </p>
      <Link className="btn btn-primary admin-login-submit" to="/admin/login">
        Go to sign in
      </Link>
    </>
  );
}

function NoToken() {
  return (
    <>
      <p className="alert alert-error" role="alert">
        {ACCOUNT_TEXTS.linkInvalid}
      </p>
      <Link to="/admin/login">Go to sign in</Link>
    </>
  );
}
