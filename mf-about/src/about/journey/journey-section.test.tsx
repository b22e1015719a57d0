import { act, fireEvent, render, screen } from '@testing-library/react';
import { JourneySection } from './journey-section';

const IMAGES = ['/a.webp', '/b.webp', '/c.webp'];
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const current = () => screen.getAllByRole('button', { name: /Go to slide/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('Journey carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('auto-advances every 15 s and wraps to the first image', () => {
    render(<JourneySection summary="Our story" images={IMAGES} />);
    expect(current()).toBe(0);
    act(() => jest.advanceTimersByTime(14999));
    expect(current()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => jest.advanceTimersByTime(15000));
    expect(current()).toBe(2);
    act(() => jest.advanceTimersByTime(15000));
    expect(current()).toBe(0);
  });

  it('wraps both ways with the arrows and jumps with the dots', () => {
    render(<JourneySection summary="Our story" images={IMAGES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toBe(1);
    expect(screen.getByRole('img', { name: 'Our journey, picture 2 of 3' })).toHaveClass('is-active');
  });

  it('switches the heading with the slide: group story at 0, second group at 1, default otherwise', () => {
    render(<JourneySection summary="Our story" images={IMAGES} />);
    expect(heading()).toBe('The Auralis Life Sciences Journey');
    act(() => jest.advanceTimersByTime(15000));
    expect(heading()).toBe('The Veloris Pharma Journey');
    act(() => jest.advanceTimersByTime(15000));
    expect(heading()).toBe('Our Journey');
  });

  it('shows one image without controls or timer, and no carousel at all without images', () => {
    const { unmount } = render(<JourneySection summary="Our story" images={['/only.webp']} />);
    expect(screen.getByRole('img', { name: 'Our journey, picture 1 of 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
    unmount();
    render(<JourneySection summary="Our story" images={[]} />);
    expect(screen.queryByRole('region', { name: 'Our journey in pictures' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(heading()).toBe('Our Journey');
    expect(screen.getByText('Our story')).toBeInTheDocument();
  });
});
