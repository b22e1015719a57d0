import { useCallback, useMemo, type ReactNode } from 'react';
import { sortByOrder } from '../../content/common.js';
import { newItemOrder } from '../../content/constants.js';
import type { ContentEvent } from '../../events/event-bus.js';
import { adminGetList, deleteListItem, saveListItem } from '../http/admin-http.js';
import { ItemsManager, type ItemsManagerProps, type ManagedItem } from './items-manager.js';
import { announceChange } from '../http/live-sync.js';
import { useAdminQuery } from '../http/use-admin-query.js';
import { publishListItems } from '../drafts/drafts-api.js';
import { useDrafts, useReloadOnWorkingChange } from '../drafts/drafts-state.js';
import type { DraftMode } from '../drafts/use-draft-saver.js';

export type OrderKind = 'default' | 'contact-user' | 'facility';

export interface ListEditorProps<T extends ManagedItem> extends Omit<
  ItemsManagerProps<T>,
  | 'items'
  | 'onSave'
  | 'onSaveDraft'
  | 'previewPath'
  | 'onDelete'
  | 'onReorder'
  | 'onReload'
  | 'newItem'
  | 'children'
  | 'loading'
  | 'loadError'
  | 'historyPath'
  | 'onRestored'
> {
  /** REST base of the list: GET (unless `load`), POST, PUT /{id}, DELETE /{id}. */
  path: string;
  /** Custom read (e.g. a list nested in a page document); default GET `path`. */
  load?: () => Promise<T[]>;
  /** Only these items are shown and counted (e.g. one leadership category). */
  filter?: (item: T) => boolean;
  /** Values of a new item besides order and isActive. */
  defaults?: Partial<T>;
  /** Replaces the new-item rule entirely (lists without order / isActive, e.g. admin users). */
  newItem?: (visibleCount: number) => Partial<T>;
  /** New-item order rule: count + 1 (default), count (contact users), 1 (facilities). */
  orderKind?: OrderKind;
  /** Applied before every write (e.g. force the category of the sub-tab). */
  prepare?: (item: T, mode: 'add' | 'edit') => T;
  /** Events fired after each change (default: adminDataChanged). */
  events?: readonly ContentEvent[];
  /** Mirrors the fresh full list into `admin_data` after each change. */
  mirror?: (items: T[]) => void;
  /** The Panel's onChanged: refreshes the dashboard's badges. */
  onChanged?: () => void;
  /** Rendered above the table with the visible items (e.g. preview cards). */
  preview?: (items: T[]) => ReactNode;
  /** Reordering on (default true). */
  reorderable?: boolean;
}

/**
 * A list sub-tab bound to the API: loads, and after every add, edit, delete or reorder refetches,
 * mirrors into the browser store, fires the events and refreshes the badges. PUTs carry the
 * version read, so a concurrent edit answers 409 and shows the conflict with "Reload".
 */
export function ListEditor<T extends ManagedItem>(props: ListEditorProps<T>) {
  const {
    path,
    load,
    filter,
    defaults,
    newItem: customNewItem,
    orderKind = 'default',
    prepare,
    events,
    mirror,
    onChanged,
    preview,
    reorderable = true,
    ...rest
  } = props;
  const query = useAdminQuery<T[]>(load ?? (() => adminGetList<T>(path)));
  const all = useMemo(() => query.data ?? [], [query.data]);
  useReloadOnWorkingChange(() => void query.reload());
  const visible = useMemo(() => sortByOrder(filter ? all.filter(filter) : all), [all, filter]);

  const afterChange = useCallback(async () => {
    const fresh = await query.reload();
    if (fresh) mirror?.(fresh);
    announceChange(events);
    onChanged?.();
  }, [query, mirror, events, onChanged]);

  const onSave = async (item: T, mode: 'add' | 'edit') => {
    await saveListItem(path, prepare ? prepare(item, mode) : item);
    await afterChange();
  };

  // A draft changes nothing public: no events or mirror; the badges follow (onChanged).
  const onSaveDraft = async (item: T, mode: DraftMode) => {
    const saved = await saveListItem(path, prepare ? prepare(item, item.id ? 'edit' : 'add') : item, mode);
    onChanged?.();
    return saved;
  };

  const onDelete = async (item: T) => {
    if (item.id) await deleteListItem(path, item.id);
    await afterChange();
  };

  // In a page tab the new positions are saved as drafts, then published in ONE release swap: the
  // server HTML never shows half a reorder (it would, with one publishing save per moved item).
  const page = useDrafts()?.page;
  const onReorder = async (next: T[]) => {
    const base = orderKind === 'contact-user' ? 0 : 1;
    const moved: string[] = [];
    try {
      for (const [index, item] of next.entries()) {
        const order = base + index;
        if (item.order === order || !item.id) continue;
        await saveListItem(path, { id: item.id, order, version: item.version } as T, page ? 'draft' : 'publish');
        moved.push(item.id);
      }
      if (page && moved.length) await publishListItems(page, path, moved);
    } finally {
      await afterChange();
    }
  };

  const newItem = () =>
    customNewItem ? customNewItem(visible.length) : ({ ...defaults, order: newItemOrder(visible.length, orderKind), isActive: true } as Partial<T>);

  return (
    <ItemsManager<T>
      {...rest}
      items={visible}
      newItem={newItem}
      onSave={onSave}
      onSaveDraft={onSaveDraft}
      previewPath={path}
      onDelete={onDelete}
      onReorder={reorderable ? onReorder : undefined}
      onReload={() => void query.reload()}
      historyPath={path}
      onRestored={(published) => (published ? afterChange() : query.reload().then(() => onChanged?.()))}
      loading={query.loading}
      loadError={query.error}
    >
      {preview ? preview(visible) : null}
    </ItemsManager>
  );
}
