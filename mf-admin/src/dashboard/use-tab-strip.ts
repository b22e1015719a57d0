import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Part of the visible width one click of a scroll button moves: the next tabs come in with the last ones still in sight. */
const SCROLL_STEP = 0.7;

interface Overflow {
  overflows: boolean;
  canScrollLeft: boolean;
  canScrollRight: boolean;
}

const NONE: Overflow = { overflows: false, canScrollLeft: false, canScrollRight: false };

/** Which way the row can still scroll; one pixel of slack for sub-pixel widths. */
function overflowOf(scroller: HTMLElement): Overflow {
  const max = scroller.scrollWidth - scroller.clientWidth;
  if (max <= 1) return NONE;
  return { overflows: true, canScrollLeft: scroller.scrollLeft > 1, canScrollRight: scroller.scrollLeft < max - 1 };
}

/** Scrolls the row just enough that the selected tab is whole in view (the page itself does not move). */
function revealSelected(scroller: HTMLElement): void {
  const tab = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const box = scroller.getBoundingClientRect();
  const place = tab.getBoundingClientRect();
  const left = place.left - box.left + scroller.scrollLeft;
  const right = left + place.width;
  if (left < scroller.scrollLeft) scroller.scrollLeft = left;
  else if (right > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = right - scroller.clientWidth;
}

/**
 * The state of a one-row, sideways-scrolling tab list: whether it overflows and which way, a scroll
 * by about a view's width for the arrow buttons, and the selected tab kept in view when it changes.
 */
export function useTabStrip(selected: string, count: number) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NONE);
  const update = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = overflowOf(scroller);
    setOverflow((previous) =>
      previous.overflows === next.overflows && previous.canScrollLeft === next.canScrollLeft && previous.canScrollRight === next.canScrollRight
        ? previous
        : next,
    );
  }, []);

  // A new selection (a click, the keyboard, or another panel's link such as Activity's "View history").
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    revealSelected(scroller);
    update();
  }, [selected, count, update]);

  // The row's width changes with the window, the preview pane and badges that load later.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => observer.disconnect();
  }, [update]);

  const scrollBy = (direction: 1 | -1) => {
    const scroller = scrollerRef.current;
    scroller?.scrollBy({ left: direction * scroller.clientWidth * SCROLL_STEP, behavior: 'smooth' });
  };

  return { scrollerRef, update, scrollBy, ...overflow };
}
