import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_NOT_AVAILABLE_URL, UPLOAD_SUCCESS, UPLOADING } from '../../content/constants.js';
import { ImageWithFallback } from '../../ui/image-with-fallback.js';
import { useCanEdit } from '../http/can-edit.js';
import { ImageDetails } from '../media/image-details.js';
import { MediaPicker } from '../media/media-picker.js';
import { uploadImage, UploadError, validateImageFile } from '../media/upload.js';

export interface ImageFieldProps {
  label: string;
  /** The image URL ('' when none). */
  value: string;
  onChange: (url: string) => void;
  /** Id of the URL input (so a form can focus it on error). */
  id?: string;
  required?: boolean;
  error?: string;
  help?: string;
  /** Hide the external-URL input. */
  uploadOnly?: boolean;
  /** Byte limit checked before uploading (default 5 MB). */
  maxBytes?: number;
  /** Offer the focal-point picker (heroes and cards: images drawn cropped). Default true. */
  focal?: boolean;
}

type UploadState = { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'done'; message: string } | { status: 'failed'; message: string };

/**
 * An image picker: a preview, a file upload (images only, at most 5 MB, progress bar, the
 * server's error when refused) and, instead, an external URL typed or pasted in.
 */
export function ImageField({ label, value, onChange, id, required, error, help, uploadOnly, maxBytes, focal = true }: ImageFieldProps) {
  const autoId = useId();
  const urlId = id ?? `${autoId}-url`;
  const fileId = `${autoId}-file`;
  const statusId = `${autoId}-status`;
  const errorId = `${autoId}-error`;
  const helpId = `${autoId}-help`;
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const canEdit = useCanEdit();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  // Reports its own failures on screen, so the handler that starts it ignores the promise (void).
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const invalid = validateImageFile(file, maxBytes);
    if (invalid) {
      setState({ status: 'failed', message: invalid });
      input.value = '';
      return;
    }
    abort.current?.abort();
    abort.current = new AbortController();
    setState({ status: 'uploading', percent: 0 });
    try {
      const url = await uploadImage(file, { signal: abort.current.signal, onProgress: (percent) => setState({ status: 'uploading', percent }) });
      onChange(url);
      setState({ status: 'done', message: UPLOAD_SUCCESS });
    } catch (failure) {
      setState({ status: 'failed', message: failure instanceof UploadError ? failure.message : String(failure) });
    } finally {
      input.value = '';
    }
  };

  const describedBy = [error ? errorId : '', help ? helpId : '', statusId].filter(Boolean).join(' ');
  return (
    // A read-only role sees the image and its details, every control disabled.
    <fieldset className="admin-image-field" disabled={!canEdit}>
      <legend>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="admin-image-field-body">
        <div className="admin-image-preview">
          {value ? (
            <ImageWithFallback src={value} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt={`${label} preview`} />
          ) : (
            <span className="admin-image-empty">No image</span>
          )}
        </div>
        <div className="admin-image-inputs">
          <label htmlFor={fileId} className="admin-file-label">
            <i className="ri-upload-2-line" aria-hidden="true" /> Upload {label}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/*"
            onChange={(event) => void onFile(event)}
            disabled={state.status === 'uploading'}
            aria-describedby={statusId}
          />
          {uploadOnly ? null : (
            <>
              <label htmlFor={urlId}>{label} URL</label>
              <input
                id={urlId}
                type="url"
                inputMode="url"
                placeholder="https://… or /uploads/…"
                value={value}
                onChange={(e) => onChange(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-required={required || undefined}
                aria-describedby={describedBy}
              />
            </>
          )}
          <MediaPicker label={label} onChoose={onChange} />
          {value ? (
            <button type="button" className="btn btn-outline btn-small" onClick={() => onChange('')}>
              Remove image
            </button>
          ) : null}
          <UploadStatus id={statusId} state={state} />
          {help ? (
            <p id={helpId} className="field-help">
              {help}
            </p>
          ) : null}
          {error ? (
            <p id={errorId} className="field-error">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      {value ? <ImageDetails url={value} label={label} focal={focal} /> : null}
    </fieldset>
  );
}

function UploadStatus({ id, state }: { id: string; state: UploadState }) {
  return (
    <div id={id} className="admin-upload-status" aria-live="polite">
      {state.status === 'uploading' ? (
        <>
          <span>{UPLOADING}</span>
          <progress max={100} value={state.percent} aria-label="Upload progress">
            {state.percent}%
          </progress>
        </>
      ) : null}
      {state.status === 'done' ? <span className="field-success">{state.message}</span> : null}
      {state.status === 'failed' ? (
        <span className="field-error" role="alert">
          {state.message}
        </span>
      ) : null}
    </div>
  );
}
