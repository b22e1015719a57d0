import { useCallback, useEffect, useId, useState } from 'react';
import { SECTION_ID } from '../../content/collections/collection-rules.js';
import { CURRENT_DRAFT, type FieldDiff, type RestoreRequest, type VersionSummary } from '../../content/drafts.js';
import { apiSend } from '../../http/api-client.js';
import { Modal } from '../../ui/modal.js';
import { adminGet, adminGetList, describeFailure } from '../http/admin-http.js';
import { useCanEdit, useSignedInRole } from '../http/can-edit.js';
import { failureNotice, NoticeBanner, useNotice, type Notice } from '../forms/feedback.js';
import { SignatureList } from '../review/signature-list.js';
import type { FieldSpec } from '../forms/fields.js';
import {
  defaultPair,
  draftPair,
  historyCollection,
  labelChanges,
  sideName,
  VERSION_KIND_LABELS,
  versionNumber,
  type LabelledChange,
} from './history-labels.js';
import { useHistoryRequest } from './history-request.js';

export interface HistoryButtonProps {
  /** The content path of the section or list (`/api/cms/about/hero`); its collection keeps the history. */
  path: string;
  /** The item's id; a single-object section is its one document (SECTION_ID) when none is given. */
  id?: string;
  /** Names the document: "History of <label>". */
  label: string;
  /** The editor's fields: the diff is shown with their labels. */
  fields: readonly FieldSpec[];
  /** Overrides the collection derived from `path` (a section stored under another name). */
  collection?: string;
  /** After a restore: the editor reloads, shows the notice and, when published, fires a publish's events. */
  onRestored: (notice: Notice, published: boolean) => void;
}

/** "History" of a section or item: opens the dialog of its versions. Renders nothing for a path without history. */
export function HistoryButton(props: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const collection = props.collection ?? historyCollection(props.path);
  // The Activity tab's "View history" of this document opens the dialog here.
  useHistoryRequest(
    collection && (props.id === undefined || props.id) ? collection : null,
    props.id ?? SECTION_ID,
    useCallback(() => setOpen(true), []),
  );
  if (!collection || (props.id !== undefined && !props.id)) return null;
  const base = `/api/history/${collection}/${encodeURIComponent(props.id ?? SECTION_ID)}`;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-small admin-history-button"
        aria-label={`History of ${props.label}`}
        title={`History of ${props.label}`}
        onClick={() => setOpen(true)}
      >
        <i className="ri-history-line" aria-hidden="true" /> History
      </button>
      {open ? (
        <HistoryDialog
          base={base}
          label={props.label}
          fields={props.fields}
          onClose={() => setOpen(false)}
          onRestored={(notice, published) => {
            setOpen(false);
            props.onRestored(notice, published);
          }}
        />
      ) : null}
    </>
  );
}

interface HistoryDialogProps {
  base: string;
  label: string;
  fields: readonly FieldSpec[];
  onClose: () => void;
  onRestored: (notice: Notice, published: boolean) => void;
}

const when = (iso: string) => new Date(iso).toLocaleString();

const diffPath = (base: string, pair: { from: string; to: string }) => `${base}/diff?${new URLSearchParams(pair).toString()}`;

/** The versions of one document, a comparison of any two, and Restore (Administrators: and publish). */
export function HistoryDialog({ base, label, fields, onClose, onRestored }: HistoryDialogProps) {
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [pair, setPair] = useState<{ from: string; to: string } | null>(null);
  const [notice, showNotice] = useNotice();
  const [busy, setBusy] = useState(false);
  const canEdit = useCanEdit();
  const isAdministrator = useSignedInRole() === 'Administrator';

  // First compared: the live version against the current draft when there is one, else against the one before.
  useEffect(() => {
    const load = async () => {
      const list = await adminGetList<VersionSummary>(base);
      const withDraft = draftPair(list);
      const drafted = withDraft ? await adminGetList<FieldDiff>(diffPath(base, withDraft)).catch(() => []) : [];
      setVersions(list);
      setPair(drafted.length ? withDraft : defaultPair(list));
    };
    load().catch((error: unknown) => showNotice(failureNotice(describeFailure(error, 'Could not load the history'))));
  }, [base, showNotice]);

  const restore = async (version: VersionSummary, publish: boolean) => {
    setBusy(true);
    const number = versionNumber(versions ?? [], version.snapshotId);
    try {
      const body: RestoreRequest = publish ? { snapshotId: version.snapshotId, publish: true } : { snapshotId: version.snapshotId };
      await apiSend('POST', `${base}/restore`, body);
      const message = publish ? `Version ${number} restored and published` : `Version ${number} restored as a draft`;
      onRestored({ kind: 'success', message }, publish);
    } catch (error) {
      showNotice(failureNotice(describeFailure(error, `Failed to restore version ${number}`)));
      setBusy(false);
    }
  };

  return (
    <Modal title={`History of ${label}`} onClose={onClose} className="admin-dialog admin-history">
      <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} />
      {!versions ? (
        notice ? null : (
          <p className="admin-muted" aria-busy="true">
            Loading…
          </p>
        )
      ) : (
        <>
          <VersionTable versions={versions} busy={busy} canEdit={canEdit} isAdministrator={isAdministrator} onRestore={(v, p) => void restore(v, p)} />
          {pair ? <Comparison base={base} versions={versions} fields={fields} pair={pair} onPair={setPair} /> : null}
        </>
      )}
    </Modal>
  );
}

