import { LoadFailure, useAdminQuery, type AuditPage } from '@pharma/shared';
import { useEffect, useRef, useState } from 'react';
import { ActivityFilterBar } from './activity-filters';
import { AUDIT_LIMIT, exportHref, loadAuditPage, NO_FILTERS, type ActivityFilters } from './activity-query';
import { ActivityTable, type HistoryLink } from './activity-table';
import { TrailCheck } from './trail-check';

interface PanelProps {
  /** Opens an entry's page tab and asks its History dialog to open (the dashboard's tabs). */
  onViewHistory?: (link: HistoryLink) => void;
  /** Whether the dashboard has a tab for this page (only those get "View history"). */
  canOpenPage?: (page: string) => boolean;
}

/** Activity: the audit trail (Administrator, Reviewer), filtered, 50 entries a page, exported as CSV per event or per field. */
export function ActivityPanel({ onViewHistory, canOpenPage }: PanelProps = {}) {
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const query = useAdminQuery(() => loadAuditPage(filters, offset));
  useReloadOnChange(`${JSON.stringify(filters)}|${offset}`, query.reload);
  const choices = useFilterChoices(query.data);

  // A new filter shows its first page.
  const filter = (next: ActivityFilters) => {
    setFilters(next);
    setOffset(0);
  };

  return (
    <div className="admin-own-panel">
      <section className="admin-block" aria-labelledby="activity-title">
        <div className="admin-block-head">
          <h2 id="activity-title" className="admin-block-title">
            Activity
          </h2>
          <div className="admin-activity-exports">
            <a className="btn btn-outline btn-small" href={exportHref(filters)} download="activity.csv">
              <i className="ri-download-2-line" aria-hidden="true" /> Export CSV
            </a>
            <a className="btn btn-outline btn-small" href={exportHref(filters, 'fields')} download="activity-fields.csv">
              <i className="ri-download-2-line" aria-hidden="true" /> Export CSV, one row per field
            </a>
          </div>
        </div>
        <TrailCheck checkpoint={query.data?.checkpoint} onVerified={() => void query.reload()} />
        <ActivityFilterBar filters={filters} onChange={filter} users={choices.users} pages={choices.pages} names={query.data?.names} />
        {query.error ? (
          <LoadFailure onRetry={() => void query.reload()}>Could not load the activity. {query.error instanceof Error ? query.error.message : ''}</LoadFailure>
        ) : null}
        {query.loading && !query.data ? <p className="admin-muted">Loading…</p> : null}
        {query.data ? (
          <Results page={query.data} offset={offset} busy={query.loading} onOffset={setOffset} onViewHistory={onViewHistory} canOpenPage={canOpenPage} />
        ) : null}
      </section>
    </div>
  );
}

interface ResultsProps extends PanelProps {
  page: AuditPage;
  offset: number;
  busy: boolean;
  onOffset: (offset: number) => void;
}

function Results({ page, offset, busy, onOffset, onViewHistory, canOpenPage }: ResultsProps) {
  if (page.data.length === 0) return <p className="admin-empty">No activity matches these filters.</p>;
  const last = offset + page.data.length;
  return (
    <>
      <ActivityTable entries={page.data} names={page.names} onViewHistory={onViewHistory} canOpenPage={canOpenPage} />
      <nav className="admin-pager" aria-label="Activity pages">
        <button type="button" className="btn btn-outline btn-small" disabled={busy || offset === 0} onClick={() => onOffset(Math.max(0, offset - AUDIT_LIMIT))}>
          Previous
        </button>
        <p aria-live="polite">
          {offset + 1}–{last} of {page.total}
        </p>
        <button type="button" className="btn btn-outline btn-small" disabled={busy || last >= page.total} onClick={() => onOffset(offset + AUDIT_LIMIT)}>
          Next
        </button>
      </nav>
    </>
  );
}

/** Loads again when the filters or the page change (the first load is the query's own). */
function useReloadOnChange(key: string, reload: () => Promise<unknown>) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void reload();
  }, [key, reload]);
}

/** The filters' choices: the last answer's lists, kept while the next page loads (data is then undefined only at first). */
function useFilterChoices(page: AuditPage | undefined): { users: readonly string[]; pages: readonly string[] } {
  const last = useRef<{ users: readonly string[]; pages: readonly string[] }>({ users: [], pages: [] });
  if (page) last.current = { users: page.users ?? [], pages: page.pages ?? [] };
  return last.current;
}
