import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../ui/icon.js';
import { ICON_NAMES } from './icon-names.js';

/** How many matches the list shows at once: enough to browse, few enough to read with a screen reader. */
const MAX_SHOWN = 40;

/** 'ri-shield-check-line' → 'Shield check (outline)': what a marketer reads instead of a class name. */
export function iconLabel(name: string): string {
  const bare = name.replace(/^ri-/, '');
  const style = /-(line|fill)$/.exec(bare)?.[1];
  const words = (style ? bare.slice(0, -style.length - 1) : bare).replace(/-/g, ' ');
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return style ? `${text} (${style === 'line' ? 'outline' : 'filled'})` : text;
}

/** The shipped icons whose readable name or class holds every word of the query. */
export function searchIcons(query: string): string[] {
  const words = query
    .toLowerCase()
    .replace(/^ri-/, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 0) return ICON_NAMES.slice(0, MAX_SHOWN);
  const matches = ICON_NAMES.filter((name) => {
    const haystack = `${name} ${iconLabel(name).toLowerCase()}`;
    return words.every((word) => haystack.includes(word));
  });
  return matches.slice(0, MAX_SHOWN);
}

interface IconPickerProps {
  /** The input's attributes from the form (id, aria-invalid, aria-describedby…). */
  common: { id: string; 'aria-invalid': true | undefined; 'aria-required': true | undefined; 'aria-describedby': string | undefined };
  value: string;
  set: (value: string) => void;
  placeholder?: string;
}

/**
 * An icon chosen by searching the icon set the site ships (the WAI-ARIA combobox with a listbox):
 * typing filters, arrow keys move through the matches, Enter or a click picks one, Escape closes.
 * The input keeps the icon's class name (what is stored), and the chosen icon shows with its readable name.
 */
export function IconPicker({ common, value, set, placeholder }: IconPickerProps) {
  const listId = `${useId().replace(/:/g, '')}-icons`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => (open ? searchIcons(value) : []), [open, value]);
  const known = ICON_NAMES.includes(value);
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (name: string) => {
    set(name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length ? (current + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && open && matches[active]) {
      // Picks the highlighted icon instead of submitting the form.
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the pop-up around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="admin-icon-input admin-icon-picker">
      <span className="admin-icon-preview" aria-hidden="true">
        <Icon name={value} />
      </span>
      <div className="admin-combobox">
        <input
          {...common}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
          value={value}
          placeholder={placeholder ?? 'Search icons, e.g. shield'}
          onChange={(event) => {
            set(event.target.value);
            // A whole class name typed or pasted is a choice made: nothing left to search.
            setOpen(!ICON_NAMES.includes(event.target.value));
            setActive(0);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
        />
        <ul id={listId} role="listbox" aria-label="Matching icons" className="admin-icon-options" hidden={!open}>
          {matches.length === 0 && open ? (
            <li role="presentation" className="admin-muted">
              No icon matches.
            </li>
          ) : null}
          {matches.map((name, index) => (
            <li
              key={name}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'is-active' : undefined}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(name);
              }}
            >
              <Icon name={name} /> <span>{iconLabel(name)}</span>
            </li>
          ))}
        </ul>
      </div>
      <span className="admin-icon-name" aria-live="polite">
        {known ? iconLabel(value) : ''}
      </span>
    </div>
  );
}
