import { useCallback, useEffect, useState } from 'react';

export interface Carousel {
  /** Current position, always within 0..count-1 (0 when empty). */
  index: number;
  count: number;
  paused: boolean;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  togglePaused: () => void;
}

/**
 * Position state of a carousel of `count` positions that wraps both ways and auto-advances every
 * `intervalMs`. The timer restarts after every move, so a manual move gets a full interval before
 * the next automatic one. With one position (or none) there is nothing to advance.
 */
export function useCarousel(count: number, intervalMs: number): Carousel {
  const [rawIndex, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Content can shrink under us (an admin deactivates items): stay within range.
  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;

  const step = useCallback((delta: number) => setIndex((current) => wrap(Math.min(current, count - 1) + delta, count)), [count]);

  useEffect(() => {
    if (paused || count <= 1) return undefined;
    const timer = setTimeout(() => step(1), intervalMs);
    return () => clearTimeout(timer);
  }, [index, count, paused, intervalMs, step]);

  return {
    index,
    count,
    paused,
    goTo: (target: number) => setIndex(wrap(target, count)),
    next: () => step(1),
    previous: () => step(-1),
    togglePaused: () => setPaused((value) => !value),
  };
}

function wrap(value: number, count: number): number {
  if (count <= 0) return 0;
  return ((value % count) + count) % count;
}
