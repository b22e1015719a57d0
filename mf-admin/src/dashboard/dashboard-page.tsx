import {
  clearSession,
  getRemoteList,
  LOGIN_TEXTS,
  NoticeBanner,
  setStoreAlertHandler,
  Spinner,
  useNotice,
  type Enquiry,
  type RemoteDescriptor,
} from '@pharma/shared';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { EnquiriesPanel, useNewEnquiryCount } from '../enquiries/enquiries-panel';
import { logout as endSession } from '../session/login';
import { useSessionCheck, useSessionGuard } from '../session/use-session-guard';
import { SettingsPanel } from '../settings/settings-panel';
import { UsersPanel } from '../users/users-panel';
import { ContributedTab } from './contributed-tab';
import { Tabs, type TabItem } from './tabs';

/** The admin area's own tabs, after the page remotes' tabs. */
const OWN_TABS = [
  { id: 'settings', label: 'Settings' },
  { id: 'users', label: 'Users Management' },
  { id: 'enquiries', label: 'Enquiries' },
] as const;

/** Page remotes that contribute a tab, in their declared order (Home, About, Capabilities, Contact, Products, Sustainability). */
function contributingRemotes(): RemoteDescriptor[] {
  return getRemoteList()
    .filter((remote) => remote.admin)
    .sort((a, b) => a.admin!.order - b.admin!.order);
}

/** The dashboard frame: page tabs contributed by the page remotes, then Settings, Users Management and Enquiries. */
export function DashboardPage() {
  const check = useSessionCheck();
  const session = check.status === 'valid' ? check.session : null;
  useSessionGuard(session);
  if (check.status === 'checking') return <Spinner label="Checking your session" />;
  if (!session) return <Navigate to="/admin/login" replace />;
  return <Dashboard username={session.user.username} />;
}

function Dashboard({ username }: { username: string }) {
  const navigate = useNavigate();
  const pageRemotes = useMemo(contributingRemotes, []);
  const [selected, setSelected] = useState(pageRemotes[0]?.name ?? OWN_TABS[0].id);
  const [storeNotice, showStoreNotice] = useNotice();
  const [newEnquiries, refreshEnquiries] = useNewEnquiryCount();

  // The browser store's quota alerts appear in the dashboard instead of a blocking window.alert.
  useEffect(() => setStoreAlertHandler((message) => showStoreNotice({ kind: 'error', message })), [showStoreNotice]);

  const tabs: TabItem[] = [
    ...pageRemotes.map((remote) => ({ id: remote.name, label: remote.admin!.label })),
    ...OWN_TABS.map((tab) => ({
      id: tab.id,
      label:
        tab.id === 'enquiries' && newEnquiries > 0 ? (
          <>
            {tab.label}{' '}
            <span className="badge badge-alert">
              {newEnquiries}
              <span className="visually-hidden"> new</span>
            </span>
          </>
        ) : (
          tab.label
        ),
    })),
  ];

  const [signingOut, setSigningOut] = useState(false);
  const logout = async () => {
    setSigningOut(true);
    await endSession();
    clearSession();
    void navigate('/admin/login', { replace: true });
  };
  const remote = pageRemotes.find((r) => r.name === selected);

  return (
    <div className="admin-dashboard">
      <header className="admin-header">
        <div className="admin-title">
          <i className="ri-dashboard-3-line" aria-hidden="true" />
          <h1>Admin Dashboard</h1>
        </div>
        <div className="admin-user">
          <span>
            <i className="ri-user-3-line" aria-hidden="true" /> Signed in as <strong>{username}</strong>
          </span>
          <a className="btn btn-outline btn-small" href="/" target="_blank" rel="noopener">
            View site<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <button type="button" className="btn btn-primary btn-small" onClick={() => void logout()} disabled={signingOut}>
            <i className="ri-logout-box-r-line" aria-hidden="true" /> {LOGIN_TEXTS.logout}
          </button>
        </div>
      </header>
      <div className="admin-main">
        <NoticeBanner notice={storeNotice} onDismiss={() => showStoreNotice(null)} />
        <Tabs label="Site sections" tabs={tabs} selected={selected} onSelect={setSelected} className="top-tabs">
          {remote ? <ContributedTab key={remote.name} remote={remote} /> : <OwnPanel id={selected} onEnquiriesChanged={refreshEnquiries} />}
        </Tabs>
      </div>
    </div>
  );
}

function OwnPanel({ id, onEnquiriesChanged }: { id: string; onEnquiriesChanged: (list: Enquiry[]) => void }) {
  if (id === 'users') return <UsersPanel />;
  if (id === 'enquiries') return <EnquiriesPanel onChanged={onEnquiriesChanged} />;
  return <SettingsPanel />;
}
