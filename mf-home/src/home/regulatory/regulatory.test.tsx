import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ACCREDITATIONS, defaultRegulatoryApprovals, type RegulatoryApproval } from '@pharma/shared';
import { Regulatory } from './regulatory';

function approvals(count: number): RegulatoryApproval[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `reg-${i + 1}`,
    title: `Approval ${i + 1}`,
    description: `Description ${i + 1}`,
    image: `/images/regulatory/${i + 1}.svg`,
    color: '#2879b6',
    order: i + 1,
    isActive: true,
  }));
}

const track = () => screen.getByRole('group', { name: 'Regulatory approvals' }).querySelector('ul')!;
const currentDot = () => screen.getAllByRole('button', { name: /Go to slide/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('Regulatory Approvals', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the paragraph and the seven accreditations', () => {
    render(<Regulatory approvals={defaultRegulatoryApprovals} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Regulatory Approvals' })).toBeInTheDocument();
    expect(screen.getByText(/meet international quality standards/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Accreditations' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...ACCREDITATIONS]);
  });

  it('advances one position every 4 s with 4 visible and returns to 0 after the last position', () => {
    render(<Regulatory approvals={approvals(6)} />);
    // 6 items, 4 visible: positions 0, 1, 2.
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
    expect(currentDot()).toBe(0);
    act(() => jest.advanceTimersByTime(3999));
    expect(currentDot()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(currentDot()).toBe(1);
    expect(track().style.transform).toBe('translateX(-25%)');
    act(() => jest.advanceTimersByTime(4000));
    expect(currentDot()).toBe(2);
    act(() => jest.advanceTimersByTime(4000));
    expect(currentDot()).toBe(0);
    expect(track().style.transform).toBe('translateX(0%)');
  });

  it('hides the cards out of view from assistive technology', () => {
    render(<Regulatory approvals={approvals(6)} />);
    const items = within(track()).getAllByRole('listitem', { hidden: true });
    expect(items.map((item) => item.getAttribute('aria-hidden'))).toEqual([null, null, null, null, 'true', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'Next approvals' }));
    expect(items.map((item) => item.getAttribute('aria-hidden'))).toEqual(['true', null, null, null, null, 'true']);
  });

  it('stays at 0 without controls when everything fits, and renders no carousel without items', () => {
    const { unmount } = render(<Regulatory approvals={defaultRegulatoryApprovals} />);
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
    act(() => jest.advanceTimersByTime(12000));
    expect(track().style.transform).toBe('translateX(0%)');
    const link = screen.getByRole('link', { name: /US FDA/ });
    expect(link).toHaveAttribute('href', 'https://www.fda.gov');
    expect(link).toHaveAttribute('target', '_blank');
    unmount();
    render(<Regulatory approvals={[]} />);
    expect(screen.queryByRole('group', { name: 'Regulatory approvals' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Accreditations' })).toBeInTheDocument();
  });
});
