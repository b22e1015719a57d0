import { handleTabKey, PRODUCT_TABS, type ProductTab } from '@pharma/shared';
import { useRef, type KeyboardEvent } from 'react';

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

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move focus and select.
 * Only the selected panel is rendered, so only the selected tab points at a panel.
 */
export function ProductTabs({ active, onChange }: Props) {
  const refs = useRef<Partial<Record<ProductTab, HTMLButtonElement | null>>>({});

  const select = (tab: ProductTab) => {
    onChange(tab);
    refs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleTabKey(event, PRODUCT_TABS.indexOf(active), PRODUCT_TABS.length, (next) => select(PRODUCT_TABS[next]), 'horizontal');

  return (
    <div className="products-tablist" role="tablist" aria-label="Product families" onKeyDown={onKeyDown}>
      {PRODUCT_TABS.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            className={`products-tab${selected ? ' is-active' : ''}`}
            onClick={() => onChange(tab)}
          >
            <i className={PRODUCT_TAB_ICONS[tab]} aria-hidden="true" />
            <span>{PRODUCT_TAB_LABELS[tab]}</span>
          </button>
        );
      })}
    </div>
  );
}
