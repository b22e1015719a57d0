import { useDraftOutcomeTexts } from '../drafts/save-outcome.js';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { sortByOrder } from '../../content/common.js';
import { ADMIN_BUTTONS } from '../../content/constants.js';
import type { ContentEvent } from '../../events/event-bus.js';
import { adminGet, describeFailure, putSection } from '../http/admin-http.js';
import { EditGuard, useCanEdit } from '../http/can-edit.js';
import { EditorFrame, useEditorData } from './editor-frame.js';
import { SectionDraftState, useReloadOnWorkingChange } from '../drafts/drafts-state.js';
import { failureNotice, type Notice } from '../forms/feedback.js';
import { validateFields, type FieldErrors, type FieldSpec, type FormRow } from '../forms/fields.js';
import { FormFields } from '../forms/form-fields.js';
import { HistoryButton } from '../history/history-dialog.js';
import { InlineTable, listFieldOf } from './inline-table.js';
import { ItemsManager, type ManagedItem } from './items-manager.js';
import type { TableColumn } from './items-table.js';
import { announceChange } from '../http/live-sync.js';
import { OtherErrors } from '../forms/other-errors.js';
import type { SectionMessages } from './section-editor.js';
import { SaveBar } from '../forms/save-bar.js';
import { useDraftSaver, type DraftWrite } from '../drafts/use-draft-saver.js';
import { usePreviewSync } from '../drafts/live-preview.js';
import { useFieldForm } from '../forms/use-field-form.js';
import { SECTION_ID } from '../../content/collections/collection-rules.js';
import { lockRefOf } from '../edit-lock/edit-lock-api.js';
import { EditLockNotice, LockGuard } from '../edit-lock/edit-lock-notice.js';
import { useEditLock } from '../edit-lock/use-edit-lock.js';

/*
 * A single-object section whose lists (mission points, vision points, CSR cards...) are edited in
 * the generic pop-up, or inline in tables of inputs (stats), but held here, in memory, until the
 * section's save button sends everything in one PUT (the spec's editors hold changes "locally until 'Save All
 * Changes'").
 */

/** One list of the section edited locally: a table with the generic pop-up. */
export interface LocalListSpec<T extends ManagedItem = ManagedItem> {
  /** The section's property holding the list, e.g. 'missionPoints'. */
  key: string;
  title: string;
  /** What one item is called in buttons and messages, e.g. 'Mission Point'. */
  itemName: string;
  fields: FieldSpec[];
  columns: TableColumn<T>[];
  /** A new item's values (its order and isActive included); `count` is the current length. */
  newItem: (count: number) => Partial<T>;
  /** New items get the id `${idPrefix}-<time>` (the API wants client ids for nested items). */
  idPrefix: string;
  validate?: (item: T) => FieldErrors;
  emptyText?: string;
}

/** A list of the section edited inline, as a table of inputs (e.g. the stats). */
export interface InlineListSpec {
  /** The section's property holding the list, e.g. 'stats'. */
  key: string;
  title: string;
  itemName: string;
  fields: FieldSpec[];
  /** A new row's values; `count` is the current number of rows. */
  newItem: (count: number) => Record<string, unknown>;
  emptyText?: string;
}

export interface SectionWithListsProps<S extends object> {
  title: string;
  /** GET and PUT path of the section. */
  path: string;
  fields: FieldSpec[];
  /** Build each with `localList(...)`. */
  lists: LocalListSpec[];
  /** Lists edited inline in tables of inputs, saved with the section. */
  tables?: InlineListSpec[];
  saveLabel?: string;
  messages: SectionMessages;
  events?: readonly ContentEvent[];
  mirror?: (saved: S) => void;
  onChanged?: () => void;
  preview?: (value: S) => ReactNode;
  validate?: (value: S) => FieldErrors;
  intro?: ReactNode;
  /** The collection keeping the section's History when it is not named after `path` (history-labels.ts). */
  historyCollection?: string;
  /** Extra editors of the local lists, rendered after them (e.g. mission points as raw JSON). */
  extras?: (lists: Readonly<Record<string, ManagedItem[]>>, setList: (key: string, items: ManagedItem[]) => void) => ReactNode;
}

type Lists = Record<string, ManagedItem[]>;

