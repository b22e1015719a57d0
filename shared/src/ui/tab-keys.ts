/** Which arrow keys move between tabs: 'both' also takes Up/Down; 'horizontal' leaves them to scroll the page. */
export type TabArrowKeys = 'both' | 'horizontal';

/**
 * Keyboard model of a tab list (WAI-ARIA tabs pattern): arrows move to the neighbour and wrap,
 * Home and End jump to the ends. Returns the index of the tab to select and focus, or null for keys
 * the tab list does not handle (the caller then leaves the event alone).
 */
export function nextTabIndex(key: string, current: number, count: number, arrows: TabArrowKeys = 'both'): number | null {
  if (count <= 0) return null;
  const upDown = arrows === 'both';
  if (key === 'ArrowRight' || (upDown && key === 'ArrowDown')) return (current + 1) % count;
  if (key === 'ArrowLeft' || (upDown && key === 'ArrowUp')) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Handles a key pressed in a tab list: for a key that moves, prevents its default (scrolling) and
 * calls `select` with the new index, which selects that tab and focuses it. Other keys are left alone.
 */
export function handleTabKey(
  event: { key: string; preventDefault: () => void },
  current: number,
  count: number,
  select: (index: number) => void,
  arrows: TabArrowKeys = 'both',
): void {
  const next = nextTabIndex(event.key, current, count, arrows);
  if (next === null) return;
  event.preventDefault();
  select(next);
}
