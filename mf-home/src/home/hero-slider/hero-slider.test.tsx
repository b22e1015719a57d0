import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { COMPANY_NAME, defaultHeroSlides, type HeroSlide } from '@pharma/shared';
import { HeroSlider } from './hero-slider';

function renderSlider(slides: HeroSlide[] = defaultHeroSlides) {
  return render(
    <MemoryRouter>
      <HeroSlider slides={slides} />
    </MemoryRouter>,
  );
}

const title = () => screen.getByRole('heading', { level: 1 }).textContent;
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });

describe('HeroSlider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the four default messages in turn, every 8 s, wrapping to the first', () => {
    renderSlider();
    expect(title()).toBe('40+ years of expertise in psychotropic APIs and complex generics');
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(7999));
    expect(title()).toBe('40+ years of expertise in psychotropic APIs and complex generics');
    act(() => jest.advanceTimersByTime(1));
    expect(title()).toBe('Customers in 80+ countries');
    act(() => jest.advanceTimersByTime(8000));
    expect(title()).toBe('One integrated value chain across KSM, APIs and FDFs');
    act(() => jest.advanceTimersByTime(8000));
    expect(title()).toBe('4 global facilities, 3 R&D centres and 1 integrated pharma platform');
    expect(dot(4)).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(8000));
    expect(title()).toBe('40+ years of expertise in psychotropic APIs and complex generics');
  });

  it('moves with the arrows in both directions, wrapping around', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(title()).toBe(defaultHeroSlides[3].title);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(title()).toBe(defaultHeroSlides[0].title);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(title()).toBe(defaultHeroSlides[1].title);
  });

  it('jumps to a slide from its dot and gives it a full 8 s before moving on', () => {
    renderSlider();
    act(() => jest.advanceTimersByTime(5000));
    fireEvent.click(dot(3));
    expect(title()).toBe(defaultHeroSlides[2].title);
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    act(() => jest.advanceTimersByTime(7000));
    expect(title()).toBe(defaultHeroSlides[2].title);
    act(() => jest.advanceTimersByTime(1000));
    expect(title()).toBe(defaultHeroSlides[3].title);
  });

  it('stops advancing while paused and resumes on play', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(30000));
    expect(title()).toBe(defaultHeroSlides[0].title);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(8000));
    expect(title()).toBe(defaultHeroSlides[1].title);
  });

  it('moves the background by 0.1 of the scroll offset', () => {
    const { container } = renderSlider();
    const media = container.querySelector<HTMLElement>('.home-hero-media')!;
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    fireEvent.scroll(window);
    expect(media.style.transform).toBe('translate3d(0, 50px, 0)');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('has no controls and no timer with one slide, and a company heading with none', () => {
    const { unmount } = renderSlider([defaultHeroSlides[1]]);
    expect(title()).toBe('Customers in 80+ countries');
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
    unmount();
    renderSlider([]);
    expect(title()).toBe(COMPANY_NAME);
  });
});
