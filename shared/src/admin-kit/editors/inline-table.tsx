import { useState } from 'react';
import { CONFIRM_DELETE_ITEM } from '../../content/constants.js';
import { Icon } from '../../ui/icon.js';
import { useCanEdit } from '../http/can-edit.js';
import { ConfirmDialog } from '../forms/confirm-dialog.js';
import { moveItem, useDragReorder } from './drag-reorder.js';
import { newRow, optionLabel, optionValue, type FieldErrors, type FieldSpec, type FormRow, type FormValue } from '../forms/fields.js';
import { fieldId } from '../forms/form-fields.js';
import { RichTextField } from '../forms/rich-text-field.js';
import { ColorPicker } from '../forms/color-picker.js';

/*
 * An inline editable table: every cell is an input, rows are added, deleted (after the spec's
 * confirmation) and reordered by drag and drop or Move up/down, which renumbers the order column.
 * It edits the rows of a kit `list` field (FormRow[]), so the kit's validateFields / fromFormValues
 * convert and check them.
 */

export interface InlineTableProps {
  /** Accessible name of the table. */
  caption: string;
  /** Names a row in labels: "Title of Policy 2", "Delete Policy 2". */
  itemName: string;
  /** The row fields (kinds: text, textarea, richtext, icon, color, number, integer, checkbox, select, url). */
  fields: readonly FieldSpec[];
  rows: FormRow[];
  onChange: (rows: FormRow[]) => void;
  /** The form's errors, keyed `${errorKey}.${index}.${field}`. */
  errors: FieldErrors;
  errorKey: string;
  idPrefix: string;
  /** A new row's stored values; `count` is the current number of rows. */
  newItem: (count: number) => Record<string, unknown>;
  /** The field renumbered 1..n after a reorder (default 'order'). */
  orderField?: string;
  addLabel?: string;
  emptyText?: string;
  disabled?: boolean;
}

