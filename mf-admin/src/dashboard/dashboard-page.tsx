import { clearSession, getRemoteList, isSessionValid, readSession, SESSION_EXPIRED_EVENT } from '@pharma/shared';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ContributedTab } from './contributed-tab';
import { SettingsPanel } from './settings-panel';
import { Tabs } from './tabs';

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';

/** The dashboard frame: page tabs contributed by the page remotes, then the admin's own tabs. */
export function DashboardPage() {
  const navigate = useNavigate();
  const session = readSession();
  const pageRemotes = useMemo(
    () => getRemoteList().filter((remote) => remote.admin).sort((a, b) => a.admin!.order - b.admin!.order),
    [],
  );
  const tabs = [...pageRemotes.map((r) => ({ id: r.name, label: r.admin!.label })), { id: 'settings', label: 'Settings' }];
  const [selected, setSelected] = useState(tabs[0].id);

  useEffect(() => {
    const onExpired = () => navigate('/admin/login', { replace: true, state: { notice: SESSION_EXPIRED_NOTICE } });
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);

  if (!isSessionValid(session)) return <Navigate to="/admin/login" replace />;

  const logout = () => {
    clearSession();
    navigate('/admin/login', { replace: true });
  };
  const remote = pageRemotes.find((r) => r.name === selected);

  return (
    <div className="admin-dashboard">
      <header className="admin-header">
        <h1>Admin Dashboard</h1>
        <div className="admin-user">
          <span>
            Signed in as <strong>{session.user.username}</strong>
          </span>
          <button type="button" className="btn btn-outline" onClick={logout}>
            Logout
          </button>
        </div>
      </header>
      <Tabs label="Site sections" tabs={tabs} selected={selected} onSelect={setSelected} className="top-tabs">
        {remote ? <ContributedTab key={remote.name} remote={remote} /> : <SettingsPanel />}
      </Tabs>
    </div>
  );
}