/** Types one list spec for the section (the section holds lists of different item types). */
export function localList<T extends ManagedItem>(spec: LocalListSpec<T>): LocalListSpec {
  return spec as unknown as LocalListSpec;
}

/** A client id for a nested item (the API wants them): `${prefix}-<time><random>`. */
export function newLocalId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function listAt(section: unknown, key: string): ManagedItem[] {
  const value = (section as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? (value as ManagedItem[]) : [];
}

/** Renumbers a list 1..n in its current sequence (after a drag and drop or a move). */
export function renumber<T extends ManagedItem>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ ...item, order: index + 1 }));
}

export function SectionWithLists<S extends object>(props: SectionWithListsProps<S>) {
  const { query, notice, showNotice, round, reload } = useEditorData<S>(() => adminGet<S>(props.path));
  useReloadOnWorkingChange(reload);
  const asDraft = useDraftOutcomeTexts();

  const persist = async (value: S) => {
    const saved = await putSection<S>(props.path, value);
    query.setData(saved ?? value);
    props.mirror?.(saved ?? value);
    announceChange(props.events);
    props.onChanged?.();
    showNotice({ kind: 'success', message: asDraft ? asDraft.saved(props.title) : (props.messages.saved ?? `${props.title} saved successfully!`) });
  };

  // A draft changes nothing public: no events or mirror; the badges follow.
  const saveDraft: DraftWrite<S> = async (value, mode) => {
    const saved = await putSection<S>(props.path, value, mode);
    props.onChanged?.();
    return saved;
  };

  // The section's History names its lists' changes with their titles and rows' fields.
  const historyFields = [...props.fields, ...[...props.lists, ...(props.tables ?? [])].map((list) => listFieldOf(list.key, list.title, list.fields))];
  const afterRestore = (restored: Notice, published: boolean) => {
    reload();
    showNotice(restored);
    if (published) announceChange(props.events);
    props.onChanged?.();
  };

  const data = query.data;
  return (
    <EditorFrame
      title={props.title}
      intro={
        <>
          {props.intro}
          <HistoryButton path={props.path} collection={props.historyCollection} label={props.title} fields={historyFields} onRestored={afterRestore} />
        </>
      }
      failure={query.error && !data ? 'Could not load this section.' : null}
      onRetry={reload}
      loading={!data && !query.error}
    >
      <SectionDraftState path={props.path} title={props.title} />
      {data ? (
        <SectionForm<S>
          key={`${(data as { version?: number }).version ?? 0}-${round}`}
          {...props}
          data={data}
          persist={persist}
          saveDraft={saveDraft}
          notice={notice}
          showNotice={showNotice}
          onReload={reload}
        />
      ) : null}
    </EditorFrame>
  );
}

interface SectionFormProps<S extends object> extends SectionWithListsProps<S> {
  data: S;
  persist: (value: S) => Promise<void>;
  saveDraft: DraftWrite<S>;
  notice: Notice | null;
  showNotice: (notice: Notice | null) => void;
  onReload: () => void;
}

