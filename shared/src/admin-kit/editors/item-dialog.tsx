import { EditGuard, useCanEdit } from '../http/can-edit.js';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_BUTTONS } from '../../content/constants.js';
import { Modal } from '../../ui/modal.js';
import { describeFailure } from '../http/admin-http.js';
import { failureNotice, NoticeBanner, type Notice } from '../forms/feedback.js';
import type { FieldErrors, FieldSpec } from '../forms/fields.js';
import { FormFields } from '../forms/form-fields.js';
import { OtherErrors } from '../forms/other-errors.js';
import { NEW_ITEM_PREVIEW_ID, PreviewToggle, usePreviewSync } from '../drafts/live-preview.js';
import { DraftControls } from '../forms/save-bar.js';
import { formDraftSource, useDraftSaver, type DraftWrite } from '../drafts/use-draft-saver.js';
import { useFieldForm } from '../forms/use-field-form.js';
import type { LockRef } from '../edit-lock/edit-lock-api.js';
import { EditLockNotice, LockGuard } from '../edit-lock/edit-lock-notice.js';
import { useEditLock } from '../edit-lock/use-edit-lock.js';

export interface ItemDialogProps<T> {
  mode: 'add' | 'edit';
  fields: readonly FieldSpec[];
  /** The edited item (edit) or the new item's defaults (add). */
  item: Partial<T>;
  /** Saves; throw (ApiError) to keep the dialog open with the failure shown. */
  onSubmit: (value: T) => Promise<void>;
  onClose: () => void;
  /** On a 409 the failure offers "Reload", which calls this. */
  onReload?: () => void;
  /** Default 'Add New' / 'Edit'. */
  title?: string;
  /** Default 'Add' / 'Update'. */
  submitLabel?: string;
  /**
   * Save draft and autosave (`?draft=true`): shown when given. Add/Update stays the publish
   * (today's Save, same request, texts and events).
   */
  onSaveDraft?: DraftWrite<T>;
  /** The list's REST path: the live preview shows this item's unsaved state over it. */
  previewPath?: string;
  /** The edited object is a section (no id): previewed over the path itself, not as a list item. */
  previewSection?: boolean;
  /** Text of a refused save (default 'Failed to save'). */
  failureText?: string;
  /** Text of a save that got no answer (default: failureText). */
  errorText?: string;
  /** Checks beyond the fields' own (e.g. cross-field rules), on the converted value. */
  validate?: (value: T) => FieldErrors;
  /** A live preview of the value being edited. */
  preview?: (value: T) => ReactNode;
  /** Shown above the fields. */
  intro?: ReactNode;
  className?: string;
  /** The stored document edited (a section, or a list item with an id): its edit lock is held while the pop-up is open. */
  lockRef?: LockRef | null;
}

/** The generic add/edit pop-up: 'Add New' or 'Edit', the fields, Cancel and Add/Update. */
export function ItemDialog<T>({
  mode,
  fields,
  item,
  onSubmit,
  onClose,
  onReload,
  title,
  submitLabel,
  failureText = 'Failed to save',
  errorText,
  validate,
  preview,
  intro,
  className = '',
  onSaveDraft,
  previewPath,
  previewSection = false,
  lockRef,
}: ItemDialogProps<T>) {
  const idPrefix = useId().replace(/:/g, '');
  const form = useFieldForm<T>(fields, item, idPrefix);
  // A page in review opens its items read-only, with the reason (EditGuard) and no save.
  const canEdit = useCanEdit();
  const lock = useEditLock(lockRef, form.values);
  const drafts = useDraftSaver(formDraftSource(form, fields), lock.canSave ? onSaveDraft : undefined);
  const current = form.value() as { id?: string };
  usePreviewSync(previewPath, previewSection ? undefined : (current.id ?? NEW_ITEM_PREVIEW_ID), current);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // The shared Modal focuses its first control (Close); the first field is the better start.
    const timer = setTimeout(
      () => formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, [contenteditable=true]')?.focus(),
      0,
    );
    return () => clearTimeout(timer);
  }, []);

  // Reports its own failures on screen, so the handler that starts it ignores the promise (void).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !lock.canSave || !form.validate(validate)) return;
    setSaving(true);
    setNotice(null);
    try {
      await drafts.settle().catch(() => undefined);
      await onSubmit(form.value());
    } catch (error) {
      showFailure(error);
      setSaving(false);
    }
  };

  const showFailure = (error: unknown) => {
    const failure = describeFailure(error, failureText, errorText);
    form.showServerErrors(failure.fieldErrors);
    setNotice(failureNotice(failure));
  };

  const saveDraft = async () => {
    if (drafts.savingDraft || !lock.canSave || !form.validate(validate)) return;
    setNotice(null);
    await drafts.saveDraft().catch(showFailure);
  };

  const invalidCount = Object.keys(form.errors).length;
  return (
    <Modal title={title ?? (mode === 'add' ? ADMIN_BUTTONS.addNew : ADMIN_BUTTONS.edit)} onClose={onClose} className={`admin-dialog ${className}`.trim()}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
        {intro}
        <NoticeBanner notice={notice} onReload={onReload} />
        {invalidCount > 0 ? (
          <p className="alert alert-error" role="alert">
            Please correct the {invalidCount === 1 ? 'highlighted field' : `${invalidCount} highlighted fields`}.
          </p>
        ) : null}
        <OtherErrors messages={form.otherErrors} />
        <EditLockNotice state={lock} />
        <EditGuard>
          <LockGuard state={lock}>
            <FormFields fields={fields} values={form.values} onChange={form.set} errors={form.errors} idPrefix={idPrefix} />
          </LockGuard>
        </EditGuard>
        {preview ? (
          <section className="admin-preview" aria-label="Preview of your changes">
            <h3 className="admin-preview-title">Preview</h3>
            {preview(form.value())}
          </section>
        ) : null}
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {ADMIN_BUTTONS.cancel}
          </button>
          {previewPath ? <PreviewToggle /> : null}
          {canEdit && onSaveDraft ? (
            <DraftControls status={drafts.status} busy={drafts.savingDraft || saving || !lock.canSave} onSaveDraft={() => void saveDraft()} />
          ) : null}
          {canEdit ? (
            <button type="submit" className="btn btn-primary" disabled={saving || !lock.canSave}>
              {submitLabel ?? (mode === 'add' ? ADMIN_BUTTONS.add : ADMIN_BUTTONS.update)}
            </button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
