import { useCallback, useEffect, useRef, useState } from 'react';
import type { Failure } from '../http/admin-http.js';

/** A message after an action: success, failure (with the server's detail) or a version conflict. */
export interface Notice {
  kind: 'success' | 'error';
  message: string;
  detail?: string;
  /** A 409: offers "Reload" instead of retrying blindly. */
  conflict?: boolean;
}

export function failureNotice(failure: Failure): Notice {
  return { kind: 'error', message: failure.message, detail: failure.detail, conflict: failure.conflict };
}

const SUCCESS_VISIBLE_MS = 6000;

/** Notice state; success messages clear themselves, errors stay until dismissed or replaced. */
export function useNotice(): [Notice | null, (notice: Notice | null) => void] {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((next: Notice | null) => {
    clearTimeout(timer.current);
    setNotice(next);
    if (next?.kind === 'success') timer.current = setTimeout(() => setNotice(null), SUCCESS_VISIBLE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [notice, show];
}

interface NoticeBannerProps {
  notice: Notice | null;
  onDismiss?: () => void;
  /** Shown as a "Reload" button on a conflict. */
  onReload?: () => void;
}

/** role=status for successes (polite), role=alert for failures, with Reload on a conflict. */
export function NoticeBanner({ notice, onDismiss, onReload }: NoticeBannerProps) {
  if (!notice) return null;
  const error = notice.kind === 'error';
  return (
    <div className={`alert ${error ? 'alert-error' : 'alert-success'} admin-notice`} role={error ? 'alert' : 'status'}>
      <div className="admin-notice-text">
        <strong>{notice.message}</strong>
        {notice.detail ? <span className="admin-notice-detail">{notice.detail}</span> : null}
      </div>
      <div className="admin-notice-actions">
        {notice.conflict && onReload ? (
          <button type="button" className="btn btn-primary btn-small" onClick={onReload}>
            Reload
          </button>
        ) : null}
        {onDismiss ? (
          <button type="button" className="icon-button" aria-label="Dismiss message" onClick={onDismiss}>
            <i className="ri-close-line" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
