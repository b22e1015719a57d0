import type { ReactNode } from 'react';
import type { EditLockState } from './use-edit-lock.js';

const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A lock's time for the person reading it: their local time, hours and minutes. */
export function lockTime(iso: string): string {
  return TIME.format(new Date(iso));
}

/** What an editor says about its lock (the API's own messages name UTC; the dashboard, local time). */
export const EDIT_LOCK_TEXTS = {
  editing: (name: string, since: string) => `${name} is editing this since ${lockTime(since)}`,
  takenOver: (name: string, at: string) => `${name} took over editing at ${lockTime(at)}. Your unsaved changes are not saved.`,
  takeOver: 'Take over',
} as const;

/**
 * Someone else is editing the document: who and since when, with "Take over" (a status: it is what
 * the form is waiting for). The user's lock was taken over: an alert, the save buttons are disabled.
 */
export function EditLockNotice({ state }: { state: EditLockState }) {
  const { status, lock } = state;
  if (status === 'blocked' && lock) {
    return (
      <div className="alert alert-error admin-notice admin-edit-lock" role="status">
        <div className="admin-notice-text">
          <strong>{EDIT_LOCK_TEXTS.editing(lock.holderName, lock.since)}</strong>
          {state.error ? <span className="admin-notice-detail">{state.error}</span> : null}
        </div>
        <div className="admin-notice-actions">
          <button type="button" className="btn btn-primary btn-small" onClick={() => void state.takeOver()} disabled={state.takingOver}>
            {EDIT_LOCK_TEXTS.takeOver}
          </button>
        </div>
      </div>
    );
  }
  if (status === 'lost' && lock) {
    return (
      <p className="alert alert-error admin-notice admin-edit-lock" role="alert">
        {EDIT_LOCK_TEXTS.takenOver(lock.takenOverBy ?? lock.holderName, lock.takenOverAt ?? lock.since)}
      </p>
    );
  }
  return null;
}

/** The form's controls while someone else holds its lock: disabled, like a read-only role's (see EditGuard). */
export function LockGuard({ state, children }: { state: EditLockState; children: ReactNode }) {
  if (state.editable) return <>{children}</>;
  return (
    <fieldset className="admin-edit-guard" disabled>
      {children}
    </fieldset>
  );
}
