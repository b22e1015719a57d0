import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabList, type TabItem } from './tab-list';

type Id = 'one' | 'two' | 'three';
const TABS: TabItem<Id>[] = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
];

function Harness({ arrows }: { arrows?: 'both' | 'horizontal' }) {
  const [active, setActive] = useState<Id>('one');
  return (
    <TabList
      tabs={TABS}
      active={active}
      onSelect={setActive}
      label="Numbers"
      tabId={(id) => `tab-${id}`}
      controls={(id) => (id === active ? `panel-${id}` : undefined)}
      className="list"
      tabClassName="tab"
      arrows={arrows}
    />
  );
}

describe('TabList', () => {
  it('names the list and marks the one selected tab, which alone is in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('tabindex', '0');
    expect(one).toHaveAttribute('aria-controls', 'panel-one');
    expect(one).toHaveClass('tab', 'active');
    const two = screen.getByRole('tab', { name: 'Two' });
    expect(two).toHaveAttribute('aria-selected', 'false');
    expect(two).toHaveAttribute('tabindex', '-1');
    expect(two).not.toHaveAttribute('aria-controls');
  });

  it('selects on click, and moves focus and selection with arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
  });

  it('leaves Up and Down to the page when only horizontal arrows move', async () => {
    const user = userEvent.setup();
    render(<Harness arrows="horizontal" />);
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
  });
});