export function InlineTable(props: InlineTableProps) {
  const { caption, itemName, fields, rows, onChange, errors, errorKey, idPrefix } = props;
  // A read-only role sees the rows with every input and button disabled.
  const canEdit = useCanEdit();
  const disabled = Boolean(props.disabled) || !canEdit;
  const orderField = props.orderField ?? 'order';
  const [confirming, setConfirming] = useState<FormRow | null>(null);

  const shownOrder = fields.some((field) => field.name === orderField);
  // Without an Order column the position lives in the row's stored object, which the save starts from.
  const renumber = (next: FormRow[]) =>
    next.map((row, index) => (shownOrder ? { ...row, [orderField]: String(index + 1) } : withStoredOrder(row, orderField, index + 1)));
  const move = (from: number, to: number) => {
    const next = moveItem(rows, from, to);
    if (next) onChange(renumber(next));
  };
  const update = (index: number, name: string, value: FormValue) => onChange(rows.map((row, i) => (i === index ? { ...row, [name]: value } : row)));
  const add = () =>
    onChange([...rows, newRow({ name: errorKey, label: caption, kind: 'list', fields: [...fields], newItem: () => props.newItem(rows.length) })]);

  const { dragIndex, dragProps } = useDragReorder(move, !disabled);

  return (
    <div className="admin-inline">
      {rows.length === 0 ? (
        <p className="admin-empty">{props.emptyText ?? 'Nothing here yet.'}</p>
      ) : (
        <div className="admin-table-wrap">
          <table role="table" className="admin-table admin-inline-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col" className="admin-col-handle">
                  <span className="visually-hidden">Reorder</span>
                </th>
                {fields.map((field) => (
                  <th role="columnheader" scope="col" key={field.name} className={`admin-inline-col-${field.kind}`}>
                    {field.label}
                    {field.required ? <span aria-hidden="true"> *</span> : null}
                  </th>
                ))}
                <th role="columnheader" scope="col" className="admin-col-actions">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((row, index) => {
                const label = `${itemName} ${index + 1}`;
                return (
                  <tr role="row" key={row.__key} className={dragIndex === index ? 'is-dragging' : undefined} data-testid="inline-row" {...dragProps(index)}>
                    <td role="cell" className="admin-col-handle">
                      <span className="admin-drag-handle" title="Drag to reorder" aria-hidden="true">
                        <i className="ri-draggable" />
                      </span>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={`Move ${label} up`}
                        disabled={disabled || index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        <i className="ri-arrow-up-s-line" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={`Move ${label} down`}
                        disabled={disabled || index === rows.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <i className="ri-arrow-down-s-line" aria-hidden="true" />
                      </button>
                    </td>
                    {fields.map((field) => {
                      const key = `${errorKey}.${index}.${field.name}`;
                      return (
                        <td role="cell" key={field.name} data-label={field.label} className={`admin-inline-col-${field.kind}`}>
                          <Cell
                            field={field}
                            value={row[field.name]}
                            onChange={(value) => update(index, field.name, value)}
                            id={fieldId(idPrefix, key)}
                            label={`${field.label} of ${label}`}
                            error={errors[key]}
                            disabled={disabled}
                          />
                        </td>
                      );
                    })}
                    <td role="cell" className="admin-col-actions">
                      <button
                        type="button"
                        className="icon-button admin-danger"
                        aria-label={`Delete ${label}`}
                        title={`Delete ${label}`}
                        disabled={disabled}
                        onClick={() => setConfirming(row)}
                      >
                        <i className="ri-delete-bin-line" aria-hidden="true" />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="admin-inline-actions">
        <button type="button" className="btn btn-outline btn-small" onClick={add} disabled={disabled}>
          <i className="ri-add-line" aria-hidden="true" /> {props.addLabel ?? `Add ${itemName}`}
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          message={CONFIRM_DELETE_ITEM}
          onConfirm={() => {
            // No renumbering here: the others keep their order, so only the deletion is sent.
            onChange(rows.filter((row) => row !== confirming));
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}

interface CellProps {
  field: FieldSpec;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
  id: string;
  label: string;
  error?: string;
  disabled?: boolean;
}

/** A row whose stored object (its `__base`) carries an order gets the new one; others are left as they are. */
function withStoredOrder(row: FormRow, orderField: string, order: number): FormRow {
  const base = JSON.parse(row.__base || '{}') as Record<string, unknown>;
  return orderField in base ? { ...row, __base: JSON.stringify({ ...base, [orderField]: order }) } : row;
}

/** One input of a row, labelled "<Field> of <Item> <n>", with its error under it. */
function Cell({ field, value, onChange, id, label, error, disabled }: CellProps) {
  const text = typeof value === 'string' ? value : '';
  const errorId = `${id}-error`;
  const common = {
    id,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': error ? errorId : undefined,
    disabled,
  } as const;
  let control;
  switch (field.kind) {
    case 'checkbox':
      control = <input id={id} type="checkbox" aria-label={label} checked={value === true} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />;
      break;
    case 'textarea':
      control = <textarea {...common} rows={field.rows ?? 2} value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'richtext':
      control = (
        <>
          <span id={`${id}-label`} className="visually-hidden">
            {label}
          </span>
          <RichTextField id={id} labelId={`${id}-label`} value={text} onChange={onChange} invalid={Boolean(error)} describedBy={error ? errorId : undefined} />
        </>
      );
      break;
    case 'number':
    case 'integer':
      control = (
        <input
          {...common}
          type="number"
          step={field.kind === 'integer' ? 1 : 'any'}
          min={field.min}
          max={field.max}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className="admin-inline-number"
        />
      );
      break;
    case 'select':
      control = (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          {(field.options ?? []).map((option) => (
            <option key={optionValue(option)} value={optionValue(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      );
      break;
    case 'color':
      control = (
        <>
          <span id={`${id}-label`} className="visually-hidden">
            {label}
          </span>
          <ColorPicker
            field={field}
            value={text}
            set={onChange}
            labelId={`${id}-label`}
            id={id}
            invalid={Boolean(error)}
            required={field.required}
            describedBy={error ? errorId : undefined}
            disabled={disabled}
            compact
          />
        </>
      );
      break;
    case 'icon':
      control = (
        <span className="admin-inline-icon">
          <Icon name={text} />
          <input
            {...common}
            type="text"
            value={text}
            placeholder={field.placeholder ?? 'ri-star-line'}
            onChange={(e) => onChange(e.target.value)}
            spellCheck={false}
          />
        </span>
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={field.kind === 'url' ? 'url' : 'text'}
          value={text}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <div className={`admin-inline-cell${error ? ' has-error' : ''}`}>
      {control}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Bundles an inline table's row fields as the kit `list` field its rows belong to. */
export function listFieldOf(name: string, label: string, fields: FieldSpec[]): FieldSpec {
  return { name, label, kind: 'list', fields };
}
