import { useState } from 'react';
import { ADMIN_BUTTONS } from '../../content/constants.js';
import { Modal } from '../../ui/modal.js';

export interface ConfirmDialogProps {
  /** The question, e.g. CONFIRM_DELETE_ITEM. */
  message: string;
  /** Runs the action; the dialog closes itself when it settles (the caller reports the outcome). */
  onConfirm: () => Promise<void> | void;
  onCancel: () => void;
  title?: string;
  confirmLabel?: string;
}

/** An accessible confirmation (instead of window.confirm): the exact question, Cancel and Delete. */
export function ConfirmDialog({ message, onConfirm, onCancel, title = 'Confirm deletion', confirmLabel = 'Delete' }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  // Callers report their own failures (every onConfirm catches), so the click ignores the promise.
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onClose={onCancel} className="admin-dialog admin-confirm">
      <p className="admin-confirm-message">{message}</p>
      <div className="admin-dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          {ADMIN_BUTTONS.cancel}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
