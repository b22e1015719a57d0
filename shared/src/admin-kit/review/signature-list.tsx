import type { ReviewSignature } from '../../content/review.js';
import { localDateTime, VERDICT_LABELS } from './review-api.js';

/**
 * Signatures as a list (drafts bar, History dialog): printed name, meaning, verdict and local time,
 * the comment, and a signature that no longer counts said so in words with the reason.
 */
export function SignatureList({ signatures, label = 'Signatures' }: { signatures: readonly ReviewSignature[]; label?: string }) {
  if (signatures.length === 0) return null;
  return (
    <ul className="admin-signatures" aria-label={label}>
      {signatures.map((signature) => (
        <li key={signature.id} className={signature.valid ? undefined : 'is-invalid'}>
          <strong>{signature.printedName}</strong> ({signature.meaning}): {VERDICT_LABELS[signature.verdict] ?? signature.verdict},{' '}
          <time dateTime={signature.at}>{localDateTime(signature.at)}</time>
          {signature.comment ? <span className="admin-signature-comment"> “{signature.comment}”</span> : null}
          {signature.valid ? null : <InvalidatedNote signature={signature} />}
        </li>
      ))}
    </ul>
  );
}

/** "No longer valid: <reason> (<when>)". */
export function InvalidatedNote({ signature }: { signature: ReviewSignature }) {
  return (
    <span className="admin-signature-invalid">
      {' '}
      No longer valid{signature.invalidatedReason ? `: ${signature.invalidatedReason}` : ''}
      {signature.invalidatedAt ? (
        <>
          {' '}
          (<time dateTime={signature.invalidatedAt}>{localDateTime(signature.invalidatedAt)}</time>)
        </>
      ) : null}
    </span>
  );
}
