import { useEffect, useState, type RefObject } from 'react';

/** True from the first time the element is at least `threshold` visible; never goes back. */
export function useFirstVisible(ref: RefObject<Element | null>, threshold: number): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return undefined;
    // Without IntersectionObserver (old browsers) the numbers are simply shown.
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, visible]);
  return visible;
}
