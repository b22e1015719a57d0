import { ACCOUNT_TEXTS, apiSend } from '@pharma/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { passwordRequestFailure } from '../account/password-rules';
import { useMounted } from '../session/use-mounted';

export const FORGOT_PASSWORD_PATH = '/api/auth/forgot-password';

type Stage = { kind: 'form'; error: string } | { kind: 'sending' } | { kind: 'sent'; message: string };

/**
 * /admin/forgot-password: a person who forgot their password asks for a link to choose a new one. The
 * answer is the same whether or not the address has an account (nobody learns who has one).
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [stage, setStage] = useState<Stage>({ kind: 'form', error: '' });
  const ready = useMounted();

  // Reports its own failures on the page, so the handler that starts it ignores the promise (void).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage.kind === 'sending') return;
    setStage({ kind: 'sending' });
    try {
      const answer = await apiSend<{ message?: string }>('POST', FORGOT_PASSWORD_PATH, { email: email.trim() }, { whole: true });
      setStage({ kind: 'sent', message: answer?.message ?? ACCOUNT_TEXTS.forgottenSent });
    } catch (failure) {
      setStage({ kind: 'form', error: passwordRequestFailure(failure) });
    }
  };

  return (
    <div className="admin-login">
      <div className="admin-login-card card">
        <div className="admin-login-brand" aria-hidden="true">
          <i className="ri-mail-send-line" />
        </div>
        <h1 id="forgot-password-title">Forgot your password?</h1>
        {stage.kind === 'sent' ? (
          <p className="alert alert-success" role="status">
            {stage.message}
          </p>
        ) : (
          <form method="post" onSubmit={(event) => void submit(event)} aria-labelledby="forgot-password-title">
            <p className="admin-login-lead">Enter the e-mail address of your dashboard account. We will send it a link to choose a new password.</p>
            <fieldset className="admin-login-fields" disabled={!ready}>
              <div className="form-field">
                <label htmlFor="forgot-email">E-mail address</label>
                <input
                  id="forgot-email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </div>
              {stage.kind === 'form' && stage.error ? (
                <p className="alert alert-error" role="alert">
                  {stage.error}
                </p>
              ) : null}
              <button type="submit" className="btn btn-primary admin-login-submit" disabled={stage.kind === 'sending'}>
                {stage.kind === 'sending' ? 'Sending…' : 'Send the link'}
              </button>
            </fieldset>
          </form>
        )}
        <p className="admin-login-aside">
          <Link to="/admin/login">Back to sign in</Link>
        </p>
      </div>
    </div>
  );
}
