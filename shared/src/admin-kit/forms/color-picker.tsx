import { colorChoices, isChoice, unlistedColor, type ColorChoice } from './color-choices.js';
import type { FieldSpec } from './fields.js';

interface ColorPickerProps {
  field: Pick<FieldSpec, 'colorValue' | 'extraColors'>;
  value: string;
  set: (value: string) => void;
  /** The id of the field's visible label: the group's name. */
  labelId: string;
  /** The first radio's id, so "focus the first invalid field" lands in the group. */
  id: string;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
  /** Small swatches without the code line (inline tables). */
  compact?: boolean;
  disabled?: boolean;
}

/**
 * A colour limited to the brand palette (plus the declared extras): native radios, so arrow keys,
 * Tab and Space work as a WAI-ARIA radio group without code of ours. A stored value the palette does
 * not know stays as a checked "Current" choice, so opening and saving an item never changes it.
 */
export function ColorPicker({ field, value, set, labelId, id, invalid, required, describedBy, compact, disabled }: ColorPickerProps) {
  const choices = colorChoices(field);
  const unlisted = unlistedColor(choices, value);
  const options: (ColorChoice & { checked: boolean })[] = [
    ...choices.map((choice) => ({ ...choice, checked: isChoice(choice, value) })),
    ...(unlisted ? [{ value: unlisted, name: `Current: ${unlisted} (not a brand colour)`, hex: unlisted, code: '', checked: true }] : []),
    // An optional colour can be cleared again (a facility's is then stored as null).
    ...(required ? [] : [{ value: '', name: 'No colour', hex: 'transparent', code: '', checked: value.trim() === '' }]),
  ];
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
      className={`admin-color-picker${compact ? ' is-compact' : ''}`}
    >
      {options.map((option, index) => (
        <label key={option.value || 'none'} className="admin-color-option">
          <input
            id={index === 0 ? id : undefined}
            type="radio"
            name={`${id}-choice`}
            value={option.value}
            checked={option.checked}
            disabled={disabled}
            onChange={() => set(option.value)}
          />
          {/* "No colour" gets a struck-through swatch, so it is not mistaken for white. */}
          <span
            className={`admin-swatch${option.value === '' ? ' is-none' : ''}`}
            style={option.value === '' ? undefined : { background: option.hex }}
            aria-hidden="true"
          />
          <span className="admin-color-text">
            <span className="admin-color-name">{option.name}</span>
            {option.code && !compact ? <span className="admin-color-code">{option.code}</span> : null}
          </span>
        </label>
      ))}
    </div>
  );
}
