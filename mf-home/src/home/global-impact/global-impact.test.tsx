import { act, render, screen, within } from '@testing-library/react';
import { defaultHomeGlobalImpact, defaultStatistics, type Statistic } from '@pharma/shared';
import { FakeIntersectionObserver } from '@pharma/shared/testing';
import { GlobalImpact, counterTarget } from './global-impact';

function renderImpact(statistics: Statistic[] = defaultStatistics) {
  return render(<GlobalImpact statistics={statistics} heading={defaultHomeGlobalImpact} />);
}

const values = () => screen.getAllByRole('listitem').map((card) => card.querySelector('.home-stat-value')?.textContent);

describe('GlobalImpact counters', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeIntersectionObserver.install();
  });
  afterEach(() => {
    jest.useRealTimers();
    FakeIntersectionObserver.uninstall();
  });

  it('shows three cards with image, title, description and the heading', () => {
    renderImpact();
    expect(screen.getByRole('heading', { level: 2, name: 'Global Impact & Excellence' })).toBeInTheDocument();
    expect(screen.getByText('Partners worldwide trust us to deliver meaningful innovation through science.')).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { name: 'Scientists' })).toBeInTheDocument();
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/images/home/stat-scientists.webp');
    expect(cards[0]).toHaveStyle({ '--accent': '#2879b6' });
  });

  it('stays at zero until the section is at least 10% visible', () => {
    renderImpact();
    expect(FakeIntersectionObserver.latest().options.threshold).toBe(0.1);
    act(() => jest.advanceTimersByTime(5000));
    expect(values()).toEqual(['0+', '0+', '0+']);
    act(() => FakeIntersectionObserver.latest().fire(false));
    act(() => jest.advanceTimersByTime(5000));
    expect(values()).toEqual(['0+', '0+', '0+']);
  });

  it('counts up over 2000 ms in 60 steps, then shows the exact targets and stops', () => {
    renderImpact();
    act(() => FakeIntersectionObserver.latest().fire(true));
    expect(values()).toEqual(['0+', '0+', '0+']);
    act(() => jest.advanceTimersByTime(34));
    expect(values()).toEqual(['3+', '2+', '1+']); // one step: floor(target / 60)
    act(() => jest.advanceTimersByTime(1000 - 34));
    expect(values()).toEqual(['100+', '75+', '40+']); // 30 of 60 steps
    act(() => jest.advanceTimersByTime(1000));
    expect(values()).toEqual(['200+', '150+', '80+']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts only the first time the section becomes visible', () => {
    renderImpact();
    const observer = FakeIntersectionObserver.latest();
    act(() => observer.fire(true));
    act(() => jest.advanceTimersByTime(2000));
    expect(observer.disconnected).toBe(true);
    act(() => observer.fire(true));
    expect(values()).toEqual(['200+', '150+', '80+']);
  });

  it('uses 200, 150 and 80 when the first three statistics have no value', () => {
    const blank = defaultStatistics.map((stat) => ({ ...stat, value: undefined as unknown as number }));
    expect(blank.map(counterTarget)).toEqual([200, 150, 80]);
    expect(counterTarget({ ...defaultStatistics[0], value: 42 }, 0)).toBe(42);
    expect(counterTarget({ ...defaultStatistics[0], value: '310' as unknown as number }, 0)).toBe(310);
  });
});
