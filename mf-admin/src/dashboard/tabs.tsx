import { handleTabKey } from '@pharma/shared';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
}

interface Props {
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
  className?: string;
}

/** WAI-ARIA tabs: one tab stop, arrow keys / Home / End move between tabs, the panel is labelled by its tab. */
export function Tabs({ label, tabs, selected, onSelect, children, className = '' }: Props) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent) =>
    handleTabKey(
      event,
      tabs.findIndex((tab) => tab.id === selected),
      tabs.length,
      (next) => {
        const target = tabs[next];
        onSelect(target.id);
        refs.current[target.id]?.focus();
      },
      'horizontal',
    );

  return (
    <div className={`tabs ${className}`.trim()}>
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={`tab${tab.id === selected ? ' active' : ''}`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} className="tab-panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
