import { useCallback, useMemo, useRef, useState } from 'react';
import { fieldId } from './form-fields.js';
import { fromFormValues, toFormValues, validateFields, type FieldErrors, type FieldSpec, type FormValue, type FormValues } from './fields.js';

export interface FieldForm<T> {
  values: FormValues;
  errors: FieldErrors;
  /** Server messages that match no field; shown above the form. */
  otherErrors: string[];
  set: (name: string, value: FormValue) => void;
  /** The edited object (a copy of the source with the converted values). */
  value: () => T;
  /** Runs the field checks (+ `extra`), shows the messages and focuses the first invalid field. */
  validate: (extra?: (value: T) => FieldErrors) => boolean;
  /** Shows the server's per-field messages (ApiError.fieldErrors). */
  showServerErrors: (fieldErrors: Record<string, string[]>) => void;
  reset: (source: unknown) => void;
  /**
   * Takes the server-owned fields (id, version) of a saved draft as the new base without touching
   * what is being typed, so the next write (autosave or publish) carries the fresh version.
   */
  rebase: (saved: unknown) => void;
  idPrefix: string;
}

/** Form state for a FieldSpec list: values as the inputs hold them, errors, conversion. */
export function useFieldForm<T>(fields: readonly FieldSpec[], source: unknown, idPrefix: string): FieldForm<T> {
  const sourceRef = useRef(source);
  const [values, setValues] = useState<FormValues>(() => toFormValues(fields, source));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);

  const set = useCallback((name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutKey(current, name));
  }, []);

  const value = useCallback(() => fromFormValues<T>(fields, values, sourceRef.current), [fields, values]);

  const validate = useCallback(
    (extra?: (value: T) => FieldErrors) => {
      const found = { ...validateFields(fields, values), ...(extra ? extra(fromFormValues<T>(fields, values, sourceRef.current)) : {}) };
      setErrors(found);
      setOtherErrors([]);
      focusFirst(idPrefix, found);
      return Object.keys(found).length === 0;
    },
    [fields, values, idPrefix],
  );

  const showServerErrors = useCallback(
    (fieldErrors: Record<string, string[]>) => {
      const matched: FieldErrors = {};
      const other: string[] = [];
      for (const [key, messages] of Object.entries(fieldErrors)) {
        if (isKnownKey(fields, key)) matched[key] = messages.join(' ');
        else other.push(...messages.map((message) => (message.startsWith(key) ? message : `${key}: ${message}`)));
      }
      setErrors(matched);
      setOtherErrors(other);
      focusFirst(idPrefix, matched);
    },
    [fields, idPrefix],
  );

  const reset = useCallback(
    (next: unknown) => {
      sourceRef.current = next;
      setValues(toFormValues(fields, next));
      setErrors({});
      setOtherErrors([]);
    },
    [fields],
  );

  const rebase = useCallback((saved: unknown) => {
    if (!saved || typeof saved !== 'object') return;
    const { id, version } = saved as { id?: unknown; version?: unknown };
    const base = { ...((sourceRef.current ?? {}) as Record<string, unknown>) };
    if (id !== undefined) base.id = id;
    if (version !== undefined) base.version = version;
    sourceRef.current = base;
  }, []);

  return useMemo(
    () => ({ values, errors, otherErrors, set, value, validate, showServerErrors, reset, rebase, idPrefix }),
    [values, errors, otherErrors, set, value, validate, showServerErrors, reset, rebase, idPrefix],
  );
}

function withoutKey(errors: FieldErrors, name: string): FieldErrors {
  if (!Object.keys(errors).some((key) => key === name || key.startsWith(`${name}.`))) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name && !key.startsWith(`${name}.`)));
}

/** True when a server error path ('title', 'location.address', 'points.0.title') names a field of the form. */
export function isKnownKey(fields: readonly FieldSpec[], key: string): boolean {
  return fields.some((field) => {
    if (key === field.name) return true;
    if (field.kind !== 'list' || !key.startsWith(`${field.name}.`)) return false;
    const match = /^(\d+)\.(.+)$/.exec(key.slice(field.name.length + 1));
    return match !== null && isKnownKey(field.fields ?? [], match[2]);
  });
}

function focusFirst(idPrefix: string, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (!first) return;
  // After React has rendered the messages.
  setTimeout(() => document.getElementById(fieldId(idPrefix, first))?.focus(), 0);
}
