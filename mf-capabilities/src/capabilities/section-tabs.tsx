import { TabList, type TabItem } from '@pharma/shared';

export type SectionTab<Id extends string> = TabItem<Id>;

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
  return (
    <div className="cap-tabbar">
      <TabList
        tabs={tabs}
        active={active}
        onSelect={onSelect}
        label="Capabilities sections"
        tabId={(id) => `cap-tab-${id}`}
        controls={(id) => id}
        className="container cap-tabbar-inner"
        tabClassName="cap-tab"
      />
    </div>
  );
}
