import { fetchDraftSummary, unpublishedChanges, type DraftSummary } from '@pharma/shared';
import { useCallback, useEffect, useState } from 'react';

/** Unpublished changes per page key (GET /api/drafts/summary), read at start and on each `refresh()`. */
export function useDraftSummary(): [DraftSummary, () => void] {
  const [summary, setSummary] = useState<DraftSummary>({});
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    // The tabs stay usable without their counts: a failed read only leaves the badges out.
    fetchDraftSummary().then(
      (answer) => current && setSummary(answer ?? {}),
      (error: unknown) => console.warn('Draft counts failed', error),
    );
    return () => {
      current = false;
    };
  }, [round]);
  return [summary, useCallback(() => setRound((n) => n + 1), [])];
}

/** A page tab's name with its count of unpublished changes, read out as "Home Page 3 unpublished changes". */
export function DraftCountBadge({ label, count }: { label: string; count: number | undefined }) {
  if (!count) return <>{label}</>;
  return (
    <>
      {label}{' '}
      <span className="badge badge-draft">
        {count}
        <span className="visually-hidden"> {unpublishedChanges(count).replace(/^\d+ /, '')}</span>
      </span>
    </>
  );
}
