import { useDraftOutcomeTexts } from '../drafts/save-outcome.js';
import { useId, type ReactNode } from 'react';
import { useCanEdit } from '../http/can-edit.js';
import { NoticeBanner, type Notice } from './feedback.js';
import { PreviewToggle } from '../drafts/live-preview.js';

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
  /** Save draft (`?draft=true`): a second button beside the publishing one. */
  onSaveDraft?: () => void;
  /** The draft status ('Draft saved at 14:02'), read out politely beside the button. */
  draftStatus?: string;
  /** The buttons are disabled: someone else holds the form's edit lock, or took it over. */
  blocked?: boolean;
}

/**
 * The save bar of an editor saved with one button: the notice, a status line read out politely and
 * the submit button. Sticky, so it stays in view while the lists above it are edited.
 */
export function SaveBar({
  notice,
  onDismiss,
  onReload,
  dirty = false,
  status,
  saving,
  label,
  savingLabel = 'Saving...',
  form,
  onSaveDraft,
  draftStatus = '',
  blocked = false,
}: SaveBarProps) {
  // Every editor saved with one button uses this bar: a read-only role gets no button here.
  const canEdit = useCanEdit();
  return (
    <div className="admin-savebar">
      <NoticeBanner notice={notice} onDismiss={onDismiss} onReload={onReload} />
      <div className="admin-savebar-row">
        <p className={`admin-savebar-status${dirty ? ' is-dirty' : ''}`} aria-live="polite">
          {status === undefined ? defaultStatus(dirty, draftStatus !== '') : status}
        </p>
        <PreviewToggle />
        {canEdit && onSaveDraft ? <DraftControls status={draftStatus} busy={saving || blocked} onSaveDraft={onSaveDraft} /> : null}
        {canEdit ? (
          <button type="submit" form={form} className="btn btn-primary" disabled={saving || blocked}>
            {saving ? savingLabel : label}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** A draft saved since the last publish is saved, yet not live: say so rather than 'Unsaved'. */
function defaultStatus(dirty: boolean, draftSaved: boolean): string {
  if (!dirty) return 'All changes saved';
  return draftSaved ? 'Unpublished changes' : 'Unsaved changes';
}

/** Tells what the two buttons do (the draft button's description). */
export const SAVE_DRAFT_HINT = 'Keeps your changes unpublished; the other button publishes them.';
/** With review required neither button publishes: both keep a draft, which goes live once the page is signed. */
export const SAVE_DRAFT_HINT_IN_REVIEW =
  'Keeps your changes unpublished, even if some fields are still incomplete. With review required the other button saves a draft too: the page goes live once it is reviewed and published.';

export interface DraftControlsProps {
  status: string;
  busy: boolean;
  onSaveDraft: () => void;
}

/**
 * "Save draft" and its quiet status line ('Draft saved at 14:02', read out politely). The publishing
 * button keeps the editor's own text (the spec's 'Save Hero', 'Update'…), described by the hint.
 */
export function DraftControls({ status, busy, onSaveDraft }: DraftControlsProps) {
  const hintId = useId();
  const reviewed = useDraftOutcomeTexts() !== null;
  return (
    <>
      {/* A live region without role=status: the editor's notice is the one status of the form. */}
      <span aria-live="polite" aria-atomic="true" className="admin-draft-status">
        {status}
      </span>
      <span id={hintId} className="visually-hidden">
        {reviewed ? SAVE_DRAFT_HINT_IN_REVIEW : SAVE_DRAFT_HINT}
      </span>
      <button type="button" className="btn btn-outline" onClick={onSaveDraft} disabled={busy} aria-describedby={hintId}>
        Save draft
      </button>
    </>
  );
}
