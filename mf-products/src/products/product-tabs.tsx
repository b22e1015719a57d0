import { PRODUCT_TABS, TabList, type ProductTab } from '@pharma/shared';

export const PRODUCT_TAB_LABELS: Record<ProductTab, string> = {
  therapeutic: 'Therapeutic',
  intermediates: 'Intermediates',
  pyridine: 'Pyridine',
  thiophene: 'Thiophene',
};

const PRODUCT_TAB_ICONS: Record<ProductTab, string> = {
  therapeutic: 'ri-medicine-bottle-line',
  intermediates: 'ri-flask-line',
  pyridine: 'ri-test-tube-line',
  thiophene: 'ri-microscope-line',
};

export function tabId(tab: ProductTab): string {
  return `products-tab-${tab}`;
}

export function panelId(tab: ProductTab): string {
  return `products-panel-${tab}`;
}

interface Props {
  active: ProductTab;
  onChange: (tab: ProductTab) => void;
}

const TABS = PRODUCT_TABS.map((tab) => ({
  id: tab,
  label: (
    <>
      <i className={PRODUCT_TAB_ICONS[tab]} aria-hidden="true" />
      <span>{PRODUCT_TAB_LABELS[tab]}</span>
    </>
  ),
}));

/** Only the selected panel is rendered, so only the selected tab points at a panel. Up and Down scroll. */
export function ProductTabs({ active, onChange }: Props) {
  return (
    <TabList
      tabs={TABS}
      active={active}
      onSelect={onChange}
      label="Product families"
      tabId={tabId}
      controls={(tab) => (tab === active ? panelId(tab) : undefined)}
      className="products-tablist"
      tabClassName="products-tab"
      activeClassName="is-active"
      arrows="horizontal"
    />
  );
}
