import { declarationOf, describeAuditEntry, type AuditEntry, type FieldChange, type HistoryTarget } from '@pharma/shared';

/** Where an entry's "View history" leads: its page's tab, and the document whose History opens there. */
export interface HistoryLink {
  page: string;
  target: HistoryTarget | null;
}

/** A JSON value as the trail stores it, shortened: strings without their quotes, '' shown as an em dash. */
function storedValue(json: string): string {
  if (json === '') return '—';
  let text = json;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === 'string') text = value;
  } catch {
    // Not JSON (an older entry): shown as it is.
  }
  return text.length > 80 ? `${text.slice(0, 79)}…` : text || '—';
}

/** The stored changes, field by field under their stored names: for whoever needs the raw record. */
function StoredChanges({ changes }: { changes: readonly FieldChange[] }) {
  if (!changes.length) return null;
  return (
    <ul className="admin-activity-stored">
      {changes.map((change) => (
        <li key={change.field} title={`${change.field}: ${change.before} → ${change.after}`}>
          <code>{change.field}</code>: {storedValue(change.before)} <span aria-label="changed to">→</span> {storedValue(change.after)}
        </li>
      ))}
    </ul>
  );
}

function When({ at }: { at: string }) {
  const date = new Date(at);
  return <time dateTime={at}>{Number.isNaN(date.getTime()) ? at : date.toLocaleString()}</time>;
}

/** The page and document an entry's History is kept under; null when it has none (a sign-in, an account). */
export function historyLinkOf(entry: AuditEntry): HistoryLink | null {
  const declaration = declarationOf(entry.collection);
  if (declaration && entry.documentId) return { page: declaration.page, target: { collection: entry.collection, id: entry.documentId } };
  // A publish, a review step or a signature: the page's tab, where its History buttons are.
  if (['content_releases', 'review_requests', 'review_signatures'].includes(entry.collection)) return { page: entry.page, target: null };
  return null;
}

/** Ids, request, address, hash and the stored field changes: one click away, not in the way. */
function TechnicalDetails({ entry }: { entry: AuditEntry }) {
  const rows: [string, string][] = [
    ['Entry', `#${entry.seq}`],
    ['Action', entry.action],
    ['Page', entry.page],
    ['Username', entry.actor],
    ['Collection', entry.collection],
    ['Document', entry.documentId],
    ['Request', entry.detail],
    ['IP', entry.ip],
    ['User agent', entry.userAgent],
    ['Hash', entry.hash],
  ];
  return (
    <details className="admin-activity-technical">
      <summary>Technical details</summary>
      <dl>
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{term === 'Hash' ? <code title={value}>{value.slice(0, 16)}…</code> : <code>{value}</code>}</dd>
            </div>
          ))}
      </dl>
      <StoredChanges changes={entry.changes} />
    </details>
  );
}

interface Props {
  entries: readonly AuditEntry[];
  /** Display names by username (accounts with a name). */
  names?: Readonly<Record<string, string>>;
  /** Opens the entry's page tab and its History; absent, or false for a page without a tab: no button. */
  onViewHistory?: (link: HistoryLink) => void;
  canOpenPage?: (page: string) => boolean;
}

/** The trail, newest first: one row per event, said in words, its changes under it, the technical record folded away. */
export function ActivityTable({ entries, names = {}, onViewHistory, canOpenPage = () => true }: Props) {
  const known = new Map(Object.entries(names));
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-activity-table">
        <caption className="visually-hidden">Activity, newest first</caption>
        <thead>
          <tr>
            {['When', 'Who', 'What happened', 'Outcome'].map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const words = describeAuditEntry(entry, known);
            const link = historyLinkOf(entry);
            const openable = link && onViewHistory && canOpenPage(link.page) ? link : null;
            return (
              <tr key={entry.id}>
                <td data-label="When">
                  <When at={entry.at} />
                </td>
                <td data-label="Who">
                  <span className="admin-activity-who">{words.who}</span>
                  {entry.role ? <span className="admin-muted admin-activity-role">{entry.role}</span> : null}
                </td>
                <td data-label="What happened">
                  <p className="admin-activity-sentence">{words.sentence}</p>
                  {words.changes.length ? (
                    <ul className="admin-activity-changes" aria-label="Changes">
                      {words.changes.map((change, index) => (
                        <li key={index}>
                          <span className="admin-activity-field">{change.label}</span>: {change.before} <span aria-label="changed to">→</span> {change.after}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {/* Why a sign-in or a signature failed, or what a refusal needed: the reader needs it in view. */}
                  {entry.outcome !== 'success' && entry.detail ? <p className="admin-activity-detail">{entry.detail}</p> : null}
                  <div className="admin-activity-actions">
                    {openable ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-small"
                        aria-label={`View history: ${words.what}`}
                        onClick={() => onViewHistory?.(openable)}
                      >
                        <i className="ri-history-line" aria-hidden="true" /> View history
                      </button>
                    ) : null}
                    <TechnicalDetails entry={entry} />
                  </div>
                </td>
                <td data-label="Outcome">
                  <span className={`admin-status ${entry.outcome === 'success' ? 'is-active' : 'is-inactive'}`}>{entry.outcome}</span>
                  {/* A write's entry is written before the write: one whose write did not happen says so plainly. */}
                  {entry.status === 'aborted' && <span className="admin-status is-inactive">not applied</span>}
                  {entry.status === 'pending' && <span className="admin-status">in progress</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
