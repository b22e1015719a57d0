import { useState } from 'react';
import {
  ApiError,
  ConfirmDialog,
  deleteMedia,
  ImageDetails,
  listMedia,
  NoticeBanner,
  ResponsiveImage,
  standardVariant,
  useAdminQuery,
  useCanEdit,
  useNotice,
  MEDIA_IN_USE,
  type MediaLibraryEntry,
  type MediaUsage,
} from '@pharma/shared';

const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: bytes < 10_240 ? 1 : 0 })} KB`;

/** What a visitor downloads instead of the original where no size is chosen: the standard WebP variant. */
export function servedBytes(entry: MediaLibraryEntry): number {
  return standardVariant(entry.variants)?.bytes ?? entry.bytes;
}

/** Settings › Media library: every uploaded image, its variants, what they save, its alt text and where it is used. */
export function MediaLibraryPanel() {
  const query = useAdminQuery(listMedia);
  const [notice, setNotice] = useNotice();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MediaLibraryEntry | null>(null);
  const [refused, setRefused] = useState<{ name: string; usages: MediaUsage[] } | null>(null);

  const remove = async (entry: MediaLibraryEntry) => {
    setDeleting(null);
    try {
      await deleteMedia(entry.id);
      setRefused(null);
      setNotice({ kind: 'success', message: `Deleted ${entry.originalName || 'the image'}` });
      await query.reload();
    } catch (error) {
      const usages = error instanceof ApiError && error.status === 409 ? await usagesOf(entry) : null;
      if (usages) setRefused({ name: entry.originalName || entry.url, usages });
      else setNotice({ kind: 'error', message: error instanceof Error ? error.message : 'Could not delete the image' });
    }
  };

  const entries = query.data ?? [];
  return (
    <section className="admin-own-panel" aria-labelledby="media-library-title">
      <h2 id="media-library-title">Media library</h2>
      <p className="field-help">
        Every uploaded image, kept as uploaded, with the AVIF and WebP sizes visitors get. Choose one in any image field with “Choose from library”.
      </p>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      {refused ? <RefusedDelete name={refused.name} usages={refused.usages} onDismiss={() => setRefused(null)} /> : null}
      {query.loading && !query.data ? <p aria-live="polite">Loading the media library…</p> : null}
      {query.error && !query.data ? <p className="field-error">The media library could not be loaded.</p> : null}
      {query.data && entries.length === 0 ? <p>No images uploaded yet.</p> : null}
      {entries.length ? (
        <table className="admin-table admin-media-table">
          <caption className="visually-hidden">Uploaded images</caption>
          <thead>
            <tr>
              <th scope="col">Image</th>
              <th scope="col">Name and size</th>
              <th scope="col">Variants</th>
              <th scope="col">Saved per view</th>
              <th scope="col">Alternative text</th>
              <th scope="col">Used in</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <MediaRow
                key={entry.id}
                entry={entry}
                editing={editing === entry.id}
                onEdit={() => setEditing(editing === entry.id ? null : entry.id)}
                onDelete={() => setDeleting(entry)}
              />
            ))}
          </tbody>
        </table>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete image"
          message={`Delete ${deleting.originalName || 'this image'} and all its sizes? This cannot be undone.`}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

/** A refused delete's body carries the places; read them again so the list is current. */
async function usagesOf(entry: MediaLibraryEntry): Promise<MediaUsage[]> {
  const fresh = (await listMedia().catch(() => [])).find((e) => e.id === entry.id);
  return fresh?.usages ?? entry.usages;
}

function MediaRow({ entry, editing, onEdit, onDelete }: { entry: MediaLibraryEntry; editing: boolean; onEdit: () => void; onDelete: () => void }) {
  const name = entry.originalName || entry.url;
  const served = servedBytes(entry);
  // The library edits with 'content.edit' (the default permission of the kit's hook).
  const canEdit = useCanEdit();
  return (
    <>
      <tr>
        <td className="admin-media-thumb">
          <ResponsiveImage src={entry.url} alt="" sizes="96px" />
        </td>
        <td>
          {name}
          <br />
          <span className="field-help">
            {entry.width}×{entry.height} px, original {kb(entry.bytes)}
          </span>
        </td>
        <td>
          {entry.variants.length} files: {[...new Set(entry.variants.map((v) => v.width))].join(', ')} px, AVIF and WebP
        </td>
        <td>{entry.bytes > served ? `${kb(entry.bytes - served)} (${kb(served)} instead of ${kb(entry.bytes)})` : '—'}</td>
        <td>{entry.decorative ? <em>Decorative</em> : entry.alt || <span className="admin-status is-inactive">Missing alt text</span>}</td>
        <td>
          {entry.usages.length ? (
            <ul className="admin-media-usages">
              {entry.usages.map((usage) => (
                <li key={`${usage.collection}/${usage.id}/${usage.field}`}>{usage.label}</li>
              ))}
            </ul>
          ) : (
            'Not used'
          )}
        </td>
        <td className="admin-row-actions">
          {canEdit ? (
            <>
              <button type="button" className="btn btn-outline btn-small" onClick={onEdit} aria-expanded={editing}>
                Edit details<span className="visually-hidden"> of {name}</span>
              </button>
              <button type="button" className="icon-button admin-danger" aria-label={`Delete ${name}`} onClick={onDelete}>
                <i className="ri-delete-bin-line" aria-hidden="true" />
              </button>
            </>
          ) : null}
        </td>
      </tr>
      {editing ? (
        <tr>
          <td colSpan={7}>
            <ImageDetails url={entry.url} label={name} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function RefusedDelete({ name, usages, onDismiss }: { name: string; usages: MediaUsage[]; onDismiss: () => void }) {
  return (
    <div className="alert alert-error admin-notice" role="alert">
      <div className="admin-notice-text">
        <strong>{MEDIA_IN_USE}</strong>
        <span className="admin-notice-detail">{name} is used in these places; replace it there first:</span>
        <ul>
          {usages.map((usage) => (
            <li key={`${usage.collection}/${usage.id}/${usage.field}`}>{usage.label}</li>
          ))}
        </ul>
      </div>
      <button type="button" className="icon-button" aria-label="Dismiss message" onClick={onDismiss}>
        <i className="ri-close-line" aria-hidden="true" />
      </button>
    </div>
  );
}
