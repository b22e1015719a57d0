import { handleTabKey } from '@pharma/shared';
import { useRef, type KeyboardEvent } from 'react';

export interface SectionTab<Id extends string> {
  id: Id;
  label: string;
}

interface Props<Id extends string> {
  tabs: SectionTab<Id>[];
  active: Id;
  onSelect: (id: Id) => void;
}

/**
 * The sticky bar of in-page tabs. Each tab controls (scrolls to) the section with its id;
 * which one is selected is decided by the scroll position, not by the click.
 */
export function SectionTabs<Id extends string>({ tabs, active, onSelect }: Props<Id>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) =>
    handleTabKey(event, index, tabs.length, (next) => {
      buttons.current[next]?.focus();
      onSelect(tabs[next].id);
    });

  return (
    <div className="cap-tabbar">
      <div className="container cap-tabbar-inner" role="tablist" aria-label="Capabilities sections">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`cap-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            className={`cap-tab${active === tab.id ? ' active' : ''}`}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
    </div>
  );
}
