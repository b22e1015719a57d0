import {
  can,
  describeFailure,
  failureNotice,
  LoadFailure,
  NoticeBanner,
  useAdminQuery,
  useNotice,
  useSignedInRole,
  type OutboxKind,
  type OutboxMessage,
  type OutboxState,
} from '@pharma/shared';
import { useState } from 'react';
import { fetchOutbox, sendAgain } from './outbox-api';

const STATES: Record<OutboxState, { label: string; badge: string }> = {
  queued: { label: 'Queued', badge: 'badge badge-draft' },
  sent: { label: 'Sent', badge: 'badge' },
  failed: { label: 'Failed', badge: 'badge badge-alert' },
};
const KINDS: Record<OutboxKind, string> = {
  'account-created': 'New account',
  'password-reset': 'Password reset',
  'password-forgotten': 'Forgotten password',
  'review-submitted': 'Review: submitted',
  'review-decided': 'Review: signed or rejected',
  'review-published': 'Review: published',
  'review-due': 'Review-by date',
  'enquiry-received': 'New enquiry',
  'schedule-failed': 'Schedule failed',
  'schedule-late': 'Schedule ran late',
};

function localTime(at: string | null): string {
  return at ? new Date(at).toLocaleString() : '';
}

/** Settings › Outbox: the site's outgoing mail, for Administrators (the list needs 'settings.edit'). */
export function OutboxPanel() {
  const role = useSignedInRole();
  return (
    <div className="admin-own-panel">
      <section className="admin-block" aria-labelledby="outbox-title">
        <h2 className="admin-block-title" id="outbox-title">
          Outbox
        </h2>
        <p className="admin-muted">
          Mail the site sends: set-password links for new accounts and password resets. A message the mail server refuses is tried again a few times, then
          marked failed; send it again once the server works.
        </p>
        {role === null || can(role, 'settings.edit') ? (
          <OutboxTable />
        ) : (
          <p className="alert alert-info" role="note">
            Only Administrators can see the outbox.
          </p>
        )}
      </section>
    </div>
  );
}

function OutboxTable() {
  const query = useAdminQuery(fetchOutbox);
  const [notice, showNotice] = useNotice();
  const [busy, setBusy] = useState(false);
  const messages = query.data ?? [];

  const again = async (message: OutboxMessage) => {
    setBusy(true);
    try {
      await sendAgain(message.id);
      showNotice({ kind: 'success', message: `"${message.subject}" to ${message.to} is queued to be sent again.` });
    } catch (error) {
      showNotice(failureNotice(describeFailure(error, `Failed to send "${message.subject}" again`)));
    } finally {
      setBusy(false);
      await query.reload();
    }
  };

  return (
    <>
      <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} />
      <button type="button" className="btn btn-outline btn-small" disabled={query.loading} onClick={() => void query.reload()}>
        Refresh
      </button>
      {query.error ? <LoadFailure onRetry={() => void query.reload()}>Could not load the outbox.</LoadFailure> : null}
      {query.loading && !query.data ? (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      ) : messages.length === 0 ? (
        query.error ? null : (
          <p className="admin-muted">No mail yet.</p>
        )
      ) : (
        <div className="table-wrap">
          <table className="admin-table">
            <caption>Outgoing mail, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Queued at</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Kind</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Sent at</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <OutboxRow key={message.id} message={message} busy={busy} onSendAgain={again} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function OutboxRow({ message, busy, onSendAgain }: { message: OutboxMessage; busy: boolean; onSendAgain: (message: OutboxMessage) => Promise<void> }) {
  const state = STATES[message.state];
  return (
    <tr>
      <td>{localTime(message.createdAt)}</td>
      <td>{message.to}</td>
      <td>{message.subject}</td>
      <td>{KINDS[message.kind]}</td>
      <td>
        <span className={state.badge}>{state.label}</span>
        {message.state === 'queued' && message.attempts > 0 ? <p className="admin-notice-detail">Next try at {localTime(message.nextAttemptAt)}</p> : null}
        {message.lastError && message.state !== 'sent' ? <p className="admin-notice-detail">{message.lastError}</p> : null}
      </td>
      <td>{message.attempts}</td>
      <td>{localTime(message.sentAt)}</td>
      <td>
        {message.state === 'failed' ? (
          <button
            type="button"
            className="btn btn-outline btn-small"
            aria-label={`Send again to ${message.to}`}
            disabled={busy}
            onClick={() => void onSendAgain(message)}
          >
            Send again
          </button>
        ) : null}
      </td>
    </tr>
  );
}
