import { useLayoutEffect, useState } from 'react';

/** Cards per view: the spec's 4 on wide screens, fewer where 4 would not fit. */
export function visibleCountFor(width: number, max: number): number {
  if (width < 640) return 1;
  if (width < 1024) return Math.min(2, max);
  return max;
}

/**
 * Starts from the wide-screen count, the one the server renders (it knows no screen), so hydration
 * matches; the real width is applied in a layout effect, before the browser paints the hydrated page.
 */
export function useVisibleCount(max: number): number {
  const [count, setCount] = useState(max);
  useLayoutEffect(() => {
    const update = () => setCount(visibleCountFor(window.innerWidth, max));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [max]);
  return count;
}
