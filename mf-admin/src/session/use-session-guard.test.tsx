import { act, render, screen, waitFor } from '@testing-library/react';
import { SESSION_EXPIRED_EVENT } from '@pharma/shared';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionCheck, useSessionGuard } from './use-session-guard';
import { json } from '@pharma/shared/testing';

type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

/** The dashboard's session logic without the dashboard: who it shows, or where it sends the admin. */
function Probe() {
  const check = useSessionCheck();
  const session = check.status === 'valid' ? check.session : null;
  useSessionGuard(session);
  if (check.status === 'none') return <Navigate to="/admin/login" replace />; // as the dashboard does
  return <p>{check.status === 'valid' ? `signed in as ${check.session.user.username}` : check.status}</p>;
}

function LoginProbe() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return <p>login page {notice ?? 'without notice'}</p>;
}

function renderProbe() {
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <Routes>
        <Route path="/admin/dashboard" element={<Probe />} />
        <Route path="/admin/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the dashboard session check (GET /api/auth/me, no token in the browser)', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('asks the API when the browser remembers nobody: a valid cookie signs the dashboard in', async () => {
    fetchMock.mockResolvedValue(json(200, { user: { username: 'admin', role: 'Administrator' } }));
    renderProbe();
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('signed in as admin')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/auth/me');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(localStorage.getItem('admin_auth')!)).toEqual({ user: { username: 'admin', role: 'Administrator' } });
  });

  it('without a session (401) goes to sign-in without the expiry notice', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Authentication required' }));
    renderProbe();
    expect(await screen.findByText('login page without notice')).toBeInTheDocument();
  });

  it('a remembered session the API refuses sends the admin to sign-in with the notice and forgets it', async () => {
    localStorage.setItem('admin_auth', JSON.stringify({ user: { username: 'admin', role: 'Administrator' } }));
    fetchMock.mockResolvedValue(json(401, { message: 'Invalid or expired session' }));
    renderProbe();
    expect(screen.getByText('signed in as admin')).toBeInTheDocument(); // painted at once
    expect(await screen.findByText('login page Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(localStorage.getItem('admin_auth')).toBeNull();
  });

  it('an API outage is not a sign-out', async () => {
    localStorage.setItem('admin_auth', JSON.stringify({ user: { username: 'admin', role: 'Administrator' } }));
    fetchMock.mockRejectedValue(new TypeError('network'));
    renderProbe();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('signed in as admin')).toBeInTheDocument();
  });

  it('a 401 from any editor call (SESSION_EXPIRED_EVENT) sends the admin to sign-in with the notice', async () => {
    localStorage.setItem('admin_auth', JSON.stringify({ user: { username: 'admin', role: 'Administrator' } }));
    fetchMock.mockResolvedValue(json(200, { user: { username: 'admin', role: 'Administrator' } }));
    renderProbe();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    act(() => {
      window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
    });
    expect(await screen.findByText('login page Your session has expired. Please sign in again.')).toBeInTheDocument();
  });
});