function SectionForm<S extends object>(props: SectionFormProps<S>) {
  const { data, fields, showNotice } = props;
  const idPrefix = useId().replace(/:/g, '');
  const formId = `${idPrefix}-form`;
  const tables = props.tables ?? [];
  // The inline tables are `list` fields of the same form: checked and converted with the others.
  const [allFields] = useState(() => [...fields, ...tables.map((table) => listFieldOf(table.key, table.title, table.fields))]);
  const form = useFieldForm<S>(allFields, data, idPrefix);
  const specs = props.lists;
  const [lists, setLists] = useState<Lists>(() => Object.fromEntries(specs.map((spec) => [spec.key, sortByOrder(listAt(data, spec.key))])));
  const [saving, setSaving] = useState(false);
  const saveLabel = props.saveLabel ?? ADMIN_BUTTONS.saveAllChanges;

  const value = { ...form.value(), ...lists } as S;
  const [initial] = useState(() => JSON.stringify(value));
  const dirty = JSON.stringify(value) !== initial;
  const canEdit = useCanEdit();
  usePreviewSync(props.path, undefined, value);
  const changes = useMemo(() => [form.values, lists], [form.values, lists]);
  // The open form holds the section's edit lock (its lists are part of it); saves stop while someone else has it.
  const lock = useEditLock(lockRefOf(props.path, SECTION_ID, props.historyCollection), changes);
  const drafts = useDraftSaver<S>(
    {
      changes,
      value: () => ({ ...form.value(), ...lists }) as S,
      rebase: form.rebase,
      valid: () => Object.keys(validateFields(allFields, form.values)).length === 0,
    },
    canEdit && lock.canSave ? props.saveDraft : undefined,
  );

  // Reports its own failures on screen, so the handler that starts it ignores the promise (void).
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving || !lock.canSave) return;
    if (!form.validate(props.validate)) {
      showNotice({ kind: 'error', message: 'Please correct the highlighted fields before saving.' });
      return;
    }
    setSaving(true);
    try {
      await drafts.settle().catch(() => undefined);
      await props.persist({ ...form.value(), ...lists } as S);
    } catch (error) {
      showFailure(error);
      setSaving(false);
    }
  };

  const showFailure = (error: unknown) => {
    const failure = describeFailure(error, props.messages.failed ?? `Failed to save ${props.title}`, props.messages.error);
    form.showServerErrors(failure.fieldErrors);
    showNotice(failureNotice(failure));
  };

  const saveDraft = async () => {
    if (drafts.savingDraft || !lock.canSave || !form.validate(props.validate)) return;
    await drafts.saveDraft().catch(showFailure);
  };

  const setList = (key: string, next: ManagedItem[]) => setLists((current) => ({ ...current, [key]: next }));
  const pending = `press '${saveLabel}' to publish.`;

  return (
    <div className="admin-local-section">
      <EditLockNotice state={lock} />
      <LockGuard state={lock}>
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
          <EditGuard>
            <FormFields fields={fields} values={form.values} onChange={form.set} errors={form.errors} idPrefix={idPrefix} />
          </EditGuard>
          <OtherErrors messages={form.otherErrors} />
        </form>
        {specs.map((spec) => {
          const items = lists[spec.key] ?? [];
          return (
            <ItemsManager<ManagedItem>
              key={spec.key}
              title={spec.title}
              itemName={spec.itemName}
              items={items}
              fields={spec.fields}
              columns={spec.columns}
              newItem={() => spec.newItem(items.length)}
              validate={spec.validate}
              emptyText={spec.emptyText}
              onSave={async (item, mode) => {
                const next =
                  mode === 'add' ? [...items, { ...item, id: newLocalId(spec.idPrefix) }] : items.map((current) => (current.id === item.id ? item : current));
                setList(spec.key, sortByOrder(next));
              }}
              onDelete={async (item) =>
                setList(
                  spec.key,
                  items.filter((current) => current !== item),
                )
              }
              onReorder={async (next) => setList(spec.key, renumber(next))}
              messages={{
                saved: (_item, mode) => `${spec.itemName} ${mode === 'add' ? 'added' : 'updated'} here; ${pending}`,
                deleted: `${spec.itemName} removed here; ${pending}`,
                reordered: `Order changed here; ${pending}`,
              }}
            />
          );
        })}
        {tables.map((table) => (
          <section key={table.key} className="admin-block admin-inline-block" aria-label={table.title}>
            <div className="admin-block-head">
              <h2 className="admin-block-title">{table.title}</h2>
            </div>
            <InlineTable
              caption={table.title}
              itemName={table.itemName}
              fields={table.fields}
              rows={Array.isArray(form.values[table.key]) ? (form.values[table.key] as FormRow[]) : []}
              onChange={(rows) => form.set(table.key, rows)}
              errors={form.errors}
              errorKey={table.key}
              idPrefix={idPrefix}
              newItem={table.newItem}
              emptyText={table.emptyText}
              disabled={saving}
            />
          </section>
        ))}
        {props.extras?.(lists, setList)}
      </LockGuard>
      {props.preview ? (
        <section className="admin-preview" aria-label="Live preview">
          <h3 className="admin-preview-title">Live preview</h3>
          {props.preview(value)}
        </section>
      ) : null}
      <SaveBar
        notice={props.notice}
        onDismiss={() => showNotice(null)}
        onReload={props.onReload}
        dirty={dirty}
        saving={saving}
        label={saveLabel}
        form={formId}
        onSaveDraft={() => void saveDraft()}
        draftStatus={drafts.status}
        blocked={!lock.canSave}
      />
    </div>
  );
}
