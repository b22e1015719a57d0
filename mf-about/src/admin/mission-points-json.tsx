import { newLocalId, sortByOrder, useCanEdit, type AboutMissionPoint, type ManagedItem } from '@pharma/shared';
import { useEffect, useId, useState } from 'react';

interface Props {
  points: readonly ManagedItem[];
  onApply: (points: ManagedItem[]) => void;
}

/**
 * Mission points as raw JSON (as the spec asks): applied to the list held in the tab; a parse
 * failure changes nothing (the spec ignores it) and says so. Points without an id get one.
 */
export function MissionPointsJson({ points, onApply }: Props) {
  const id = useId().replace(/:/g, '');
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  // The text follows the table until the admin types in it; Apply hands it back to the table.
  const [edited, setEdited] = useState(false);
  const canEdit = useCanEdit();
  useEffect(() => {
    if (!edited) setText(JSON.stringify(points, null, 2));
  }, [points, edited]);
  const apply = () => {
    const parsed = parseMissionPoints(text);
    if (!parsed) {
      setMessage({ kind: 'error', text: 'Not valid JSON (a list of points): nothing was changed.' });
      return;
    }
    onApply(parsed);
    setEdited(false);
    setMessage({ kind: 'ok', text: `${parsed.length} mission points applied here; press 'Save All Changes' to publish.` });
  };

  return (
    <details className="about-admin-json">
      <summary>Edit mission points as JSON</summary>
      <label htmlFor={`${id}-json`}>Mission points (JSON)</label>
      <textarea
        id={`${id}-json`}
        rows={10}
        value={text}
        readOnly={!canEdit}
        onChange={(event) => {
          setText(event.target.value);
          setEdited(true);
          setMessage(null);
        }}
        spellCheck={false}
        aria-describedby={`${id}-status`}
      />
      <div className="about-admin-json-actions">
        {canEdit ? (
          <button type="button" className="btn btn-outline btn-small" onClick={apply}>
            Apply JSON
          </button>
        ) : null}
        <p id={`${id}-status`} className={message?.kind === 'error' ? 'field-error' : 'field-success'} role={message?.kind === 'error' ? 'alert' : undefined}>
          {message?.text}
        </p>
      </div>
    </details>
  );
}

/** A list of point objects, or null when the text is not one. */
export function parseMissionPoints(text: string): ManagedItem[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || !value.every((point) => point !== null && typeof point === 'object' && !Array.isArray(point))) return null;
  return sortByOrder(
    (value as AboutMissionPoint[]).map((point, index) => ({
      ...point,
      id: typeof point.id === 'string' && point.id ? point.id : newLocalId('about-mission'),
      order: typeof point.order === 'number' ? point.order : index + 1,
      isActive: point.isActive !== false,
    })),
  );
}
