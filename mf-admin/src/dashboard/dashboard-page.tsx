import {
  can,
  clearSession,
  getRemoteList,
  LOGIN_TEXTS,
  NOTICE_TEXTS,
  NoticeBanner,
  readOnlyNotice,
  requestHistory,
  setStoreAlertHandler,
  Spinner,
  useNotice,
  type Enquiry,
  type Permission,
  type RemoteDescriptor,
  type Role,
  type SignedInUser,
} from '@pharma/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ChangePasswordDialog, PASSWORD_CHANGED } from '../account/change-password-dialog';
import { NoticesDialog } from '../account/notices-dialog';
import { ActivityPanel } from '../activity/activity-panel';
import type { HistoryLink } from '../activity/activity-table';
import { EnquiriesPanel, useNewEnquiryCount } from '../enquiries/enquiries-panel';
import { RemotesPanel } from '../remotes/remotes-panel';
import { ReviewPanel } from '../review/review-panel';
import { ReviewTabLabel, showsReviewTab, useReviewSummary } from '../review/review-summary';
import { logout as endSession } from '../session/login';
import { useSessionCheck, useSessionGuard } from '../session/use-session-guard';
import { ScheduleAlert, useSchedulesInTrouble } from '../schedules/schedule-alert';
import { SchedulesPanel } from '../schedules/schedules-panel';
import { SettingsPanel } from '../settings/settings-panel';
import { UsersPanel } from '../users/users-panel';
import { ContributedTab, pageKeyOf } from './contributed-tab';
import { DraftCountBadge, useDraftSummary } from './draft-summary';
import { Tabs, type TabItem } from './tabs';

/**
 * The admin area's own tabs, after the page remotes' tabs, and the permission each needs to show
 * ('signed-in': every role). Hiding is UX: the API refuses the calls of a tab a role may not use.
 * Enquiries are visitors' personal data: only roles with 'enquiries.read' see the tab (and its count).
 */
const OWN_TABS: readonly { id: string; label: string; needs: Permission }[] = [
  { id: 'settings', label: 'Settings', needs: 'signed-in' },
  { id: 'schedules', label: 'Schedules', needs: 'signed-in' },
  { id: 'users', label: 'Users Management', needs: 'users.manage' },
  { id: 'activity', label: 'Activity', needs: 'audit.read' },
  { id: 'remotes', label: 'Remotes', needs: 'remotes.manage' },
  { id: 'enquiries', label: 'Enquiries', needs: 'enquiries.read' },
];

/** The own tabs a role sees. */
export function ownTabsFor(role: Role): typeof OWN_TABS {
  return OWN_TABS.filter((tab) => can(role, tab.needs));
}

/** Page remotes that contribute a tab, in their declared order (Home, About, Capabilities, Contact, Products, Sustainability). */
function contributingRemotes(): RemoteDescriptor[] {
  return getRemoteList()
    .filter((remote) => remote.admin)
    .sort((a, b) => a.admin!.order - b.admin!.order);
}

/** The Review tab's id: after the page tabs, before the own tabs, for every signed-in role. */
export const REVIEW_TAB = 'review';

/** The dashboard frame: page tabs contributed by the page remotes, then Review, Settings, Users Management and Enquiries. */
export function DashboardPage() {
  const check = useSessionCheck();
  const session = check.status === 'valid' ? check.session : null;
  useSessionGuard(session);
  if (check.status === 'checking') return <Spinner label="Checking your session" />;
  if (!session) return <Navigate to="/admin/login" replace />;
  return <Dashboard user={session.user} />;
}

