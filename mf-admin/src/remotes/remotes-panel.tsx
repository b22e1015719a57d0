import {
  ConfirmDialog,
  describeFailure,
  failureNotice,
  LoadFailure,
  NoticeBanner,
  useAdminQuery,
  useNotice,
  type ReleaseHealth,
  type RemoteRelease,
  type RemoteStatus,
} from '@pharma/shared';
import { useEffect, useState } from 'react';
import { CanaryDialog } from './canary-dialog';
import { fetchRemotes, localTime, p75Text, promoteRelease, rollBack, setPinned, stopCanary, successText } from './remotes-api';

/** How often the tab reads the registry again while open: a canary may be rolled back by itself. */
const REFRESH_MS = 10_000;

type Pending = { kind: 'promote' | 'rollback'; remote: RemoteStatus; release?: RemoteRelease } | null;

/**
 * The Remotes tab (Administrators): per remote, the live release and the canary, when and by
 * whom it went live, whether its entry answers, what browsers report (success rate and p75 load time
 * over the last hour and day) and the gateways' render failures; its releases with Promote, Roll back
 * to and Canary; Roll back (to the release before the live one) and Pin. A canary the registry rolled
 * back by itself says why.
 */
export function RemotesPanel() {
  const query = useAdminQuery(fetchRemotes);
  const [notice, showNotice] = useNotice();
  const [pending, setPending] = useState<Pending>(null);
  const [canary, setCanary] = useState<{ remote: RemoteStatus; release: RemoteRelease } | null>(null);
  const [busy, setBusy] = useState(false);
  const { reload } = query;

  useEffect(() => {
    const timer = setInterval(() => void reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const act = async (what: string, action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      showNotice({ kind: 'success', message: `${what}.` });
    } catch (error) {
      showNotice(failureNotice(describeFailure(error, `${what} failed`)));
    } finally {
      setBusy(false);
      setPending(null);
      await reload();
    }
  };

  const confirmPending = () => {
    if (!pending) return;
    const { kind, remote, release } = pending;
    return kind === 'promote'
      ? act(`${remote.label}: ${release!.version} is live`, () => promoteRelease(remote.remote, release!.version))
      : act(`${remote.label} rolled back${release ? ` to ${release.version}` : ''}`, () => rollBack(remote.remote, release?.version));
  };

  return (
    <div className="admin-panel">
      <section className="admin-block" aria-labelledby="remotes-title">
        <div className="admin-block-head">
          <h2 className="admin-block-title" id="remotes-title">
            Remotes
          </h2>
          <button type="button" className="btn btn-outline btn-small" onClick={() => void reload()} disabled={query.loading}>
            Refresh
          </button>
        </div>
        <p className="admin-muted">
          Which release of each remote visitors get, how their browsers load it, and the releases you can go back to. Every change takes effect on the next page
          any gateway serves.
        </p>
        <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} />
        {query.error ? <LoadFailure onRetry={() => void reload()}>Could not load the remotes.</LoadFailure> : null}
        {query.loading && !query.data ? (
          <p className="admin-muted" aria-busy="true">
            Loading…
          </p>
        ) : null}
        {(query.data ?? []).map((remote) => (
          <RemoteCard
            key={remote.remote}
            remote={remote}
            busy={busy}
            onPromote={(release) => setPending({ kind: 'promote', remote, release })}
            onRollback={(release) => setPending({ kind: 'rollback', remote, release })}
            onCanary={(release) => setCanary({ remote, release })}
            onStopCanary={() => void act(`${remote.label}: canary stopped`, () => stopCanary(remote.remote))}
            onPin={(pinned) => void act(`${remote.label} ${pinned ? 'pinned' : 'unpinned'}`, () => setPinned(remote.remote, pinned))}
          />
        ))}
      </section>
      {pending ? (
        <ConfirmDialog
          title={pending.kind === 'promote' ? 'Make this release live' : 'Roll back'}
          message={
            pending.kind === 'promote'
              ? `Every visitor will get ${pending.remote.label} ${pending.release!.version} on their next page.`
              : `Every visitor will get ${pending.remote.label} ${pending.release?.version ?? 'the release before the live one'} on their next page.`
          }
          confirmLabel={pending.kind === 'promote' ? 'Make live' : 'Roll back'}
          onConfirm={confirmPending}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {canary ? (
        <CanaryDialog
          label={canary.remote.label}
          release={canary.release}
          onClose={() => setCanary(null)}
          onStarted={(percent) => {
            showNotice({ kind: 'success', message: `${canary.remote.label}: ${canary.release.version} goes to ${percent}% of visitors.` });
            setCanary(null);
            void reload();
          }}
        />
      ) : null}
    </div>
  );
}

interface RemoteCardProps {
  remote: RemoteStatus;
  busy: boolean;
  onPromote: (release: RemoteRelease) => void;
  onRollback: (release?: RemoteRelease) => void;
  onCanary: (release: RemoteRelease) => void;
  onStopCanary: () => void;
  onPin: (pinned: boolean) => void;
}

function RemoteCard({ remote, busy, onPromote, onRollback, onCanary, onStopCanary, onPin }: RemoteCardProps) {
  const titleId = `remote-${remote.remote}`;
  const live = remote.live?.version;
  const canary = remote.canary;
  const liveIndex = remote.releases.findIndex((release) => release.version === live);
  const canRollBack = !remote.pinned && liveIndex >= 0 && liveIndex < remote.releases.length - 1;
  return (
    <article className="admin-remote" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-remote-title">
        {remote.label} <span className="admin-muted">({remote.remote})</span>
        {remote.pinned ? <span className="badge">Pinned</span> : null}
        {canary ? <span className="badge badge-alert">Canary {canary.percent}%</span> : null}
      </h3>
      {remote.autoRollback ? (
        <div className="alert alert-error" role="alert">
          Canary {remote.autoRollback.version} was rolled back automatically at {localTime(remote.autoRollback.at)}: {remote.autoRollback.reason}.
        </div>
      ) : null}
      <dl className="admin-remote-facts">
        <dt>Live release</dt>
        <dd>
          {live ? `${live}, live since ${localTime(remote.liveSince)} (${remote.liveBy})` : "Nothing published yet: the gateways serve their file's list"}
        </dd>
        <dt>Canary</dt>
        <dd>{canary ? `${canary.release.version} for ${canary.percent}% of visitors since ${localTime(canary.startedAt)} (${canary.startedBy})` : 'None'}</dd>
        <dt>Entry</dt>
        <dd>{remote.reachable === null ? 'Not checked' : remote.reachable ? 'Reachable' : 'Not reachable'}</dd>
      </dl>
      <HealthTable remote={remote} />
      <div className="admin-remote-actions">
        <button
          type="button"
          className="btn btn-outline btn-small"
          disabled={busy || !canRollBack}
          onClick={() => onRollback()}
          aria-label={`Roll back ${remote.label}`}
        >
          Roll back
        </button>
        {canary ? (
          <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={onStopCanary} aria-label={`Stop the canary of ${remote.label}`}>
            Stop canary
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-outline btn-small"
          disabled={busy || !live}
          onClick={() => onPin(!remote.pinned)}
          aria-label={`${remote.pinned ? 'Unpin' : 'Pin'} ${remote.label}`}
        >
          {remote.pinned ? 'Unpin' : 'Pin'}
        </button>
      </div>
      {remote.releases.length ? (
        <div className="table-wrap">
          <table className="admin-table">
            <caption>Releases of {remote.label}</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Published</th>
                <th scope="col">By</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {remote.releases.map((release, index) => {
                const isLive = release.version === live;
                const isCanary = release.version === canary?.release.version;
                const older = liveIndex >= 0 && index > liveIndex;
                return (
                  <tr key={release.version}>
                    <td>
                      <code>{release.version}</code>
                    </td>
                    <td>{localTime(release.publishedAt)}</td>
                    <td>{release.publishedBy}</td>
                    <td>{isLive ? 'Live' : isCanary ? `Canary ${canary!.percent}%` : ''}</td>
                    <td className="admin-row-actions">
                      {!isLive && !remote.pinned ? (
                        <>
                          <button
                            type="button"
                            className="btn btn-outline btn-small"
                            disabled={busy}
                            onClick={() => (older ? onRollback(release) : onPromote(release))}
                            aria-label={`${older ? 'Roll back to' : 'Make live'} ${remote.label} ${release.version}`}
                          >
                            {older ? 'Roll back to' : 'Make live'}
                          </button>
                          {live ? (
                            <button
                              type="button"
                              className="btn btn-outline btn-small"
                              disabled={busy}
                              onClick={() => onCanary(release)}
                              aria-label={`Canary of ${remote.label} ${release.version}`}
                            >
                              Canary…
                            </button>
                          ) : null}
                        </>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </article>
  );
}

/** What browsers and gateways report, for the live release and the canary, over an hour and a day. */
function HealthTable({ remote }: { remote: RemoteStatus }) {
  const rows: Array<[string, ReleaseHealth | null, ReleaseHealth | null]> = [
    [`Live ${remote.live?.version ?? ''}`.trim(), remote.health.hour.live, remote.health.day.live],
  ];
  if (remote.canary) rows.push([`Canary ${remote.canary.release.version}`, remote.health.hour.canary, remote.health.day.canary]);
  return (
    <div className="table-wrap">
      <table className="admin-table">
        <caption>Health of {remote.label}</caption>
        <thead>
          <tr>
            <th scope="col">Release</th>
            <th scope="col">Loads (1 h)</th>
            <th scope="col">Success (1 h)</th>
            <th scope="col">p75 load (1 h)</th>
            <th scope="col">Loads (24 h)</th>
            <th scope="col">Success (24 h)</th>
            <th scope="col">p75 load (24 h)</th>
            <th scope="col">Render failures (1 h / 24 h)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, hour, day]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{hour?.loads ?? 0}</td>
              <td>{successText(hour)}</td>
              <td>{p75Text(hour)}</td>
              <td>{day?.loads ?? 0}</td>
              <td>{successText(day)}</td>
              <td>{p75Text(day)}</td>
              <td>
                {hour?.renderFailures ?? 0} / {day?.renderFailures ?? 0}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
