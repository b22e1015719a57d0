import type { ReactNode } from 'react';
import { useCanEdit } from './can-edit.js';
import { NoticeBanner, type Notice } from './feedback.js';

export interface SaveBarProps {
  notice: Notice | null;
  onDismiss: () => void;
  /** The notice's 'Reload' (after a version conflict). */
  onReload: () => void;
  /** Edits not sent yet: the default status reads 'Unsaved changes' and is highlighted. */
  dirty?: boolean;
  /** Replaces the default status ('Unsaved changes' / 'All changes saved'). */
  status?: ReactNode;
  saving: boolean;
  /** The submit button's text. */
  label: ReactNode;
  /** The button's text while saving (default 'Saving...'). */
  savingLabel?: ReactNode;
  /** The id of the form the button submits, when the bar is outside it. */
  form?: string;
}

/**
 * The save bar of an editor saved with one button: the notice, a status line read out politely and
 * the submit button. Sticky, so it stays in view while the lists above it are edited.
 */
export function SaveBar({ notice, onDismiss, onReload, dirty = false, status, saving, label, savingLabel = 'Saving...', form }: SaveBarProps) {
  // Every editor saved with one button uses this bar: a read-only role gets no button here.
  const canEdit = useCanEdit();
  return (
    <div className="admin-savebar">
      <NoticeBanner notice={notice} onDismiss={onDismiss} onReload={onReload} />
      <div className="admin-savebar-row">
        <p className={`admin-savebar-status${dirty ? ' is-dirty' : ''}`} aria-live="polite">
          {status === undefined ? (dirty ? 'Unsaved changes' : 'All changes saved') : status}
        </p>
        {canEdit ? (
          <button type="submit" form={form} className="btn btn-primary" disabled={saving}>
            {saving ? savingLabel : label}
          </button>
        ) : null}
      </div>
    </div>
  );
}
