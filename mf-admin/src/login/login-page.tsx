import { LOGIN_FAILED, LOGIN_TEXTS, readSession } from '@pharma/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { fetchDemoCredentials, login, type DemoCredentials } from '../session/login';
import { clearSignInNotice, signInNotice } from '../session/use-session-guard';
import { useMounted } from '../session/use-mounted';

/** Sign-in: Username and Password (both required), 'Signing in...' while the call runs. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = signInNotice((location.state as { notice?: string } | null)?.notice);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const demo = useDemoCredentials();
  const ready = useMounted();

  // Signed in as far as this browser knows: the dashboard asks the API and sends back here if not.
  if (readSession()) return <Navigate to="/admin/dashboard" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError('');
    try {
      await login(username.trim(), password);
      clearSignInNotice();
      void navigate('/admin/dashboard', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : LOGIN_FAILED);
      setSubmitting(false);
    }
  };

  return (
    <div className="admin-login">
      {/*
        The gateway paints this form from server-rendered HTML before the script runs. Until React owns it
        the fields stay disabled (typed text would be lost), and POST keeps a password out of any URL.
      */}
      <form
        className="admin-login-card card"
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="admin-login-title"
        aria-busy={!ready || undefined}
      >
        <div className="admin-login-brand" aria-hidden="true">
          <i className="ri-shield-user-line" />
        </div>
        <h1 id="admin-login-title">Admin Sign In</h1>
        <p className="admin-login-lead">Sign in to manage the website content.</p>
        {notice ? (
          <p className="alert alert-error" role="alert">
            {notice}
          </p>
        ) : null}
        <fieldset className="admin-login-fields" disabled={!ready}>
          <div className="form-field">
            <label htmlFor="admin-username">{LOGIN_TEXTS.username}</label>
            <input id="admin-username" name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
          </div>
          <div className="form-field">
            <label htmlFor="admin-password">{LOGIN_TEXTS.password}</label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          {error ? (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary admin-login-submit" disabled={submitting}>
            {submitting ? LOGIN_TEXTS.signingIn : LOGIN_TEXTS.signIn}
          </button>
        </fieldset>
        <p className="admin-login-aside">
          <Link to="/admin/forgot-password">Forgot password?</Link>
        </p>
        {demo ? (
          <aside className="admin-demo" aria-label="Demo credentials">
            <p className="admin-demo-title">Demo credentials</p>
            <p>
              Username: <code>{demo.username}</code>
              <br />
              Password: <code>{demo.password}</code>
            </p>
          </aside>
        ) : null}
      </form>
    </div>
  );
}

function useDemoCredentials(): DemoCredentials | null {
  const [demo, setDemo] = useState<DemoCredentials | null>(null);
  useEffect(() => {
    let active = true;
    void fetchDemoCredentials().then((value) => active && setDemo(value));
    return () => {
      active = false;
    };
  }, []);
  return demo;
}
