import { fetchReviewSummary, onAdminEvent, type ReviewSummary } from '@pharma/shared';
import { useCallback, useEffect, useState } from 'react';

/**
 * GET /api/review/summary, read at start, on each `refresh()` (after a save, a submission or a
 * signature) and whenever the review settings are saved. null until answered or when it fails: the tab then stays out, as with review off.
 */
export function useReviewSummary(): [ReviewSummary | null, () => void] {
  const [summary, setSummary] = useState<ReviewSummary | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    fetchReviewSummary().then(
      (answer) => current && setSummary(isSummary(answer) ? answer : null),
      (error: unknown) => console.warn('Review summary failed', error),
    );
    return () => {
      current = false;
    };
  }, [round]);
  // Turning review on or off in Settings shows or hides the tab at once, not at the next reload.
  useEffect(() => onAdminEvent('reviewSettingsChanged', () => setRound((n) => n + 1)), []);
  return [summary, useCallback(() => setRound((n) => n + 1), [])];
}

function isSummary(value: unknown): value is ReviewSummary {
  return !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as ReviewSummary).required === 'boolean';
}

/**
 * Whether the dashboard shows the Review tab: while review is required, or while any page has a
 * request (switched off later, its requests and signatures stay readable). Off and never used: no tab.
 */
export function showsReviewTab(summary: ReviewSummary | null): boolean {
  return !!summary && (summary.required || Object.keys(summary.pages ?? {}).length > 0);
}

/** "Review" with the count of requests waiting for the signed-in user, read out as "Review 2 waiting for you". */
export function ReviewTabLabel({ count }: { count: number }) {
  if (!count) return <>Review</>;
  return (
    <>
      Review{' '}
      <span className="badge badge-alert">
        {count}
        <span className="visually-hidden"> waiting for you</span>
      </span>
    </>
  );
}
