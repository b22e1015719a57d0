import { useState, type ReactNode } from 'react';
import { useDrafts } from '../drafts/drafts-state.js';
import { useNotice } from '../forms/feedback.js';
import { useAdminQuery } from '../http/use-admin-query.js';

/*
 * The frame of an editor that loads its data and keeps its edits in a form until one save button
 * (SectionWithLists, inline-table lists): the query, the notice, and a `round` that remounts the form
 * after a reload or a save so it starts again from what the server holds.
 */

/** Loads with `load`; `reload()` clears the notice, reloads and remounts the form (`round`). */
export function useEditorData<T>(load: () => Promise<T>) {
  const query = useAdminQuery<T>(load);
  const [notice, showNotice] = useNotice();
  const [round, setRound] = useState(0);
  const remount = () => setRound((n) => n + 1);
  const reload = () => {
    showNotice(null);
    void query.reload().then(remount);
  };
  return { query, notice, showNotice, round, remount, reload };
}

export interface EditorFrameProps {
  title: string;
  /** Shown under the heading (e.g. a note on when changes are published). */
  intro?: ReactNode;
  /** The load failure shown with a 'Try again' button; nothing when empty. */
  failure?: ReactNode;
  onRetry: () => void;
  /** Shows 'Loading…' (the data is neither here nor failed). */
  loading: boolean;
  /** The form, once the data is here. */
  children?: ReactNode;
}

/**
 * A load that failed: what could not be loaded, and 'Try again' when there is a way to. In a page tab
 * one outage fails the editor's read and the drafts read alike: its 'Try again' reads the drafts
 * again too (the drafts bar's own one reloads the editors: `workingChanged`).
 */
export function LoadFailure({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const drafts = useDrafts();
  const retry = () => {
    onRetry?.();
    if (drafts?.error && onRetry !== drafts.workingChanged) drafts.refresh();
  };
  return (
    <div className="alert alert-error" role="alert">
      {children}{' '}
      {onRetry ? (
        <button type="button" className="btn btn-outline btn-small" onClick={retry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** A titled admin block: the heading, a load failure with 'Try again', 'Loading…', then the form. */
export function EditorFrame({ title, intro, failure, onRetry, loading, children }: EditorFrameProps) {
  return (
    <section className="admin-block" aria-label={title}>
      <div className="admin-block-head">
        <h2 className="admin-block-title">{title}</h2>
      </div>
      {intro}
      {failure ? <LoadFailure onRetry={onRetry}>{failure}</LoadFailure> : null}
      {children}
      {loading ? (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      ) : null}
    </section>
  );
}
