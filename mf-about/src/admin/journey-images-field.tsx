import {
  FIELD_MESSAGES,
  IMAGE_NOT_AVAILABLE_URL,
  ImageDetails,
  ImageWithFallback,
  isWebAddress,
  mediaIdOf,
  moveItem,
  useDragReorder,
  validateImageFile,
} from '@pharma/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';

/** A file chosen for the carousel, uploaded with the save. */
export interface NewImage {
  key: string;
  file: File;
  /** An object URL for the preview ('' where the browser has none). */
  preview: string;
}

interface Props {
  kept: string[];
  onKeptChange: (urls: string[]) => void;
  added: NewImage[];
  onAddedChange: (images: NewImage[]) => void;
  disabled?: boolean;
}

let counter = 0;

function previewUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function revoke(image: NewImage): void {
  if (image.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.preview);
}

/**
 * The journey carousel's images: the ones already stored (reorder by drag and drop or buttons,
 * remove, add by URL) and new files with a preview, sent with the save.
 */
export function JourneyImagesField({ kept, onKeptChange, added, onAddedChange, disabled }: Props) {
  const id = useId().replace(/:/g, '');
  const [problems, setProblems] = useState<string[]>([]);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState('');
  const addedRef = useRef(added);
  addedRef.current = added;
  // The previews live as long as the field: free them when it goes (after a save or on leaving the tab).
  useEffect(() => () => addedRef.current.forEach(revoke), []);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    const rejected: string[] = [];
    const accepted: NewImage[] = [];
    for (const file of files) {
      const problem = validateImageFile(file);
      if (problem) rejected.push(`${file.name}: ${problem}`);
      else accepted.push({ key: `new-${++counter}`, file, preview: previewUrl(file) });
    }
    setProblems(rejected);
    if (accepted.length) onAddedChange([...added, ...accepted]);
  };

  const move = (from: number, to: number) => {
    const next = moveItem(kept, from, to);
    if (next) onKeptChange(next);
  };
  const { dragIndex, dragProps } = useDragReorder(move, !disabled);

  const addUrl = () => {
    const value = url.trim();
    if (!isWebAddress(value)) {
      setUrlError(FIELD_MESSAGES.url);
      return;
    }
    onKeptChange([...kept, value]);
    setUrl('');
    setUrlError('');
  };

  return (
    <fieldset className="admin-list-field about-admin-journey-images">
      <legend>Carousel Images</legend>
      <p className="field-help">Drag to reorder. New images are uploaded when you save and are added after the kept ones.</p>
      {kept.length + added.length === 0 ? <p className="admin-empty">No images: the carousel is hidden.</p> : null}
      <ol className="admin-image-list-items" aria-label="Kept images">
        {kept.map((src, index) => (
          <li key={`${src}-${index}`} className={`admin-image-list-item${dragIndex === index ? ' is-dragging' : ''}`} {...dragProps(index)}>
            <ImageWithFallback src={src} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt={`Image ${index + 1}`} />
            <span className="about-admin-image-caption">Image {index + 1}</span>
            <span className="admin-row-actions">
              <button
                type="button"
                className="icon-button"
                aria-label={`Move image ${index + 1} earlier`}
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1)}
              >
                <i className="ri-arrow-left-line" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Move image ${index + 1} later`}
                disabled={disabled || index === kept.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <i className="ri-arrow-right-line" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-button admin-danger"
                aria-label={`Remove image ${index + 1}`}
                disabled={disabled}
                onClick={() => onKeptChange(kept.filter((_, i) => i !== index))}
              >
                <i className="ri-delete-bin-line" aria-hidden="true" />
              </button>
            </span>
            {/* An upload's alt text (a new file gets its fields once the save has uploaded it). */}
            {mediaIdOf(src) ? <ImageDetails url={src} label={`Image ${index + 1}`} focal={false} /> : null}
          </li>
        ))}
        {added.map((image) => (
          <li key={image.key} className="admin-image-list-item about-admin-new-image">
            {image.preview ? <img src={image.preview} alt={`New image ${image.file.name}`} /> : <span className="admin-image-empty">{image.file.name}</span>}
            <span className="about-admin-image-caption">
              <span className="about-admin-new-badge">New</span> {image.file.name}
            </span>
            <span className="admin-row-actions">
              <button
                type="button"
                className="icon-button admin-danger"
                aria-label={`Remove new image ${image.file.name}`}
                disabled={disabled}
                onClick={() => {
                  revoke(image);
                  onAddedChange(added.filter((other) => other !== image));
                }}
              >
                <i className="ri-delete-bin-line" aria-hidden="true" />
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className="about-admin-journey-add">
        <label htmlFor={`${id}-files`} className="admin-file-label">
          <i className="ri-upload-2-line" aria-hidden="true" /> Add images
        </label>
        <input id={`${id}-files`} type="file" accept="image/*" multiple onChange={onFiles} disabled={disabled} />
        {problems.length ? (
          <ul className="field-error about-admin-problems" role="alert">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <label htmlFor={`${id}-url`}>Image URL</label>
        <div className="admin-image-list-url">
          <input
            id={`${id}-url`}
            type="url"
            value={url}
            placeholder="https://… or /images/…"
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${id}-url-error` : undefined}
            disabled={disabled}
          />
          <button type="button" className="btn btn-outline btn-small" onClick={addUrl} disabled={disabled || url.trim() === ''}>
            Add URL
          </button>
        </div>
        {urlError ? (
          <p id={`${id}-url-error`} className="field-error">
            {urlError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
