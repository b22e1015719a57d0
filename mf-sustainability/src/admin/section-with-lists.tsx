import {
  ADMIN_BUTTONS,
  adminGet,
  announceChange,
  describeFailure,
  failureNotice,
  FormFields,
  ItemsManager,
  NoticeBanner,
  putSection,
  sortByOrder,
  useAdminQuery,
  useFieldForm,
  useNotice,
  type ContentEvent,
  type FieldErrors,
  type FieldSpec,
  type FormRow,
  type ManagedItem,
  type Notice,
  type SectionMessages,
  type TableColumn,
} from '@pharma/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { InlineTable } from './inline-table';

/*
 * A single-object section whose lists (mission points, vision points, CSR cards...) are edited in
 * the generic pop-up but held here, in memory, until the section's save button sends everything in
 * one PUT (admin-panel §4: "held locally until 'Save All Changes'"). Generic: it could move to the
 * admin kit beside SectionEditor
 * (mf-about holds the same component without inline tables).
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
}

type Lists = Record<string, ManagedItem[]>;

/** Types one list spec for the section (the section holds lists of different item types). */
export function localList<T extends ManagedItem>(spec: LocalListSpec<T>): LocalListSpec {
  return spec as unknown as LocalListSpec;
}

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
  const query = useAdminQuery<S>(() => adminGet<S>(props.path));
  const [notice, showNotice] = useNotice();
  const [round, setRound] = useState(0);

  const persist = async (value: S) => {
    const saved = await putSection<S>(props.path, value);
    query.setData(saved ?? value);
    props.mirror?.(saved ?? value);
    announceChange(props.events);
    props.onChanged?.();
    showNotice({ kind: 'success', message: props.messages.saved ?? `${props.title} saved successfully!` });
  };

  const reload = () => {
    showNotice(null);
    void query.reload().then(() => setRound((n) => n + 1));
  };

  const data = query.data;
  return (
    <section className="admin-block" aria-label={props.title}>
      <div className="admin-block-head">
        <h2 className="admin-block-title">{props.title}</h2>
      </div>
      {props.intro}
      {query.error && !data ? (
        <div className="alert alert-error" role="alert">
          Could not load this section.{' '}
          <button type="button" className="btn btn-outline btn-small" onClick={reload}>
            Try again
          </button>
        </div>
      ) : null}
      {data ? (
        <SectionForm<S>
          key={`${(data as { version?: number }).version ?? 0}-${round}`}
          {...props}
          data={data}
          persist={persist}
          notice={notice}
          showNotice={showNotice}
          onReload={reload}
        />
      ) : query.error ? null : (
        <p className="admin-muted" aria-busy="true">
          Loading…
        </p>
      )}
    </section>
  );
}

interface SectionFormProps<S extends object> extends SectionWithListsProps<S> {
  data: S;
  persist: (value: S) => Promise<void>;
  notice: Notice | null;
  showNotice: (notice: Notice | null) => void;
  onReload: () => void;
}

function SectionForm<S extends object>(props: SectionFormProps<S>) {
  const { data, fields, showNotice } = props;
  const idPrefix = useId().replace(/:/g, '');
  const formId = `${idPrefix}-form`;
  const tables = props.tables ?? [];
  const [allFields] = useState(() => [...fields, ...tables.map((table): FieldSpec => ({ name: table.key, label: table.title, kind: 'list', fields: table.fields }))]);
  const form = useFieldForm<S>(allFields, data, idPrefix);
  const specs = props.lists;
  const [lists, setLists] = useState<Lists>(() => Object.fromEntries(specs.map((spec) => [spec.key, sortByOrder(listAt(data, spec.key))])));
  const [saving, setSaving] = useState(false);
  const saveLabel = props.saveLabel ?? ADMIN_BUTTONS.saveAllChanges;

  const value = { ...form.value(), ...lists } as S;
  const [initial] = useState(() => JSON.stringify(value));
  const dirty = JSON.stringify(value) !== initial;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving || !form.validate(props.validate)) {
      showNotice({ kind: 'error', message: 'Please correct the highlighted fields before saving.' });
      return;
    }
    setSaving(true);
    try {
      await props.persist(value);
    } catch (error) {
      const failure = describeFailure(error, props.messages.failed ?? `Failed to save ${props.title}`, props.messages.error);
      form.showServerErrors(failure.fieldErrors);
      showNotice(failureNotice(failure));
      setSaving(false);
    }
  };

  const setList = (key: string, next: ManagedItem[]) => setLists((current) => ({ ...current, [key]: next }));
  const pending = `press '${saveLabel}' to publish.`;

  return (
    <div className="sust-admin-local-section">
      <form id={formId} onSubmit={submit} noValidate aria-busy={saving}>
        <FormFields fields={fields} values={form.values} onChange={form.set} errors={form.errors} idPrefix={idPrefix} />
        {form.otherErrors.length ? (
          <ul className="alert alert-error admin-other-errors">
            {form.otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
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
              const next = mode === 'add' ? [...items, { ...item, id: newLocalId(spec.idPrefix) }] : items.map((current) => (current.id === item.id ? item : current));
              setList(spec.key, sortByOrder(next));
            }}
            onDelete={async (item) => setList(spec.key, items.filter((current) => current !== item))}
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
        <section key={table.key} className="admin-block sust-admin-table-block" aria-label={table.title}>
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
      {props.preview ? (
        <section className="admin-preview" aria-label="Live preview">
          <h3 className="admin-preview-title">Live preview</h3>
          {props.preview(value)}
        </section>
      ) : null}
      <div className="sust-admin-savebar">
        <NoticeBanner notice={props.notice} onDismiss={() => showNotice(null)} onReload={props.onReload} />
        <div className="sust-admin-savebar-row">
          <p className={`sust-admin-savebar-status${dirty ? ' is-dirty' : ''}`} aria-live="polite">
            {dirty ? 'Unsaved changes' : 'All changes saved'}
          </p>
          <button type="submit" form={formId} className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving...' : saveLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
