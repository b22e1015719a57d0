import { useDraftOutcomeTexts } from '../drafts/save-outcome.js';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_BUTTONS } from '../../content/constants.js';
import type { ContentEvent } from '../../events/event-bus.js';
import { adminGet, describeFailure, putSection } from '../http/admin-http.js';
import { EditGuard, useCanEdit, useRoleMayEdit } from '../http/can-edit.js';
import { LoadFailure } from './editor-frame.js';
import { useEditorData } from './editor-frame.js';
import { failureNotice, NoticeBanner, type Notice } from '../forms/feedback.js';
import { HistoryButton } from '../history/history-dialog.js';
import type { FieldErrors, FieldSpec } from '../forms/fields.js';
import { FormFields } from '../forms/form-fields.js';
import { itemDialogTitle } from './dialog-title.js';
import { ItemDialog } from './item-dialog.js';
import { announceChange } from '../http/live-sync.js';
import { OtherErrors } from '../forms/other-errors.js';
import { PreviewToggle, usePreviewSync } from '../drafts/live-preview.js';
import { DraftControls } from '../forms/save-bar.js';
import { SectionDraftState, useReloadOnWorkingChange } from '../drafts/drafts-state.js';
import { formDraftSource, useDraftSaver, type DraftWrite } from '../drafts/use-draft-saver.js';
import { useFieldForm } from '../forms/use-field-form.js';
import { SECTION_ID } from '../../content/collections/collection-rules.js';
import { lockRefOf } from '../edit-lock/edit-lock-api.js';
import { EditLockNotice, LockGuard } from '../edit-lock/edit-lock-notice.js';
import { useEditLock } from '../edit-lock/use-edit-lock.js';

export interface SectionMessages {
  saved?: string;
  /** The server refused the save (spec: 'Failed to save …'). */
  failed?: string;
  /** The save got no answer (spec: 'Error saving …'). */
  error?: string;
}

export interface SectionEditorProps<T extends object> {
  /** Heading of the block (h3). */
  title?: string;
  /** PUT path of the section; also the GET path unless `load` is given. */
  path: string;
  load?: () => Promise<T>;
  /** Custom write (e.g. multipart); default PUT `path` with the version read. Answers the saved section. */
  save?: (value: T) => Promise<T>;
  fields: readonly FieldSpec[];
  /**
   * 'form': the fields inline with a save button (Products 'Save Hero');
   * 'dialog': a preview with an edit button opening the pop-up (Global Impact 'Edit Section').
   */
  layout?: 'form' | 'dialog';
  /** form: the save button (default 'Save Section'). */
  saveLabel?: string;
  /** dialog: the button opening the pop-up (default 'Edit Section'). */
  editLabel?: string;
  /** dialog: the pop-up's title (default 'Edit'). */
  dialogTitle?: string;
  /** form: a live preview of the values being typed; dialog: a preview of the saved section. */
  preview?: (value: T) => ReactNode;
  messages?: SectionMessages;
  /** Applied before the write (e.g. drop fields the server does not take). */
  prepare?: (value: T) => T;
  validate?: (value: T) => FieldErrors;
  /** Events fired after a save (default: adminDataChanged). */
  events?: readonly ContentEvent[];
  /** Mirrors the saved section into `admin_data`. */
  mirror?: (saved: T) => void;
  onChanged?: () => void;
  /** Content after the section (e.g. the statistics table under Global Impact). */
  children?: ReactNode;
  /** The collection keeping the section's History when it is not named after `path` (history-labels.ts). */
  historyCollection?: string;
}

/** A single-object section (a hero, settings, get in touch): load, edit, save with its version. */
export function SectionEditor<T extends object>(props: SectionEditorProps<T>) {
  const { path, load, layout = 'form' } = props;
  const { query, notice, showNotice, round, reload } = useEditorData<T>(load ?? (() => adminGet<T>(path)));
  useReloadOnWorkingChange(reload);
  const asDraft = useDraftOutcomeTexts();

  const persist = async (value: T) => {
    const body = props.prepare ? props.prepare(value) : value;
    const saved = await (props.save ? props.save(body) : putSection<T>(path, body));
    query.setData(saved ?? body);
    props.mirror?.(saved ?? body);
    announceChange(props.events);
    props.onChanged?.();
    const title = props.title ?? 'Section';
    showNotice({ kind: 'success', message: asDraft ? asDraft.saved(title) : (props.messages?.saved ?? `${title} saved successfully!`) });
  };

  // A restore writes the working copy (and, published, the release): reload, and a publish's events.
  const afterRestore = (restored: Notice, published: boolean) => {
    reload();
    showNotice(restored);
    if (published) announceChange(props.events);
    props.onChanged?.();
  };

  // A draft changes nothing public: no events, no mirror; the badges follow (onChanged). A custom
  // write (multipart) has no draft form, so such a section offers only its publishing button.
  const saveDraft: DraftWrite<T> | undefined = props.save
    ? undefined
    : async (value, mode) => {
        const saved = await putSection<T>(path, props.prepare ? props.prepare(value) : value, mode);
        props.onChanged?.();
        return saved;
      };

  const data = query.data;
  return (
    <section className="admin-block" aria-label={props.title ?? 'Section'}>
      {props.title ? (
        <div className="admin-block-head">
          <h2 className="admin-block-title">{props.title}</h2>
          <HistoryButton path={path} collection={props.historyCollection} label={props.title} fields={props.fields} onRestored={afterRestore} />
        </div>
      ) : null}
      <NoticeBanner notice={notice} onDismiss={() => showNotice(null)} onReload={reload} />
      <SectionDraftState path={path} title={props.title ?? 'this section'} />
      {query.error && !data ? <LoadFailure onRetry={reload}>Could not load this section.</LoadFailure> : null}
      {!data ? (
        query.error ? null : (
          <p className="admin-muted" aria-busy="true">
            Loading…
          </p>
        )
      ) : layout === 'form' ? (
        <InlineSectionForm
          key={`${(data as { version?: number }).version ?? 0}-${round}`}
          {...props}
          data={data}
          persist={persist}
          saveDraft={saveDraft}
          showNotice={showNotice}
          onReload={reload}
        />
      ) : (
        <DialogSection {...props} data={data} persist={persist} saveDraft={saveDraft} onReload={reload} />
      )}
      {props.children}
    </section>
  );
}

