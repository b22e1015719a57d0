import { TabList, type TabItem } from '@pharma/shared';

export type SectionTab<Id extends string> = TabItem<Id>;

interface Props<Id extends string> {
  tabs: SectionTab<Id>[];
  active: Id;
  onSelect: (id: Id) => void;
}

/** Element id of a section's tab; its section names itself after it (role=tabpanel, aria-labelledby). */
export function sectionTabId(id: string): string {
  return `cap-tab-${id}`;
}

/**
 * What a section carries while the tab bar shows: tab semantics need each tab's panel, and a section
 * the tab scrolls to is that panel. Without the bar the section is a plain region named by its heading.
 */
export function sectionPanelProps(id: string, withTabs: boolean, headingId: string) {
  return withTabs ? ({ role: 'tabpanel', 'aria-labelledby': sectionTabId(id) } as const) : ({ 'aria-labelledby': headingId } as const);
}

/**
 * The sticky bar of in-page tabs. Each tab controls (scrolls to) the section with its id;
 * which one is selected is decided by the scroll position, not by the click.
 */
export function SectionTabs<Id extends string>({ tabs, active, onSelect }: Props<Id>) {
  return (
    <div className="cap-tabbar">
      <TabList
        tabs={tabs}
        active={active}
        onSelect={onSelect}
        label="Capabilities sections"
        tabId={sectionTabId}
        controls={(id) => id}
        className="container cap-tabbar-inner"
        tabClassName="cap-tab"
      />
    </div>
  );
}
