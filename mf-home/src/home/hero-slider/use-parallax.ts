import { useEffect, type RefObject } from 'react';

/** Moves the element down by `factor` of the page's scroll offset, for a slight parallax. */
export function useParallax(ref: RefObject<HTMLElement | null>, factor: number): void {
  useEffect(() => {
    const update = () => {
      if (ref.current) ref.current.style.transform = `translate3d(0, ${window.scrollY * factor}px, 0)`;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [ref, factor]);
}