interface VersionTableProps {
  versions: readonly VersionSummary[];
  busy: boolean;
  canEdit: boolean;
  isAdministrator: boolean;
  onRestore: (version: VersionSummary, publish: boolean) => void;
}

function VersionTable({ versions, busy, canEdit, isAdministrator, onRestore }: VersionTableProps) {
  if (versions.length === 0) return <p className="admin-empty">No published version yet.</p>;
  // A version published through a review carries its signatures (shown only when one does).
  const reviewed = versions.some((version) => version.review);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-history-versions">
        <caption className="visually-hidden">Versions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Kind</th>
            {reviewed ? <th scope="col">Review</th> : null}
            {canEdit ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {versions.map((version, index) => {
            const number = versions.length - index;
            return (
              <tr key={version.snapshotId}>
                <th scope="row">
                  Version {number} {version.live ? <span className="admin-status is-active">Live</span> : null}
                </th>
                <td>
                  <time dateTime={version.at}>{when(version.at)}</time>
                </td>
                <td>{version.by}</td>
                <td className="admin-history-kind">{VERSION_KIND_LABELS[version.kind] ?? version.kind}</td>
                {reviewed ? (
                  <td>
                    {version.review?.signatures.length ? (
                      <SignatureList signatures={version.review.signatures} label={`Signatures of version ${number}`} />
                    ) : null}
                  </td>
                ) : null}
                {canEdit ? (
                  <td className="admin-history-actions-cell">
                    {/* A flex box inside the cell, not on it: a td laid out as flex is no longer a table cell. */}
                    <div className="admin-history-actions">
                      <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => onRestore(version, false)}>
                        Restore<span className="visually-hidden"> version {number}</span>
                      </button>
                      {isAdministrator ? (
                        <button type="button" className="btn btn-primary btn-small" disabled={busy} onClick={() => onRestore(version, true)}>
                          Restore and publish<span className="visually-hidden"> version {number}</span>
                        </button>
                      ) : null}
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface ComparisonProps {
  base: string;
  versions: readonly VersionSummary[];
  fields: readonly FieldSpec[];
  pair: { from: string; to: string };
  onPair: (pair: { from: string; to: string }) => void;
}

/** Two versions picked from the list and their field-level differences, with the editor's labels. */
function Comparison({ base, versions, fields, pair, onPair }: ComparisonProps) {
  const id = useId();
  const [changes, setChanges] = useState<LabelledChange[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { from, to } = pair;

  useEffect(() => {
    let current = true;
    setChanges(null);
    setFailed(false);
    adminGet<FieldDiff[]>(diffPath(base, { from, to })).then(
      (diffs) => current && setChanges(labelChanges(fields, Array.isArray(diffs) ? diffs : [])),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [base, fields, from, to]);

  const option = (version: VersionSummary) => (
    <option key={version.snapshotId} value={version.snapshotId}>
      Version {versionNumber(versions, version.snapshotId)} · {VERSION_KIND_LABELS[version.kind]} · {when(version.at)}
      {version.live ? ' · Live' : ''}
    </option>
  );
  const [fromName, toName] = [sideName(versions, pair.from), sideName(versions, pair.to)];
  const options = (
    <>
      {versions.map(option)}
      <option value={CURRENT_DRAFT}>Current draft</option>
    </>
  );
  return (
    <section className="admin-history-compare" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-preview-title">
        Compare versions
      </h3>
      <div className="admin-history-pickers">
        <label htmlFor={`${id}-from`}>Compare</label>
        <select id={`${id}-from`} value={pair.from} onChange={(event) => onPair({ ...pair, from: event.target.value })}>
          {options}
        </select>
        <label htmlFor={`${id}-to`}>with</label>
        <select id={`${id}-to`} value={pair.to} onChange={(event) => onPair({ ...pair, to: event.target.value })}>
          {options}
        </select>
      </div>
      {failed ? (
        <p className="alert alert-error" role="alert">
          Could not compare these versions.
        </p>
      ) : !changes ? (
        <p className="admin-muted" aria-busy="true">
          Comparing…
        </p>
      ) : changes.length === 0 ? (
        <p className="admin-empty">No differences.</p>
      ) : (
        <ChangesTable caption={`Changes from ${fromName} to ${toName}`} before={capitalised(fromName)} after={capitalised(toName)} changes={changes} />
      )}
    </section>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface ChangesTableProps {
  /** The table's (visually hidden) caption. */
  caption: string;
  /** The column headers of the two sides ("Version 2", "Published"…). */
  before: string;
  after: string;
  changes: readonly LabelledChange[];
}

/** A field-level diff: one row per field, before and after side by side (History, Review). */
export function ChangesTable({ caption, before, after, changes }: ChangesTableProps) {
  return (
    <table className="admin-table admin-history-diff">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">{before}</th>
          <th scope="col">{after}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.key}>
            <th scope="row">{change.label}</th>
            <td className="admin-history-before">{change.before || <span className="admin-muted">(empty)</span>}</td>
            <td className="admin-history-after">{change.after || <span className="admin-muted">(empty)</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
