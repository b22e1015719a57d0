import { TabList, type TabItem as SharedTabItem } from '@pharma/shared';
import { useId, type ReactNode } from 'react';
import { useTabStrip } from './use-tab-strip';

export type TabItem = SharedTabItem<string>;

/** How the tab list is used from the keyboard: Tab reaches only the selected tab (WAI-ARIA roving tabindex). */
export const TAB_KEYS_HINT = 'Use the Left and Right arrow keys to move between tabs, Home and End for the first and last.';

interface Props {
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
  className?: string;
  /** Shows the keyboard hint on screen; otherwise it is only read out with the tab list. */
  showHint?: boolean;
}

/**
 * WAI-ARIA tabs with one panel, labelled by the selected tab. Up and Down are left to scroll the page.
 * The tabs stay on one row: a row too narrow for them scrolls sideways (every tab stays a tab, so a
 * screen reader lists them all), with arrow buttons for the mouse and the selected tab kept in view.
 */
export function Tabs({ label, tabs, selected, onSelect, children, className = '', showHint = false }: Props) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const strip = useTabStrip(selected, tabs.length);
  return (
    <div className={`tabs ${className}`.trim()}>
      <p id={hintId} className={showHint ? 'tab-hint' : 'visually-hidden'}>
        {TAB_KEYS_HINT}
      </p>
      <div className="tab-strip">
        {strip.overflows ? <ScrollButton direction="left" shown={strip.canScrollLeft} onClick={() => strip.scrollBy(-1)} /> : null}
        <div className="tab-scroller" ref={strip.scrollerRef} onScroll={strip.update}>
          <TabList
            tabs={tabs}
            active={selected}
            onSelect={onSelect}
            label={label}
            tabId={(id) => `${baseId}-tab-${id}`}
            controls={() => `${baseId}-panel`}
            className="tab-list"
            tabClassName="tab"
            arrows="horizontal"
            describedBy={hintId}
          />
        </div>
        {strip.overflows ? <ScrollButton direction="right" shown={strip.canScrollRight} onClick={() => strip.scrollBy(1)} /> : null}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} className="tab-panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}

/**
 * Scrolls the row of tabs for a mouse user. Hidden from assistive technology and out of the Tab order:
 * the arrow keys already reach every tab, and focus scrolls the row by itself.
 */
function ScrollButton({ direction, shown, onClick }: { direction: 'left' | 'right'; shown: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`tab-scroll tab-scroll-${direction}`} aria-hidden="true" tabIndex={-1} disabled={!shown} onClick={onClick}>
      <i className={`ri-arrow-${direction}-s-line`} />
    </button>
  );
}
