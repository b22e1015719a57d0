import type { ReactNode } from 'react';
import { IMAGE_NOT_AVAILABLE_URL, STATUS_LABELS } from '../../content/constants.js';
import { Icon } from '../../ui/icon.js';
import { ImageWithFallback } from '../../ui/image-with-fallback.js';
import { colorName } from '../forms/color-choices.js';
import { iconLabel } from '../forms/icon-picker.js';
import { moveItem, useDragReorder } from './drag-reorder.js';
import { DraftColumnHeader, DraftRowCell, useDraftColumn } from './draft-column.js';

export interface TableColumn<T> {
  header: string;
  render: (item: T, index: number) => ReactNode;
  className?: string;
}

export interface ItemsTableProps<T> {
  /** The table's accessible name (a caption, visually hidden). */
  caption: string;
  items: readonly T[];
  columns: readonly TableColumn<T>[];
  /** Names a row in button labels: "Edit Hero Slide 2". */
  itemName: string;
  getKey: (item: T) => string;
  onEdit?: (item: T) => void;
  onDelete?: (item: T) => void;
  /** Enables drag and drop and the Move up/down buttons; receives the new sequence. */
  onReorder?: (items: T[]) => void;
  busy?: boolean;
  emptyText?: string;
  /** Names a row in button labels instead of "<itemName> <n>" (e.g. a person's name). */
  rowLabel?: (item: T, index: number) => string;
  /** More buttons of a row, after Move up/down, Edit and Delete; `label` is the row's name for their labels. */
  actions?: (item: T, label: string) => ReactNode;
  /** The list's REST path: rows with unpublished changes show their draft state (inside a page tab). */
  draftPath?: string;
}

