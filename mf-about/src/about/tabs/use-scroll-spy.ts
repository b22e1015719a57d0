import { useEffect, useState } from 'react';
import { SCROLL_SPY_OFFSET_PX, SECTION_TOP_MARGIN_PX } from '@pharma/shared';

/**
 * The section the reader is in: the last of `ids` (top to bottom) whose range
 * [top - 100, top - 100 + height) contains the scroll position plus 150 px.
 */
export function activeSection<T extends string>(ids: readonly T[]): T | undefined {
  const position = window.scrollY + SCROLL_SPY_OFFSET_PX;
  let active: T | undefined;
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element) continue;
    const top = element.getBoundingClientRect().top + window.scrollY - SECTION_TOP_MARGIN_PX;
    if (position >= top && position < top + element.offsetHeight) active = id;
  }
  return active;
}

/** Re-evaluates `activeSection` on every scroll; keeps the last match while between sections. */
export function useScrollSpy<T extends string>(ids: readonly T[], enabled = true): T | undefined {
  const [active, setActive] = useState<T | undefined>();
  // Subscribed by the ids, not the array: callers may pass a new array literal on every render.
  const key = ids.join(',');
  useEffect(() => {
    if (!enabled) return undefined;
    const sections = key ? (key.split(',') as T[]) : [];
    const update = () => {
      const next = activeSection(sections);
      if (next) setActive(next);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [key, enabled]);
  return active;
}