function Dashboard({ user }: { user: SignedInUser }) {
  const navigate = useNavigate();
  const pageRemotes = useMemo(contributingRemotes, []);
  const ownTabs = ownTabsFor(user.role);
  const [selected, setSelected] = useState(pageRemotes[0]?.name ?? ownTabs[0].id);
  const [changingPassword, setChangingPassword] = useState(false);
  const [editingNotices, setEditingNotices] = useState(false);
  const [storeNotice, showStoreNotice] = useNotice();
  const [newEnquiries, refreshEnquiries] = useNewEnquiryCount(can(user.role, 'enquiries.read'));
  const [draftCounts, refreshDraftCounts] = useDraftSummary();
  const [reviewSummary, refreshReviewSummary] = useReviewSummary();
  const showReview = showsReviewTab(reviewSummary);
  // A save, submission or withdrawal in a page tab changes the drafts counts and the review's.
  const onDraftsChanged = useCallback(() => {
    refreshDraftCounts();
    refreshReviewSummary();
  }, [refreshDraftCounts, refreshReviewSummary]);
  const [schedulesInTrouble, refreshSchedules] = useSchedulesInTrouble();
  // Activity's "View history": the entry's page tab, whose History button of the document opens its dialog.
  const remoteOfPage = useCallback((page: string) => pageRemotes.find((candidate) => pageKeyOf(candidate) === page), [pageRemotes]);
  const viewHistory = useCallback(
    (link: HistoryLink) => {
      const target = remoteOfPage(link.page);
      if (!target) return;
      if (link.target) requestHistory(link.target);
      setSelected(target.name);
    },
    [remoteOfPage],
  );
  const canOpenPage = useCallback((page: string) => Boolean(remoteOfPage(page)), [remoteOfPage]);

  // The browser store's quota alerts appear in the dashboard instead of a blocking window.alert.
  useEffect(() => setStoreAlertHandler((message) => showStoreNotice({ kind: 'error', message })), [showStoreNotice]);

  const tabs: TabItem[] = [
    ...pageRemotes.map((remote) => ({
      id: remote.name,
      label: <DraftCountBadge label={remote.admin!.label} count={draftCounts[pageKeyOf(remote)]} />,
    })),
    ...(showReview ? [{ id: REVIEW_TAB, label: <ReviewTabLabel count={reviewSummary?.waitingForMe ?? 0} /> }] : []),
    ...ownTabs.map((tab) => ({
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
  const reviewing = showReview && selected === REVIEW_TAB;
  // A tab the role lost (the API answered another role) falls back to the first one.
  const own = ownTabs.find((tab) => tab.id === selected)?.id ?? (remote || reviewing ? selected : (pageRemotes[0]?.name ?? ownTabs[0].id));

  return (
    <div className="admin-dashboard">
      <header className="admin-header">
        <div className="admin-title">
          <i className="ri-dashboard-3-line" aria-hidden="true" />
          <h1>Admin Dashboard</h1>
        </div>
        <div className="admin-user">
          <span>
            <i className="ri-user-3-line" aria-hidden="true" /> Signed in as <strong>{user.username}</strong>{' '}
            <span className="admin-role">
              ({user.name && user.name !== user.username && user.name !== user.role ? `${user.name}, ` : ''}
              {user.role})
            </span>
          </span>
          <button type="button" className="btn btn-outline btn-small" onClick={() => setChangingPassword(true)}>
            <i className="ri-lock-password-line" aria-hidden="true" /> Change password
          </button>
          <button type="button" className="btn btn-outline btn-small" onClick={() => setEditingNotices(true)}>
            <i className="ri-mail-line" aria-hidden="true" /> {NOTICE_TEXTS.title}
          </button>
          <a className="btn btn-outline btn-small" href="/" target="_blank" rel="noopener">
            View site<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <button type="button" className="btn btn-primary btn-small" onClick={() => void logout()} disabled={signingOut}>
            <i className="ri-logout-box-r-line" aria-hidden="true" /> {LOGIN_TEXTS.logout}
          </button>
        </div>
      </header>
      <div className="admin-main">
        {can(user.role, 'content.edit') ? null : (
          <p className="alert alert-info admin-read-only" role="note">
            <i className="ri-eye-line" aria-hidden="true" /> {readOnlyNotice(user.role)}
          </p>
        )}
        <NoticeBanner notice={storeNotice} onDismiss={() => showStoreNotice(null)} />
        <ScheduleAlert count={schedulesInTrouble} onOpen={() => setSelected('schedules')} />
        <Tabs label="Site sections" tabs={tabs} selected={remote ? selected : own} onSelect={setSelected} className="top-tabs" showHint>
          {remote ? (
            <ContributedTab key={remote.name} remote={remote} onDraftsChanged={onDraftsChanged} />
          ) : reviewing ? (
            <ReviewPanel onChanged={refreshReviewSummary} />
          ) : (
            <OwnPanel
              id={own}
              onEnquiriesChanged={refreshEnquiries}
              onSchedulesChanged={refreshSchedules}
              onViewHistory={viewHistory}
              canOpenPage={canOpenPage}
            />
          )}
        </Tabs>
      </div>
      {editingNotices ? (
        <NoticesDialog
          account={user.username}
          onClose={() => setEditingNotices(false)}
          onSaved={() => {
            setEditingNotices(false);
            showStoreNotice({ kind: 'success', message: NOTICE_TEXTS.saved });
          }}
        />
      ) : null}
      {changingPassword ? (
        <ChangePasswordDialog
          onClose={() => setChangingPassword(false)}
          onChanged={() => {
            setChangingPassword(false);
            showStoreNotice({ kind: 'success', message: PASSWORD_CHANGED });
          }}
        />
      ) : null}
    </div>
  );
}

function OwnPanel({
  id,
  onEnquiriesChanged,
  onSchedulesChanged,
  onViewHistory,
  canOpenPage,
}: {
  id: string;
  onEnquiriesChanged: (list: Enquiry[]) => void;
  onSchedulesChanged: () => void;
  onViewHistory: (link: HistoryLink) => void;
  canOpenPage: (page: string) => boolean;
}) {
  if (id === 'users') return <UsersPanel />;
  if (id === 'schedules') return <SchedulesPanel onChanged={onSchedulesChanged} />;
  if (id === 'activity') return <ActivityPanel onViewHistory={onViewHistory} canOpenPage={canOpenPage} />;
  if (id === 'remotes') return <RemotesPanel />;
  if (id === 'enquiries') return <EnquiriesPanel onChanged={onEnquiriesChanged} />;
  return <SettingsPanel />;
}
