import { isSessionValid, readSession } from '@pharma/shared';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_FAILED, login } from '../session/login';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  if (isSessionValid(readSession())) return <Navigate to="/admin/dashboard" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError('');
    try {
      await login(username.trim(), password);
      navigate('/admin/dashboard', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : LOGIN_FAILED);
      setSubmitting(false);
    }
  };

  return (
    <div className="admin-login">
      <form className="admin-login-card card" onSubmit={onSubmit} noValidate={false}>
        <h1>Admin Sign In</h1>
        <p className="admin-login-lead">Sign in to manage the website content.</p>
        {notice ? <p className="alert alert-error" role="status">{notice}</p> : null}
        <div className="form-field">
          <label htmlFor="admin-username">Username</label>
          <input id="admin-username" name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor="admin-password">Password</label>
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
        {error ? <p className="alert alert-error" role="alert">{error}</p> : null}
        <button type="submit" className="btn btn-primary admin-login-submit" disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </div>
  );
}