interface InnerProps<T extends object> extends SectionEditorProps<T> {
  data: T;
  persist: (value: T) => Promise<void>;
  saveDraft?: DraftWrite<T>;
  onReload: () => void;
}

function InlineSectionForm<T extends object>(props: InnerProps<T> & { showNotice: (notice: Notice | null) => void }) {
  const idPrefix = useId().replace(/:/g, '');
  const form = useFieldForm<T>(props.fields, props.data, idPrefix);
  const [saving, setSaving] = useState(false);
  const canEdit = useCanEdit();
  // The open form holds the section's edit lock; saves (and autosave) stop while someone else has it.
  const lock = useEditLock(lockRefOf(props.path, SECTION_ID, props.historyCollection), form.values);
  const drafts = useDraftSaver(formDraftSource(form, props.fields), canEdit && lock.canSave ? props.saveDraft : undefined);
  usePreviewSync(props.path, undefined, form.value());

  // Reports its own failures on screen, so the handler that starts it ignores the promise (void).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !lock.canSave || !form.validate(props.validate)) return;
    setSaving(true);
    try {
      await drafts.settle().catch(() => undefined);
      await props.persist(form.value());
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const showFailure = (error: unknown) => {
    const failure = describeFailure(error, props.messages?.failed ?? `Failed to save ${props.title ?? 'section'}`, props.messages?.error);
    form.showServerErrors(failure.fieldErrors);
    props.showNotice(failureNotice(failure));
  };

  const saveDraft = async () => {
    if (drafts.savingDraft || !lock.canSave || !form.validate(props.validate)) return;
    await drafts.saveDraft().catch(showFailure);
  };

  const invalid = Object.keys(form.errors).length;
  return (
    <form className="admin-section-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
      {invalid ? (
        <p className="alert alert-error" role="alert">
          Please correct the {invalid === 1 ? 'highlighted field' : `${invalid} highlighted fields`}.
        </p>
      ) : null}
      <OtherErrors messages={form.otherErrors} />
      <EditLockNotice state={lock} />
      <div className={props.preview ? 'admin-form-with-preview' : undefined}>
        <EditGuard>
          <LockGuard state={lock}>
            <FormFields fields={props.fields} values={form.values} onChange={form.set} errors={form.errors} idPrefix={idPrefix} />
          </LockGuard>
        </EditGuard>
        {props.preview ? (
          <section className="admin-preview" aria-label="Live preview">
            <h3 className="admin-preview-title">Live preview</h3>
            {props.preview(form.value())}
          </section>
        ) : null}
      </div>
      <div className="admin-form-actions">
        <PreviewToggle />
        {canEdit && props.saveDraft ? (
          <DraftControls status={drafts.status} busy={saving || drafts.savingDraft || !lock.canSave} onSaveDraft={() => void saveDraft()} />
        ) : null}
        {canEdit ? (
          <button type="submit" className="btn btn-primary" disabled={saving || !lock.canSave}>
            {saving ? 'Saving...' : (props.saveLabel ?? ADMIN_BUTTONS.saveSection)}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function DialogSection<T extends object>(props: InnerProps<T>) {
  const [open, setOpen] = useState(false);
  // While the page is in review the pop-up still opens, read-only and saying why (ItemDialog's EditGuard).
  const canEdit = useRoleMayEdit();
  return (
    <>
      {props.preview ? (
        <section className="admin-preview" aria-label="Preview">
          <h3 className="admin-preview-title">Preview</h3>
          {props.preview(props.data)}
        </section>
      ) : null}
      <div className="admin-form-actions">
        <PreviewToggle />
        {canEdit ? (
          <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
            <i className="ri-edit-line" aria-hidden="true" /> {props.editLabel ?? ADMIN_BUTTONS.editSection}
          </button>
        ) : null}
      </div>
      {open && canEdit ? (
        <ItemDialog<T>
          mode="edit"
          title={props.dialogTitle ?? (props.title ? itemDialogTitle('edit', props.title) : undefined)}
          fields={props.fields}
          item={props.data}
          validate={props.validate}
          preview={props.preview}
          onSaveDraft={props.saveDraft}
          previewPath={props.path}
          previewSection
          lockRef={lockRefOf(props.path, SECTION_ID, props.historyCollection)}
          failureText={props.messages?.failed ?? `Failed to save ${props.title ?? 'section'}`}
          errorText={props.messages?.error}
          onSubmit={async (value) => {
            await props.persist(value);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
          onReload={() => {
            setOpen(false);
            props.onReload();
          }}
        />
      ) : null}
    </>
  );
}
