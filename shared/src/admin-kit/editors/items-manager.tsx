import { useDraftOutcomeTexts } from '../drafts/save-outcome.js';
import { useRef, useState, type ReactNode } from 'react';
import { ADMIN_BUTTONS, CONFIRM_DELETE_ITEM } from '../../content/constants.js';
import { describeFailure } from '../http/admin-http.js';
import { useCanEdit, useRoleMayEdit } from '../http/can-edit.js';
import { ConfirmDialog } from '../forms/confirm-dialog.js';
import { LoadFailure } from './editor-frame.js';
import { failureNotice, NoticeBanner, useNotice, type Notice } from '../forms/feedback.js';
import type { FieldErrors, FieldSpec } from '../forms/fields.js';
import { HistoryButton } from '../history/history-dialog.js';
import { ItemDialog } from './item-dialog.js';
import { itemDialogTitle } from './dialog-title.js';
import { ItemsTable, type TableColumn } from './items-table.js';
import { PreviewToggle } from '../drafts/live-preview.js';
import type { DraftMode } from '../drafts/use-draft-saver.js';
import { lockRefOf } from '../edit-lock/edit-lock-api.js';

export interface ManagedItem {
  id?: string;
  order?: number;
  isActive?: boolean;
  version?: number;
}

/** Texts after each action; every default can be replaced by the spec's exact text. */
export interface ItemMessages<T> {
  saved?: (item: T, mode: 'add' | 'edit') => string;
  saveFailed?: (item: T) => string;
  /** A save that got no answer (network): the spec's 'Error saving …' texts. */
  saveError?: (item: T) => string;
  deleted?: string;
  deleteFailed?: string;
  reordered?: string;
  reorderFailed?: string;
}

export interface ItemsManagerProps<T extends ManagedItem> {
  /** Heading of the block (h3). */
  title?: string;
  /** What one item is called: "Hero Slide" → "Edit Hero Slide 2", "Hero Slide added successfully!". */
  itemName: string;
  /** The items in display order. */
  items: readonly T[];
  fields: readonly FieldSpec[];
  columns: readonly TableColumn<T>[];
  /** The new item's starting values (order, isActive and any defaults). */
  newItem: () => Partial<T>;
  /** Persist an add or edit; throw to keep the pop-up open with the failure. */
  onSave: (item: T, mode: 'add' | 'edit') => Promise<void>;
  onDelete: (item: T) => Promise<void>;
  /** The list's REST path, for the live preview of the item being edited. */
  previewPath?: string;
  /** Save draft and autosave in the pop-up (`?draft=true`); answers the saved item. Omit for lists held in memory. */
  onSaveDraft?: (item: T, mode: DraftMode) => Promise<unknown>;
  /** Persist a new sequence; omit to hide the reorder controls. */
  onReorder?: (items: T[]) => Promise<void>;
  /** "Reload" after a conflict (and the retry after a failed load). */
  onReload?: () => void;
  /** Text of the add button (default 'Add New'; contact users: 'Add User'). */
  addLabel?: string;
  /** Delete question (default 'Are you sure you want to delete this item?'). */
  confirmText?: string;
  messages?: ItemMessages<T>;
  /** Checks beyond the fields' own. */
  validate?: (value: T) => FieldErrors;
  /** Live preview inside the pop-up. */
  dialogPreview?: (value: T) => ReactNode;
  /** Content above the table (e.g. preview cards). */
  children?: ReactNode;
  loading?: boolean;
  /** A failed load: shown with a retry; the table keeps what it had. */
  loadError?: unknown;
  emptyText?: string;
  getKey?: (item: T, index: number) => string;
  /** The list's REST path when its items keep a History ("History of <row>" per row); ListEditor sets it. */
  historyPath?: string;
  /** After a History restore (published: a publish's events are due); the list reloads. */
  onRestored?: (published: boolean) => Promise<void> | void;
  /** Why no public page shows these items (from the declaration): said above the table. */
  notOnSite?: string;
}

type DialogState<T> = { mode: 'add' | 'edit'; item: Partial<T>; key: number } | null;

/**
 * A list editor that does not care where items are stored: a table with Edit / Delete / reorder,
 * the generic pop-up, the delete confirmation and the success and failure messages. ListEditor
 * binds it to an API list; a section editor can bind it to a list held in memory.
 */
