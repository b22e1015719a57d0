import { useId, useState, type ChangeEvent } from 'react';
import { IMAGE_NOT_AVAILABLE_URL, UPLOAD_SUCCESS, UPLOADING } from '../../content/constants.js';
import { ImageWithFallback } from '../../ui/image-with-fallback.js';
import { useCanEdit } from '../http/can-edit.js';
import { ImageDetails } from '../media/image-details.js';
import { MediaPicker } from '../media/media-picker.js';
import { uploadImage, UploadError, validateImageFile } from '../media/upload.js';

export interface ImageListFieldProps {
  label: string;
  /** The image URLs, in display order. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** Id of the URL input (a form focuses it on error). */
  id?: string;
  required?: boolean;
  error?: string;
  help?: string;
}

type Progress = { current: number; total: number; percent: number } | null;

/**
 * Several images (journey carousel, approval logos): thumbnails with remove and move, several
 * files uploaded at once (each checked: image, at most 5 MB), or URLs added one by one.
 */
export function ImageListField({ label, value, onChange, id, required, error, help }: ImageListFieldProps) {
  const autoId = useId();
  const urlId = id ?? `${autoId}-url`;
  const fileId = `${autoId}-file`;
  const [draft, setDraft] = useState('');
  const canEdit = useCanEdit();
  const [progress, setProgress] = useState<Progress>(null);
  const [messages, setMessages] = useState<{ kind: 'error' | 'success'; text: string }[]>([]);

  // Reports its own failures on screen, so the handler that starts it ignores the promise (void).
  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    const notes: { kind: 'error' | 'success'; text: string }[] = [];
    const accepted = files.filter((file) => {
      const invalid = validateImageFile(file);
      if (invalid) notes.push({ kind: 'error', text: `${file.name}: ${invalid}` });
      return !invalid;
    });
    let urls = value;
    let uploaded = 0;
    for (const [index, file] of accepted.entries()) {
      setProgress({ current: index + 1, total: accepted.length, percent: 0 });
      try {
        const url = await uploadImage(file, { onProgress: (percent) => setProgress({ current: index + 1, total: accepted.length, percent }) });
        urls = [...urls, url];
        uploaded += 1;
        onChange(urls);
      } catch (failure) {
        notes.push({ kind: 'error', text: `${file.name}: ${failure instanceof UploadError ? failure.message : String(failure)}` });
      }
    }
    setProgress(null);
    if (uploaded > 0 && uploaded === accepted.length) notes.push({ kind: 'success', text: UPLOAD_SUCCESS });
    setMessages(notes);
  };

  const move = (index: number, delta: number) => {
    const next = [...value];
    const [url] = next.splice(index, 1);
    next.splice(index + delta, 0, url);
    onChange(next);
  };
  const addUrl = () => {
    const url = draft.trim();
    if (!url) return;
    onChange([...value, url]);
    setDraft('');
  };

  return (
    <fieldset className="admin-image-field admin-image-list" disabled={!canEdit}>
      <legend>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {value.length === 0 ? <p className="admin-empty">No images yet.</p> : null}
      <ol className="admin-image-list-items">
        {value.map((url, index) => (
          <li key={`${url}-${index}`} className="admin-image-list-item">
            <ImageWithFallback src={url} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt={`${label} ${index + 1}`} />
            <span className="admin-row-actions">
              <button
                type="button"
                className="icon-button"
                aria-label={`Move ${label} ${index + 1} earlier`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <i className="ri-arrow-left-line" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Move ${label} ${index + 1} later`}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
              >
                <i className="ri-arrow-right-line" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-button admin-danger"
                aria-label={`Remove ${label} ${index + 1}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <i className="ri-delete-bin-line" aria-hidden="true" />
              </button>
            </span>
            <ImageDetails url={url} label={`${label} ${index + 1}`} focal={false} />
          </li>
        ))}
      </ol>
      <div className="admin-image-inputs">
        <label htmlFor={fileId} className="admin-file-label">
          <i className="ri-upload-2-line" aria-hidden="true" /> Upload {label}
        </label>
        <input id={fileId} type="file" accept="image/*" multiple onChange={(event) => void onFiles(event)} disabled={progress !== null} />
        <MediaPicker label={label} onChoose={(url) => onChange([...value, url])} />
        <label htmlFor={urlId}>Add {label} URL</label>
        <div className="admin-image-list-url">
          <input
            id={urlId}
            type="url"
            placeholder="https://… or /uploads/…"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addUrl();
              }
            }}
            aria-invalid={error ? true : undefined}
          />
          <button type="button" className="btn btn-outline btn-small" onClick={addUrl} disabled={!draft.trim()}>
            Add URL
          </button>
        </div>
        <div className="admin-upload-status" aria-live="polite">
          {progress ? (
            <>
              <span>
                {UPLOADING} ({progress.current} of {progress.total})
              </span>
              <progress max={100} value={progress.percent} aria-label="Upload progress" />
            </>
          ) : null}
          {messages.map((message) => (
            <span
              key={message.text}
              className={message.kind === 'error' ? 'field-error' : 'field-success'}
              role={message.kind === 'error' ? 'alert' : undefined}
            >
              {message.text}
            </span>
          ))}
        </div>
        {help ? <p className="field-help">{help}</p> : null}
        {error ? <p className="field-error">{error}</p> : null}
      </div>
    </fieldset>
  );
}
