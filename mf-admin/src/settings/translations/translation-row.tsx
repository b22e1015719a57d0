import { declarationOf, RichTextField } from '@pharma/shared';
import { useId, useState } from 'react';
import type { TranslationFieldStatus } from '@pharma/shared';

export const STATE_WORDS: Record<TranslationFieldStatus['state'], string> = { missing: 'Missing', outdated: 'Outdated', current: 'Current' };

/** The source text as a translator reads it: markup left out, lists one per line. */
function sourceText(value: unknown): string {
  if (typeof value === 'string')
    return value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  return '';
}

interface RowProps {
  entry: TranslationFieldStatus;
  sourceLanguage: string;
  targetLanguage: string;
  canEdit: boolean;
  onSave: (entry: TranslationFieldStatus, value: string) => Promise<void>;
}

/** One field: the source beside its translation, marked missing, outdated or current; text and rich text edited here. */
export function TranslationRow({ entry, sourceLanguage, targetLanguage, canEdit, onSave }: RowProps) {
  const id = useId();
  const kind = declarationOf(entry.collection)?.fields[entry.field]?.kind;
  const editable = kind === 'text' || kind === 'richText';
  const [value, setValue] = useState(typeof entry.translation === 'string' ? entry.translation : '');
  const [saving, setSaving] = useState(false);
  const section = declarationOf(entry.collection)?.title ?? entry.collection;
  const name = `${section} › ${entry.label}${entry.id === 'main' ? '' : ` (${entry.id})`}`;
  const save = async () => {
    setSaving(true);
    await onSave(entry, value);
    setSaving(false);
  };
  return (
    <tr className={`translation-row is-${entry.state}`}>
      <th scope="row" id={`${id}-name`}>
        {name}
      </th>
      <td>
        <span className={`badge translation-state is-${entry.state}`}>{STATE_WORDS[entry.state]}</span>
      </td>
      <td lang={sourceLanguage}>{sourceText(entry.source)}</td>
      <td lang={targetLanguage}>
        {!editable ? (
          <span className="admin-muted">Translate lists with the XLIFF file.</span>
        ) : kind === 'richText' ? (
          <RichTextField id={`${id}-value`} labelId={`${id}-name`} value={value} onChange={setValue} />
        ) : (
          <textarea
            id={`${id}-value`}
            aria-labelledby={`${id}-name`}
            rows={2}
            value={value}
            disabled={!canEdit}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </td>
      <td className="admin-col-actions">
        {editable && canEdit ? (
          <button
            type="button"
            className="btn btn-outline btn-small"
            disabled={saving}
            onClick={() => void save()}
            aria-label={`Save the translation of ${name}`}
          >
            {saving ? 'Saving...' : 'Save'}
          </button>
        ) : null}
      </td>
    </tr>
  );
}
