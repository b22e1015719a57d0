import { useCallback, useEffect, useRef, useState } from 'react';
import type { WriteMode } from '../http/admin-http.js';
import { validateFields, type FieldSpec } from '../forms/fields.js';
import type { FieldForm } from '../forms/use-field-form.js';

/** What the saver reads from an open form. */
export interface DraftSource<T> {
  /** Changes identity on every edit (the form's values): an edit starts the autosave timer. */
  changes: unknown;
  value: () => T;
  /** Takes the saved draft's id and version as the base of the next write. */
  rebase: (saved: unknown) => void;
  /** Whether the value passes its field checks (messages are not shown while typing). */
  valid: () => boolean;
}

/** The usual source: a `useFieldForm` form and its fields. */
export function formDraftSource<T>(form: FieldForm<T>, fields: readonly FieldSpec[]): DraftSource<T> {
  return {
    changes: form.values,
    value: form.value,
    rebase: form.rebase,
    valid: () => Object.keys(validateFields(fields, form.values)).length === 0,
  };
}

/** The bound: the open form is saved as a draft at most this long after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 800;

let autosaveDelay: number | false = AUTOSAVE_DELAY_MS;

/**
 * Sets the autosave delay for every editor (`false`: off). The remotes' component tests turn it off
 * (shared/test/setup-dom.ts) so their counts of writes do not depend on how fast the machine types;
 * the kit's own tests (draft-saving.test.tsx) turn it on and test it.
 */
export function configureAutosave(delayMs: number | false): void {
  autosaveDelay = delayMs;
}

/** The value as compared for "changed since the last save": id and version are the server's. */
function contentKey(value: unknown): string {
  if (!value || typeof value !== 'object') return JSON.stringify(value);
  const { id: _id, version: _version, ...content } = value as Record<string, unknown>;
  return JSON.stringify(content);
}

export type DraftMode = Exclude<WriteMode, 'publish'>;

/** Writes the value as a draft; answers the saved document (its id and version become the form's base). */
export type DraftWrite<T> = (value: T, mode: DraftMode) => Promise<unknown>;

export interface DraftSaver {
  /** The quiet status line: 'Draft saved at 14:02', 'Saving draft…', 'Autosave failed: …'. */
  status: string;
  savingDraft: boolean;
  /** Save draft (the button): validated like a publish; throws the server's refusal to the caller. */
  saveDraft: () => Promise<void>;
  /** Waits for a pending or running autosave, so a publish that follows carries the fresh version. */
  settle: () => Promise<void>;
}

const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export function draftSavedText(at: Date): string {
  return `Draft saved at ${TIME.format(at)}`;
}

/**
 * Save draft and autosave for one open form (`formDraftSource(form, fields)`). Writes are chained one after another (each carries
 * the version the previous answered); an autosave runs only for a form that passes its field checks
 * (its messages are not shown while typing) and only when `write` is given and the role may edit.
 */
export function useDraftSaver<T>(source: DraftSource<T>, write: DraftWrite<T> | undefined): DraftSaver {
  const [status, setStatus] = useState('');
  const [savingDraft, setSavingDraft] = useState(false);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sourceRef = useRef(source);
  sourceRef.current = source;
  // What the server holds (loaded or last saved): a form that re-renders to the same content (a
  // rich-text field normalising its HTML) writes nothing.
  const savedKey = useRef<string | undefined>(undefined);
  savedKey.current ??= contentKey(source.value());

  const run = useCallback(
    (mode: DraftMode): Promise<void> => {
      if (!write) return Promise.resolve();
      const next = chain.current.then(async () => {
        const current = sourceRef.current;
        setSavingDraft(true);
        if (mode === 'draft') setStatus('Saving draft…');
        try {
          const value = current.value();
          current.rebase(await write(value, mode));
          savedKey.current = contentKey(value);
          setStatus(draftSavedText(new Date()));
        } finally {
          setSavingDraft(false);
        }
      });
      // A failed write must not block the ones after it; its caller still gets the rejection.
      chain.current = next.catch(() => undefined);
      return next;
    },
    [write],
  );

  useEffect(() => {
    // Every edit restarts the timer; without a write any more (its edit lock was taken over) none runs.
    clearTimeout(timer.current);
    const delay = autosaveDelay;
    if (!write || delay === false) return;
    timer.current = setTimeout(() => {
      const current = sourceRef.current;
      if (contentKey(current.value()) === savedKey.current || !current.valid()) return;
      run('autosave').catch((error: unknown) => setStatus(`Autosave failed: ${error instanceof Error ? error.message : 'no answer'}`));
    }, delay);
  }, [source.changes, write, run]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const saveDraft = useCallback(async () => {
    clearTimeout(timer.current);
    try {
      await run('draft');
    } catch (error) {
      setStatus('');
      throw error;
    }
  }, [run]);

  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    await chain.current;
  }, []);

  return { status, savingDraft, saveDraft, settle };
}
