/**
 * Keyboard model of a tab list (WAI-ARIA tabs pattern): arrows move to the neighbour and wrap,
 * Home and End jump to the ends. Returns null for keys the tab list does not handle.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
