import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditLock } from '../../content/review.js';
import { useCanEdit } from '../http/can-edit.js';
import { acquireLock, LockConflictError, releaseLock, takeOverLock, type LockRef } from './edit-lock-api.js';

/** An open form refreshes its lock on the user's activity, at most this often (the lock lives 5 min after the last). */
export const EDIT_LOCK_REFRESH_MS = 30_000;

let locksOn = true;

/**
 * Turns edit locks on or off for every editor. The component tests of the page remotes turn them off
 * (shared/test/setup-dom.ts), as they do autosave, so their counts of calls stay what they test; the
 * kit's own edit-lock tests turn them on.
 */
export function configureEditLocks(on: boolean): void {
  locksOn = on;
}

/**
 * off: no lock (a read-only role, no document yet, or the API did not answer: the form works as before);
 * pending: being taken; held: the user's; blocked: someone else's (`lock` says whose);
 * lost: taken over while the form was open (`lock.takenOverBy`/`takenOverAt`).
 */
export type EditLockStatus = 'off' | 'pending' | 'held' | 'blocked' | 'lost';

export interface EditLockState {
  status: EditLockStatus;
  /** blocked: the lock in the way; lost: the lock that replaced the user's. */
  lock: EditLock | null;
  /** Whether the form's fields may change: not while someone else holds the lock. */
  editable: boolean;
  /** Whether the form's save buttons work (and autosave runs): not while blocked or lost. */
  canSave: boolean;
  /** "Take over": the user holds the lock from now on (the other editor is told). */
  takeOver: () => Promise<void>;
  takingOver: boolean;
  /** Why the last take-over failed ('' when it did not). */
  error: string;
}

function conflictState(error: unknown): { status: EditLockStatus; lock: EditLock } | null {
  if (!(error instanceof LockConflictError)) return null;
  return { status: error.lock.takenOverBy ? 'lost' : 'blocked', lock: error.lock };
}

/**
 * The edit lock of the document an open form edits. Taken when the form opens, refreshed
 * when `activity` changes (pass the form's values) at most every EDIT_LOCK_REFRESH_MS, released when
 * the form closes (unmounts) or edits another document. Read-only roles never lock. A lock call that
 * fails for another reason than a conflict leaves the form as it was without locks: the API refuses a
 * save of a document someone else holds anyway, and a stale save still answers 409.
 */
export function useEditLock(ref: LockRef | null | undefined, activity?: unknown): EditLockState {
  const canEdit = useCanEdit();
  const collection = locksOn && canEdit && ref?.collection && ref.id ? ref.collection : null;
  const id = collection ? (ref?.id ?? null) : null;
  const [status, setStatus] = useState<EditLockStatus>(collection ? 'pending' : 'off');
  const [lock, setLock] = useState<EditLock | null>(null);
  const [takingOver, setTakingOver] = useState(false);
  const [error, setError] = useState('');
  const held = useRef(false);
  const lastSent = useRef(0);

  const hold = useCallback(() => {
    held.current = true;
    lastSent.current = Date.now();
    setStatus('held');
    setLock(null);
    setError('');
  }, []);

  const refuse = useCallback((failure: unknown, otherwise: EditLockStatus) => {
    const conflict = conflictState(failure);
    held.current = false;
    setStatus(conflict?.status ?? otherwise);
    setLock(conflict?.lock ?? null);
  }, []);

  useEffect(() => {
    if (!collection || !id) {
      setStatus('off');
      return;
    }
    let current = true;
    const acquire = () => {
      setStatus('pending');
      acquireLock({ collection, id }).then(
        () => current && hold(),
        (failure: unknown) => current && refuse(failure, 'off'),
      );
    };
    const release = () => {
      if (held.current) void releaseLock({ collection, id }).catch(() => undefined);
      held.current = false;
    };
    // Closing the tab or leaving the dashboard unmounts nothing: the page going away lets the lock go
    // (otherwise the next editor waits out its 5 minutes), and coming back from the back/forward cache
    // takes it again.
    const onPageHide = () => release();
    const onPageShow = (event: PageTransitionEvent) => event.persisted && acquire();
    acquire();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      current = false;
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      release();
    };
  }, [collection, id, hold, refuse]);

  // The user's activity keeps the lock alive; the answer also says when it was taken over meanwhile.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!collection || !id || status !== 'held' || Date.now() - lastSent.current < EDIT_LOCK_REFRESH_MS) return;
    lastSent.current = Date.now();
    acquireLock({ collection, id }).then(
      () => undefined,
      (failure: unknown) => conflictState(failure) && refuse(failure, 'held'),
    );
  }, [activity, collection, id, status, refuse]);

  const takeOver = useCallback(async () => {
    if (!collection || !id) return;
    setTakingOver(true);
    setError('');
    try {
      await takeOverLock({ collection, id });
      hold();
    } catch (failure) {
      setError(`Could not take over: ${failure instanceof Error ? failure.message : 'no answer'}`);
    } finally {
      setTakingOver(false);
    }
  }, [collection, id, hold]);

  return { status, lock, editable: status !== 'blocked', canSave: status !== 'blocked' && status !== 'lost', takeOver, takingOver, error };
}
