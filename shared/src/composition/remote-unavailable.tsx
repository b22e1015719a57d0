interface Props {
  /** What is missing, e.g. "This page" or "The About Page editor". */
  what: string;
  onRetry: () => void;
}

/** The fallback shown where a remote cannot be loaded or crashed. */
export function RemoteUnavailable({ what, onRetry }: Props) {
  return (
    <div className="remote-unavailable" role="alert">
      <i className="ri-cloud-off-line" aria-hidden="true" />
      <h2>{what} is temporarily unavailable</h2>
      <p>We could not load this part of the site. Please try again in a moment.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
