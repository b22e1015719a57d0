import { useRef, type KeyboardEvent } from 'react';
import { handleTabKey, type AboutTab } from '@pharma/shared';
import { ABOUT_TABS, tabId } from './about-sections';

interface Props {
  active: AboutTab;
  onSelect: (tab: AboutTab) => void;
}

/** Sticky tab bar; a tab scrolls to its section. Arrow keys, Home and End move between tabs. */
export function AboutTabs({ active, onSelect }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) =>
    handleTabKey(
      event,
      index,
      ABOUT_TABS.length,
      (next) => {
        refs.current[next]?.focus();
        onSelect(ABOUT_TABS[next].id);
      },
      'horizontal',
    );

  return (
    <div className="about-tabs">
      <div className="container about-tabs-inner" role="tablist" aria-label="About sections">
        {ABOUT_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className="about-tab"
            aria-selected={active === tab.id}
            aria-controls={tab.id}
            tabIndex={active === tab.id ? 0 : -1}
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
