import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { handleTabKey, type TabArrowKeys } from './tab-keys.js';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

interface Props<Id extends string> {
  tabs: readonly TabItem<Id>[];
  active: Id;
  onSelect: (id: Id) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Element id of each tab. */
  tabId: (id: Id) => string;
  /** Element id of what a tab controls (a panel, or the section it scrolls to); undefined for none. */
  controls: (id: Id) => string | undefined;
  className: string;
  tabClassName: string;
  activeClassName?: string;
  arrows?: TabArrowKeys;
  /** Element id of a text that says how to move between the tabs (the keyboard hint). */
  describedBy?: string;
}

/**
 * A WAI-ARIA tab list with automatic activation: a click selects; arrows, Home and End move focus
 * and select. What selecting means (showing a panel, scrolling to a section) is the caller's.
 */
export function TabList<Id extends string>(props: Props<Id>) {
  const { tabs, active, onSelect, label, tabId, controls, className, tabClassName, activeClassName = 'active', arrows = 'both', describedBy } = props;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) =>
    handleTabKey(
      event,
      index,
      tabs.length,
      (next) => {
        buttons.current[next]?.focus();
        onSelect(tabs[next].id);
      },
      arrows,
    );

  return (
    <div className={className} role="tablist" aria-label={label} aria-describedby={describedBy}>
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={controls(tab.id)}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${tabClassName} ${activeClassName}` : tabClassName}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
