import { apiSend, describeFailure, type AuditCheckpoint, type AuditVerification } from '@pharma/shared';
import { useState } from 'react';

export const AUDIT_VERIFY_PATH = '/api/audit/verify';

/** The checkpoint in a line: entries, head hash (short), when. */
function CheckpointLine({ checkpoint }: { checkpoint: AuditCheckpoint | null | undefined }) {
  if (!checkpoint) return <p className="admin-muted">Checkpoint: none yet.</p>;
  const date = new Date(checkpoint.at);
  return (
    <p className="admin-muted">
      Checkpoint: {checkpoint.count} entries, head <code title={checkpoint.head}>{checkpoint.head.slice(0, 12)}</code>, at{' '}
      <time dateTime={checkpoint.at}>{Number.isNaN(date.getTime()) ? checkpoint.at : date.toLocaleString()}</time>
      {checkpoint.keyedFrom > 1 ? ` (keyed from entry ${checkpoint.keyedFrom})` : ''}
    </p>
  );
}

/**
 * The trail's anchor outside the trail and a "Verify trail" button: the server checks every entry's
 * MAC, the chain and the checkpoint, and the answer is announced in a status message.
 */
export function TrailCheck({ checkpoint, onVerified }: { checkpoint: AuditCheckpoint | null | undefined; onVerified: () => void }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const verify = async () => {
    setBusy(true);
    try {
      const answer = await apiSend<AuditVerification>('POST', AUDIT_VERIFY_PATH, undefined, { whole: true });
      setResult({ ok: answer.ok, message: answer.message });
      onVerified();
    } catch (error) {
      const failure = describeFailure(error, 'Could not verify the trail.');
      setResult({ ok: false, message: [failure.message, failure.detail].filter(Boolean).join(' ') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-trail-check">
      <CheckpointLine checkpoint={checkpoint} />
      <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => void verify()}>
        <i className="ri-shield-check-line" aria-hidden="true" /> {busy ? 'Verifying…' : 'Verify trail'}
      </button>
      <p role="status" className={result ? `alert ${result.ok ? 'alert-success' : 'alert-error'}` : 'visually-hidden'}>
        {result?.message ?? ''}
      </p>
    </div>
  );
}
