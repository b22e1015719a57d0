import {
  adminGetList,
  announceChange,
  apiSend,
  deleteListItem,
  describeFailure,
  EditorFrame,
  failureNotice,
  InlineTable,
  listFieldOf,
  OtherErrors,
  publishListItems,
  SaveBar,
  saveListItem,
  sortByOrder,
  useDrafts,
  useEditorData,
  useFieldForm,
  withWriteMode,
  type ContentEvent,
  type FieldSpec,
  type FormRow,
  type ManagedItem,
  type Notice,
  type SectionMessages,
} from '@pharma/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

/*
 * A server list (policies, innovation cards) edited in an inline table and held here until its save
 * button: then removed rows are deleted, new rows created, and changed rows updated with only the
 * fields that changed (the spec: "PUT sends one changed field") plus the version read. In a page
 * tab those writes are drafts, published together in one release swap: the server HTML never shows
 * half a save.
 */

export interface ServerInlineListProps<T extends ManagedItem> {
  title: string;
  itemName: string;
  /** REST base: GET, POST, PUT /{id}, DELETE /{id}. */
  path: string;
  fields: FieldSpec[];
  newItem: (count: number) => Partial<T>;
  saveLabel: string;
  messages?: SectionMessages;
  events?: readonly ContentEvent[];
  mirror?: (items: T[]) => void;
  onChanged?: () => void;
  /** Rendered under the table with the rows as they are being edited. */
  preview?: (items: T[]) => ReactNode;
  emptyText?: string;
}

const LIST = 'items';

/** The fields of `next` whose value differs from `before` (compared as JSON). */
export function changedFields<T extends object>(before: T | undefined, next: T, names: readonly string[]): Partial<T> {
  const diff: Record<string, unknown> = {};
  for (const name of names) {
    const value = (next as Record<string, unknown>)[name];
    if (JSON.stringify(value) !== JSON.stringify((before as Record<string, unknown> | undefined)?.[name])) diff[name] = value;
  }
  return diff as Partial<T>;
}

export function ServerInlineList<T extends ManagedItem>(props: ServerInlineListProps<T>) {
  const { query, notice, showNotice, round, remount, reload } = useEditorData<T[]>(() => adminGetList<T>(props.path));
  const data = query.data;
  return (
    <EditorFrame
      title={props.title}
      failure={query.error ? `Could not load the ${props.itemName.toLowerCase()} list.` : null}
      onRetry={reload}
      loading={!data && !query.error}
    >
      {data ? (
        <ListForm<T> key={round} {...props} data={data} reloadData={query.reload} onSaved={remount} notice={notice} showNotice={showNotice} onReload={reload} />
      ) : null}
    </EditorFrame>
  );
}

interface ListFormProps<T extends ManagedItem> extends ServerInlineListProps<T> {
  data: T[];
  reloadData: () => Promise<T[] | undefined>;
  onSaved: () => void;
  notice: Notice | null;
  showNotice: (notice: Notice | null) => void;
  onReload: () => void;
}

function ListForm<T extends ManagedItem>(props: ListFormProps<T>) {
  const { data, fields, path, itemName, showNotice } = props;
  const idPrefix = useId().replace(/:/g, '');
  const [listFields] = useState<FieldSpec[]>(() => [listFieldOf(LIST, props.title, fields)]);
  const form = useFieldForm<{ items: T[] }>(listFields, { items: sortByOrder(data) }, idPrefix);
  const [saving, setSaving] = useState(false);
  const items = form.value().items;
  const [initial] = useState(() => JSON.stringify(items));
  const dirty = JSON.stringify(items) !== initial;
  // The order is sent when a move changed it, even where the form shows no Order column.
  const names = [...new Set([...fields.map((field) => field.name), 'order'])];
  const page = useDrafts()?.page;

  // Reports its own failures on screen, so the handler that starts it ignores the promise (void).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!form.validate()) {
      showNotice({ kind: 'error', message: 'Please correct the highlighted fields before saving.' });
      return;
    }
    setSaving(true);
    const rows = [...(form.values[LIST] as FormRow[])];
    const stored = new Map(data.filter((item) => item.id).map((item) => [item.id as string, item]));
    const kept = new Set(items.map((item) => item.id).filter(Boolean));
    let step = -1;
    const mode = page ? 'draft' : 'publish';
    try {
      for (const gone of data) if (gone.id && !kept.has(gone.id)) await deleteListItem(path, gone.id, mode);
      for (const [index, item] of items.entries()) {
        step = index;
        if (!item.id) {
          const { id: _id, version: _version, ...fresh } = item;
          const created = await saveListItem<T>(path, fresh as T, mode);
          rows[index] = { ...rows[index], __base: JSON.stringify(created) };
          continue;
        }
        const before = stored.get(item.id);
        const diff = changedFields(before, item, names);
        if (Object.keys(diff).length === 0) continue;
        const updated = await apiSend<T>('PUT', withWriteMode(`${path}/${encodeURIComponent(item.id)}`, mode), { ...diff, version: before?.version });
        rows[index] = { ...rows[index], __base: JSON.stringify(updated) };
      }
      // The list as saved goes public at once, with any draft an earlier failed save left in it.
      step = -1;
      if (page) await publishListItems(page, path);
    } catch (error) {
      // Keep the edits; rows already saved now carry their id, so a retry does not create them twice.
      form.set(LIST, rows);
      const failure = describeFailure(error, props.messages?.failed ?? `Failed to save ${props.title}`, props.messages?.error);
      const prefix = step >= 0 ? `${itemName} ${step + 1}: ` : '';
      form.showServerErrors(
        Object.fromEntries(Object.entries(failure.fieldErrors).map(([key, messages]) => [step >= 0 ? `${LIST}.${step}.${key}` : key, messages])),
      );
      showNotice(failureNotice({ ...failure, detail: failure.detail ? prefix + failure.detail : undefined }));
      await props.reloadData();
      setSaving(false);
      return;
    }
    const fresh = await props.reloadData();
    if (fresh) props.mirror?.(fresh);
    announceChange(props.events);
    props.onChanged?.();
    showNotice({ kind: 'success', message: props.messages?.saved ?? `${props.title} saved successfully!` });
    props.onSaved();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
      <InlineTable
        caption={props.title}
        itemName={itemName}
        fields={fields}
        rows={Array.isArray(form.values[LIST]) ? (form.values[LIST] as FormRow[]) : []}
        onChange={(rows) => form.set(LIST, rows)}
        errors={form.errors}
        errorKey={LIST}
        idPrefix={idPrefix}
        newItem={props.newItem as (count: number) => Record<string, unknown>}
        emptyText={props.emptyText}
        disabled={saving}
      />
      <OtherErrors messages={form.otherErrors} />
      {props.preview ? (
        <section className="admin-preview" aria-label={`${props.title} preview`}>
          <h3 className="admin-preview-title">Live preview</h3>
          {props.preview(items)}
        </section>
      ) : null}
      <SaveBar notice={props.notice} onDismiss={() => showNotice(null)} onReload={props.onReload} dirty={dirty} saving={saving} label={props.saveLabel} />
    </form>
  );
}
