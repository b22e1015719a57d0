import { TabList, type AboutTab } from '@pharma/shared';
import { ABOUT_TABS, tabId } from './about-sections';

interface Props {
  active: AboutTab;
  onSelect: (tab: AboutTab) => void;
}

/** Sticky tab bar; a tab scrolls to its section. Up and Down are left to scroll the page. */
export function AboutTabs({ active, onSelect }: Props) {
  return (
    <div className="about-tabs">
      <TabList
        tabs={ABOUT_TABS}
        active={active}
        onSelect={onSelect}
        label="About sections"
        tabId={tabId}
        controls={(tab) => tab}
        className="container about-tabs-inner"
        tabClassName="about-tab"
        arrows="horizontal"
      />
    </div>
  );
}
