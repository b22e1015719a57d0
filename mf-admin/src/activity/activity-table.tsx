import { truncate, type AuditEntry, type FieldChange } from '@pharma/shared';

/** A JSON value as a short text: strings without their quotes, '' shown as an em dash. */
function shortValue(json: string): string {
  if (json === '') return '—';
  let text = json;
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value === 'string') text = value;
  } catch {
    // Not JSON (an older entry): shown as it is.
  }
  return truncate(text, 40) || '—';
}

function Changes({ changes }: { changes: readonly FieldChange[] }) {
  if (!changes.length) return <span className="admin-muted">—</span>;
  return (
    <ul className="admin-activity-changes">
      {changes.map((change) => (
        <li key={change.field} title={`${change.field}: ${change.before} → ${change.after}`}>
          <code>{change.field}</code>: {shortValue(change.before)} <span aria-label="changed to">→</span> {shortValue(change.after)}
        </li>
      ))}
    </ul>
  );
}

function When({ at }: { at: string }) {
  const date = new Date(at);
  return <time dateTime={at}>{Number.isNaN(date.getTime()) ? at : date.toLocaleString()}</time>;
}

/** The trail, newest first: who did what, where, with which changes and outcome. */
export function ActivityTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-activity-table">
        <caption className="visually-hidden">Activity, newest first</caption>
        <thead>
          <tr>
            {['When', 'Who', 'Role', 'Action', 'Page', 'What', 'Changes', 'Outcome', 'IP'].map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When">
                <When at={entry.at} />
              </td>
              <td data-label="Who">{entry.actor}</td>
              <td data-label="Role">{entry.role ?? '—'}</td>
              <td data-label="Action">{entry.action}</td>
              <td data-label="Page">{entry.page}</td>
              <td data-label="What">{[entry.collection, entry.documentId].filter(Boolean).join(' / ') || '—'}</td>
              <td data-label="Changes">
                <Changes changes={entry.changes} />
              </td>
              <td data-label="Outcome">
                <span className={`admin-status ${entry.outcome === 'success' ? 'is-active' : 'is-inactive'}`}>{entry.outcome}</span>
                {/* A write's entry is written before the write: one whose write did not happen says so plainly. */}
                {entry.status === 'aborted' && <span className="admin-status is-inactive">not applied</span>}
                {entry.status === 'pending' && <span className="admin-status">in progress</span>}
                {/* Why a sign-in failed, or the request that made the change: a reviewer needs it in view, not in a tooltip. */}
                {entry.detail && <div className="admin-activity-detail">{entry.detail}</div>}
              </td>
              <td data-label="IP">{entry.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
