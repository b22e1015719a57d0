import { activeSection } from './use-scroll-spy';
import { SPY_SECTIONS, tabForSection } from './about-sections';

/** Places sections at absolute [top, height] positions (jsdom has no layout). */
function layout(sections: Record<string, [number, number]>) {
  document.body.innerHTML = '';
  for (const [id, [top, height]] of Object.entries(sections)) {
    const element = document.createElement('section');
    element.id = id;
    element.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect;
    Object.defineProperty(element, 'offsetHeight', { value: height });
    document.body.append(element);
  }
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('scroll-spy', () => {
  afterEach(() => scrollTo(0));

  it('activates a section once the scroll position plus 150 px reaches its top minus 100 px', () => {
    layout({ journey: [1000, 800], vision: [1800, 1200] });
    scrollTo(749);
    expect(activeSection(SPY_SECTIONS)).toBeUndefined();
    scrollTo(750);
    expect(activeSection(SPY_SECTIONS)).toBe('journey');
    scrollTo(1549);
    expect(activeSection(SPY_SECTIONS)).toBe('journey');
    scrollTo(1550);
    expect(activeSection(SPY_SECTIONS)).toBe('vision');
  });

  it('checks journey, vision, management, leadership in that order; management belongs to Leadership Team', () => {
    layout({ journey: [0, 500], vision: [500, 500], management: [1000, 500], leadership: [1500, 500] });
    scrollTo(1000);
    expect(activeSection(SPY_SECTIONS)).toBe('management');
    expect(tabForSection('management')).toBe('leadership');
    scrollTo(1500);
    expect(activeSection(SPY_SECTIONS)).toBe('leadership');
  });
});
