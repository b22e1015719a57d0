import { useEffect, useId, useState } from 'react';
import { mediaInfoOf, type MediaLibraryEntry } from '../../content/media.js';
import { registerMedia } from '../../http/media-registry.js';
import { Modal } from '../../ui/modal.js';
import { ResponsiveImage } from '../../ui/responsive-image.js';
import { listMedia } from './media-api.js';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; entries: MediaLibraryEntry[] };

/** "Choose from library": any image uploaded before, instead of uploading it again. */
export function MediaPicker({ label, onChoose }: { label: string; onChoose: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline btn-small" onClick={() => setOpen(true)}>
        <i className="ri-image-line" aria-hidden="true" /> Choose from library
      </button>
      {open ? (
        <MediaPickerDialog
          title={`Choose ${label} from the media library`}
          onClose={() => setOpen(false)}
          onChoose={(url) => {
            onChoose(url);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function MediaPickerDialog({ title, onClose, onChoose }: { title: string; onClose: () => void; onChoose: (url: string) => void }) {
  const searchId = useId();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [query, setQuery] = useState('');
  useEffect(() => {
    listMedia().then(
      (entries) => {
        registerMedia(Object.fromEntries(entries.map((entry) => [entry.url, mediaInfoOf(entry)])));
        setLoad({ kind: 'ready', entries });
      },
      () => setLoad({ kind: 'failed' }),
    );
  }, []);
  const needle = query.trim().toLowerCase();
  const shown = load.kind === 'ready' ? load.entries.filter((e) => !needle || `${e.originalName} ${e.alt}`.toLowerCase().includes(needle)) : [];
  return (
    <Modal title={title} onClose={onClose} className="admin-dialog admin-media-picker">
      <label htmlFor={searchId}>Search by name or alternative text</label>
      <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      {load.kind === 'loading' ? <p aria-live="polite">Loading the media library…</p> : null}
      {load.kind === 'failed' ? <p className="field-error">The media library could not be loaded.</p> : null}
      {load.kind === 'ready' && shown.length === 0 ? <p>No image matches.</p> : null}
      <ul className="admin-media-grid">
        {shown.map((entry) => (
          <li key={entry.id}>
            <button type="button" className="admin-media-choice" onClick={() => onChoose(entry.url)}>
              <ResponsiveImage src={entry.url} alt="" sizes="160px" />
              <span>{entry.alt || entry.originalName}</span>
              <span className="field-help">
                {entry.width}×{entry.height}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
