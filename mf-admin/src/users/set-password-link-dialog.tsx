import { Modal, type SetPasswordLink } from '@pharma/shared';
import { useId, useRef, useState } from 'react';
import { linkUrl } from './users-api';

interface Props {
  /** Whose link it is, for the title. */
  name: string;
  link: SetPasswordLink;
  onClose: () => void;
}

/**
 * The one-time set-password link, shown once: the API never answers it again, so the administrator
 * copies it here and passes it on. Read-only field (select and copy by hand works too) and 'Copy link'.
 */
export function SetPasswordLinkDialog({ name, link, onClose }: Props) {
  const id = useId();
  const url = linkUrl(link);
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const expires = new Date(link.expiresAt);

  // Reports its outcome in the status line, so the click ignores the promise (void).
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('done');
    } catch {
      // No clipboard access (insecure origin, denied): select the text for Ctrl+C instead.
      field.current?.select();
      setCopied('failed');
    }
  };

  return (
    <Modal title={`Set-password link for ${name}`} onClose={onClose} className="admin-dialog admin-link-dialog">
      <p>Send this link to {name}. It is shown only now; it works once and sets their password.</p>
      <div className="form-field">
        <label htmlFor={`${id}-link`}>Set-password link</label>
        <input
          id={`${id}-link`}
          ref={field}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-expires`}
        />
        <p id={`${id}-expires`} className="field-help">
          Expires <time dateTime={link.expiresAt}>{Number.isNaN(expires.getTime()) ? link.expiresAt : expires.toLocaleString()}</time>.
        </p>
      </div>
      <p className="admin-link-status" aria-live="polite">
        {copied === 'done' ? 'Link copied.' : copied === 'failed' ? 'Could not copy: the link is selected, press Ctrl+C (or ⌘C).' : ''}
      </p>
      <div className="admin-dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Done
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          <i className="ri-file-copy-line" aria-hidden="true" /> Copy link
        </button>
      </div>
    </Modal>
  );
}
