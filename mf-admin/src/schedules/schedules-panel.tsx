import {
  can,
  collectionLabel,
  describeFailure,
  failureNotice,
  getRemoteList,
  LoadFailure,
  NoticeBanner,
  useAdminQuery,
  useNotice,
  useSignedInRole,
  type ContentSchedule,
  type ReviewDateEntry,
} from '@pharma/shared';
import { useState } from 'react';
import { pageKeyOf } from '../dashboard/contributed-tab';
import { cancelSchedule, fetchReviewDates, fetchSchedules, isLate, lateByMs, SCHEDULE_TEXTS } from './schedules-api';
import { UnpublishForm, type PageOption } from './unpublish-form';

const ACTIONS: Record<ContentSchedule['action'], string> = { publish: 'Publish', unpublish: 'Unpublish' };
const STATES: Record<ContentSchedule['state'], string> = { pending: 'Pending', done: 'Done', failed: 'Failed', cancelled: 'Cancelled' };

function localTime(at: string | undefined): string {
  if (!at) return '';
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : date.toLocaleString();
}

/** A YYYY-MM-DD date as the reader writes dates (a day, no time: never shifted by a time zone). */
function localDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d).toLocaleDateString() : day;
}

/** The pages with a dashboard tab, in the tabs' order: key ('home') and the tab's label ('Home Page'). */
function usePages(): PageOption[] {
  const [pages] = useState(() =>
    getRemoteList()
      .flatMap((remote) => (remote.admin ? [{ key: pageKeyOf(remote), label: remote.admin.label, order: remote.admin.order }] : []))
      .sort((a, b) => a.order - b.order)
      .map(({ key, label }) => ({ key, label })),
  );
  return pages;
}

/** A page key ('home') as its dashboard tab names it ('Home Page'). */
function usePageLabel(): (page: string) => string {
  const pages = usePages();
  return (page) => pages.find((option) => option.key === page)?.label ?? page;
}

/**
 * The Schedules tab: the scheduled publishes and unpublishes (failed ones with their error, late ones
 * marked; pending ones can be cancelled by roles with content.edit, who can also schedule an unpublish)
 * and the content due for review.
 */
export function SchedulesPanel({ onChanged }: { onChanged?: () => void }) {
  return (
    <div className="admin-panel">
      <ScheduledChanges onChanged={onChanged} />
      <ReviewDates />
    </div>
  );
}

function ScheduledChanges({ onChanged }: { onChanged?: () => void }) {
  const query = useAdminQuery(fetchSchedules);
  const [notice, showNotice] = useNotice();
  const [busy, setBusy] = useState(false);
  const role = useSignedInRole();
  const mayEdit = role === null || can(role, 'content.edit');
  const pages = usePages();
  const pageLabel = usePageLabel();
  const schedules = [...(query.data ?? [])].sort((a, b) => b.at.localeCompare(a.at));
  const now = Date.now();

  // Reports its outcome on screen, so the click ignores the promise.
  const scheduled = async () => {
    await query.reload();
    onChanged?.();
  };

  const cancel = async (schedule: ContentSchedule, what: string) => {
    setBusy(true);
    try {
      await cancelSchedule(schedule.id);
      showNotice({ kind: 'success', message: `${what} cancelled.` });
    } catch (error) {
      showNotice(failureNotice(describeFailure(error, `Failed to cancel ${what}`)));
    } finally {
      setBusy(false);
      await query.reload();
      onChanged?.();
    }
  };

  return (
    <section className="admin-block" aria-labelledby="scheduled-changes-title">
      <div className="admin-block-head">
        <h2 className="admin-block-title" id="scheduled-changes-title">
          Scheduled changes
        </h2>
      </div>
      <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} />
      {query.error ? <LoadFailure onRetry={() => void query.reload()}>Could not load the scheduled changes.</LoadFailure> : null}
      {query.loading && !query.data ? (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      ) : schedules.length === 0 ? (
        query.error ? null : (
          <p className="admin-muted">{SCHEDULE_TEXTS.noSchedules}</p>
        )
      ) : (
        <div className="table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Scheduled changes</caption>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Action</th>
                <th scope="col">Due at</th>
                <th scope="col">State</th>
                <th scope="col">Created by</th>
                <th scope="col">Ran at</th>
                <th scope="col">Delay</th>
                {mayEdit ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {schedules.map((schedule) => {
                const page = pageLabel(schedule.page);
                const what = `${ACTIONS[schedule.action]} of ${page} at ${localTime(schedule.at)}`;
                const late = lateByMs(schedule, now);
                return (
                  <tr key={schedule.id}>
                    <td>{page}</td>
                    <td>{ACTIONS[schedule.action]}</td>
                    <td>{localTime(schedule.at)}</td>
                    <td>
                      <span className={`badge ${schedule.state === 'failed' ? 'badge-alert' : ''}`.trim()}>{STATES[schedule.state]}</span>
                      {isLate(schedule, now) ? <span className="badge badge-alert">Late</span> : null}
                      {schedule.state === 'failed' && schedule.error ? <p className="admin-notice-detail">{schedule.error}</p> : null}
                    </td>
                    <td>{schedule.createdBy}</td>
                    <td>{localTime(schedule.ranAt)}</td>
                    <td>{late >= 60_000 ? SCHEDULE_TEXTS.lateBy(late) : ''}</td>
                    {mayEdit ? (
                      <td>
                        {schedule.state === 'pending' ? (
                          <button
                            type="button"
                            className="btn btn-outline btn-small"
                            aria-label={`Cancel ${what}`}
                            disabled={busy}
                            onClick={() => void cancel(schedule, what)}
                          >
                            Cancel
                          </button>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {mayEdit ? <UnpublishForm pages={pages} onScheduled={scheduled} /> : null}
    </section>
  );
}

function ReviewDates() {
  const query = useAdminQuery(fetchReviewDates);
  const pageLabel = usePageLabel();
  const entries = [...(query.data ?? [])].sort((a, b) => a.reviewBy.localeCompare(b.reviewBy));
  return (
    <section className="admin-block" aria-labelledby="review-dates-title">
      <div className="admin-block-head">
        <h2 className="admin-block-title" id="review-dates-title">
          Review dates
        </h2>
      </div>
      {query.error ? <LoadFailure onRetry={() => void query.reload()}>Could not load the review dates.</LoadFailure> : null}
      {query.loading && !query.data ? (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      ) : entries.length === 0 ? (
        query.error ? null : (
          <p className="admin-muted">{SCHEDULE_TEXTS.noReviewDates}</p>
        )
      ) : (
        <div className="table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Review dates</caption>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Item</th>
                <th scope="col">Review by</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={`${entry.collection}/${entry.id}`}>
                  <td>{pageLabel(entry.page)}</td>
                  <td>{entry.label ?? `${collectionLabel(entry.collection)} ${entry.id}`}</td>
                  <td>{localDate(entry.reviewBy)}</td>
                  <td>
                    <ReviewState entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ReviewState({ entry }: { entry: ReviewDateEntry }) {
  return (
    <>
      <span className={`badge ${entry.state === 'overdue' ? 'badge-alert' : 'badge-draft'}`}>{entry.state === 'overdue' ? 'Overdue' : 'Due soon'}</span>
      {entry.flaggedAt ? <span className="admin-notice-detail"> Flagged {localTime(entry.flaggedAt)}</span> : null}
      {entry.unpublished ? <span className="badge badge-alert">Unpublished</span> : null}
    </>
  );
}
