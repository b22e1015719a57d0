import type { ReactNode } from 'react';
import { isInvalidJson, newRow, optionLabel, optionValue, type FieldErrors, type FieldSpec, type FormRow, type FormValue, type FormValues } from './fields.js';
import { ColorPicker } from './color-picker.js';
import { IconPicker, iconLabel } from './icon-picker.js';
import { ImageField } from './image-field.js';
import { ImageListField } from './image-list-field.js';
import { RichTextField } from './rich-text-field.js';

export interface FormFieldsProps {
  fields: readonly FieldSpec[];
  values: FormValues;
  onChange: (name: string, value: FormValue) => void;
  errors?: FieldErrors;
  /** Makes ids unique on the page: inputs get `${idPrefix}-${field name}`. */
  idPrefix: string;
  /** Prefix of this level's error keys (list rows: 'points.0.'). */
  errorPrefix?: string;
}

/** The DOM id of a field's input, so a form can focus the first invalid one. */
export function fieldId(idPrefix: string, errorKey: string): string {
  return `${idPrefix}-${errorKey.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

const WIDE_KINDS = new Set(['textarea', 'richtext', 'image', 'images', 'list', 'json', 'lines']);

/** Renders labelled inputs for a field list; consecutive fields with one `group` share a fieldset. */
export function FormFields({ fields, values, onChange, errors = {}, idPrefix, errorPrefix = '' }: FormFieldsProps) {
  const blocks: { group?: string; fields: FieldSpec[] }[] = [];
  for (const field of fields) {
    const last = blocks[blocks.length - 1];
    if (field.group && last?.group === field.group) last.fields.push(field);
    else blocks.push({ group: field.group, fields: [field] });
  }
  const render = (field: FieldSpec) => (
    <Field key={field.name} field={field} value={values[field.name]} onChange={onChange} errors={errors} idPrefix={idPrefix} errorPrefix={errorPrefix} />
  );
  return (
    <div className="admin-form-grid">
      {blocks.map((block, index) =>
        block.group ? (
          <fieldset key={`${block.group}-${index}`} className="admin-form-group">
            <legend>{block.group}</legend>
            <div className="admin-form-grid">{block.fields.map(render)}</div>
          </fieldset>
        ) : (
          block.fields.map(render)
        ),
      )}
    </div>
  );
}

interface FieldProps {
  field: FieldSpec;
  value: FormValue | undefined;
  onChange: (name: string, value: FormValue) => void;
  errors: FieldErrors;
  idPrefix: string;
  errorPrefix: string;
}

function Field({ field, value, onChange, errors, idPrefix, errorPrefix }: FieldProps) {
  const key = errorPrefix + field.name;
  const id = fieldId(idPrefix, key);
  const error = errors[key];
  const wide = field.wide || WIDE_KINDS.has(field.kind);
  const className = `form-field admin-field${wide ? ' admin-field-wide' : ''}${error ? ' has-error' : ''}`;
  const text = typeof value === 'string' ? value : '';
  const set = (next: FormValue) => onChange(field.name, next);

  if (field.kind === 'list') {
    return (
      <div className={className}>
        <ListField field={field} rows={Array.isArray(value) ? value : []} onChange={set} errors={errors} idPrefix={idPrefix} errorKey={key} />
      </div>
    );
  }
  if (field.kind === 'image') {
    return (
      <div className={className}>
        <ImageField
          id={id}
          label={field.label}
          value={text}
          onChange={set}
          required={field.required}
          error={error}
          help={field.help}
          uploadOnly={field.uploadOnly}
        />
      </div>
    );
  }
  if (field.kind === 'images') {
    const urls = text.split('\n').filter((line) => line.trim() !== '');
    return (
      <div className={className}>
        <ImageListField
          id={id}
          label={field.label}
          value={urls}
          onChange={(next) => set(next.join('\n'))}
          required={field.required}
          error={error}
          help={field.help}
        />
      </div>
    );
  }
  if (field.kind === 'checkbox') {
    return (
      <div className={`${className} admin-field-checkbox`}>
        <label htmlFor={id}>
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} />
          {field.label}
        </label>
        {field.help ? <p className="field-help">{field.help}</p> : null}
      </div>
    );
  }
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy =
    [error ? errorId : '', field.help || field.kind === 'lines' || field.kind === 'json' ? helpId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={field.kind === 'color' ? undefined : id} id={`${id}-label`}>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <Control field={field} text={text} set={set} common={common} labelId={`${id}-label`} invalid={Boolean(error)} />
      <FieldHelp field={field} text={text} id={helpId} />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type CommonProps = { id: string; 'aria-invalid': true | undefined; 'aria-required': true | undefined; 'aria-describedby': string | undefined };

function Control({
  field,
  text,
  set,
  common,
  labelId,
  invalid,
}: {
  field: FieldSpec;
  text: string;
  set: (v: string) => void;
  common: CommonProps;
  labelId: string;
  invalid: boolean;
}) {
  switch (field.kind) {
    case 'textarea':
    case 'lines':
    case 'json':
      return (
        <textarea
          {...common}
          rows={field.rows ?? (field.kind === 'json' ? 8 : 4)}
          value={text}
          placeholder={field.placeholder}
          onChange={(e) => set(e.target.value)}
          spellCheck={field.kind !== 'json'}
        />
      );
    case 'richtext':
      return <RichTextField id={common.id} labelId={labelId} value={text} onChange={set} invalid={invalid} describedBy={common['aria-describedby']} />;
    case 'select':
      return (
        <select {...common} value={text} onChange={(e) => set(e.target.value)}>
          {field.required && text !== '' ? null : <option value="">— Select —</option>}
          {(field.options ?? []).map((option) => (
            <option key={optionValue(option)} value={optionValue(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      );
    case 'number':
    case 'integer':
      return (
        <input
          {...common}
          type="number"
          inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
          step={field.kind === 'integer' ? 1 : 'any'}
          min={field.min}
          max={field.max}
          value={text}
          placeholder={field.placeholder}
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'color':
      return (
        <ColorPicker
          field={field}
          value={text}
          set={set}
          labelId={labelId}
          id={common.id}
          invalid={invalid}
          required={field.required}
          describedBy={common['aria-describedby']}
        />
      );
    case 'icon':
      return (
        <IconPicker common={common} value={text} set={set} placeholder={field.placeholder ? `Search icons, e.g. ${iconLabel(field.placeholder)}` : undefined} />
      );
    default: {
      const type = field.kind === 'email' || field.kind === 'url' || field.kind === 'tel' ? field.kind : 'text';
      return <input {...common} type={type} value={text} maxLength={field.maxLength} placeholder={field.placeholder} onChange={(e) => set(e.target.value)} />;
    }
  }
}

function FieldHelp({ field, text, id }: { field: FieldSpec; text: string; id: string }) {
  let hint: ReactNode = field.help;
  if (field.kind === 'lines') hint = field.help ?? 'One per line; blank lines are dropped.';
  if (field.kind === 'json') {
    hint = isInvalidJson(text) ? <span className="field-warning">Not valid JSON: the previous value will be kept when you save.</span> : (field.help ?? 'JSON');
  }
  return hint ? (
    <p id={id} className="field-help">
      {hint}
    </p>
  ) : null;
}

interface ListFieldProps {
  field: FieldSpec;
  rows: FormRow[];
  onChange: (rows: FormRow[]) => void;
  errors: FieldErrors;
  idPrefix: string;
  errorKey: string;
}

/** A list of small objects edited in place (points, metrics, logo cards): add, remove, move. */
function ListField({ field, rows, onChange, errors, idPrefix, errorKey }: ListFieldProps) {
  const itemLabel = field.itemLabel ?? 'Item';
  const canAdd = field.maxItems === undefined || rows.length < field.maxItems;
  const canRemove = rows.length > (field.minItems ?? 0);
  const update = (index: number, name: string, value: FormValue) => onChange(rows.map((row, i) => (i === index ? { ...row, [name]: value } : row)));
  const move = (index: number, delta: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + delta, 0, row);
    onChange(next);
  };
  return (
    <fieldset className="admin-list-field">
      <legend>
        {field.label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {field.help ? <p className="field-help">{field.help}</p> : null}
      {errors[errorKey] ? <p className="field-error">{errors[errorKey]}</p> : null}
      {rows.length === 0 ? <p className="admin-empty">No {itemLabel.toLowerCase()}s yet.</p> : null}
      <ol className="admin-list-rows">
        {rows.map((row, index) => (
          <li key={row.__key} className="admin-list-row">
            <div className="admin-list-row-head">
              <span className="admin-list-row-title">
                {itemLabel} {index + 1}
              </span>
              <span className="admin-row-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${itemLabel} ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <i className="ri-arrow-up-line" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${itemLabel} ${index + 1} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <i className="ri-arrow-down-line" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button admin-danger"
                  aria-label={`Remove ${itemLabel} ${index + 1}`}
                  disabled={!canRemove}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  <i className="ri-delete-bin-line" aria-hidden="true" />
                </button>
              </span>
            </div>
            <FormFields
              fields={field.fields ?? []}
              values={row}
              onChange={(name, value) => update(index, name, value)}
              errors={errors}
              idPrefix={idPrefix}
              errorPrefix={`${errorKey}.${index}.`}
            />
          </li>
        ))}
      </ol>
      {canAdd ? (
        <button type="button" className="btn btn-outline btn-small" onClick={() => onChange([...rows, newRow(field)])}>
          <i className="ri-add-line" aria-hidden="true" /> Add {itemLabel}
        </button>
      ) : null}
    </fieldset>
  );
}