/** A list as a table: headers, then per row Move up/down (beside drag and drop), Edit and Delete. */
export function ItemsTable<T>(props: ItemsTableProps<T>) {
  const { caption, items, columns, itemName, getKey, onEdit, onDelete, onReorder, busy, emptyText, rowLabel, actions } = props;
  const reorderable = Boolean(onReorder) && !busy;
  // A read-only role gets rows without buttons: no empty Actions column either.
  const hasActions = Boolean(onEdit || onDelete || actions || onReorder);
  const move = (from: number, to: number) => {
    const next = moveItem(items, from, to);
    if (next && onReorder) onReorder(next);
  };
  const { dragIndex, overIndex, dragProps } = useDragReorder(move, reorderable);
  const draftOf = useDraftColumn(props.draftPath, items.map(getKey));

  // Explicit roles below: the small-screen layout turns rows into blocks, which drops the implicit table semantics.
  if (items.length === 0) return <p className="admin-empty">{emptyText ?? 'Nothing here yet.'}</p>;
  return (
    <div className="admin-table-wrap">
      <table role="table" className="admin-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {onReorder ? (
              <th role="columnheader" scope="col" className="admin-col-handle">
                <span className="visually-hidden">Reorder</span>
              </th>
            ) : null}
            {columns.map((column) => (
              <th role="columnheader" key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
            {draftOf ? <DraftColumnHeader /> : null}
            {hasActions ? (
              <th role="columnheader" scope="col" className="admin-col-actions">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {items.map((item, index) => {
            const label = rowLabel ? rowLabel(item, index) : `${itemName} ${index + 1}`;
            const rowClass = [dragIndex === index ? 'is-dragging' : '', overIndex === index && dragIndex !== index ? 'is-drop-target' : '']
              .filter(Boolean)
              .join(' ');
            return (
              <tr role="row" key={getKey(item)} className={rowClass || undefined} data-testid="admin-row" {...dragProps(index)}>
                {onReorder ? (
                  <td role="cell" className="admin-col-handle">
                    <span className="admin-drag-handle" title="Drag to reorder" aria-hidden="true">
                      <i className="ri-draggable" />
                    </span>
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td role="cell" key={column.header} className={column.className} data-label={column.header}>
                    {column.render(item, index)}
                  </td>
                ))}
                {draftOf ? <DraftRowCell change={draftOf(getKey(item))} label={label} /> : null}
                {hasActions ? (
                  <td role="cell" className="admin-col-actions">
                    {onReorder ? <MoveButtons label={label} index={index} count={items.length} enabled={reorderable} move={move} /> : null}
                    {onEdit ? (
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={`Edit ${label}`}
                        title={`Edit ${label}`}
                        onClick={() => onEdit(item)}
                        disabled={busy}
                      >
                        <i className="ri-edit-line" aria-hidden="true" />
                      </button>
                    ) : null}
                    {onDelete ? (
                      <button
                        type="button"
                        className="icon-button admin-danger"
                        aria-label={`Delete ${label}`}
                        title={`Delete ${label}`}
                        onClick={() => onDelete(item)}
                        disabled={busy}
                      >
                        <i className="ri-delete-bin-line" aria-hidden="true" />
                      </button>
                    ) : null}
                    {actions?.(item, label)}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface MoveButtonsProps {
  label: string;
  index: number;
  count: number;
  enabled: boolean;
  move: (from: number, to: number) => void;
}

/** Move up / Move down, first among a row's actions: the keyboard's way to do what dragging does. */
function MoveButtons({ label, index, count, enabled, move }: MoveButtonsProps) {
  return (
    <>
      <button type="button" className="icon-button" aria-label={`Move ${label} up`} disabled={!enabled || index === 0} onClick={() => move(index, index - 1)}>
        <i className="ri-arrow-up-s-line" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Move ${label} down`}
        disabled={!enabled || index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        <i className="ri-arrow-down-s-line" aria-hidden="true" />
      </button>
    </>
  );
}

/* ---------- ready-made columns ---------- */

type Getter<T, V> = (item: T) => V;

export function StatusBadge({ active }: { active: boolean | undefined }) {
  return <span className={`admin-status ${active ? 'is-active' : 'is-inactive'}`}>{active ? STATUS_LABELS.active : STATUS_LABELS.inactive}</span>;
}

export function statusColumn<T extends { isActive?: boolean }>(header = 'Status'): TableColumn<T> {
  return { header, render: (item) => <StatusBadge active={item.isActive} />, className: 'admin-col-status' };
}

export function orderColumn<T extends { order?: number }>(header = 'Order'): TableColumn<T> {
  return { header, render: (item) => item.order ?? 0, className: 'admin-col-number' };
}

/** Plain text, cut to `max` characters (HTML tags removed). */
export function textColumn<T>(header: string, get: Getter<T, string | number | null | undefined>, max = 90): TableColumn<T> {
  return { header, render: (item) => truncate(String(get(item) ?? ''), max) };
}

export function imageColumn<T>(header: string, get: Getter<T, string | null | undefined>, alt: Getter<T, string> = () => ''): TableColumn<T> {
  return {
    header,
    className: 'admin-col-image',
    render: (item) => {
      const src = get(item);
      return src ? (
        <ImageWithFallback className="admin-thumb" src={src} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt={alt(item)} />
      ) : (
        <span className="admin-muted">None</span>
      );
    },
  };
}

export function colorColumn<T>(
  header: string,
  get: Getter<T, string | undefined>,
  resolve: (value: string | undefined) => string = (v) => v ?? '',
): TableColumn<T> {
  return {
    header,
    render: (item) => (
      <span className="admin-color-cell">
        <span className="admin-swatch-dot" style={{ background: resolve(get(item)) }} aria-hidden="true" />
        {colorName(get(item))}
      </span>
    ),
  };
}

export function iconColumn<T>(header: string, get: Getter<T, string | undefined>): TableColumn<T> {
  return {
    header,
    render: (item) => (
      <span className="admin-icon-cell">
        <Icon name={get(item)} /> {get(item) ? iconLabel(get(item)!) : ''}
      </span>
    ),
  };
}

export function truncate(text: string, max: number): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