export function ItemsManager<T extends ManagedItem>(props: ItemsManagerProps<T>) {
  const { title, itemName, items, fields, columns, newItem, onSave, onDelete, onReorder, onReload, messages = {} } = props;
  const [dialog, setDialog] = useState<DialogState<T>>(null);
  const [confirming, setConfirming] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, showNotice] = useNotice();
  // A read-only role sees the table without Add, Edit, Delete or reordering.
  const canEdit = useCanEdit();
  // While the page is in review its items still open (read-only, saying why), for those who may edit.
  const canOpen = useRoleMayEdit();
  const asDraft = useDraftOutcomeTexts();

  // A draft written from the pop-up changes the list (a new item exists): refetch when it closes.
  const draftWritten = useRef(false);
  const saveDraft = props.onSaveDraft
    ? async (value: T, mode: DraftMode) => {
        const saved = await props.onSaveDraft?.(value, mode);
        draftWritten.current = true;
        return saved;
      }
    : undefined;
  const closeDialog = () => {
    setDialog(null);
    if (draftWritten.current) onReload?.();
    draftWritten.current = false;
  };

  const openAdd = () => setDialog({ mode: 'add', item: newItem(), key: Date.now() });
  const openEdit = (item: T) => setDialog({ mode: 'edit', item, key: Date.now() });

  const save = async (value: T) => {
    const mode = dialog?.mode ?? 'edit';
    await onSave(value, mode);
    draftWritten.current = false;
    setDialog(null);
    const published = messages.saved?.(value, mode) ?? `${itemName} ${mode === 'add' ? 'added' : 'updated'} successfully!`;
    showNotice({ kind: 'success', message: asDraft ? asDraft.saved(itemName) : published });
  };

  const remove = async (item: T) => {
    setBusy(true);
    try {
      await onDelete(item);
      showNotice({ kind: 'success', message: asDraft ? asDraft.deleted(itemName) : (messages.deleted ?? `${itemName} deleted successfully!`) });
    } catch (error) {
      showNotice(failureNotice(describeFailure(error, messages.deleteFailed ?? `Failed to delete ${itemName}`)));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  // Reports its own failures on screen, so the handler that starts it ignores the promise (void).
  const reorder = async (next: T[]) => {
    if (!onReorder) return;
    setBusy(true);
    try {
      await onReorder(next);
      showNotice({ kind: 'success', message: asDraft ? asDraft.reordered : (messages.reordered ?? 'Order updated') });
    } catch (error) {
      showNotice(failureNotice(describeFailure(error, messages.reorderFailed ?? 'Failed to update the order')));
    } finally {
      setBusy(false);
    }
  };

  const restored = (done: Notice, published: boolean) => {
    showNotice(done);
    void Promise.resolve(props.onRestored ? props.onRestored(published) : onReload?.()).catch(() => undefined);
  };

  const reloadFromConflict = onReload
    ? () => {
        showNotice(null);
        setDialog(null);
        onReload();
      }
    : undefined;

  const dialogItem = dialog?.item as T | undefined;
  return (
    <section className="admin-block" aria-label={title ?? itemName}>
      <div className="admin-block-head">
        {title ? <h2 className="admin-block-title">{title}</h2> : null}
        {props.previewPath ? <PreviewToggle /> : null}
        {canEdit ? (
          <button type="button" className="btn btn-primary" onClick={openAdd}>
            <i className="ri-add-line" aria-hidden="true" /> {props.addLabel ?? ADMIN_BUTTONS.addNew}
          </button>
        ) : null}
      </div>
      <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} onReload={reloadFromConflict} />
      {props.notOnSite ? (
        <p className="admin-not-on-site" role="note">
          <strong>Not shown on the public site.</strong> {props.notOnSite}
        </p>
      ) : null}
      {props.loadError ? <LoadFailure onRetry={onReload}>Could not load the {itemName.toLowerCase()} list.</LoadFailure> : null}
      {props.children}
      {props.loading && items.length === 0 ? (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      ) : (
        <ItemsTable
          caption={title ?? `${itemName} list`}
          items={items}
          columns={columns}
          itemName={itemName}
          getKey={(item) => props.getKey?.(item, items.indexOf(item)) ?? item.id ?? String(items.indexOf(item))}
          onEdit={canOpen ? openEdit : undefined}
          onDelete={canEdit ? setConfirming : undefined}
          onReorder={onReorder && canEdit ? (next) => void reorder(next) : undefined}
          busy={busy}
          emptyText={props.emptyText}
          draftPath={props.onSaveDraft ? props.previewPath : undefined}
          actions={
            props.historyPath
              ? (item, label) => <HistoryButton path={props.historyPath!} id={item.id ?? ''} label={label} fields={fields} onRestored={restored} />
              : undefined
          }
        />
      )}
      {dialog ? (
        <ItemDialog<T>
          key={dialog.key}
          mode={dialog.mode}
          title={itemDialogTitle(dialog.mode, itemName, dialog.item)}
          fields={fields}
          item={dialog.item}
          onSubmit={save}
          onSaveDraft={saveDraft}
          previewPath={props.previewPath}
          onClose={closeDialog}
          onReload={reloadFromConflict}
          failureText={dialogItem && messages.saveFailed ? messages.saveFailed(dialogItem) : `Failed to save ${itemName}`}
          errorText={dialogItem && messages.saveError ? messages.saveError(dialogItem) : undefined}
          validate={props.validate}
          preview={props.dialogPreview}
          // A stored item (a list bound to the API, edited, not added) is locked while its pop-up is open.
          lockRef={dialog.mode === 'edit' ? lockRefOf(props.historyPath, dialog.item.id) : null}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog message={props.confirmText ?? CONFIRM_DELETE_ITEM} onConfirm={() => remove(confirming)} onCancel={() => setConfirming(null)} />
      ) : null}
    </section>
  );
}
