import { useEffect } from 'react';

/*
 * "View history" from somewhere else in the dashboard (the Activity tab): the caller names the
 * document, switches to its page's tab, and the History button of that document opens its dialog
 * when it is (or once it gets) mounted. Kept on globalThis because this package is not federated:
 * mf-admin, which asks, and the page remote, whose button answers, each bundle their own copy.
 */

/** The document whose History dialog should open, and which page tab shows it. */
export interface HistoryTarget {
  collection: string;
  id: string;
}

const EVENT = 'pharma:open-history';
const scope = globalThis as typeof globalThis & { __pharmaHistoryRequest?: HistoryTarget | null };

/** How long a request waits for its button: a document on a sub-tab not opened by itself must not pop up much later. */
const REQUEST_WAIT_MS = 15_000;

/** Asks the History button of this document to open its dialog (now if it is shown, else when it is, within a few seconds). */
export function requestHistory(target: HistoryTarget): void {
  scope.__pharmaHistoryRequest = target;
  globalThis.dispatchEvent?.(new Event(EVENT));
  setTimeout(() => {
    if (scope.__pharmaHistoryRequest === target) scope.__pharmaHistoryRequest = null;
  }, REQUEST_WAIT_MS);
}

/** The request waiting for its button, if any. */
export function pendingHistory(): HistoryTarget | null {
  return scope.__pharmaHistoryRequest ?? null;
}

/** Takes the request if it names this document (so only one button opens, once). */
function take(collection: string, id: string): boolean {
  const pending = pendingHistory();
  if (!pending || pending.collection !== collection || pending.id !== id) return false;
  scope.__pharmaHistoryRequest = null;
  return true;
}

/** Calls `open` when a request names this document: one made before the button mounted, or while it is shown. */
export function useHistoryRequest(collection: string | null, id: string, open: () => void): void {
  useEffect(() => {
    if (!collection) return undefined;
    if (take(collection, id)) open();
    const listener = () => {
      if (take(collection, id)) open();
    };
    globalThis.addEventListener?.(EVENT, listener);
    return () => globalThis.removeEventListener?.(EVENT, listener);
  }, [collection, id, open]);
}
