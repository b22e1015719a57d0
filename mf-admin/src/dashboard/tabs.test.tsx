import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TAB_KEYS_HINT, Tabs, type TabItem } from './tabs';

const TABS: TabItem[] = [
  { id: 'home', label: 'Home Page' },
  { id: 'about', label: 'About Page' },
  { id: 'settings', label: 'Settings' },
  { id: 'enquiries', label: 'Enquiries' },
];

function Harness({ showHint }: { showHint?: boolean }) {
  const [selected, setSelected] = useState('home');
  return (
    <Tabs label="Site sections" tabs={TABS} selected={selected} onSelect={setSelected} showHint={showHint}>
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the dashboard tabs', () => {
  it('tells how to move between the tabs: the tab list is described by the keyboard hint', () => {
    render(<Harness showHint />);
    expect(screen.getByRole('tablist', { name: 'Site sections' })).toHaveAccessibleDescription(TAB_KEYS_HINT);
    expect(screen.getByText(TAB_KEYS_HINT)).not.toHaveClass('visually-hidden');
  });

  it('keeps the hint for screen readers only where it is not shown (sub-tabs)', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Site sections' })).toHaveAccessibleDescription(TAB_KEYS_HINT);
    expect(screen.getByText(TAB_KEYS_HINT)).toHaveClass('visually-hidden');
  });

  it('puts only the selected tab in the Tab order, so Tab goes from it to the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(TABS.map(({ label }) => tab(String(label)).tabIndex)).toEqual([0, -1, -1, -1]);
    await user.tab();
    expect(tab('Home Page')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Home Page' })).toHaveFocus();
  });

  it('does what the hint says: Right and Left move focus and select (wrapping), Home and End go to the ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('About Page')).toHaveFocus();
    expect(tab('About Page')).toHaveAttribute('aria-selected', 'true');
    expect(tab('About Page')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'About Page' })).toHaveTextContent('Panel of about');
    await user.keyboard('{End}');
    expect(tab('Enquiries')).toHaveFocus();
    expect(tab('Enquiries')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Home Page')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Enquiries')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Home Page')).toHaveAttribute('aria-selected', 'true');
    expect(tab('About Page')).toHaveAttribute('aria-selected', 'false');
  });

  it('leaves Up and Down to scroll the page', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(tab('Home Page')).toHaveFocus();
    expect(tab('Home Page')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps every tab a tab in one list, and no scroll buttons while the row fits', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab')).toHaveLength(TABS.length);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
