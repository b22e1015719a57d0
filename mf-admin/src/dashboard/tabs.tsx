import { TabList, type TabItem as SharedTabItem } from '@pharma/shared';
import { useId, type ReactNode } from 'react';

export type TabItem = SharedTabItem<string>;

interface Props {
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
  className?: string;
}

/** WAI-ARIA tabs with one panel, labelled by the selected tab. Up and Down are left to scroll the page. */
export function Tabs({ label, tabs, selected, onSelect, children, className = '' }: Props) {
  const baseId = useId();
  return (
    <div className={`tabs ${className}`.trim()}>
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
      />
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} className="tab-panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
