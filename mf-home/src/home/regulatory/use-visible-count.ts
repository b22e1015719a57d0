import { useEffect, useState } from 'react';

/** Cards per view: the spec's 4 on wide screens, fewer where 4 would not fit. */
export function visibleCountFor(width: number, max: number): number {
  if (width < 640) return 1;
  if (width < 1024) return Math.min(2, max);
  return max;
}

export function useVisibleCount(max: number): number {
  const [count, setCount] = useState(() => visibleCountFor(window.innerWidth, max));
  useEffect(() => {
    const update = () => setCount(visibleCountFor(window.innerWidth, max));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [max]);
  return count;
}
