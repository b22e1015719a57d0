import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { MEDIA_ALT_REQUIRED, mediaIdOf, type FocalPoint, type MediaInfo } from '../../content/media.js';
import { ApiError } from '../../http/api-client.js';
import { ResponsiveImage } from '../../ui/responsive-image.js';
import { EditGuard } from '../http/can-edit.js';
import { loadMediaInfo, noteMediaDetails, saveMediaDetails, type MediaDetails } from './media-api.js';

interface Props {
  url: string;
  /** The image's label in its editor ("Background Image"), for the controls' names. */
  label: string;
  /** Hero and card images get the focal-point picker; images drawn whole (logos, carousels) do not. */
  focal?: boolean;
}

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

const STEP = 5;
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * What the administrator says about an uploaded image: its alternative text (or that it is
 * decorative) and, for heroes and cards, its focal point. Saved to the image's media record as soon
 * as it changes (so it holds wherever the image is used); the editor's Save is refused while the
 * image has neither alt text nor "Decorative".
 */
export function ImageDetails({ url, label, focal = true }: Props) {
  const id = useId();
  const [info, setInfo] = useState<MediaInfo | undefined>();
  const [alt, setAlt] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const saving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Changes not sent yet (a focal point is sent once the clicks and key presses pause).
  const pending = useRef<MediaDetails>({});

  useEffect(() => {
    let live = true;
    setInfo(undefined);
    void loadMediaInfo(url).then((loaded) => {
      if (!live || !loaded) return;
      setInfo(loaded);
      setAlt(loaded.alt);
    });
    return () => {
      live = false;
      clearTimeout(saving.current);
    };
  }, [url]);

  if (!mediaIdOf(url)) return <p className="field-help">Alternative text and focal point can be set for uploaded images.</p>;
  if (!info) return null;

  const save = (details: MediaDetails, delayMs = 0) => {
    setInfo({ ...info, ...details });
    noteMediaDetails(url, details);
    pending.current = { ...pending.current, ...details };
    clearTimeout(saving.current);
    saving.current = setTimeout(() => {
      const changes = pending.current;
      pending.current = {};
      setStatus({ kind: 'saving' });
      saveMediaDetails(url, changes).then(
        () => setStatus({ kind: 'saved' }),
        (error: unknown) => setStatus({ kind: 'failed', message: error instanceof ApiError ? error.message : 'Could not save the image details' }),
      );
    }, delayMs);
  };
  const missing = !info.decorative && alt.trim() === '';

  // Saved on change, so a read-only role gets the same controls disabled (EditGuard).
  return (
    <EditGuard>
      <div className="admin-image-details">
        <label htmlFor={`${id}-alt`}>Alternative text</label>
        <input
          id={`${id}-alt`}
          type="text"
          maxLength={300}
          value={alt}
          disabled={info.decorative}
          onChange={(event) => {
            setAlt(event.target.value);
            noteMediaDetails(url, { alt: event.target.value });
          }}
          onBlur={() => alt !== info.alt && save({ alt })}
          aria-describedby={`${id}-alt-help${missing ? ` ${id}-alt-missing` : ''}`}
          aria-invalid={missing || undefined}
        />
        <p id={`${id}-alt-help`} className="field-help">
          Describe what the image shows; used wherever this image appears.
        </p>
        {missing ? (
          <p id={`${id}-alt-missing`} className="field-error">
            {MEDIA_ALT_REQUIRED}
          </p>
        ) : null}
        <label className="admin-checkbox">
          <input
            type="checkbox"
            checked={info.decorative}
            onChange={(event) => save({ decorative: event.target.checked })}
            aria-describedby={`${id}-decorative-help`}
          />{' '}
          Decorative image
        </label>
        <p id={`${id}-decorative-help`} className="field-help">
          Only ornament, no meaning: drawn with no alternative text.
        </p>
        {focal ? <FocalPicker url={url} label={label} point={info.focal} onChange={(point) => save({ focal: point }, 400)} /> : null}
        <p className="admin-image-details-status" aria-live="polite">
          {status.kind === 'saving' ? 'Saving image details…' : null}
          {status.kind === 'saved' ? 'Image details saved' : null}
          {status.kind === 'failed' ? <span className="field-error">{status.message}</span> : null}
        </p>
      </div>
    </EditGuard>
  );
}

/** Click the picture (or use the arrow keys) to put the point the crops keep in view; two crops preview it. */
function FocalPicker({ url, label, point, onChange }: { url: string; label: string; point: FocalPoint; onChange: (point: FocalPoint) => void }) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Inside the border, where the picture and the marker are.
    const picker = event.currentTarget;
    const box = picker.getBoundingClientRect();
    const [left, top] = [event.clientX - box.left - picker.clientLeft, event.clientY - box.top - picker.clientTop];
    if (!picker.clientWidth || !picker.clientHeight) return;
    onChange({ x: clamp((left / picker.clientWidth) * 100), y: clamp((top / picker.clientHeight) * 100) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: clamp(point.x + move[0]), y: clamp(point.y + move[1]) });
  };
  const position = `${point.x}% ${point.y}%`;
  return (
    <div className="admin-focal">
      <p className="admin-focal-title">Focal point</p>
      <button
        type="button"
        className="admin-focal-picker"
        onClick={onClick}
        onKeyDown={onKeyDown}
        aria-label={`Focal point of ${label}: ${point.x}% from left, ${point.y}% from top. Click the picture or use the arrow keys to move it.`}
      >
        <ResponsiveImage src={url} alt="" sizes="320px" />
        <span className="admin-focal-marker" style={{ left: `${point.x}%`, top: `${point.y}%` }} aria-hidden="true" />
      </button>
      <div className="admin-focal-crops" aria-hidden="true">
        <span className="admin-focal-crop is-wide">
          <ResponsiveImage src={url} alt="" sizes="240px" style={{ objectPosition: position }} />
        </span>
        <span className="admin-focal-crop is-narrow">
          <ResponsiveImage src={url} alt="" sizes="120px" style={{ objectPosition: position }} />
        </span>
      </div>
    </div>
  );
}
